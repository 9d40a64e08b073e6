// The built-in content (SPEC §4: 32 events, 10 photos, 6 venues): the lists shown when the API
// cannot be reached, and in place of a list that comes back empty. The browser loads this module
// on demand only (import("./data/defaults") in main.tsx), when the page came without its lists or
// with an empty one, so the public bundle does not carry it; the Worker's renderer imports it.
import defaultContent from "../../../shared/default-content.json";
import { COLLECTIONS, type Content } from "../../../shared/types";

export const DEFAULT_CONTENT = defaultContent as Content;

/** True when the page cannot start without the built-in lists. */
export const needsDefaults = (content: Content | undefined): boolean => !content || COLLECTIONS.some((name) => content[name].length === 0);

/** The injected lists as after a fetch (SPEC §4): an empty list keeps the built-in one. */
export function withDefaults(content: Content, defaults: Content): Content {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, content[name].length > 0 ? content[name] : defaults[name]])) as unknown as Content;
}
