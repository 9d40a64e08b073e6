// The site's own origin in the addresses it writes for others to keep (docs/product.md §13):
// canonical URLs, link previews, JSON-LD, the sitemap, robots.txt and the calendars' UIDs and
// links. The configured SITE_URL when set, so that a request by another host name (workers.dev, a
// forged Host header) never becomes the address search engines and calendars remember; otherwise
// the request's own origin (localhost in development).
import type { Context } from "hono";
import type { AppEnv } from "../env";

export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      console.error(`SITE_URL is not an address: "${configured}"; using the request's origin`);
    }
  }
  return new URL(c.req.url).origin;
}
