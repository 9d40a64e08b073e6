// The Worker: the JSON API, images and live updates; everything else is the SPA's static assets.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { COLLECTIONS } from "../shared/types";
import type { AppEnv } from "./env";
import { ApiError, errorResponse, handleError } from "./errors";
import { liveRoutes } from "./live/routes";
import { collectionRoutes } from "./routes/collections";

/** A JSON item is small text; an inline image is bounded by the schema well below this. */
const MAX_JSON_BODY = 1_500_000;

const app = new Hono<AppEnv>();

app.use(
  "/api/*",
  bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) => errorResponse(c, new ApiError(413, "PAYLOAD_TOO_LARGE", "La requête est trop volumineuse.")),
  }),
);

for (const name of COLLECTIONS) app.route(`/api/${name}`, collectionRoutes(name));
app.route("/api/live", liveRoutes);

app.all("/api/*", (c) => errorResponse(c, new ApiError(404, "NOT_FOUND", "Cette adresse de l'API n'existe pas.")));
app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
app.onError(handleError);

export default app;
export { Hub } from "./live/hub";
