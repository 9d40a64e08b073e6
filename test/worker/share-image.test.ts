// The share picture of an item (worker/images/share.ts): the artwork's "-share.jpg" without asking
// R2, an upload's ?w=share after one look in R2, otherwise the site's card; a 1200x630 JPEG each time.
// test/web/images.test.ts checks that every artwork named here has its file.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { shareImage } from "../../worker/images/share";
import { ORIGIN } from "./helpers";

const CARD = { width: 1200, height: 630, type: "image/jpeg" };
const SITE_CARD = { url: `${ORIGIN}/media/og.jpg`, ...CARD };
const HASH = "0123456789abcdef".repeat(4);

/** The Worker's env with its bucket watched: the keys it asked R2 about. */
function watchedEnv(head: (key: string) => Promise<R2Object | null> = (key) => env.IMAGES.head(key)) {
  const asked: string[] = [];
  const IMAGES = {
    head: (key: string) => {
      asked.push(key);
      return head(key);
    },
  } as unknown as R2Bucket;
  return { env: { ...env, IMAGES }, asked };
}

describe("shareImage", () => {
  it.each([
    ["/media/event-club.webp", "/media/event-club-share.jpg"],
    ["/media/event-sunset-house.webp", "/media/event-sunset-house-share.jpg"],
    ["/media/venue-cel-obert.webp", "/media/venue-cel-obert-share.jpg"],
    ["/media/photo-01.webp", "/media/photo-01-share.jpg"],
    ["/media/hero.webp", "/media/hero-share.jpg"],
  ])("gives the artwork %s its share copy, without asking R2", async (image, copy) => {
    const watched = watchedEnv();
    expect(await shareImage(watched.env, image, ORIGIN)).toEqual({ url: `${ORIGIN}${copy}`, ...CARD });
    expect(watched.asked).toEqual([]);
  });

  it.each([
    "/media/portrait.webp",
    "/media/og.jpg",
    "/media/event-club-800.webp",
    "/media/hero-1280.webp",
    "/media/event-club-share.jpg",
    "/media/unknown.webp",
  ])("gives artwork without a share copy (%s) the site's card", async (image) => {
    expect(await shareImage(env, image, ORIGIN)).toEqual(SITE_CARD);
  });

  it("gives an upload its ?w=share copy when R2 holds one, after one look at that key", async () => {
    await env.IMAGES.put(`${HASH}-share`, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    const watched = watchedEnv();
    expect(await shareImage(watched.env, `/images/${HASH}.webp`, "https://djmaxribera.fr")).toEqual({
      url: `https://djmaxribera.fr/images/${HASH}.webp?w=share`,
      ...CARD,
    });
    expect(watched.asked).toEqual([`${HASH}-share`]);
  });

  it("gives an upload without a share copy the site's card, never the original", async () => {
    await env.IMAGES.put(`${HASH}.webp`, new Uint8Array([1]));
    await env.IMAGES.put(`${HASH}-800`, new Uint8Array([1]));
    expect(await shareImage(env, `/images/${HASH}.webp`, ORIGIN)).toEqual(SITE_CARD);
  });

  it("gives the site's card when R2 cannot be reached: the page still renders", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const watched = watchedEnv(() => Promise.reject(new Error("R2 down")));
    expect(await shareImage(watched.env, `/images/${HASH}.jpg`, ORIGIN)).toEqual(SITE_CARD);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it.each([
    "https://images.example.com/sunset.webp",
    "https://images.example.com/sunset.jpg",
    "data:image/png;base64,iVBORw0KGgo=",
    `/images/${HASH}`,
    `/images/${HASH}.svg`,
    "",
  ])("gives any other image (%s) the site's card, without asking R2", async (image) => {
    const watched = watchedEnv();
    expect(await shareImage(watched.env, image, ORIGIN)).toEqual(SITE_CARD);
    expect(watched.asked).toEqual([]);
  });
});
