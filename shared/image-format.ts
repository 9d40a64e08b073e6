// The image formats we accept, recognised from the file's own first bytes (never from a declared
// type or a file name): a renamed text file or an SVG, which can carry script, is not an image here.
// And an image's size in pixels, read from its header: a small file may decode to gigabytes (a
// 16000×16000 PNG of 243 KB), which no phone should be sent (docs/product.md §11).
import { MAX_IMAGE_PIXELS } from "./limits";

export const CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export type ImageExtension = keyof typeof CONTENT_TYPES;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names the avif (still) or avis (sequence) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  // The major brand sits at 8, the compatible brands from 16 to the end of the box (12 is a version).
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/** The extension of an uploaded file's format, or null when it is none of the accepted ones. */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** JPEG: the frame header (SOFn, any but the DHT, JPG and DAC markers) among the segments before the scan. */
function jpegSize(bytes: Uint8Array): PixelSize | null {
  const data = view(bytes);
  for (let at = 2; at + 9 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    if (marker === 0xda) return null; // the scan, and no frame header before it
    at += 2 + data.getUint16(at + 2);
  }
  return null;
}

/** WebP: the canvas of an extended file (VP8X), or the frame of a lossy (VP8) or lossless (VP8L) one. */
function webpSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  const uint24 = (at: number) => data.getUint16(at, true) | (bytes[at + 2] << 16);
  if (chunk === "VP8X") return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === "VP8 ") return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** AVIF: the largest image spatial extents (`ispe`) property: the whole image, whatever its tiles. */
function avifSize(bytes: Uint8Array): PixelSize | null {
  const data = view(bytes);
  let largest: PixelSize | null = null;
  for (let at = bytes.indexOf(0x69); at >= 0 && at + 16 <= bytes.length; at = bytes.indexOf(0x69, at + 1)) {
    if (ascii(bytes, at, 4) !== "ispe") continue;
    const size = { width: data.getUint32(at + 8), height: data.getUint32(at + 12) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}

/** The image's size in pixels as its header gives it, or null when the header is cut short or unknown. */
export function pixelSize(bytes: Uint8Array, format: ImageExtension): PixelSize | null {
  switch (format) {
    case "png":
      return bytes.length >= 24 ? { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) } : null;
    case "gif":
      return bytes.length >= 10 ? { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) } : null;
    case "jpg":
      return jpegSize(bytes);
    case "webp":
      return webpSize(bytes);
    case "avif":
      return avifSize(bytes);
  }
}

/** Whether the image decodes to more than MAX_IMAGE_PIXELS, as far as its header says. */
export function tooManyPixels(bytes: Uint8Array, format: ImageExtension): boolean {
  const size = pixelSize(bytes, format);
  return size !== null && size.width * size.height > MAX_IMAGE_PIXELS;
}

/** The bytes of a data:image/…;base64 address, or null when its base64 is broken. */
export function inlineImageBytes(image: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(image.slice(image.indexOf(",") + 1)), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
