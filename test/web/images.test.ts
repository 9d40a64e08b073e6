import { describe, expect, it } from "vitest";
import { CARD_SIZES, responsiveImage } from "../../web/src/lib/images";

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

  it.each([
    "/images/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.jpg",
    "https://example.com/photo-01.webp",
    "/media/portrait.webp",
    "/media/hero.webp",
    "/media/photo-01-800.webp",
    "/media/photo-01.jpg",
  ])("leaves %s with its one size", (src) => {
    expect(responsiveImage(src, CARD_SIZES)).toEqual({ src });
  });
});
