// Image files in the admin (docs/product.md §5): the checks and their exact alerts, the browser-side
// downscaling of big photos (a phone photo can go straight in), the upload to /api/images with
// its progress, and the 800 px copy sent after it for small screens.
import { SMALL_COPY_WIDTH } from "../../../shared/images";
import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES } from "../../../shared/limits";
import { FILE_MESSAGES } from "../../../shared/messages";
import { api, networkError, readAnswer } from "../lib/api";
/** In "Mode local" the image is kept inline in the item: smaller, so that it stays light. */
export const MAX_INLINE_EDGE = 1600;

/**
 * Whether an upload of this type and size gets a copy: wider than the copy, and not a GIF, which
 * may be animated (the copy would be a still picture).
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
 * PUT /api/images/<key>/800 with the raw bytes of the copy of the upload at `url` (/images/<key>).
 * Rejects with an ApiError, or an AbortError when `signal` stops it.
 */
export async function uploadImageCopy(url: string, blob: Blob, signal?: AbortSignal): Promise<void> {
  await api("PUT", `/api${url}/${SMALL_COPY_WIDTH}`, { body: blob, signal });
}

/** A copy still unsent after this long is given up: the form should not wait on it. */
const COPY_TIMEOUT_MS = 15_000;

/**
 * Scales `file` (already sent as `original`) down to SMALL_COPY_WIDTH wide, whatever its orientation, as
 * the "800w" of the srcset says, and sends it as the copy of the upload at `url`. Never rejects:
 * without a copy, /images/<key>?w=800 serves the original, which costs bytes but shows the image.
 */
export async function sendImageCopy(file: Blob, original: PreparedImage, url: string, signal: AbortSignal): Promise<void> {
  const limit = new AbortController();
  const stop = () => limit.abort();
  const timer = setTimeout(stop, COPY_TIMEOUT_MS);
  signal.addEventListener("abort", stop, { once: true });
  try {
    const longestSide = Math.round((SMALL_COPY_WIDTH * Math.max(original.width, original.height)) / original.width);
    const copy = await prepareImage(file, longestSide, true);
    // A browser that cannot write WebP makes JPEG, which would turn transparent parts black.
    if (copy.blob.type === "image/jpeg" && file.type !== "image/jpeg") return;
    if (copy.blob.size >= original.blob.size) return;
    if (!signal.aborted) await uploadImageCopy(url, copy.blob, limit.signal);
  } catch (error) {
    if (!signal.aborted) console.warn("Copie 800 px non envoyée :", error);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", stop);
  }
}
