// /api/transfer (docs/product.md §17), for the admin only: the export of the whole content as one
// file, the preview of an import (what it would change, what images it lacks) and the import itself,
// checked again, stored in one transaction and announced to the open pages.
import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import { COLLECTION_NAMES } from "../../shared/collections";
import { API_MESSAGES, FIELD_MESSAGES, TRANSFER_MESSAGES } from "../../shared/messages";
import {
  checkTransferFile,
  compareContent,
  exportFileName,
  serializeTransferFile,
  transferFile,
  type ImportPreview,
  type ImportSummary,
} from "../../shared/transfer";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { publish } from "../live/publish";
import { allRequests } from "../requests/store";
import { missingImages, withStoredImages } from "./images";
import { fingerprintOf, readSiteContent, replaceContent } from "./store";

/** Its bodies are bounded by MAX_IMPORT_BYTES rather than the API's JSON bound (worker/index.ts). */
export const TRANSFER_PATH = "/api/transfer";

/** The whole file checked before anything is read or written: 400 with every problem, in French. */
const checkedFile = validator("json", (value) => {
  const check = checkTransferFile(value);
  if (!check.ok) throw new ApiError(400, "VALIDATION_FAILED", TRANSFER_MESSAGES.invalidFile, check.problems);
  return check.content;
});

/** Pushes what changed to the open pages once the import has committed; a Hub failure never touches it. */
function announce(c: Context<AppEnv>, { collections, profile }: ImportSummary) {
  const changed = COLLECTION_NAMES.filter((name) => collections[name].added + collections[name].changed + collections[name].removed > 0);
  // Any number of items may have changed: pages are told the new version, and ask for what they show.
  if (changed.length > 0) c.executionCtx.waitUntil(publish(c.env, "everything"));
  if (profile === "replaced") c.executionCtx.waitUntil(publish(c.env, "profile"));
}

export const transferRoutes = new Hono<AppEnv>()
  .get("/export", requireAdmin, async (c) => {
    const [{ content }, requests] = await Promise.all([readSiteContent(c.env.DB), allRequests(c.env.DB)]);
    const file = transferFile(content, new Date(), requests);
    return c.body(serializeTransferFile(file), 200, {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(file.exportedAt)}"`,
      // Private data behind a session: no cache, shared or not, keeps it.
      "cache-control": "no-store",
    });
  })
  .post("/preview", requireAdmin, checkedFile, async (c) => {
    const file = c.req.valid("json");
    const { content: current } = await readSiteContent(c.env.DB);
    const preview: ImportPreview = {
      ...compareContent(current, file),
      missingImages: await missingImages(c.env.IMAGES, file),
      fingerprint: await fingerprintOf(current),
    };
    return c.json(preview);
  })
  // ?fingerprint= the preview's: refused with 409 CONTENT_CHANGED when the content is no longer the one previewed.
  .post("/import", requireAdmin, checkedFile, async (c) => {
    const file = c.req.valid("json");
    const { content: current, version } = await readSiteContent(c.env.DB);
    const expected = c.req.query("fingerprint");
    if (expected !== undefined && expected !== (await fingerprintOf(current))) throw new ApiError(409, "CONTENT_CHANGED", API_MESSAGES.CONTENT_CHANGED);
    const missing = await missingImages(c.env.IMAGES, file);
    if (missing.length > 0) {
      throw new ApiError(
        409,
        "IMAGES_MISSING",
        API_MESSAGES.IMAGES_MISSING,
        missing.map((image) => ({ field: image, message: FIELD_MESSAGES.missingImage })),
      );
    }
    const next = await withStoredImages(c.env.IMAGES, file);
    await replaceContent(c.env.DB, next, version);
    const summary = compareContent(current, next);
    announce(c, summary);
    return c.json(summary);
  });
