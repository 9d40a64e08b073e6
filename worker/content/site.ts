// The whole site as visitors see it, read in one D1 batch: one round trip, and one consistent state
// (the lists, the profile and the version that stands for them, docs/product.md §18).
import { byCollection, COLLECTION_NAMES, COLLECTIONS, type Content } from "../../shared/collections";
import type { Profile } from "../../shared/profile";
import { listStatement, tableOf } from "../collections/store";
import { guardD1 } from "../lib/storage";
import { profileOf, profileStatement, type ProfileRow } from "../profile/store";
import { versionOf, versionStatement } from "./version";

export interface Site {
  content: Content;
  profile: Profile;
  version: number;
}

/** Every list, the profile and their version; throws STORE_UNAVAILABLE when D1 cannot be read. */
export async function readSite(db: D1Database): Promise<Site> {
  const lists = COLLECTION_NAMES.map((name) => listStatement(db, tableOf(COLLECTIONS[name])));
  const results = await guardD1(db.batch([...lists, profileStatement(db), versionStatement(db)]));
  const [profileResult, versionResult] = results.slice(lists.length);
  return {
    content: byCollection<Content>((name) => results[COLLECTION_NAMES.indexOf(name)].results as Content[typeof name]),
    profile: profileOf(profileResult.results[0] as ProfileRow | undefined),
    version: versionOf(versionResult as D1Result<{ version: number }>),
  };
}
