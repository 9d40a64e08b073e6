// The Worker, composed of one folder per feature: accounts, collections, images, live updates,
// pages, search engines, calendars, availability, booking requests, reviews asked of clients and audience figures. Anything else is the app's static assets.
import { Hono } from "hono";
import { timing } from "hono/timing";
import { COLLECTION_NAMES, COLLECTIONS } from "../shared/collections";
import { VIEWS_PATH } from "../shared/views";
import { SHARE_COPY, SMALL_COPY_WIDTH } from "../shared/images";
import { MAX_IMPORT_BYTES, MAX_JSON_BODY_BYTES } from "../shared/limits";
import { ITEM_NOT_FOUND, REQUEST_MESSAGES } from "../shared/messages";
import { AVAILABILITY_PATH, BUSY_DAYS_PATH } from "../shared/availability";
import { REQUESTS_PATH } from "../shared/requests";
import { REVIEW_REQUESTS_PATH } from "../shared/reviews";
import { STATS_PATH } from "../shared/stats";
import { accountRoutes } from "./accounts/routes";
import { availabilityRoutes, busyDayRoutes } from "./availability/routes";
import { edgeCache, forgetVersionAfterWrites, VISITOR_PATHS } from "./cache/edge";
import { calendarRoutes, calendarValidators, EVENT_CALENDAR_PATH } from "./calendar/routes";
import { collectionRoutes } from "./collections/routes";
import { viewRoutes } from "./content/routes";
import type { AppEnv } from "./env";
import { imageServingRoutes, imageUploadRoutes } from "./images/routes";
import { inD1Session } from "./lib/d1-session";
import { ApiError, errorResponse, handleError } from "./lib/errors";
import { bufferBodies, guardRequestBodies } from "./lib/request-body";
import { httpsOnly, jsonBodiesOnly, sameOriginOnly, securityHeaders } from "./lib/security";
import { liveRoutes } from "./live/routes";
import { pageRoutes, unknownAddress } from "./pages/routes";
import { profileRoutes } from "./profile/routes";
import { requestRoutes } from "./requests/routes";
import { reviewRoutes } from "./reviews/routes";
import { scheduled } from "./scheduled";
import { seoRoutes } from "./seo/routes";
import { COUNTED_PATHS } from "./stats/audience";
import { countPageViews, statsRoutes } from "./stats/routes";
import { TRANSFER_PATH, transferRoutes } from "./transfer/routes";

/** The non-JSON bodies: an image upload and its copies, which bound themselves (5 MB, counted while streaming). */
const UPLOAD_PATH = "/api/images";
const COPY_PATH = new RegExp(`^${UPLOAD_PATH}/[^/]+/(?:${SMALL_COPY_WIDTH}|${SHARE_COPY})$`);
const isRawUpload = (path: string) => path === UPLOAD_PATH || COPY_PATH.test(path);
/** An imported file has its own, larger bound (docs/product.md §17). */
const jsonBodyLimit = (path: string) => (path.startsWith(`${TRANSFER_PATH}/`) ? MAX_IMPORT_BYTES : MAX_JSON_BODY_BYTES);

const app = new Hono<AppEnv>();

// Every body is read with a timeout, and what is left of it dealt with before any answer leaves (docs/product.md §14).
app.use(securityHeaders, httpsOnly, guardRequestBodies(), sameOriginOnly, inD1Session);
app.use(
  "/api/*",
  jsonBodiesOnly(isRawUpload),
  bufferBodies((path) => (isRawUpload(path) ? null : jsonBodyLimit(path))),
);

// The calendars' ETag and 304, for their cached copies too.
for (const path of ["/events.ics", EVENT_CALENDAR_PATH]) app.use(path, calendarValidators);
// Every public page a person opens is counted, from the edge cache or not (before it, so both).
for (const path of COUNTED_PATHS) app.use(path, countPageViews);
// Anonymous visitors' pages and lists from the edge cache; any write makes the next one fresh.
for (const path of VISITOR_PATHS) app.use(path, timing(), edgeCache);
app.use("/api/*", forgetVersionAfterWrites);

app.route("/api/auth", accountRoutes);
for (const name of COLLECTION_NAMES) app.route(`/api/${name}`, collectionRoutes(COLLECTIONS[name], ITEM_NOT_FOUND[name]));
app.route("/api/profile", profileRoutes);
app.route(AVAILABILITY_PATH, availabilityRoutes);
app.route(BUSY_DAYS_PATH, busyDayRoutes);
app.route(REQUESTS_PATH, requestRoutes);
app.route(REVIEW_REQUESTS_PATH, reviewRoutes);
app.route(VIEWS_PATH, viewRoutes);
app.route(STATS_PATH, statsRoutes);
app.route(TRANSFER_PATH, transferRoutes);
app.route("/api/live", liveRoutes);
app.route(UPLOAD_PATH, imageUploadRoutes);
app.route("/images", imageServingRoutes);
// The calendar files before the pages: /events/<id>.ics is no event page.
app.route("/", calendarRoutes);
app.route("/", pageRoutes);
app.route("/", seoRoutes);

app.all("/api/*", (c) => errorResponse(c, new ApiError(404, "NOT_FOUND", REQUEST_MESSAGES.unknownApiPath)));
// The static assets take no body: one sent here stays unread, for the runtime to drop (docs/product.md §14).
// Their answer is copied: fetch() gives immutable headers, which the middlewares (Server-Timing) add to.
// An address no asset answers either is not found (worker/pages/routes.ts).
app.notFound(async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw.body ? new Request(c.req.raw, { body: null }) : c.req.raw);
  return asset.status === 404 ? unknownAddress(c) : new Response(asset.body, asset);
});
app.onError(handleError);

// Requests go to the app, cron triggers to the scheduled jobs.
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
export { Hub } from "./live/hub";
export { Counter } from "./stats/counter";
