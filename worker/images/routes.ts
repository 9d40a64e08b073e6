// POST /api/images (admin: the raw file in the body), PUT /api/images/:key/800 and
// PUT /api/images/:key/share (admin: its copies), and GET|HEAD /images/:key[?w=800|share] (anyone).
import { type Context, Hono } from "hono";
import { SHARE_COPY, SMALL_COPY_WIDTH } from "../../shared/images";
import { MAX_UPLOAD_BYTES } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { guardR2 } from "../lib/storage";
import { copyKey, IMAGES_PATH, isImageKey, shareCopyKey } from "./keys";
import { IMMUTABLE, readBounded, storeCopy, storeImage, storeShareCopy } from "./upload";

const imageNotFound = () => new ApiError(404, "NOT_FOUND", REQUEST_MESSAGES.imageNotFound);

type StoreCopy = (bucket: R2Bucket, key: string, bytes: Uint8Array) => Promise<void>;

/** Stores the body as the copy `w` of the upload `key`, which must be stored (404 otherwise). */
async function putCopy(c: Context<AppEnv>, key: string, w: string, store: StoreCopy): Promise<Response> {
  if (!isImageKey(key) || !(await guardR2(c.env.IMAGES.head(key)))) throw imageNotFound();
  const bytes = await readBounded(c.req.raw, MAX_UPLOAD_BYTES);
  await store(c.env.IMAGES, key, bytes);
  return c.json({ url: `${IMAGES_PATH}${key}?w=${w}` }, 201);
}

export const imageUploadRoutes = new Hono<AppEnv>()
  .post("/", requireAdmin, async (c) => {
    const bytes = await readBounded(c.req.raw, MAX_UPLOAD_BYTES);
    const key = await storeImage(c.env.IMAGES, bytes);
    return c.json({ url: `${IMAGES_PATH}${key}` }, 201);
  })
  // The browser scales and crops the copies itself: the Worker has no image decoder to do it.
  .put(`/:key/${SMALL_COPY_WIDTH}`, requireAdmin, (c) => putCopy(c, c.req.param("key"), String(SMALL_COPY_WIDTH), storeCopy))
  .put(`/:key/${SHARE_COPY}`, requireAdmin, (c) => putCopy(c, c.req.param("key"), SHARE_COPY, storeShareCopy));

/**
 * The copies `?w=` names: where each lives, and whether the original stands in for a missing one.
 * ?w=800 falls back (an upload older than copies, a small one, a failed copy); ?w=share does not:
 * the original may be WebP, which link previews show unreliably.
 */
const COPIES = new Map([
  [String(SMALL_COPY_WIDTH), { key: copyKey, fallback: true }],
  [SHARE_COPY, { key: shareCopyKey, fallback: false }],
]);

const FALLBACK_CACHE = "public, max-age=86400";

/** Hono answers HEAD with this GET handler, minus the body. */
export const imageServingRoutes = new Hono<AppEnv>()
  .get("/:key", async (c) => {
    const key = c.req.param("key");
    const width = c.req.query("w");
    const variant = width === undefined ? undefined : COPIES.get(width);
    if (!isImageKey(key) || (width !== undefined && !variant)) throw imageNotFound();
    // Only If-None-Match: R2 then leaves out the body exactly when the client's copy is current.
    const ifNoneMatch = c.req.header("if-none-match");
    const onlyIf = ifNoneMatch ? new Headers({ "if-none-match": ifNoneMatch }) : undefined;
    const copy = variant ? await guardR2(c.env.IMAGES.get(variant.key(key), { onlyIf })) : null;
    const object = copy ?? (!variant || variant.fallback ? await guardR2(c.env.IMAGES.get(key, { onlyIf })) : null);
    if (!object) throw imageNotFound();

    const headers = new Headers({ etag: object.httpEtag, "x-content-type-options": "nosniff" });
    object.writeHttpMetadata(headers);
    // The original standing in for a missing copy may give way to one: a day, not a year.
    headers.set("cache-control", variant && !copy ? FALLBACK_CACHE : IMMUTABLE);
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
