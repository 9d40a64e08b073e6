/// <reference types="node" />
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
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
