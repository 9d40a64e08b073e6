// The edge cache of what anonymous visitors see (docs/product.md §18), in workerd's own Cache API:
// a copy per content version, never read nor filled with a session, never private, new content at
// once after a write, the last copy while D1 is down, and Server-Timing on every answer.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import defaultEvents from "../../shared/default-content/events.json";
import { eventPath } from "../../shared/event-page";
import type { EventItem } from "../../shared/collections";
import { eventsPath, viewsPath } from "../../shared/views";
import { forgetContentVersion } from "../../worker/cache/edge";
import { readContentVersion } from "../../worker/content/version";
import app from "../../worker";
import { adminHeaders, call, ORIGIN } from "./helpers";

const firstEvent = (defaultEvents as EventItem[])[0];
const CACHED_PATHS = [
  "/",
  "/events",
  eventPath(firstEvent),
  "/api/events",
  "/api/photos",
  "/api/venues",
  "/api/profile",
  viewsPath(eventsPath(2025)),
  "/events.ics",
  "/sitemap.xml",
];
const PAGES = new Set(["/", "/events", eventPath(firstEvent)]);

/** What the answer's Server-Timing says of the cache: hit, miss, stale or bypass. */
const cacheOutcome = (res: Response) => /cache;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers });
  return { res, body: await res.text() };
}

/** The copies are put after the answer (waitUntil): asks until one is served, however long a busy machine takes. */
const cachedCopy = (path: string) =>
  vi.waitFor(
    async () => {
      const answer = await get(path);
      if (cacheOutcome(answer.res) !== "hit") throw new Error(`${path} never came from the cache`);
      return answer;
    },
    { timeout: 20_000, interval: 20 },
  );

describe.each(CACHED_PATHS)("the edge cache of %s", (path) => {
  it("fills on the first anonymous view and serves the same answer after, saying so in Server-Timing", async () => {
    const first = await get(path);
    expect(first.res.status).toBe(200);
    expect(cacheOutcome(first.res)).toBe("miss");
    expect(first.res.headers.get("server-timing")).toMatch(/d1;dur=\d/);
    const copy = await cachedCopy(path);
    expect(copy.body).toBe(first.body);
    // Hit after hit (the isolate's memory, then), the whole answer each time.
    for (let view = 0; view < 3; view++) {
      const again = await get(path);
      expect(cacheOutcome(again.res)).toBe("hit");
      expect(again.body).toBe(first.body);
    }
    expect(copy.res.headers.get("content-type")).toBe(first.res.headers.get("content-type"));
    expect(copy.res.headers.get("cache-control")).toBe(first.res.headers.get("cache-control"));
    // Nothing rendered nor read but, once its short life is over, the version.
    expect(copy.res.headers.get("server-timing")).not.toMatch(/render;/);
  });

  it("answers HEAD from it too, headers only, as a link checker or a feed reader asks", async () => {
    await cachedCopy(path);
    const head = await call(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cacheOutcome(head)).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("never reads nor fills it with a session, and its copy carries no user and no cookie", async () => {
    const admin = await adminHeaders();
    const signedIn = await get(path, admin);
    expect(cacheOutcome(signedIn.res)).toBe("bypass");
    if (PAGES.has(path)) expect(signedIn.body).toContain("dj@example.fr");

    await get(path);
    const copy = await cachedCopy(path);
    expect(copy.res.headers.get("set-cookie")).toBeNull();
    expect(copy.body).not.toContain("dj@example.fr");
    if (PAGES.has(path)) {
      expect(copy.body).toContain('"user":null');
      expect(copy.res.headers.get("vary")).toBe("Cookie");
    }
    // The admin still gets his own answer, not the visitors' copy.
    expect(cacheOutcome((await get(path, admin)).res)).toBe("bypass");
  });

  it("serves the last copy while D1 cannot be read, rather than the built-in content", async () => {
    await get(path);
    const copy = await cachedCopy(path);
    for (const table of ["events", "photos", "venues", "profile", "content_version"]) await env.DB.exec(`DROP TABLE ${table}`);
    await forgetContentVersion(ORIGIN);
    const stale = await get(path);
    expect(stale.res.status).toBe(200);
    expect(cacheOutcome(stale.res)).toBe("stale");
    expect(stale.body).toBe(copy.body);
  });
});

describe("a change through the API", () => {
  it("is on the next anonymous visitor's list and pages at once", async () => {
    for (const path of ["/api/events", "/", "/events"]) {
      await get(path);
      await cachedCopy(path);
    }
    const created = await call("/api/events", {
      method: "POST",
      headers: await adminHeaders(),
      body: { name: "Soirée toute neuve", date: "2030-07-14", time: "21:00", venue: "Perpignan", description: "Au port.", image: "/media/event-club.webp" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    for (const path of ["/api/events", "/", "/events"]) {
      const fresh = await get(path);
      expect(cacheOutcome(fresh.res)).toBe("miss");
      expect(fresh.body).toContain("Soirée toute neuve");
    }
  });

  it("reads the lists again for a page that asks for a version newer than the data center knows", async () => {
    await get("/api/events");
    await cachedCopy("/api/events");
    await env.DB.prepare("UPDATE events SET name = 'Renommée en SQL' WHERE id = ?").bind(firstEvent.id).run();
    // Written behind the Worker's back: the copy stands until the version is read again…
    expect((await get("/api/events")).body).not.toContain("Renommée en SQL");
    // …unless the page, told a newer version by the Hub, asks for it.
    const { version } = (await env.DB.prepare("SELECT version FROM content_version").first<{ version: number }>())!;
    const fresh = await get(`/api/events?v=${version}`);
    expect(cacheOutcome(fresh.res)).toBe("miss");
    expect(fresh.body).toContain("Renommée en SQL");
  });
});

describe("the query string", () => {
  it("keeps a copy of each page of a list and of /events apart", async () => {
    for (const [first, second] of [
      ["/api/events?limit=5", "/api/events?limit=6"],
      ["/events", "/events?annee=2025"],
    ]) {
      await get(first);
      const copy = await cachedCopy(first);
      const other = await get(second);
      expect(cacheOutcome(other.res), second).toBe("miss");
      expect(other.body).not.toBe(copy.body);
      expect((await cachedCopy(second)).body).toBe(other.body);
    }
    expect(JSON.parse((await cachedCopy("/api/events?limit=6")).body)).toHaveLength(6);
  });

  it("keys one copy whatever the order of the parameters and the version asked for (v)", async () => {
    await get("/api/events?limit=5&when=past");
    const copy = await cachedCopy("/api/events?limit=5&when=past");
    const version = await readContentVersion(env.DB);
    for (const path of ["/api/events?when=past&limit=5", `/api/events?limit=5&when=past&v=${version}`, "/api/events?v=1&when=past&limit=5"]) {
      const again = await get(path);
      expect(cacheOutcome(again.res), path).toBe("hit");
      expect(again.body).toBe(copy.body);
    }
  });
});

describe("what the cache leaves alone", () => {
  it("never keeps a page made from the built-in content", async () => {
    await env.DB.exec("DROP TABLE events");
    // The answer is the built-in content, or an earlier copy (stale): never one kept as this version's.
    for (let view = 0; view < 3; view++) expect(cacheOutcome((await get("/events")).res)).not.toBe("hit");
  });

  it("never keeps an error", async () => {
    const missing = await get("/events/999999-inconnu");
    expect(missing.res.status).toBe(404);
    expect(cacheOutcome((await get("/events/999999-inconnu")).res)).toBe("miss");
  });
});

describe("a deploy", () => {
  it("never serves what the Worker's previous version kept", async () => {
    await get("/");
    await cachedCopy("/");
    // The same request to the next version of the Worker (a new version id, the same data center's cache).
    const nextVersion = { ...env, CF_VERSION_METADATA: { id: "next-deploy", tag: "", timestamp: new Date().toISOString() } };
    const res = await app.fetch(new Request(`${ORIGIN}/`, { headers: { origin: ORIGIN } }), nextVersion, createExecutionContext());
    expect(res.status).toBe(200);
    expect(cacheOutcome(res)).toBe("miss");
    await res.text();
  });
});
