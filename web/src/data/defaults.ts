// The built-in content (docs/product.md §4, §15): the lists shown when the API cannot be reached, and
// in place of a list that comes back empty, one file per collection (shared/default-content/<name>.json),
// and the profile shown when the page came without one.
// The browser fetches them only when a page needs them (main.tsx), so the public script does not
// carry them; a test checks that each item meets its collection's rules.
import { byCollectionAsync, COLLECTIONS, showsBuiltInWhenEmpty, type CollectionName, type Content } from "../../../shared/collections";
import type { Profile } from "../../../shared/profile";

const loadDefaults = async <C extends CollectionName>(name: C): Promise<Content[C]> =>
  showsBuiltInWhenEmpty(COLLECTIONS[name]) ? ((await import(`../../../shared/default-content/${name}.json`)).default as Content[C]) : ([] as Content[C]);

export const loadDefaultContent = () => byCollectionAsync<Content>(loadDefaults);

export const loadDefaultProfile = async (): Promise<Profile> => (await import("../../../shared/default-content/profile.json")).default as Profile;
