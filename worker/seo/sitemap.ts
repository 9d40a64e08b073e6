// The sitemap (docs/product.md §13): the site's pages, /events once per year of the archive, then
// every event's page by id. Past SITEMAP_MAX_URLS addresses it is an index of parts of at most that
// many, and each part reads from D1 only its own events, and only the columns an address needs.
import { COLLECTION_NAMES, COLLECTIONS, type EventItem } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import { addDays } from "../../shared/event-time";
import { SITEMAP_MAX_URLS } from "../../shared/limits";
import { PAGE_NAMES, PAGES } from "../../shared/pages";
import { eventsPath } from "../../shared/views";
import { escapeXml } from "../lib/html";
import { lastChanged, parisToday } from "../lib/paris-time";
import { guardD1 } from "../lib/storage";

const EVENTS = COLLECTIONS.events.name;
/** The query parameter of a part: /sitemap.xml?part=2. */
export const SITEMAP_PART_PARAM = "part";

/** An address of the sitemap, with the day it last changed (null: unknown) and its priority. */
interface SitemapUrl {
  path: string;
  lastmod: string | null;
  priority: string;
}

/** What decides the sitemap's shape: the years with events (latest first) and the number of events, the trash left out. */
interface Outline {
  years: number[];
  events: number;
}

/** One row per year: D1 counts, the Worker gets a few numbers whatever the history. */
async function readOutline(db: D1Database): Promise<Outline> {
  const sql = `SELECT CAST(substr(date, 1, 4) AS INTEGER) AS year, COUNT(*) AS count FROM ${EVENTS}
    WHERE deletedAt IS NULL GROUP BY year ORDER BY year DESC`;
  const { results } = await guardD1(db.prepare(sql).all<{ year: number; count: number }>());
  return { years: results.map((row) => row.year), events: results.reduce((total, row) => total + row.count, 0) };
}

/**
 * The last day the content of the pages is known to have changed: the day of the newest change of
 * an item, and the day after the last event that is now past (it moved from "à venir" to
 * "passés"), whichever is later. Null when neither is known.
 */
export function lastModified(newestChange: number | null, lastPastDay: string | null): string | null {
  const days = [newestChange === null ? null : parisToday(new Date(newestChange)), lastPastDay && addDays(lastPastDay, 1)].filter((day) => day !== null);
  return days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : null;
}

/**
 * The two facts lastModified needs, in one statement, as the lists would give them: an item stored
 * without a stamp counts by its creation (ids are creation timestamps), a stamp of 0 or to come not at all.
 */
async function readLastModified(db: D1Database, now: Date): Promise<string | null> {
  const changes = COLLECTION_NAMES.map((name) => `SELECT COALESCE(updatedAt, id) AS at FROM ${name} WHERE deletedAt IS NULL`).join(" UNION ALL ");
  const sql = `SELECT (SELECT MAX(at) FROM (${changes}) WHERE at > 0 AND at <= ?1) AS newestChange,
    (SELECT date FROM ${EVENTS} WHERE deletedAt IS NULL AND date < ?2 ORDER BY date DESC, id DESC LIMIT 1) AS lastPastDay`;
  const row = await guardD1(db.prepare(sql).bind(now.getTime(), parisToday(now)).first<{ newestChange: number | null; lastPastDay: string | null }>());
  return lastModified(row?.newestChange ?? null, row?.lastPastDay ?? null);
}

/** The site's own addresses, before the events' pages: each page search engines see, and /events for each year. */
function pageUrls(years: readonly number[], lastmod: string | null): SitemapUrl[] {
  return PAGE_NAMES.flatMap((name) => {
    const priority = PAGES[name].sitemapPriority;
    // An event's page has an address per event, read from D1 part by part.
    if (priority === null || name === "event") return [];
    const paths = name === "events" ? [PAGES.events.path, ...years.map((year) => eventsPath(year))] : [PAGES[name].path];
    return paths.map((path) => ({ path, lastmod, priority }));
  });
}

/** Events' pages in id order from the `offset`-th, at most `limit`, each dated by its stamp (or its creation). */
async function readEventUrls(db: D1Database, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const sql = `SELECT id, name, updatedAt FROM ${EVENTS} WHERE deletedAt IS NULL ORDER BY id LIMIT ? OFFSET ?`;
  const { results } = await guardD1(db.prepare(sql).bind(limit, offset).all<Pick<EventItem, "id" | "name" | "updatedAt">>());
  return results.map((event) => ({
    path: eventPath(event),
    lastmod: parisToday(lastChanged(event)),
    priority: PAGES.event.sitemapPriority,
  }));
}

/** The sitemap's addresses from the `start`-th, at most SITEMAP_MAX_URLS: the site's own first, then the events' pages. */
async function readUrls(db: D1Database, outline: Outline, start: number, now: Date): Promise<SitemapUrl[]> {
  const end = start + SITEMAP_MAX_URLS;
  const pages = pageUrls(outline.years, null).length;
  const [lastmod, events] = await Promise.all([
    start < pages ? readLastModified(db, now) : null,
    readEventUrls(db, Math.max(0, start - pages), end - Math.max(start, pages)),
  ]);
  return [...pageUrls(outline.years, lastmod).slice(start, end), ...events];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod, priority }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "    <changefreq>weekly</changefreq>",
      `    <priority>${priority}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return `${XML_DECLARATION}\n<urlset ${SITEMAP_NAMESPACE}>\n${entries.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, index) =>
    ["  <sitemap>", `    <loc>${escapeXml(`${origin}/sitemap.xml?${SITEMAP_PART_PARAM}=${index + 1}`)}</loc>`, "  </sitemap>"].join("\n"),
  );
  return `${XML_DECLARATION}\n<sitemapindex ${SITEMAP_NAMESPACE}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (`part` null) or one of its parts, the first being the site's own pages and as many
 * events' pages as fit; null for a part past the last. While every address fits in one, the
 * sitemap is that one part.
 */
export async function readSitemap(db: D1Database, origin: string, part: number | null, now: Date): Promise<string | null> {
  const outline = await readOutline(db);
  const total = pageUrls(outline.years, null).length + outline.events;
  const parts = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
  if (part === null && parts > 1) return sitemapIndex(origin, parts);
  const index = part ?? 1;
  if (index > parts) return null;
  return urlset(origin, await readUrls(db, outline, (index - 1) * SITEMAP_MAX_URLS, now));
}

/** The sitemap when D1 cannot be read: still valid, the site's own pages without lastmod. */
export const fallbackSitemap = (origin: string) => urlset(origin, pageUrls([], null));
