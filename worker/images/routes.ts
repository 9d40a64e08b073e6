// POST /api/images (admin: the raw file in the body), PUT /api/images/:key/800 (admin: its 800 px
// copy) and GET|HEAD /images/:key[?w=800] (anyone).
import { Hono } from "hono";
import { SMALL_COPY_WIDTH } from "../../shared/images";
import { MAX_UPLOAD_BYTES } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { guardR2 } from "../lib/storage";
import { copyKey, IMAGES_PATH, isImageKey } from "./keys";
import { IMMUTABLE, readBounded, storeCopy, storeImage } from "./upload";

const imageNotFound = () => new ApiError(404, "NOT_FOUND", REQUEST_MESSAGES.imageNotFound);

export const imageUploadRoutes = new Hono<AppEnv>()
  .post("/", requireAdmin, async (c) => {
    const bytes = await readBounded(c.req.raw, MAX_UPLOAD_BYTES);
    const key = await storeImage(c.env.IMAGES, bytes);
    return c.json({ url: `${IMAGES_PATH}${key}` }, 201);
  })
  // The browser scales the copy down itself: the Worker has no image decoder to do it.
  .put(`/:key/${SMALL_COPY_WIDTH}`, requireAdmin, async (c) => {
    const key = c.req.param("key");
    if (!isImageKey(key) || !(await guardR2(c.env.IMAGES.head(key)))) throw imageNotFound();
    const bytes = await readBounded(c.req.raw, MAX_UPLOAD_BYTES);
    await storeCopy(c.env.IMAGES, key, bytes);
    return c.json({ url: `${IMAGES_PATH}${key}?w=${SMALL_COPY_WIDTH}` }, 201);
  });

const FALLBACK_CACHE = "public, max-age=86400";

/** Hono answers HEAD with this GET handler, minus the body. */
export const imageServingRoutes = new Hono<AppEnv>()
  .get("/:key", async (c) => {
    const key = c.req.param("key");
    const width = c.req.query("w");
    if (!isImageKey(key) || (width !== undefined && width !== String(SMALL_COPY_WIDTH))) throw imageNotFound();
    // Only If-None-Match: R2 then leaves out the body exactly when the client's copy is current.
    const ifNoneMatch = c.req.header("if-none-match");
    const onlyIf = ifNoneMatch ? new Headers({ "if-none-match": ifNoneMatch }) : undefined;
    // ?w=800 falls back to the original: an upload older than copies, a small one, a failed copy.
    const copy = width ? await guardR2(c.env.IMAGES.get(copyKey(key), { onlyIf })) : null;
    const object = copy ?? (await guardR2(c.env.IMAGES.get(key, { onlyIf })));
    if (!object) throw imageNotFound();

    const headers = new Headers({ etag: object.httpEtag, "x-content-type-options": "nosniff" });
    object.writeHttpMetadata(headers);
    // The original standing in for a missing copy may give way to one: a day, not a year.
    headers.set("cache-control", width && !copy ? FALLBACK_CACHE : IMMUTABLE);
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    if (c.req.method === "HEAD") {
      await object.body.cancel();
      headers.set("content-length", String(object.size));
      return new Response(null, { headers });
    }
    return new Response(object.body, { headers });
  })
  .all("*", () => {
    throw imageNotFound();
  });
