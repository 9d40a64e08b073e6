// The built-in content (docs/product.md §4): the lists shown when the API cannot be reached, and in
// place of a list that comes back empty, one file per collection (shared/default-content/<name>.json).
// The browser fetches them only when a page needs them (main.tsx), so the public script does not
// carry them; a test checks that each item meets its collection's rules.
import { byCollection, byCollectionAsync, type CollectionName, type Content } from "../../../shared/collections";

const loadDefaults = async <C extends CollectionName>(name: C): Promise<Content[C]> =>
  (await import(`../../../shared/default-content/${name}.json`)).default as Content[C];

export const loadDefaultContent = () => byCollectionAsync<Content>(loadDefaults);

/** The injected lists as after a fetch (docs/product.md §4): an empty list keeps the built-in one. */
export function withDefaults(content: Content, defaults: Content): Content {
  return byCollection<Content>((name) => (content[name].length > 0 ? content[name] : defaults[name]));
}
