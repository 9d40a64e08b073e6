// The admin's search (docs/product.md §19), the same in the browser and in the Worker: an item
// matches when its searchable fields hold every word typed, accents and case ignored.

/**
 * The text without accents, in lower case, its spaces collapsed: what the search compares. Only the
 * combining marks NFD splits off go, as the index's remove_diacritics does (migrations/0010).
 */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr").replace(/\s+/g, " ").trim();

/** The words of a query, folded; none for a blank query. */
export const searchWords = (query: string) => foldText(query).split(" ").filter(Boolean);

/** Whether the item's `fields` hold every word of the query between them; a blank query matches every item. */
export function matchesSearch(item: object, fields: readonly string[], query: string): boolean {
  const values = item as Record<string, unknown>;
  const texts = fields.map((field) => foldText(String(values[field] ?? "")));
  return searchWords(query).every((word) => texts.some((text) => text.includes(word)));
}
