// How the API pages a list (docs/product.md §10, "Lists by pages"): an answer holds at most
// PAGE_SIZE items; when more follow, its `Link` header names the next page (rel="next"), whose
// address carries an opaque cursor: the sort key of the last item given.
import { COLLECTIONS, type AnyCollection, type CollectionName } from "./collections";

/** The most items one answer of a list holds: the built-in content fits in one. */
export const PAGE_SIZE = 100;

/** The query parameters of a list: the cursor, the size of a page, a search, and for events the half of the agenda. */
export const PAGE_PARAMS = { after: "after", limit: "limit", query: "q", when: "when" } as const;

/** The admin reads its lists by pages of this size: the built-in content fits in one. */
export const ADMIN_PAGE_SIZE = 40;

/** The column a list must be ordered by first to be read in two halves, upcoming and past (the events). */
export const AGENDA_COLUMN = "date";

export const hasAgenda = (description: AnyCollection) => Array.isArray(description.orderBy) && description.orderBy[0] === AGENDA_COLUMN;

/** The two halves of the agenda: from today on (soonest first), and before today (latest first). */
export const AGENDA_HALVES = ["upcoming", "past"] as const;
export type AgendaHalf = (typeof AGENDA_HALVES)[number];

/** What a page of a list asks for. */
export interface ListQuery {
  after?: string;
  limit?: number;
  /** Words every item returned holds (accents and case ignored): the admin's search. */
  query?: string;
  /** Events only: one half of the agenda, each in its own order. */
  when?: AgendaHalf;
}

/** The address of a page of `collection`'s list. */
export function listPath(collection: AnyCollection["name"], query: ListQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PAGE_PARAMS) as (keyof ListQuery)[]) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(PAGE_PARAMS[key], String(value));
  }
  const search = params.toString();
  return `/api/${collection}${search ? `?${search}` : ""}`;
}

/** The cursor of the next page in a `Link` header, or null when the list ends there. */
export function nextCursor(link: string | null): string | null {
  const match = link && /<[^>]*[?&]after=([^&>]+)[^>]*>\s*;\s*rel="next"/.exec(link);
  return match ? decodeURIComponent(match[1]) : null;
}

/** A page of a list as the browser keeps it: its items, and the cursor of the next page (null at the end). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** The parts a list is read in, each by pages: the agenda's two halves (upcoming first), or the whole list. */
export const listParts = (name: CollectionName): ListQuery[] => (hasAgenda(COLLECTIONS[name]) ? AGENDA_HALVES.map((when) => ({ when })) : [{}]);
