// What a request says of the audience, and nothing more (docs/product.md §24): whether a person
// asked (not a robot, not a prefetch), which counted page, the visit's source, the device class and
// the country. The user agent and the referrer are read here and never kept, nor is the address.
import { PAGE_NAMES, PAGES, pageAt, type PageName } from "../../shared/pages";
import { parseEventPath } from "../../shared/event-page";
import { MAX_SOURCE_CHARS, type CountedPage, type DeviceClass } from "../../shared/stats";

/** An event's page in the figures: "event:<id>". */
export const EVENT_PAGE = "event:";
/** A page's key in the figures: its name, or "event:<id>" for an event's page. */
export type PageKey = CountedPage | `${typeof EVENT_PAGE}${number}`;

/** The public pages are counted, those search engines see: not the admin's, the sign-in or the not-found page. */
const isCounted = (name: PageName) => PAGES[name].sitemapPriority !== null;

/** The Worker's routes of the counted pages. */
export const COUNTED_PATHS = PAGE_NAMES.filter(isCounted).map((name) => PAGES[name].path);

/** The counted page at this path, or null. */
export function pageKeyOf(pathname: string): PageKey | null {
  const name = pageAt(pathname);
  if (!name || !isCounted(name)) return null;
  if (name !== "event") return name as CountedPage;
  const ref = parseEventPath(pathname);
  return ref ? `${EVENT_PAGE}${ref.id}` : null;
}

/** Robots name themselves in their user agent; a browser's starts with "Mozilla/". Lighthouse and headless browsers are no visitors either. */
const ROBOT = /bot|crawl|spider|slurp|preview|fetch|scan|monitor|lighthouse|headless|phantom|python|curl|wget|facebookexternalhit|embedly|validator/i;

/** Whether a person's browser sent this: not a robot that says so, not a verified bot. */
export function fromAPerson(request: Request): boolean {
  const agent = request.headers.get("user-agent") ?? "";
  const verifiedBot = (request.cf?.botManagement as { verifiedBot?: boolean } | undefined)?.verifiedBot === true;
  return agent.startsWith("Mozilla/") && !ROBOT.test(agent) && !verifiedBot;
}

/** A page fetched ahead of a click (speculation rules, <link rel=prefetch>, Firefox's): nobody saw it yet. */
export function prefetched(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""} ${request.headers.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/** A phone, a tablet or a computer, from the user agent (then forgotten). */
export function deviceOf(request: Request): DeviceClass {
  const agent = request.headers.get("user-agent") ?? "";
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (request.headers.get("sec-ch-ua-mobile") === "?1" || /Mobi|iPhone|iPod|Android/i.test(agent)) return "mobile";
  return "desktop";
}

/** The country's two letters as Cloudflare gives them; "" when it gives none, XX (unknown) or T1 (Tor). */
export function countryOf(request: Request): string {
  const country = request.cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : "";
}

/** Subdomains that say nothing of the site: l.instagram.com and www.instagram.com are Instagram. */
const NOISE = /^(?:www\d?|m|l|lm|mobile)\./;

/** A source as kept: lower case, letters, digits, dots and dashes, at most MAX_SOURCE_CHARS. */
const tidy = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(NOISE, "")
    .slice(0, MAX_SOURCE_CHARS);

/**
 * The visit's source from what the page came with: a referrer's address (its host) or a campaign's
 * name (utm_source); "" for none (typed, a bookmark, an app). Null when it is the site itself
 * (`ownHost`): the visit came before, from an unknown source.
 */
export function sourceOf(from: string | null | undefined, ownHost: string): string | null {
  if (!from) return "";
  if (/^https?:\/\//i.test(from)) {
    const host = URL.parse(from)?.hostname ?? "";
    return host === ownHost ? null : tidy(host);
  }
  return tidy(from);
}

/** Whether the page was loaded from another site (or none): an arrival, counted as a visit. Following a link of the site itself is not. */
export function arrived(request: Request, ownHost: string): boolean {
  const referrer = request.headers.get("referer");
  return !referrer || URL.parse(referrer)?.hostname !== ownHost;
}
