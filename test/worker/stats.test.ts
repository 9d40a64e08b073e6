// The audience figures (docs/product.md §24): a person's view of a public page counted once, from the
// edge cache or not; robots, prefetches, scripts and the admin left out; the source, device and
// country; the beacons' names, pages and limit; nothing that names a visitor in the Counter's
// storage; the admin's report and live channel; the months past 25 summed per month.
import { env, runInDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventFigures, StatsReport } from "../../shared/stats";
import { parisToday } from "../../worker/lib/paris-time";
import { counter, type CountRow, type Counter } from "../../worker/stats/counter";
import { expectError } from "./auth-helpers";
import { adminHeaders, call, framesOf, insertEvent, mintToken, ORIGIN, runScheduled, sessionCookie } from "./helpers";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const COMPUTER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let lastAddress = 0;
/** A new client address each time, so that no test spends another's beacons. */
const anAddress = () => `203.0.113.${++lastAddress % 250}`;

interface Visit {
  agent?: string;
  headers?: Record<string, string>;
  country?: string;
  address?: string;
}

/** A browser's navigation to a page, through Cloudflare (its `cf`, its address header). */
function visit(path: string, { agent = PHONE, headers = {}, country = "FR", address = anAddress() }: Visit = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      headers: { "user-agent": agent, "sec-fetch-dest": "document", "cf-connecting-ip": address, ...headers },
      cf: { country },
      redirect: "manual",
    }),
  );
}

/** A page's beacon, as navigator.sendBeacon sends it. */
function beacon(body: Record<string, unknown>, { agent = PHONE, headers = {}, address = anAddress() }: Visit = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/stats/beacon`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "user-agent": agent, "cf-connecting-ip": address, ...headers },
      body: JSON.stringify(body),
      cf: { country: "FR" },
    }),
  );
}

/** Every row the Counter keeps, read from its own storage. */
const storedRows = () =>
  runInDurableObject(counter(env) as unknown as DurableObjectStub<Counter>, (_, state) =>
    state.storage.sql.exec<CountRow & Record<string, SqlStorageValue>>("SELECT day, metric, key, count FROM counts ORDER BY day, metric, key").toArray(),
  );

/** The count of a metric's key today, 0 without a row. */
async function countOf(metric: string, key = ""): Promise<number> {
  const today = parisToday();
  return (await storedRows()).find((row) => row.day === today && row.metric === metric && row.key === key)?.count ?? 0;
}

/** Waits until the isolate has sent what it gathered: `views` views counted today. */
const untilViews = (views: number) => expect.poll(() => countOf("views")).toBe(views);

const cacheOutcome = (res: Response) => /cache;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

describe("a page view", () => {
  it("is counted once, whether the page was made from D1 or served from the edge cache", async () => {
    const first = await visit("/");
    expect(cacheOutcome(first)).toBe("miss");
    await untilViews(1);
    const second = await visit("/");
    expect(cacheOutcome(second)).toBe("hit");
    await untilViews(2);
    expect(await countOf("page", "home")).toBe(2);
    // Nothing else comes later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await countOf("views")).toBe(2);
  });

  it("is not counted for robots, prefetches, a script's fetch, the admin, a HEAD, a redirect or a missing page", async () => {
    const admin = sessionCookie(await mintToken({ role: "admin" }));
    const event = await insertEvent({ id: 1_790_000_000_000, name: "Nuit blanche" });
    const answers = await Promise.all([
      visit("/", { agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      visit("/", { agent: "facebookexternalhit/1.1" }),
      visit("/", { agent: "" }),
      visit("/", { agent: `${COMPUTER} Chrome-Lighthouse` }),
      visit("/", { agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36" }),
      visit("/", { headers: { "sec-purpose": "prefetch;prerender" } }),
      visit("/", { headers: { purpose: "prefetch" } }),
      visit("/", { headers: { "sec-fetch-dest": "empty" } }),
      visit("/", { headers: { cookie: admin } }),
      visit(`/events/${event.id}`),
      visit("/nulle-part"),
      visit("/admin"),
      visit("/login"),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 301, 404, 200, 200]);
    const head = await exports.default.fetch(new Request(`${ORIGIN}/`, { method: "HEAD", headers: { "user-agent": PHONE } }));
    expect(head.status).toBe(200);
    // A person's view after them all: once it is in, the others would be too.
    await visit("/events");
    await untilViews(1);
    expect(await countOf("page", "events")).toBe(1);
    expect(await countOf("page", "home")).toBe(0);
  });

  it("names an event's page by its event, and a signed-in visitor who is no admin is counted", async () => {
    const event = await insertEvent({ id: 1_790_000_000_000, name: "Nuit blanche" });
    const user = sessionCookie(await mintToken({ role: "user", sub: "2", email: "fan@example.fr" }));
    await visit(`/events/${event.id}-nuit-blanche`, { headers: { cookie: user } });
    await untilViews(1);
    expect(await countOf("event", String(event.id))).toBe(1);
  });

  it("costs no D1 query on the edge cache, and a campaign's or a network's tags make no new copy", async () => {
    await visit("/");
    await untilViews(1);
    for (const path of ["/", "/?utm_source=ig&utm_medium=social", "/?fbclid=IwAR0abc"]) {
      const res = await visit(path);
      expect(cacheOutcome(res), path).toBe("hit");
      expect(res.headers.get("server-timing"), path).not.toMatch(/(^|,)\s*d1;/);
    }
    // A beacon changes nothing a visitor reads: the next page is still the cache's.
    expect((await beacon({ name: "view", page: "/events" })).status).toBe(204);
    const after = await visit("/");
    expect(cacheOutcome(after)).toBe("hit");
    expect(after.headers.get("server-timing")).not.toMatch(/(^|,)\s*d1;/);
    // The five pages, and the page the beacon told.
    await untilViews(6);
    expect(await countOf("source", "ig")).toBe(1);
  });

  it("keeps the source of an arrival: the referrer's host or utm_source; a link of the site itself is no visit", async () => {
    await visit("/", { headers: { referer: "https://l.instagram.com/?u=https%3A%2F%2Fdj.example%2F&e=AT0secret" } });
    await visit("/?utm_source=Flyer%20Salle%20Pierre", { headers: { referer: "https://www.google.fr/" } });
    await visit("/events", { headers: { referer: `${ORIGIN}/` } });
    await visit("/disponibilites");
    await untilViews(4);
    expect(await countOf("visits")).toBe(3);
    expect(await countOf("source", "instagram.com")).toBe(1);
    expect(await countOf("source", "flyer-salle-pierre")).toBe(1);
    expect(await countOf("source", "")).toBe(1);
    expect(await countOf("source", "google.fr")).toBe(0);
  });

  it("keeps the class of device and the country, nothing more", async () => {
    await visit("/", { agent: PHONE, country: "FR" });
    await visit("/", { agent: TABLET, country: "BE" });
    await visit("/", { agent: COMPUTER, country: "ES" });
    await visit("/", { agent: COMPUTER, country: "XX" });
    await visit("/", { agent: COMPUTER, country: "T1" });
    await untilViews(5);
    expect([await countOf("device", "mobile"), await countOf("device", "tablet"), await countOf("device", "desktop")]).toEqual([1, 1, 3]);
    expect([await countOf("country", "FR"), await countOf("country", "BE"), await countOf("country", "ES"), await countOf("country", "")]).toEqual([
      1, 1, 1, 2,
    ]);
  });
});

describe("the beacon", () => {
  it("counts a moment per day, per source of the visit and per page; a view the app opened without a visit", async () => {
    const event = await insertEvent({ id: 1_790_000_000_000, name: "Nuit blanche", ticketLink: "https://billets.example/nuit" });
    const answers = await Promise.all([
      beacon({ name: "whatsapp", page: "/", from: "https://l.instagram.com/" }),
      beacon({ name: "call", page: "/disponibilites", from: "" }),
      beacon({ name: "ticket", page: `/events/${event.id}-nuit-blanche`, from: "newsletter" }),
      beacon({ name: "view", page: `/events/${event.id}` }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204]);
    await untilViews(1);
    expect(await countOf("visits")).toBe(0);
    expect(await countOf("moment", "whatsapp")).toBe(1);
    expect(await countOf("moment-source", "whatsapp|instagram.com")).toBe(1);
    expect(await countOf("moment-page", "call|availability")).toBe(1);
    expect(await countOf("moment-page", `ticket|event:${event.id}`)).toBe(1);
    expect(await countOf("moment-source", "ticket|newsletter")).toBe(1);
    expect(await countOf("event", String(event.id))).toBe(1);
  });

  it("counts no source for a moment whose page came from the site itself, as when opened in a new tab", async () => {
    expect((await beacon({ name: "call", page: "/", from: `${ORIGIN}/events` })).status).toBe(204);
    expect((await beacon({ name: "mail", page: "/", from: "" })).status).toBe(204);
    await expect.poll(() => countOf("moment", "mail")).toBe(1);
    expect(await countOf("moment", "call")).toBe(1);
    expect(await countOf("moment-source", "call|")).toBe(0);
    expect(await countOf("moment-source", "mail|")).toBe(1);
  });

  it("refuses an unknown name, a page that is not a public page, and a body that is not JSON", async () => {
    await expectError(await beacon({ name: "purchase", page: "/" }), 400, "VALIDATION_FAILED");
    await expectError(await beacon({ name: "call", page: "/admin" }), 400, "VALIDATION_FAILED");
    await expectError(await beacon({ name: "call", page: "/nulle-part" }), 400, "VALIDATION_FAILED");
    await expectError(await beacon({ name: "call" }), 400, "VALIDATION_FAILED");
    const text = await call("/api/stats/beacon", { method: "POST", body: "call", headers: { "content-type": "text/plain" } });
    await expectError(text, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a flood from one address: 60 a minute (wrangler.toml's BEACON_LIMIT), then 429 RATE_LIMITED", async () => {
    const address = "198.51.100.7";
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await beacon({ name: "share", page: "/" }, { address })).status);
    expect(answers.every((status) => status === 204)).toBe(true);
    const refused = await beacon({ name: "share", page: "/" }, { address });
    await expectError(refused, 429, "RATE_LIMITED", "Trop de mesures envoyées depuis cette adresse. Réessayez dans une minute.");
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await beacon({ name: "share", page: "/" })).status).toBe(204);
  });

  it("is answered but not counted for a robot or the admin", async () => {
    const admin = sessionCookie(await mintToken({ role: "admin" }));
    expect((await beacon({ name: "call", page: "/" }, { headers: { cookie: admin } })).status).toBe(204);
    expect((await beacon({ name: "call", page: "/" }, { agent: "curl/8.5.0" })).status).toBe(204);
    expect((await beacon({ name: "mail", page: "/" })).status).toBe(204);
    await expect.poll(() => countOf("moment", "mail")).toBe(1);
    expect(await countOf("moment", "call")).toBe(0);
  });
});

describe("the Counter's storage", () => {
  it("holds counts per day and nothing that names a visitor: no address, user agent, referrer path or query", async () => {
    const address = "192.0.2.44";
    await visit("/?utm_source=ig", { address, headers: { referer: "https://www.instagram.com/stories/julie.martin/?igsh=abc123" } });
    await visit("/", { address, headers: { referer: "https://mail.example.com/inbox/julie@example.fr" } });
    await beacon({ name: "whatsapp", page: "/?phone=0611223344", from: "https://m.facebook.com/julie.martin?fbclid=XYZ" }, { address });
    await untilViews(2);
    await expect.poll(() => countOf("moment", "whatsapp")).toBe(1);
    const rows = await storedRows();
    expect(Object.keys(rows[0]).sort()).toEqual(["count", "day", "key", "metric"]);
    const stored = JSON.stringify(rows);
    for (const personal of [address, "iPhone", "Safari", "julie", "stories", "igsh", "inbox", "0611223344", "fbclid", "XYZ"])
      expect(stored).not.toContain(personal);
    expect(new Set(rows.map((row) => row.key))).toEqual(
      new Set(["", "home", "mobile", "FR", "ig", "mail.example.com", "whatsapp", "whatsapp|facebook.com", "whatsapp|home"]),
    );
  });

  it("sums the days older than 25 months per month in the daily job, and keeps the others", async () => {
    await runInDurableObject(counter(env) as unknown as DurableObjectStub<Counter>, async (instance) => {
      await instance.add([
        { day: "2024-09-14", metric: "views", key: "", count: 3 },
        { day: "2024-09-30", metric: "views", key: "", count: 4 },
        { day: "2024-09-30", metric: "page", key: "home", count: 4 },
        { day: "2024-10-01", metric: "views", key: "", count: 5 },
      ]);
    });
    await runScheduled(Date.parse("2026-11-27T03:17:00Z"));
    expect(await storedRows()).toEqual([
      { day: "2024-09", metric: "page", key: "home", count: 4 },
      { day: "2024-09", metric: "views", key: "", count: 7 },
      { day: "2024-10-01", metric: "views", key: "", count: 5 },
    ]);
    // A month summed again adds to its row.
    await runInDurableObject(counter(env) as unknown as DurableObjectStub<Counter>, (instance) =>
      instance.add([{ day: "2024-09-02", metric: "views", key: "", count: 1 }]),
    );
    await runScheduled(Date.parse("2026-12-01T03:17:00Z"));
    expect((await storedRows()).map((row) => [row.day, row.metric, row.count])).toEqual([
      ["2024-09", "page", 4],
      ["2024-09", "views", 8],
      ["2024-10", "views", 5],
    ]);
  });
});

describe("the admin's figures", () => {
  it("are for an administrator only, never cached, for 7, 30 or 90 days", async () => {
    await expectError(await call("/api/stats?days=30"), 401, "UNAUTHENTICATED");
    await expectError(
      await call("/api/stats?days=30", { headers: await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" }) }),
      403,
      "PERMISSION_DENIED",
    );
    await expectError(await call("/api/stats?days=14", { headers: await adminHeaders() }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/stats/events?ids=1", { headers: {} }), 401, "UNAUTHENTICATED");
    for (const days of [7, 30, 90]) {
      const res = await call(`/api/stats?days=${days}`, { headers: await adminHeaders() });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const report = (await res.json()) as StatsReport;
      expect(report.days).toHaveLength(days);
      expect(report.to).toBe(parisToday());
    }
  });

  it("report each day, the pages, the events by name, the sources, devices, countries and moments per source", async () => {
    const event = await insertEvent({ id: 1_790_000_000_000, name: "Nuit blanche" });
    await visit("/", { headers: { referer: "https://www.instagram.com/" } });
    await visit(`/events/${event.id}-nuit-blanche`, { agent: COMPUTER, country: "BE" });
    await beacon({ name: "ticket", page: `/events/${event.id}` });
    await beacon({ name: "whatsapp", page: "/", from: "https://www.instagram.com/" });
    await untilViews(2);
    await expect.poll(() => countOf("moment", "whatsapp")).toBe(1);
    const report = (await (await call("/api/stats?days=7", { headers: await adminHeaders() })).json()) as StatsReport;
    expect(report.days.at(-1)).toEqual({ day: parisToday(), views: 2, visits: 2, moments: { ticket: 1, whatsapp: 1 } });
    expect(report.days.slice(0, -1).every((day) => day.views === 0)).toBe(true);
    expect(report.pages).toEqual([{ page: "home", views: 1 }]);
    expect(report.events).toEqual([{ id: event.id, name: "Nuit blanche", views: 1, tickets: 1 }]);
    expect(report.sources).toEqual([
      { source: "", visits: 1 },
      { source: "instagram.com", visits: 1 },
    ]);
    expect(report.devices).toEqual([
      { device: "desktop", views: 1 },
      { device: "mobile", views: 1 },
    ]);
    expect(report.countries).toEqual([
      { country: "BE", views: 1 },
      { country: "FR", views: 1 },
    ]);
    // The sources that brought a booking moment: a ticket tap alone is none.
    expect(report.momentsBySource).toEqual([{ source: "instagram.com", moments: { whatsapp: 1 } }]);
    const figures = (await (await call(`/api/stats/events?ids=${event.id},42`, { headers: await adminHeaders() })).json()) as EventFigures;
    expect(figures).toEqual({ [event.id]: { views: 1, tickets: 1 }, 42: { views: 0, tickets: 0 } });
  });

  it("rank the sources by their booking moments, and each list is 10 long at most", async () => {
    const today = parisToday();
    await runInDurableObject(counter(env) as unknown as DurableObjectStub<Counter>, (instance) =>
      instance.add([
        ...Array.from({ length: 12 }, (_, i) => ({ day: today, metric: "moment-source" as const, key: `share|site${i}.example`, count: 50 })),
        { day: today, metric: "moment-source", key: "call|flyer", count: 1 },
        { day: today, metric: "moment-source", key: "share|flyer", count: 2 },
        ...Array.from({ length: 12 }, (_, i) => ({ day: today, metric: "source" as const, key: `site${i}.example`, count: i + 1 })),
      ]),
    );
    const report = (await (await call("/api/stats?days=7", { headers: await adminHeaders() })).json()) as StatsReport;
    // Only the sources that brought a booking moment, with their other moments too.
    expect(report.momentsBySource).toEqual([{ source: "flyer", moments: { call: 1, share: 2 } }]);
    expect(report.sources).toHaveLength(10);
    expect(report.sources[0]).toEqual({ source: "site11.example", visits: 12 });
  });

  it("are nudged live on the admin's channel, never on the visitors'", async () => {
    const admin = (await call("/api/stats/live", { headers: { upgrade: "websocket", ...(await adminHeaders()) } })).webSocket!;
    const visitor = (await call("/api/live", { headers: { upgrade: "websocket" } })).webSocket!;
    admin.accept();
    visitor.accept();
    const toAdmin = framesOf(admin);
    const toVisitor = framesOf(visitor);
    await expect.poll(() => toAdmin).toEqual([{ type: "stats" }]);
    await visit("/");
    await expect.poll(() => toAdmin).toEqual([{ type: "stats" }, { type: "stats" }]);
    expect(toVisitor.map((message) => (message as { type: string }).type)).toEqual(["version"]);
    await expectError(await call("/api/stats/live", { headers: { upgrade: "websocket" } }), 401, "UNAUTHENTICATED");
    admin.close();
    visitor.close();
  });
});
