// GET /sitemap.xml (and its parts, ./sitemap.ts) and GET /robots.txt, with the site's own origin
// (worker/lib/site-origin.ts).
import { Hono } from "hono";
import { PAGE_NAMES, PAGES } from "../../shared/pages";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { timed } from "../lib/timing";
import { notFoundPage } from "../pages/routes";
import { fallbackSitemap, readSitemap, SITEMAP_PART_PARAM } from "./sitemap";

/** A part's number as the index writes it: no leading zero. */
const PART_NUMBER = /^[1-9]\d{0,5}$/;

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export function robots(origin: string): string {
  // A page of many addresses (/avis/:token) by what they start with.
  const hidden = PAGE_NAMES.filter((name) => PAGES[name].sitemapPriority === null).map((name) => `Disallow: ${PAGES[name].path.split(":")[0]}`);
  return ["User-agent: *", "Allow: /", ...hidden, "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const part = c.req.query(SITEMAP_PART_PARAM);
    if (part !== undefined && !PART_NUMBER.test(part)) return notFoundPage(c);
    const origin = siteOrigin(c);
    let xml: string | null;
    try {
      xml = await timed(c, "d1", readSitemap(c.env.DB, origin, part === undefined ? null : Number(part), new Date()));
    } catch {
      // Which addresses a part holds cannot be known: a crawler comes back. The sitemap itself is still valid, without lastmod.
      if (part !== undefined) return c.text("Le plan du site est momentanément indisponible.\n", 503, { "Retry-After": "30", "Cache-Control": "no-store" });
      c.set("fromDefaults", true);
      xml = fallbackSitemap(origin);
    }
    if (xml === null) return notFoundPage(c);
    return c.body(xml, 200, XML_HEADERS);
  })
  .get("/robots.txt", (c) =>
    c.body(robots(siteOrigin(c)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }),
  );
