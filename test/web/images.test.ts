/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { artworkShareCopy, SHARE_IMAGE } from "../../shared/images";
import { CARD_SIZES, GALLERY_SIZES, responsiveImage } from "../../web/src/lib/images";

describe("responsiveImage", () => {
  it("offers the 800 px copy of the site's own card and photo artwork", () => {
    expect(responsiveImage("/media/photo-01.webp", CARD_SIZES)).toEqual({
      src: "/media/photo-01.webp",
      srcSet: "/media/photo-01-800.webp 800w, /media/photo-01.webp 1200w",
      sizes: CARD_SIZES,
    });
    expect(responsiveImage("/media/event-sunset-house.webp", CARD_SIZES).srcSet).toBe(
      "/media/event-sunset-house-800.webp 800w, /media/event-sunset-house.webp 1200w",
    );
    expect(responsiveImage("/media/venue-cel-obert.webp", CARD_SIZES).srcSet).toContain("/media/venue-cel-obert-800.webp 800w");
  });

  it("offers the 800 px copy of an upload, which the Worker backs with the original when there is none", () => {
    const key = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    expect(responsiveImage(`/images/${key}.jpg`, GALLERY_SIZES)).toEqual({
      src: `/images/${key}.jpg`,
      srcSet: `/images/${key}.jpg?w=800 800w, /images/${key}.jpg 2560w`,
      sizes: GALLERY_SIZES,
    });
    for (const extension of ["png", "webp", "avif"]) {
      expect(responsiveImage(`/images/${key}.${extension}`, CARD_SIZES).srcSet).toBe(
        `/images/${key}.${extension}?w=800 800w, /images/${key}.${extension} 2560w`,
      );
    }
  });

  it.each([
    // A GIF may be animated: it gets no copy.
    "/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.gif",
    "/images/0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF.jpg",
    "/images/0123456789abcdef.jpg",
    "/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.svg",
    "/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.jpg?w=800",
    "https://example.com/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.jpg",
    "https://example.com/photo-01.webp",
    "/media/portrait.webp",
    "/media/hero.webp",
    "/media/photo-01-800.webp",
    "/media/photo-01.jpg",
  ])("leaves %s with its one size", (src) => {
    expect(responsiveImage(src, CARD_SIZES)).toEqual({ src });
  });
});

describe("the artwork's copies", () => {
  // A browser does not fall back from a missing srcset candidate: every copy offered must exist.
  const media = resolve("web/public/media");
  it("every card and photo of the artwork has its 800 px file", () => {
    const offered = readdirSync(media)
      .map((file) => responsiveImage(`/media/${file}`, CARD_SIZES).srcSet)
      .filter((srcSet): srcSet is string => srcSet !== undefined);
    expect(offered.length).toBeGreaterThanOrEqual(26);
    for (const srcSet of offered) {
      const copy = srcSet.split(" ")[0].replace("/media/", "");
      expect(existsSync(join(media, copy)), copy).toBe(true);
    }
  });
});

/** The size a JPEG's start-of-frame header gives, or null when the bytes are not a JPEG with one. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Segments after the SOI marker: 0xFF, a marker, a 2-byte length that counts itself, the data.
  for (let offset = 2; offset + 9 <= bytes.length; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    // SOF0 to SOF15, but for DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
  }
  return null;
}

describe("the artwork's share copies", () => {
  // The Worker names these files for link previews without looking (worker/images/share.ts).
  const media = resolve("web/public/media");
  /** The share copy of `image`, checked: a JPEG of SHARE_IMAGE's size within the script's 100 KB. */
  function expectShareCopy(image: string) {
    const copy = artworkShareCopy(image);
    expect(copy, image).toMatch(/^\/media\/[a-z0-9-]+-share\.jpg$/);
    const file = join(media, copy!.slice("/media/".length));
    expect(existsSync(file), copy!).toBe(true);
    const bytes = readFileSync(file);
    expect(SHARE_IMAGE.type).toBe("image/jpeg");
    expect(jpegSize(bytes), copy!).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    expect(bytes.length, copy!).toBeLessThanOrEqual(100 * 1024);
  }

  it("every event of the default content has one", () => {
    const events = JSON.parse(readFileSync(resolve("shared/default-content/events.json"), "utf8")) as { image: string }[];
    const images = new Set(events.map((event) => event.image));
    expect(images.size).toBeGreaterThanOrEqual(10);
    for (const image of images) expectShareCopy(image);
  });

  it("every artwork the Worker names one for has it: the hero, every card and every photo", () => {
    const named = readdirSync(media)
      .map((file) => `/media/${file}`)
      .filter((image) => artworkShareCopy(image) !== null);
    expect(named).toHaveLength(27);
    expect(named).toContain("/media/hero.webp");
    for (const image of named) expectShareCopy(image);
  });

  it.each(["/media/portrait.webp", "/media/og.jpg", "/media/hero-1280.webp", "/media/photo-01-800.webp", "/media/photo-01-share.jpg", "/media/photo-01.jpg"])(
    "names none for %s",
    (image) => {
      expect(artworkShareCopy(image)).toBeNull();
    },
  );

  it("reads the size of a real JPEG, and nothing from other bytes", () => {
    expect(jpegSize(readFileSync(join(media, "og.jpg")))).toEqual({ width: 1200, height: 630 });
    expect(jpegSize(readFileSync(join(media, "hero.webp")))).toBeNull();
  });
});
