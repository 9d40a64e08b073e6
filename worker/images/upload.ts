// Accepting an upload: the raw body, bounded while it is read, typed from its bytes, stored in R2 once;
// and its copies (the smaller one, the share copy), stored next to it.
import { FILE_MESSAGES } from "../../shared/messages";
import { ApiError } from "../lib/errors";
import { readAtMost } from "../lib/request-body";
import { guardR2 } from "../lib/storage";
import { copyKey, imageKey, shareCopyKey } from "./keys";
import { CONTENT_TYPES, type ImageExtension, sniffImage, tooManyPixels } from "../../shared/image-format";

/** Keys are content hashes: the bytes behind a URL never change, so caches may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", FILE_MESSAGES.size);

const notAnImage = () => new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", FILE_MESSAGES.format);

/**
 * The whole body, refused as soon as it is known to exceed `max`: from Content-Length, else while
 * streaming. Rather than Hono's bodyLimit, which answers 413 without cancelling the rest of the
 * body: here the stream is cancelled, so the connection is free at once.
 */
export async function readBounded(request: Request, max: number): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length")) > max) throw tooLarge();
  return request.body ? readAtMost(request.body, max, tooLarge) : new Uint8Array();
}

/** The bytes' format, or 415 when they are not one of the accepted images, 413 when they decode to too many pixels. */
function imageFormat(bytes: Uint8Array): ImageExtension {
  const extension = sniffImage(bytes);
  if (!extension) throw notAnImage();
  if (tooManyPixels(bytes, extension)) throw new ApiError(413, "PAYLOAD_TOO_LARGE", FILE_MESSAGES.pixels);
  return extension;
}

const metadata = (extension: ImageExtension) => ({ httpMetadata: { contentType: CONTENT_TYPES[extension], cacheControl: IMMUTABLE } });

/** The custom metadata of an upload that says when it was last sent, in ms: the sweep's grace starts there. */
export const UPLOADED_AT = "uploadedAt";

/**
 * Stores the bytes of a known format under their key, and returns the key. The same bytes sent
 * again are written again: their upload time is renewed, so the sweep gives them a new grace.
 */
export async function storeTypedImage(bucket: R2Bucket, bytes: Uint8Array, extension: ImageExtension): Promise<string> {
  const key = await imageKey(bytes, extension);
  await guardR2(bucket.put(key, bytes, { ...metadata(extension), customMetadata: { [UPLOADED_AT]: String(Date.now()) } }));
  return key;
}

/** Stores an uploaded file, typed from its bytes (415 when it is no accepted image), and returns its key. */
export const storeImage = (bucket: R2Bucket, bytes: Uint8Array) => storeTypedImage(bucket, bytes, imageFormat(bytes));

/** Stores the smaller copy of the upload `key`, replacing an earlier one (a new try after a failure). */
export async function storeCopy(bucket: R2Bucket, key: string, bytes: Uint8Array): Promise<void> {
  await guardR2(bucket.put(copyKey(key), bytes, metadata(imageFormat(bytes))));
}

/** Stores the share copy of the upload `key`, replacing an earlier one; 415 unless it is a JPEG. */
export async function storeShareCopy(bucket: R2Bucket, key: string, bytes: Uint8Array): Promise<void> {
  if (sniffImage(bytes) !== "jpg") throw notAnImage();
  await guardR2(bucket.put(shareCopyKey(key), bytes, metadata("jpg")));
}
