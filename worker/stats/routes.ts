// The audience figures (docs/product.md §24): the public pages counted as the Worker serves them
// (from the edge cache or not), the pages' beacons, and the admin's report, events' figures and
// live channel.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { FIELD_MESSAGES, TOO_MANY_BEACONS } from "../../shared/messages";
import type { EventFigures, StatsReport } from "../../shared/stats";
import { beaconSchema, eventFiguresQuerySchema, statsQuerySchema } from "../../shared/validation";
import { clientAddress } from "../accounts/address";
import { requireAdmin, tokenNamesAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { guardD1 } from "../lib/storage";
import { ApiError, validationFailed } from "../lib/errors";
import { parisToday } from "../lib/paris-time";
import { validate } from "../lib/validate";
import { upgradeTo } from "../live/routes";
import { arrived, countryOf, deviceOf, fromAPerson, pageKeyOf, prefetched, sourceOf } from "./audience";
import { counter } from "./counter";
import { daysBefore, reportOf } from "./report";
import { momentIncrements, tally, viewIncrements } from "./tally";

/** Only for the admin, and for nobody's cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

const ownHost = (c: Context<AppEnv>) => new URL(c.req.url).hostname;

/** Whether the request is one to count: a person's, not a prefetch, not the admin's own. */
const counted = async (c: Context<AppEnv>) => fromAPerson(c.req.raw) && !prefetched(c.req.raw) && !(await tokenNamesAdmin(c));

/**
 * Counts a public page the Worker answered with 200, whether the edge cache or D1 made it: put
 * before the cache. A browser's navigation only (a script's fetch of the page is no view).
 */
export const countPageViews = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const page = pageKeyOf(c.req.path);
  const navigation = (c.req.header("sec-fetch-dest") ?? "document") === "document";
  if (c.req.method !== "GET" || c.res.status !== 200 || !page || !navigation || !(await counted(c))) return;
  const request = c.req.raw;
  const view = {
    page,
    device: deviceOf(request),
    country: countryOf(request),
    arrival: arrived(request, ownHost(c)),
    // An arrival's source: from another site, or none ("").
    source: sourceOf(c.req.query("utm_source") || request.headers.get("referer"), ownHost(c)) ?? "",
  };
  tally(c.env, c.executionCtx, parisToday(), viewIncrements(view));
});

/** A client address's beacons past wrangler.toml's BEACON_LIMIT (60 a minute): 429 RATE_LIMITED (Workers' rate limiting, no D1). */
async function withinLimit(c: Context<AppEnv>) {
  const { success } = await c.env.BEACON_LIMIT.limit({ key: clientAddress(c.req.raw) });
  if (!success) throw new ApiError(429, "RATE_LIMITED", TOO_MANY_BEACONS, undefined, { "Retry-After": "60" });
}

/** The names of the events, trashed ones included; an id gone for good has none. */
async function eventNames(db: D1Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { results } = await guardD1(
    db.prepare("SELECT id, name FROM events WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(ids)).all<{ id: number; name: string }>(),
  );
  return new Map(results.map((row) => [row.id, row.name]));
}

export const statsRoutes = new Hono<AppEnv>()
  .post("/beacon", validate("json", beaconSchema), async (c) => {
    const { name, page: path, from } = c.req.valid("json");
    const page = pageKeyOf(URL.parse(path, c.req.url)?.pathname ?? "");
    if (!page) throw validationFailed([{ field: "page", message: FIELD_MESSAGES.choice }]);
    await withinLimit(c);
    if (await counted(c)) {
      const request = c.req.raw;
      const counts =
        name === "view"
          ? viewIncrements({ page, device: deviceOf(request), country: countryOf(request), arrival: false, source: "" })
          : momentIncrements({ name, page, source: sourceOf(from, ownHost(c)) });
      tally(c.env, c.executionCtx, parisToday(), counts);
    }
    return c.body(null, 204);
  })
  .get("/", requireAdmin, validate("query", statsQuerySchema), async (c) => {
    const to = parisToday();
    const from = daysBefore(to, c.req.valid("query").days - 1);
    const figures = await counter(c.env).periodFigures(from, to);
    const report: StatsReport = await reportOf(figures, from, to, (ids) => eventNames(c.env.DB, ids));
    return c.json(report, 200, PRIVATE);
  })
  .get("/events", requireAdmin, validate("query", eventFiguresQuerySchema), async (c) => {
    const { ids } = c.req.valid("query");
    const { views, tickets } = await counter(c.env).eventTotals(ids);
    const figures: EventFigures = Object.fromEntries(ids.map((id) => [id, { views: 0, tickets: 0 }]));
    for (const { key, count } of views) figures[key].views = count;
    for (const { key, count } of tickets) figures[key.slice("ticket|event:".length)].tickets = count;
    return c.json(figures, 200, PRIVATE);
  })
  .get("/live", requireAdmin, (c) => upgradeTo(c, "stats"));
