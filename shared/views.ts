// What each public page shows of the content (docs/product.md §21, "A page carries what it shows"):
// the Worker reads it from D1 for the page's HTML, its #initial-data and GET /api/views, and the
// browser computes the same from the built-in lists when the API cannot be reached. Nothing a
// page carries grows with the DJ's whole history: every list here has a bound.
import type { CollectionName, Content } from "./collections";

/** The home page's teaser draws from the first 3 upcoming events and the 3 latest past ones (docs/product.md §2). */
export const TEASER_SIZE = 3;
/** The photos and the venues the home page shows; « Voir toutes les photos » when there are more. */
export const HOME_PHOTOS = 10;
export const HOME_VENUES = 6;
/** The mixes and the reviews the home page shows; « Voir tous les mixes » (/mixes), « Voir tous les avis » (/avis) when there are more. */
export const HOME_MIXES = 3;
export const HOME_REVIEWS = 3;
/** /mixes and /avis: the first items of their collection, in its order. */
export const LIST_PAGE_ITEMS = 60;
/** The event cards of one page of /events: the built-in agenda (32 events) fits in one. */
export const EVENTS_PER_PAGE = 32;

/** The query parameters of /events: a year of the archive, and a page of the list. */
export const EVENTS_PARAMS = { year: "annee", page: "page" } as const;
/** The data a page is made of, named by the page and what its address asks for. */
export type ViewQuery =
  | { page: "home" }
  | { page: "events"; year: number | null; part: number }
  | { page: "event"; id: number }
  /** A page of one collection's items: /mixes, /avis. */
  | { page: "list"; collection: CollectionName }
  /** /login, /admin, the not-found page: the profile only. */
  | { page: "none" };

/** Counts over each whole collection, and of the events from today on: what a page says of what it does not carry. */
export type Totals = { [C in CollectionName]: number } & { upcoming: number };

/** /events' list: the years with events (latest first) and which page of which year this is. */
export interface Agenda {
  years: { year: number; count: number }[];
  year: number | null;
  /** The events of this year (or of the whole agenda) from today on, and before. */
  counts: { upcoming: number; past: number };
  part: number;
  /** The number of pages of this year's list (or of the whole list), at least 1. */
  parts: number;
}

/** What a page shows, as #initial-data and GET /api/views carry it. */
export interface PageView {
  /** The calendar day ("YYYY-MM-DD") it was made for: what is upcoming and what is past. */
  day: string;
  /** The items the page shows, per collection, in the order the page shows them; empty for one it does not show. */
  content: Content;
  totals: Totals;
  /** /events only. */
  agenda?: Agenda;
}

/** The same data always has the same key (a page's, whatever its address's other parts), and a key per day. */
export function viewKey(query: ViewQuery, day: string): string {
  return `${pageKey(query)}@${day}`;
}

function pageKey(query: ViewQuery): string {
  switch (query.page) {
    case "events":
      return `events:${query.year ?? ""}:${query.part}`;
    case "event":
      return `event:${query.id}`;
    case "list":
      return `list:${query.collection}`;
    default:
      return query.page;
  }
}

/** Whether two keys name the same page's data, whatever their day. */
export const samePage = (a: string, b: string) => a.slice(0, a.lastIndexOf("@")) === b.slice(0, b.lastIndexOf("@"));

/** The address of /events for a year of the archive (null: the whole agenda) and a page of it. */
export function eventsPath(year: number | null, part = 1): string {
  const params = new URLSearchParams();
  if (year !== null) params.set(EVENTS_PARAMS.year, String(year));
  if (part > 1) params.set(EVENTS_PARAMS.page, String(part));
  const search = params.toString();
  return `/events${search ? `?${search}` : ""}`;
}

/** Where GET /api/views answers the data of the page at `path` (its pathname and query), for a day (the Worker's, in Paris, by default). */
export const VIEWS_PATH = "/api/views";
export const viewsPath = (path: string, day?: string) => `${VIEWS_PATH}?path=${encodeURIComponent(path)}${day ? `&day=${day}` : ""}`;

/** The pages of /events a list of `count` events takes: at least one. */
export const partsOf = (count: number) => Math.max(1, Math.ceil(count / EVENTS_PER_PAGE));

/** The first and the last day after a year of the archive: its events are dated from the one, before the other. */
export const yearBounds = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;
