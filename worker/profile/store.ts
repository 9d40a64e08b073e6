// The profile in D1 (migration 0005): one row, its fields as one JSON document, read and written whole.
import defaultProfile from "../../shared/default-content/profile.json";
import { PROFILE_FIELDS, type Profile } from "../../shared/profile";
import { guardD1 } from "../lib/storage";

/** The built-in profile (shared/default-content/profile.json), also the one migration 0005 stores. */
export const DEFAULT_PROFILE = defaultProfile as Profile;

const fromRow = (row: { data: string } | null | undefined): Profile =>
  row ? { ...DEFAULT_PROFILE, ...(JSON.parse(row.data) as Partial<Profile>) } : DEFAULT_PROFILE;

/** The profile; a field it lacks (added to the description since it was saved) takes its default. */
export async function readProfile(db: D1Database): Promise<Profile> {
  const row = await guardD1(db.prepare("SELECT data FROM profile WHERE id = 1").first<{ data: string }>());
  return fromRow(row);
}

/** Stores the whole profile in one statement; resolves to the profile it replaced. */
export async function writeProfile(db: D1Database, profile: Profile): Promise<Profile> {
  // One batch is one transaction: `previous` is exactly the profile this write replaced.
  const [before] = await guardD1(
    db.batch<{ data: string }>([
      db.prepare("SELECT data FROM profile WHERE id = 1"),
      db.prepare("INSERT INTO profile (id, data) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data").bind(JSON.stringify(profile)),
    ]),
  );
  return fromRow(before.results[0]);
}

/** The profile's fields that hold an image. */
export const profileImageFields = Object.entries(PROFILE_FIELDS)
  .filter(([, field]) => field.kind === "image")
  .map(([name]) => name as keyof Profile);

/** The queries (binding ?1 to the image) that find the image in the profile: for the image cleanup. */
export const profileImageUses = () => profileImageFields.map((field) => `SELECT 1 FROM profile WHERE json_extract(data, '$.${field}') = ?1`);
