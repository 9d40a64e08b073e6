// The Worker, composed of one folder per feature: accounts, collections, images, live updates,
// pages, search engines and calendars. Anything else is the app's static assets.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { COLLECTION_NAMES, COLLECTIONS } from "../shared/collections";
import { SHARE_COPY, SMALL_COPY_WIDTH } from "../shared/images";
import { MAX_JSON_BODY_BYTES } from "../shared/limits";
import { REQUEST_MESSAGES } from "../shared/messages";
import { accountRoutes } from "./accounts/routes";
import { calendarRoutes } from "./calendar/routes";
import { collectionRoutes } from "./collections/routes";
import type { AppEnv } from "./env";
import { imageServingRoutes, imageUploadRoutes } from "./images/routes";
import { ApiError, errorResponse, handleError } from "./lib/errors";
import { jsonBodiesOnly, sameOriginOnly, securityHeaders } from "./lib/security";
import { liveRoutes } from "./live/routes";
import { pageRoutes } from "./pages/routes";
import { profileRoutes } from "./profile/routes";
import { seoRoutes } from "./seo/routes";

/** The non-JSON bodies: an image upload and its copies, which bound themselves (5 MB, counted while streaming). */
const UPLOAD_PATH = "/api/images";
const COPY_PATH = new RegExp(`^${UPLOAD_PATH}/[^/]+/(?:${SMALL_COPY_WIDTH}|${SHARE_COPY})$`);
const isRawUpload = (path: string) => path === UPLOAD_PATH || COPY_PATH.test(path);

const app = new Hono<AppEnv>();

app.use(securityHeaders, sameOriginOnly);
app.use("/api/*", jsonBodiesOnly(isRawUpload));

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => errorResponse(c, new ApiError(413, "PAYLOAD_TOO_LARGE", REQUEST_MESSAGES.tooLarge)),
});
app.use("/api/*", (c, next) => (isRawUpload(c.req.path) ? next() : jsonBodyLimit(c, next)));

app.route("/api/auth", accountRoutes);
for (const name of COLLECTION_NAMES) app.route(`/api/${name}`, collectionRoutes(COLLECTIONS[name]));
app.route("/api/profile", profileRoutes);
app.route("/api/live", liveRoutes);
app.route(UPLOAD_PATH, imageUploadRoutes);
app.route("/images", imageServingRoutes);
// The calendar files before the pages: /events/<id>.ics is no event page.
app.route("/", calendarRoutes);
app.route("/", pageRoutes);
app.route("/", seoRoutes);

app.all("/api/*", (c) => errorResponse(c, new ApiError(404, "NOT_FOUND", REQUEST_MESSAGES.unknownApiPath)));
app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
app.onError(handleError);

export default app;
export { Hub } from "./live/hub";
