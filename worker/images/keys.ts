// Where an upload lives in R2: the SHA-256 of its bytes plus its extension, so a file is stored once
// and a key can never name anything else (no slash, no dot-dot, nothing but hex and a known extension).
import { SHARE_COPY, SMALL_COPY_WIDTH } from "../../shared/images";
import { CONTENT_TYPES, type ImageExtension } from "../../shared/image-format";

export const IMAGES_PATH = "/images/";

const IMAGE_KEY = new RegExp(`^[0-9a-f]{64}\\.(${Object.keys(CONTENT_TYPES).join("|")})$`);

export const isImageKey = (key: string) => IMAGE_KEY.test(key);

const hashOf = (key: string) => key.slice(0, key.indexOf("."));

/**
 * Where the copy of the upload `key` lives: its hash and "-800". No extension, since the copy's
 * format may differ from the original's (a PNG's copy is WebP), and no dot, so no key names it.
 */
export const copyKey = (key: string) => `${hashOf(key)}-${SMALL_COPY_WIDTH}`;

/** Where the share copy of the upload `key` lives (always JPEG): its hash and "-share", named by no key either. */
export const shareCopyKey = (key: string) => `${hashOf(key)}-${SHARE_COPY}`;

const COPY_KEY = new RegExp(`^([0-9a-f]{64})-(?:${SMALL_COPY_WIDTH}|${SHARE_COPY})$`);

/** The hash of the upload an object is, or is a copy of; null for an object not named like ours. */
export const originalHashOf = (objectKey: string): string | null => (isImageKey(objectKey) ? hashOf(objectKey) : (COPY_KEY.exec(objectKey)?.[1] ?? null));

export async function imageKey(bytes: Uint8Array, extension: ImageExtension): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}.${extension}`;
}

/** The R2 key behind an item's image when it is one of our uploads; null for URLs, inline data, /media. */
export function uploadedImageKey(image: string): string | null {
  if (!image.startsWith(IMAGES_PATH)) return null;
  const key = image.slice(IMAGES_PATH.length);
  return isImageKey(key) ? key : null;
}
