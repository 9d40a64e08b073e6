// The edge cache of what anonymous visitors see (docs/product.md §18): the public pages, the lists,
// the profile, the availability, the calendar feed and the sitemap, kept in the data center's cache (Workers Cache
// API) under the content's version, so that a change can never hide behind a cached copy:
// - the version itself is cached for VERSION_TTL_SECONDS, and forgotten by every write at once, so
//   a write is on the next page of the data center that made it, and on every other within that time;
// - a request with a session cookie never reads nor fills the cache (its answers may name someone);
// - when D1 cannot be read, the last copy made is served rather than the built-in content;
// - the isolate keeps in memory the copies it made or served last (recent-copies.ts), under the same keys.
// Every answer says what happened in Server-Timing: cache hit, miss, stale or bypass, time in D1.
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { setMetric, wrapTime } from "hono/timing";
import { AVAILABILITY_PATH } from "../../shared/availability";
import { COLLECTION_NAMES } from "../../shared/collections";
import { MIN_VERSION_PARAM } from "../../shared/live";
import { PAGE_NAMES, PAGES } from "../../shared/pages";
import { REQUESTS_PATH } from "../../shared/requests";
import { STATS_PATH } from "../../shared/stats";
import { resolvePage } from "../../shared/resolve-page";
import { REVIEW_REQUESTS_PATH } from "../../shared/reviews";
import { VIEWS_PATH } from "../../shared/views";
import { readContentVersion } from "../content/version";
import type { AppEnv } from "../env";
import { readCookie } from "../lib/cookies";
import { parisToday } from "../lib/paris-time";
import { recall, remember } from "./recent-copies";

/** What the cache keeps: the pages marked `edgeCached`, the lists, the profile, the calendar feed and the sitemap. */
export const VISITOR_PATHS = [
  ...PAGE_NAMES.filter((name) => PAGES[name].edgeCached).map((name) => PAGES[name].path),
  ...COLLECTION_NAMES.map((name) => `/api/${name}`),
  "/api/profile",
  AVAILABILITY_PATH,
  VIEWS_PATH,
  "/events.ics",
  "/sitemap.xml",
];

/** The query parameters that pick no answer: the version asked for at least, and the tags links carry. */
const ASKS_NOTHING = new RegExp(`^(?:${MIN_VERSION_PARAM}|utm_\\w+|fbclid|gclid|igshid|msclkid)$`);

/** How long a data center trusts the content's version it has read: the bound on a change elsewhere. */
export const VERSION_TTL_SECONDS = 10;
/** A copy is keyed by its version, so it may be kept long: a change makes a new key. */
const COPY_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The header of a stored copy that keeps the browser's own Cache-Control of the answer. */
const BROWSER_CACHE_CONTROL = "x-browser-cache-control";

const versionKey = (url: string) => new Request(new URL("/__content-version", url));

/** The content's version as this data center knows it, read from D1 when its copy has expired or is older than `atLeast`. */
async function contentVersion(c: Context<AppEnv>, atLeast: number): Promise<number> {
  const key = versionKey(c.req.url);
  const cached = await caches.default.match(key);
  const known = cached ? Number(await cached.text()) : 0;
  if (known && known >= atLeast) return known;
  const version = await wrapTime(c, "d1", readContentVersion(c.env.DB));
  const copy = new Response(String(version), { headers: { "Cache-Control": `max-age=${VERSION_TTL_SECONDS}` } });
  c.executionCtx.waitUntil(caches.default.put(key, copy));
  return version;
}

/**
 * The next visitor of this data center reads the version again (and so the new content). A change
 * made outside the Worker (SQL run by hand, the `site` command) is seen within VERSION_TTL_SECONDS.
 */
export const forgetContentVersion = (url: string) => caches.default.delete(versionKey(url));

/**
 * A booking request, a beacon and a review asked of a client change nothing visitors read (docs/product.md
 * §23, §24, §26): anyone may send them, so they must not cost anyone the cache. A review the DJ
 * publishes does: it becomes an item of the reviews collection.
 */
const changesNothingShown = (path: string) =>
  path.startsWith(REQUESTS_PATH) || path.startsWith(STATS_PATH) || (path.startsWith(REVIEW_REQUESTS_PATH) && !path.endsWith("/publish"));

/** After a write (any successful unsafe request to the API), the content is read again. */
export const forgetVersionAfterWrites: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.ok && !changesNothingShown(c.req.path)) await forgetContentVersion(c.req.url);
});

/**
 * The cache keys of the answer: its copy at this content's version, and the last copy made, for
 * when D1 fails. Both are the Worker's own (its version changes with every deploy): a deploy names
 * new scripts and may write pages and lists another way.
 */
function keysOf(c: Context<AppEnv>, version: number | null) {
  const url = new URL(c.req.path, c.req.url);
  // The query picks what is answered (a page of a list, a year of /events): each its own copy, in
  // one order of its parameters; `v` only asks for a version at least as new, and the campaigns'
  // and networks' tags of a shared link (utm_source, fbclid…) change nothing of the page.
  const asked = [...new URL(c.req.url).searchParams].filter(([name]) => !ASKS_NOTHING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of asked) url.searchParams.append(`q.${name}`, value);
  url.searchParams.set("worker", c.env.CF_VERSION_METADATA.id);
  const stale = new Request(url);
  if (version === null) return { stale };
  url.searchParams.set("version", String(version));
  // Pages and the calendar tell past events from upcoming ones by the day (Europe/Paris).
  url.searchParams.set("day", parisToday());
  return { fresh: new Request(url), stale };
}

/** A copy the cache keeps (public, its own lifetime), with the browser's Cache-Control set aside. */
function storedCopy(body: ArrayBuffer, response: Response): Response {
  const copy = new Response(body, response);
  copy.headers.set(BROWSER_CACHE_CONTROL, response.headers.get("Cache-Control") ?? "");
  copy.headers.set("Cache-Control", `public, max-age=${COPY_TTL_SECONDS}`);
  copy.headers.delete("Vary");
  return copy;
}

/** A stored copy as the browser gets it: the answer's own Cache-Control, and Vary for the pages. */
function served(copy: Response, c: Context<AppEnv>, what: "hit" | "stale"): Response {
  const response = new Response(copy.body, copy);
  response.headers.set("Cache-Control", copy.headers.get(BROWSER_CACHE_CONTROL) ?? "no-cache");
  response.headers.delete(BROWSER_CACHE_CONTROL);
  if (resolvePage(c.req.path).name) response.headers.set("Vary", "Cookie");
  setMetric(c, "cache", what);
  return response;
}

/** The data center's copy under `key`, kept in this isolate's memory for the next visitor. */
async function fromDataCenter(key: Request): Promise<Response | undefined> {
  const copy = await caches.default.match(key);
  if (!copy) return undefined;
  const body = await copy.arrayBuffer();
  remember(key.url, body, copy);
  return new Response(body, copy);
}

/** A fresh answer worth keeping: a 200 made from D1, for nobody in particular. */
const keepable = (c: Context<AppEnv>) => c.res.status === 200 && !c.get("fromDefaults") && !c.res.headers.has("Set-Cookie");

/** An answer made without D1: a 5xx, or the built-in content. */
const degraded = (c: Context<AppEnv>) => c.res.status >= 500 || c.get("fromDefaults") === true;

export const edgeCache: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  // HEAD is answered as GET without its body (Hono): it reads and fills the same copies.
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || readCookie(c, "session") !== undefined) {
    setMetric(c, "cache", "bypass");
    return next();
  }
  let version: number | null = null;
  try {
    version = await contentVersion(c, Number(c.req.query(MIN_VERSION_PARAM)) || 0);
  } catch {
    // D1 is unavailable: the answer below will be made without it, or the last copy served.
  }
  const keys = keysOf(c, version);
  if (keys.fresh) {
    const hit = recall(keys.fresh.url) ?? (await fromDataCenter(keys.fresh));
    if (hit) return served(hit, c, "hit");
  }
  await next();
  if (keys.fresh && keepable(c)) {
    setMetric(c, "cache", "miss");
    // Read whole (it is small, and made already): three streams of one body would wait on each other.
    const body = await c.res.arrayBuffer();
    const response = c.res;
    c.res = undefined;
    c.res = new Response(body, response);
    remember(keys.fresh.url, body, storedCopy(body, response));
    c.executionCtx.waitUntil(
      Promise.all([caches.default.put(keys.fresh, storedCopy(body, response)), caches.default.put(keys.stale, storedCopy(body, response))]),
    );
    return;
  }
  const stale = degraded(c) ? await caches.default.match(keys.stale) : undefined;
  if (stale) {
    c.res = undefined;
    c.res = served(stale, c, "stale");
  } else setMetric(c, "cache", "miss");
});
