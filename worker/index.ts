// The Worker: the JSON API, images and live updates; everything else is the SPA's static assets.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { SMALL_COPY_WIDTH } from "../shared/images";
import { COLLECTIONS } from "../shared/types";
import { calendarRoutes } from "./calendar/routes";
import type { AppEnv } from "./env";
import { ApiError, errorResponse, handleError } from "./errors";
import { pageRoutes } from "./html/page";
import { imageServingRoutes, imageUploadRoutes } from "./images/routes";
import { liveRoutes } from "./live/routes";
import { authRoutes } from "./routes/auth";
import { collectionRoutes } from "./routes/collections";
import { jsonBodiesOnly, sameOriginOnly, securityHeaders } from "./security";
import { seoRoutes } from "./seo/routes";

/** A JSON item is small text; an inline image is bounded by the schema well below this. */
const MAX_JSON_BODY = 1_500_000;
/** The non-JSON bodies: an image upload and its copy, which bound themselves (5 MB, counted while streaming). */
const UPLOAD_PATH = "/api/images";
const COPY_PATH = new RegExp(`^${UPLOAD_PATH}/[^/]+/${SMALL_COPY_WIDTH}$`);
const isRawUpload = (path: string) => path === UPLOAD_PATH || COPY_PATH.test(path);

const app = new Hono<AppEnv>();

app.use(securityHeaders, sameOriginOnly);
app.use("/api/*", jsonBodiesOnly(isRawUpload));

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY,
  onError: (c) => errorResponse(c, new ApiError(413, "PAYLOAD_TOO_LARGE", "La requête est trop volumineuse.")),
});
app.use("/api/*", (c, next) => (isRawUpload(c.req.path) ? next() : jsonBodyLimit(c, next)));

app.route("/api/auth", authRoutes);
for (const name of COLLECTIONS) app.route(`/api/${name}`, collectionRoutes(name));
app.route("/api/live", liveRoutes);
app.route(UPLOAD_PATH, imageUploadRoutes);
app.route("/images", imageServingRoutes);
// The pages with their data and meta, sitemap and robots, calendars.
app.route("/", pageRoutes);
app.route("/", seoRoutes);
app.route("/", calendarRoutes);

app.all("/api/*", (c) => errorResponse(c, new ApiError(404, "NOT_FOUND", "Cette adresse de l'API n'existe pas.")));
app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
app.onError(handleError);

export default app;
export { Hub } from "./live/hub";
