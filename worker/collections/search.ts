// The admin's search of a list in D1 (docs/product.md §19): every word typed, accents and case ignored,
// inside one of the collection's searchFields, read through the FTS5 trigram index of
// migrations/0010_event_search.sql: its phrases for words of 3 characters or more, its trigrams for shorter ones.
import { COLLECTIONS, isCollectionName, searchFieldsOf } from "../../shared/collections";
import { searchWords } from "../../shared/search";
import type { TableShape } from "./store";

/** A condition of a WHERE clause and its values, in the order of its `?`. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** The FTS5 table indexing a collection's searchFields, its rowid the item's id. */
export const searchTableOf = (collection: string) => `${collection}_search`;

/** Its trigrams, one row per trigram of each item (fts5vocab, "instance"). */
const trigramsTableOf = (collection: string) => `${collection}_search_trigrams`;

/** The trigram tokenizer indexes runs of 3 characters: a shorter word is no phrase it can match. */
const TRIGRAM = 3;

/** Above every character: `word + LAST` ends the range of the trigrams that begin with `word`. */
const LAST = String.fromCodePoint(0x10ffff);

const isSearchable = (table: TableShape) => isCollectionName(table.name) && searchFieldsOf(COLLECTIONS[table.name]).length > 0;

/**
 * The condition an item of the list meets when it holds every word of the query, to join the list's
 * WHERE (`FROM <table>` unaliased); null for a blank query. A collection without searchFields holds
 * no word. Every value is bound, and each word is a quoted phrase: what the admin types is never SQL nor FTS5 syntax.
 */
export function searchCondition(table: TableShape, query: string): SqlCondition | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  if (!isSearchable(table)) return { sql: "0", params: [] };
  const long = words.filter((word) => [...word].length >= TRIGRAM);
  const short = words.filter((word) => [...word].length < TRIGRAM);
  const parts = [...(long.length > 0 ? [phrases(table.name, long)] : []), ...short.map((word) => trigramsBeginning(table.name, word))];
  return { sql: `(${parts.map((part) => part.sql).join(" AND ")})`, params: parts.flatMap((part) => part.params) };
}

/** The long words, in one query of the index (every phrase required). */
function phrases(collection: string, words: readonly string[]): SqlCondition {
  const table = searchTableOf(collection);
  const query = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" ");
  return { sql: `id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`, params: [query] };
}

/**
 * A short word: the items with a trigram that begins with it. The index pads each field with two
 * spaces, so every place of the word in a field begins one; its trigrams are folded like the word.
 */
function trigramsBeginning(collection: string, word: string): SqlCondition {
  return { sql: `id IN (SELECT doc FROM ${trigramsTableOf(collection)} WHERE term >= ? AND term < ?)`, params: [word, word + LAST] };
}
