// D1's Sessions API (docs/product.md §18): anonymous reads may come from the nearest replica, a
// signed-in person reads his own writes through the bookmark cookie his answers carry.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminHeaders, call } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** The bookmark cookie as the tests' origin, http://localhost, names it (worker/lib/cookies.ts). */
const BOOKMARK_COOKIE = "d1-bookmark";

const sessionStarts = () => vi.spyOn(Object.getPrototypeOf(env.DB) as D1Database, "withSession");
const bookmarkOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(";")[0]
    .slice(BOOKMARK_COOKIE.length + 1);

describe("D1 sessions", () => {
  it("let an anonymous visitor read from any replica, and give him no bookmark", async () => {
    const starts = sessionStarts();
    const res = await call("/api/events?v=1");
    expect(res.status).toBe(200);
    expect(starts).toHaveBeenCalledWith("first-unconstrained");
    expect(bookmarkOf(res)).toBeUndefined();
  });

  it("start a signed-in person on the primary, and give his answers their bookmark", async () => {
    const admin = await adminHeaders();
    const starts = sessionStarts();
    const created = await call("/api/photos", {
      method: "POST",
      headers: admin,
      body: { title: "Nouvelle", description: "Au port.", image: "/media/photo-01.webp" },
    });
    expect(created.status).toBe(201);
    expect(starts).toHaveBeenCalledWith("first-primary");
    const bookmark = bookmarkOf(created);
    expect(bookmark).toBeTruthy();
    expect(created.headers.getSetCookie().find((cookie) => cookie.startsWith(BOOKMARK_COOKIE))).toMatch(/HttpOnly; SameSite=Lax/);

    // His next read starts from that bookmark: it sees his write, wherever it is answered.
    const list = await call("/api/photos", { headers: { cookie: `${admin.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(starts).toHaveBeenLastCalledWith(bookmark);
    expect(await list.text()).toContain("Nouvelle");
  });
});
