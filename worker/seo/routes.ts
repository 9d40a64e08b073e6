// GET /sitemap.xml and GET /robots.txt, for the request's own origin.
import { Hono } from "hono";
import { COLLECTIONS, type Content, type Event } from "../../shared/types";
import type { AppEnv } from "../env";
import { addDays, parisToday } from "../calendar/time";
import { loadContent } from "../html/page";

/**
 * The last day the content of a page is known to have changed: the newest item (ids are creation
 * timestamps) and, for the lists of events, the day after the last event that is now past (it
 * moved from "à venir" to "passés"). Null when nothing can be known.
 */
export function lastModified(content: Content, now: Date, withEvents: boolean): string | null {
  const nowMs = now.getTime();
  const ids = COLLECTIONS.flatMap((name) => content[name].map((item) => item.id)).filter((id) => id > 0 && id <= nowMs);
  const candidates: string[] = [];
  if (ids.length > 0) candidates.push(parisToday(new Date(Math.max(...ids))));
  if (withEvents) {
    const today = parisToday(now);
    const past = content.events.map((event: Event) => event.date).filter((date) => date < today);
    if (past.length > 0) candidates.push(addDays(past.reduce((a, b) => (a > b ? a : b)), 1));
  }
  if (candidates.length === 0) return null;
  return candidates.reduce((a, b) => (a > b ? a : b));
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemap(origin: string, content: Content | null, now: Date): string {
  const pages = [
    { path: "/", lastmod: content && lastModified(content, now, true), priority: "1.0" },
    { path: "/events", lastmod: content && lastModified(content, now, true), priority: "0.8" },
  ];
  const urls = pages.map(({ path, lastmod, priority }) =>
    [
      "  <url>",
      `    <loc>${xmlEscape(`${origin}${path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "    <changefreq>weekly</changefreq>",
      `    <priority>${priority}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}

export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const now = new Date();
    let content: Content | null = null;
    try {
      content = await loadContent(c.env);
    } catch {
      // Still a valid sitemap, without lastmod.
    }
    return c.body(sitemap(new URL(c.req.url).origin, content, now), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/robots.txt", (c) =>
    c.body(robots(new URL(c.req.url).origin), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }),
  );
