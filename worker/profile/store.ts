// The profile in D1 (migration 0005): one row, its fields as one JSON document, read and written whole.
import defaultProfile from "../../shared/default-content/profile.json";
import { PROFILE_FIELDS, type Profile } from "../../shared/profile";
import { guardD1 } from "../lib/storage";

/** The built-in profile (shared/default-content/profile.json), also the one migration 0005 stores. */
export const DEFAULT_PROFILE = defaultProfile as Profile;

/** The profile in its row; a field it lacks (added to the description since it was saved) takes its default. */
export const profileOf = (row: ProfileRow | null | undefined): Profile =>
  row ? { ...DEFAULT_PROFILE, ...(JSON.parse(row.data) as Partial<Profile>) } : DEFAULT_PROFILE;

export type ProfileRow = { data: string };

/** The statement that reads the profile's row, to join a batch. */
export const profileStatement = (db: D1Database) => db.prepare("SELECT data FROM profile WHERE id = 1");

export async function readProfile(db: D1Database): Promise<Profile> {
  return profileOf(await guardD1(profileStatement(db).first<ProfileRow>()));
}

/** Stores the whole profile in one statement. */
export async function writeProfile(db: D1Database, profile: Profile): Promise<void> {
  await guardD1(
    db.prepare("INSERT INTO profile (id, data) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data").bind(JSON.stringify(profile)).run(),
  );
}

/** The profile's fields that hold an image. */
export const profileImageFields = Object.entries(PROFILE_FIELDS)
  .filter(([, field]) => field.kind === "image")
  .map(([name]) => name as keyof Profile);

/** The queries of the image addresses the profile shows, one column `image` each: for the image sweep. */
export const profileImageSources = () => profileImageFields.map((field) => `SELECT json_extract(data, '$.${field}') AS image FROM profile`);
