// An image's size in pixels read from its header (shared/image-format.ts), on files a real encoder
// (libvips) wrote, 3×2 each, in every format and WebP variant; and the 50-megapixel bound, which a
// small file past it (a "decompression bomb") meets at the upload, in an item and in an import.
import { describe, expect, it } from "vitest";
import { pixelSize, sniffImage, tooManyPixels } from "../../shared/image-format";
import { MAX_IMAGE_PIXELS } from "../../shared/limits";
import { FILE_MESSAGES } from "../../shared/messages";
import { adminHeaders, call } from "./helpers";

const SAMPLES = {
  jpg: "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC3AT44f//Z",
  png: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGN4N9MFghjgLABvpArDOL9XLgAAAABJRU5ErkJggg==",
  gif: "R0lGODlhAwACAIAAAExpce6ZRCH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==",
  "webp (lossy)": "UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoDAAIAAUAmJaACdLoB+AADsAD+7+5j/1OPycfk4/r7f/PTNeYP8LAA",
  "webp (lossless)": "UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAfQzLqXqP+BiOh/AAA=",
  "webp (extended)": "UklGRlwAAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAiIiIiIiIAFZQOCAuAAAA0AEAnQEqAwACAAFAJiWgAnS6AfgAA7AA/u/uY/9Tj8nH5OP6+3/z0zXmD/CwAA==",
  avif: "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAD6AAEAAAAAAAAAHQAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGF2MDEAAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAMAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgg4BCsICGg0gDIPGAAAAEAAsBKyu3P2eS92",
} as const;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** The PNG sample with its header saying width × height: a file of 94 bytes for any size. */
function pngOfSize(width: number, height: number): Uint8Array {
  const bytes = bytesOf(SAMPLES.png);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe("the size in pixels", () => {
  for (const [name, base64] of Object.entries(SAMPLES)) {
    it(`is read from the header of a ${name} file`, () => {
      const bytes = bytesOf(base64);
      const format = sniffImage(bytes)!;
      expect(pixelSize(bytes, format)).toEqual({ width: 3, height: 2 });
    });
  }

  it("is unknown for a header cut short, which no bound then refuses", () => {
    const cut = bytesOf(SAMPLES.jpg).subarray(0, 40);
    expect(pixelSize(cut, "jpg")).toBeNull();
    expect(tooManyPixels(cut, "jpg")).toBe(false);
  });

  it(`is bounded at ${MAX_IMAGE_PIXELS} pixels: 50 million pass, one more is refused`, () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(tooManyPixels(pngOfSize(10_000, 5_000), "png")).toBe(false);
    expect(tooManyPixels(pngOfSize(10_000, 5_000 + 1), "png")).toBe(true);
    // A 48-megapixel phone photo passes.
    expect(tooManyPixels(pngOfSize(8_064, 6_048), "png")).toBe(false);
  });
});

describe("an image of over 50 million pixels", () => {
  const bomb = pngOfSize(16_000, 16_000);

  it("is refused at the upload with 413 and a French sentence, and nothing is stored", async () => {
    expect(FILE_MESSAGES.pixels).toBe("Image trop grande : 50 millions de pixels au maximum. Réduisez-la, puis envoyez-la à nouveau.");
    const res = await call("/api/images", { method: "POST", body: bomb, headers: await adminHeaders() });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "PAYLOAD_TOO_LARGE", message: FILE_MESSAGES.pixels });
  });

  it("is refused inline in an item", async () => {
    const photo = { title: "Immense", description: "Trop de pixels.", image: `data:image/png;base64,${btoa(String.fromCharCode(...bomb))}` };
    const res = await call("/api/photos", { method: "POST", body: photo, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual([{ field: "image", message: FILE_MESSAGES.pixels }]);
  });
});
