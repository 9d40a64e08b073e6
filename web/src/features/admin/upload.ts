// Image files in the admin (docs/product.md §5): the checks and their exact alerts, the browser-side
// downscaling of big photos (a phone photo can go straight in), the upload to /api/images with
// its progress, and the copies sent after it: 800 px for small screens, 1200x630 JPEG for link previews.
import { SHARE_COPY, SHARE_IMAGE, SMALL_COPY_WIDTH } from "../../../../shared/images";
import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES } from "../../../../shared/limits";
import { FILE_MESSAGES } from "../../../../shared/messages";
import { api, networkError, readAnswer } from "../../lib/api";
/** In "Mode local" the image is kept inline in the item: smaller, so that it stays light. */
export const MAX_INLINE_EDGE = 1600;

/**
 * Whether an upload of this type and size gets its copies (800 px and share): wider than the small
 * copy, and not a GIF, which may be animated (the copy would be a still picture).
 */
export const needsCopy = (type: string, width: number) => width > SMALL_COPY_WIDTH && type !== "image/gif";

/** The alert for a file that cannot be taken (docs/product.md §5), or null. */
export function checkImageFile(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return FILE_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.size;
  return null;
}

interface Decoded {
  width: number;
  height: number;
  source: CanvasImageSource;
  release: () => void;
}

/** Decodes the file (upright: EXIF orientation applied); rejects when it is not a readable image. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight, source: image, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** The size an image of width x height takes once its longest side is at most `maxEdge`. */
export function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
  /** True when the browser re-encoded a smaller copy. */
  scaled: boolean;
}

/**
 * The file as it will be sent: unchanged when its longest side is at most `maxEdge`, otherwise a
 * copy scaled down (JPEG stays JPEG, anything else becomes WebP, which keeps transparency). The
 * copy also leaves out the photo's metadata, such as where it was taken. Rejects when the file
 * cannot be read as an image.
 */
export async function prepareImage(file: Blob, maxEdge = MAX_IMAGE_EDGE, forceEncode = false): Promise<PreparedImage> {
  const image = await decode(file);
  try {
    const size = scaledSize(image.width, image.height, maxEdge);
    if (!forceEncode && size.width === image.width && size.height === image.height) {
      return { blob: file, width: image.width, height: image.height, scaled: false };
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("Canvas 2D indisponible");
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, size.width, size.height);
    let type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
    let blob: Blob | null = null;
    // Lighter and lighter until it fits the upload limit (a real photo fits at once).
    for (const quality of [0.86, 0.75, 0.6, 0.45]) {
      blob = await encode(canvas, type, quality);
      // A browser that cannot write WebP answers PNG: JPEG is then the lighter choice.
      if (blob && blob.type !== type) {
        type = "image/jpeg";
        blob = await encode(canvas, type, quality);
      }
      if (!blob || blob.size <= MAX_UPLOAD_BYTES) break;
    }
    if (!blob) throw new Error("Encodage impossible");
    return { blob, ...size, scaled: true };
  } finally {
    image.release();
  }
}

/** The blob as a data: URL (for "Mode local", where nothing can be uploaded). */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("Lecture impossible")));
    reader.onerror = () => reject(reader.error ?? new Error("Lecture impossible"));
    reader.readAsDataURL(blob);
  });
}

/**
 * POST /api/images with the raw bytes, through XMLHttpRequest for its upload progress (0 to 1).
 * Resolves to the stored image's URL (/images/<sha256>.<ext>); rejects with an ApiError.
 */
export function uploadImage(blob: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/images");
    xhr.setRequestHeader("content-type", blob.type || "application/octet-stream");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      try {
        const answer = readAnswer<{ url?: unknown } | null>(xhr.status, xhr.responseText, xhr.getResponseHeader("retry-after"));
        if (typeof answer?.url !== "string") throw new Error("POST /api/images: no address in the answer");
        onProgress(1);
        resolve(answer.url);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("Envoi annulé", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("Envoi annulé", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(blob);
  });
}

/**
 * PUT /api/images/<key>/<copy> with the raw bytes of a copy (800 or share) of the upload at `url`
 * (/images/<key>). Rejects with an ApiError, or an AbortError when `signal` stops it.
 */
export async function uploadImageCopy(url: string, copy: string | number, blob: Blob, signal?: AbortSignal): Promise<void> {
  await api("PUT", `/api${url}/${copy}`, { body: blob, signal });
}

/** A copy still unsent after this long is given up: the form should not wait on it. */
const COPY_TIMEOUT_MS = 15_000;

/** JPEG quality of the share copy: a photo of 1200x630 stays within a few hundred KB. */
const SHARE_QUALITY = 0.85;

/** The part of a width x height image that fills `target` once scaled: the largest centred crop of its aspect (cover). */
export function coverCrop(width: number, height: number, target: { width: number; height: number }) {
  const scale = Math.min(width / target.width, height / target.height);
  const crop = { width: target.width * scale, height: target.height * scale };
  return { x: (width - crop.width) / 2, y: (height - crop.height) / 2, ...crop };
}

/** The share copy of `file`: SHARE_IMAGE's size, cropped to fill, JPEG (transparent parts turn black, close to the site's dark background). */
async function shareCopy(file: Blob): Promise<Blob> {
  const image = await decode(file);
  try {
    const { width, height, type } = SHARE_IMAGE;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("Canvas 2D indisponible");
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    const crop = coverCrop(image.width, image.height, SHARE_IMAGE);
    context.drawImage(image.source, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
    const blob = await encode(canvas, type, SHARE_QUALITY);
    if (!blob) throw new Error("Encodage impossible");
    return blob;
  } finally {
    image.release();
  }
}

/**
 * Scales `file` (already sent as `original`) down to SMALL_COPY_WIDTH wide, whatever its orientation, as
 * the "800w" of the srcset says, and sends it as the copy of the upload at `url`. Sends nothing that
 * would be heavier than the original, or lose its transparency.
 */
async function sendSmallCopy(file: Blob, original: PreparedImage, url: string, signal: AbortSignal): Promise<void> {
  const longestSide = Math.round((SMALL_COPY_WIDTH * Math.max(original.width, original.height)) / original.width);
  const copy = await prepareImage(file, longestSide, true);
  // A browser that cannot write WebP makes JPEG, which would turn transparent parts black.
  if (copy.blob.type === "image/jpeg" && file.type !== "image/jpeg") return;
  if (copy.blob.size >= original.blob.size) return;
  await uploadImageCopy(url, SMALL_COPY_WIDTH, copy.blob, signal);
}

/**
 * Runs `send` (making a copy and sending it), given up after COPY_TIMEOUT_MS or when `signal` stops
 * the upload. Never rejects: a failed copy is only logged.
 */
async function sendCopy(name: string, send: (signal: AbortSignal) => Promise<void>, signal: AbortSignal): Promise<void> {
  const limit = new AbortController();
  const stop = () => limit.abort();
  const timer = setTimeout(stop, COPY_TIMEOUT_MS);
  signal.addEventListener("abort", stop, { once: true });
  // Also gives up the making of the copy, which no signal stops.
  const stopped = new Promise<never>((_, reject) => limit.signal.addEventListener("abort", () => reject(new DOMException("Copie abandonnée", "AbortError"))));
  try {
    await Promise.race([send(limit.signal), stopped]);
  } catch (error) {
    if (!signal.aborted) console.warn(`Copie ${name} non envoyée :`, error);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", stop);
  }
}

/**
 * Sends the copies of `file` (already sent as `original`, stored at `url`), side by side: the
 * 800 px one and the share copy. Never rejects: without the 800 px copy, /images/<key>?w=800 serves
 * the original, which costs bytes but shows the image; without the share copy, link previews show
 * the site's card (worker/images/share.ts).
 */
export async function sendImageCopy(file: Blob, original: PreparedImage, url: string, signal: AbortSignal): Promise<void> {
  await Promise.all([
    sendCopy("800 px", (limit) => sendSmallCopy(file, original, url, limit), signal),
    sendCopy("de partage", async (limit) => uploadImageCopy(url, SHARE_COPY, await shareCopy(file), limit), signal),
  ]);
}

/**
 * Stores a prepared image and resolves to the address an item holds: uploaded with its progress,
 * followed by its copies (before the address is used: ?w=800 is cached for a year, so no page may
 * ask for it before the copy is there); or, in "Mode local", where nothing can be uploaded, inline
 * as data (docs/product.md §3). Rejects with an ApiError, or an AbortError when `signal` stops it.
 */
export async function storePreparedImage(
  file: File,
  prepared: PreparedImage,
  remote: boolean,
  onProgress: (fraction: number) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<string> {
  if (!remote) return readAsDataUrl(prepared.blob);
  const url = await uploadImage(prepared.blob, onProgress, signal);
  if (needsCopy(file.type, prepared.width)) await sendImageCopy(file, prepared, url, signal);
  return url;
}
