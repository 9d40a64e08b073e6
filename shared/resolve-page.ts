// Which page an address is and what it shows (docs/product.md §2, §21): one answer for the Worker,
// which renders the page and reads its view, and for the app, which picks the page's code and view.
import { parseEventPath } from "./event-page";
import { pageAt, type PageName } from "./pages";
import { EVENTS_PARAMS, viewKey, type ViewQuery } from "./views";

export interface ResolvedPage {
  /** The page; null for an address that is no page (the app goes home, the Worker answers as it would a file). */
  name: PageName | null;
  /** The data it shows: the profile only ("none") for the pages that show no content. */
  view: ViewQuery;
}

/** The years an archive may name: what a date of the store can hold. */
const YEAR = /^[12]\d{3}$/;
const PAGE_NUMBER = /^[1-9]\d{0,4}$/;

/** The page at this address (its pathname, and its query for /events' year and page). */
export function resolvePage(pathname: string, search = ""): ResolvedPage {
  const name = pageAt(pathname);
  return { name, view: viewOf(name, pathname, search) };
}

function viewOf(name: PageName | null, pathname: string, search: string): ViewQuery {
  if (name === "home") return { page: name };
  if (name === "mixes" || name === "reviews") return { page: "list", collection: name };
  if (name === "event") {
    const ref = parseEventPath(pathname);
    return ref ? { page: name, id: ref.id } : { page: "none" };
  }
  if (name === "events") {
    const params = new URLSearchParams(search);
    const year = params.get(EVENTS_PARAMS.year) ?? "";
    const part = params.get(EVENTS_PARAMS.page) ?? "";
    return { page: name, year: YEAR.test(year) ? Number(year) : null, part: PAGE_NUMBER.test(part) ? Number(part) : 1 };
  }
  return { page: "none" };
}

/** The key of the view of the page at this address, for that day. */
export const viewKeyAt = (pathname: string, search: string, day: string) => viewKey(resolvePage(pathname, search).view, day);
