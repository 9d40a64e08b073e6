// GET /sitemap.xml and GET /robots.txt, with the site's own origin (worker/lib/site-origin.ts).
import { Hono } from "hono";
import { COLLECTION_NAMES, type ChangeStamp, type Content } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import { PAGE_NAMES, PAGES, type PageName } from "../../shared/pages";
import { readContent } from "../collections/store";
import type { AppEnv } from "../env";
import { escapeXml } from "../lib/html";
import { siteOrigin } from "../lib/site-origin";
import { addDays } from "../../shared/event-time";
import { parisToday } from "../lib/paris-time";
import { timed } from "../lib/timing";

/** When an item last changed: its stamp, or for an item stored without one its creation (ids are creation timestamps). */
const changedAt = (item: { id: number } & ChangeStamp) => item.updatedAt ?? item.id;

/**
 * The last day the content of the pages is known to have changed: the newest change of an item
 * and the day after the last event that is now past (it moved from "à venir" to "passés"). Null
 * when nothing can be known.
 */
export function lastModified(content: Content, now: Date): string | null {
  const nowMs = now.getTime();
  const times = COLLECTION_NAMES.flatMap((name) => content[name].map(changedAt)).filter((at) => at > 0 && at <= nowMs);
  const candidates: string[] = [];
  if (times.length > 0) candidates.push(parisToday(new Date(Math.max(...times))));
  const today = parisToday(now);
  const past = content.events.map((event) => event.date).filter((date) => date < today);
  if (past.length > 0)
    candidates.push(
      addDays(
        past.reduce((a, b) => (a > b ? a : b)),
        1,
      ),
    );
  if (candidates.length === 0) return null;
  return candidates.reduce((a, b) => (a > b ? a : b));
}

/** The addresses of a page, with the day each last changed: one per event for an event's page. */
function addresses(name: PageName, content: Content | null, now: Date): { path: string; lastmod: string | null }[] {
  if (name !== "event") return [{ path: PAGES[name].path, lastmod: content && lastModified(content, now) }];
  return (content?.events ?? []).map((event) => ({ path: eventPath(event), lastmod: parisToday(new Date(changedAt(event))) }));
}

export function sitemap(origin: string, content: Content | null, now: Date): string {
  const urls = PAGE_NAMES.flatMap((name) => {
    const priority = PAGES[name].sitemapPriority;
    if (priority === null) return [];
    return addresses(name, content, now).map(({ path, lastmod }) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${origin}${path}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        "    <changefreq>weekly</changefreq>",
        `    <priority>${priority}</priority>`,
        "  </url>",
      ].join("\n"),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(origin: string): string {
  const hidden = PAGE_NAMES.filter((name) => PAGES[name].sitemapPriority === null).map((name) => `Disallow: ${PAGES[name].path}`);
  return ["User-agent: *", "Allow: /", ...hidden, "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const now = new Date();
    let content: Content | null = null;
    try {
      content = await timed(c, "d1", readContent(c.env.DB));
    } catch {
      // Still a valid sitemap, without lastmod.
      c.set("fromDefaults", true);
    }
    return c.body(sitemap(siteOrigin(c), content, now), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/robots.txt", (c) =>
    c.body(robots(siteOrigin(c)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }),
  );
