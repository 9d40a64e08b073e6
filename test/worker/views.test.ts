// What each public page shows (shared/views.ts), read from D1 by readView (worker/content/views.ts)
// and answered by GET /api/views: bounded lists with the collections' totals, the built-in items for
// a collection that has none, and the very view selectView computes from lists held in memory.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { byCollection, byCollectionAsync, COLLECTIONS, type Content, type EventItem } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import type { InitialData } from "../../shared/initial-data";
import { selectView } from "../../shared/select-view";
import {
  EVENTS_PER_PAGE,
  eventsPath,
  HOME_MIXES,
  HOME_PHOTOS,
  HOME_REVIEWS,
  HOME_VENUES,
  TEASER_SIZE,
  viewsPath,
  type PageView,
  type ViewQuery,
} from "../../shared/views";
import { CollectionStore } from "../../worker/collections/store";
import { DEFAULT_CONTENT } from "../../worker/content/defaults";
import { readContentVersion } from "../../worker/content/version";
import { readView } from "../../worker/content/views";
import { parisToday } from "../../worker/lib/paris-time";
import { call, insertEvents, insertHandOrdered, trashEvent } from "./helpers";

/** A day between the default events of 2025 (17, all past) and those of 2026 (15, all upcoming). */
const TODAY = "2026-01-01";

/** Every list as the store holds it, in its order. */
const storedContent = () => byCollectionAsync<Content>(async (name) => (await new CollectionStore(env.DB, COLLECTIONS[name]).list()) as Content[typeof name]);

/** The agenda's order: upcoming soonest first, then past latest first. */
function agenda(events: readonly EventItem[], today: string) {
  return [...events.filter((event) => event.date >= today), ...events.filter((event) => event.date < today).reverse()];
}

const view = async (query: ViewQuery, today = TODAY) => (await readView(env.DB, query, today)).view;
const eventsPage = (part: number, year: number | null = null): ViewQuery => ({ page: "events", year, part });
const noContent = { events: [], photos: [], mixes: [], venues: [], reviews: [] };

describe("the home page's view", () => {
  it("holds the teaser's 3 soonest upcoming and 3 latest past events, the first photos and venues, and every total", async () => {
    await insertHandOrdered("photos", { count: 20, firstId: 5_000_000_000_000 });
    await insertHandOrdered("venues", { count: 10, firstId: 5_000_000_000_000 });
    const { events, photos, mixes, venues, reviews } = await storedContent();
    const home = await view({ page: "home" });
    const upcoming = events.filter((event) => event.date >= TODAY);
    const past = events.filter((event) => event.date < TODAY).reverse();
    expect(home.content).toEqual({
      events: [...upcoming.slice(0, TEASER_SIZE), ...past.slice(0, TEASER_SIZE)],
      photos: photos.slice(0, HOME_PHOTOS),
      mixes: mixes.slice(0, HOME_MIXES),
      venues: venues.slice(0, HOME_VENUES),
      reviews: reviews.slice(0, HOME_REVIEWS),
    });
    expect(home.totals).toEqual({ events: 32, photos: 30, mixes: 4, venues: 16, reviews: 6, upcoming: upcoming.length });
    expect(home).not.toHaveProperty("agenda");
  });

  it("with fewer upcoming events than the teaser holds, has those and the 3 latest past ones", async () => {
    const { events } = await storedContent();
    const today = "2026-10-01";
    const home = await view({ page: "home" }, today);
    expect(home.content.events.map((event) => event.date)).toEqual(["2026-10-31", "2026-09-12", "2026-08-22", "2026-08-08"]);
    expect(home.totals.upcoming).toBe(1);
    expect(home.content.events).toEqual(agenda(events, today).slice(0, 1 + TEASER_SIZE));
  });
});

describe("the view of /events", () => {
  it("pages the agenda by EVENTS_PER_PAGE, upcoming soonest first then past latest first, with its years, counts and parts", async () => {
    await insertEvents({ count: 50, firstId: 5_000_000_000_000, firstDate: "2027-03-01" });
    const ordered = agenda((await storedContent()).events, TODAY);
    expect(ordered).toHaveLength(82);
    const years = [
      { year: 2027, count: 50 },
      { year: 2026, count: 15 },
      { year: 2025, count: 17 },
    ];
    for (const part of [1, 2, 3]) {
      const page = await view(eventsPage(part));
      expect(page.content).toEqual({ ...noContent, events: ordered.slice((part - 1) * EVENTS_PER_PAGE, part * EVENTS_PER_PAGE) });
      expect(page.agenda).toEqual({ years, year: null, counts: { upcoming: 65, past: 17 }, part, parts: 3 });
    }
    expect((await view(eventsPage(3))).content.events).toHaveLength(82 - 2 * EVENTS_PER_PAGE);
    // Past the last page: no event, the same agenda.
    expect((await view(eventsPage(4))).content.events).toEqual([]);
  });

  it("of a year holds that year's events only, with that year's counts and parts", async () => {
    const { events } = await storedContent();
    const of = (year: number) => events.filter((event) => event.date.startsWith(`${year}-`));

    const y2025 = await view(eventsPage(1, 2025));
    expect(y2025.content.events).toEqual([...of(2025)].reverse());
    expect(y2025.agenda).toMatchObject({ year: 2025, counts: { upcoming: 0, past: 17 }, part: 1, parts: 1 });

    const y2026 = await view(eventsPage(1, 2026), "2026-07-01");
    expect(y2026.content.events).toEqual(agenda(of(2026), "2026-07-01"));
    expect(y2026.agenda).toMatchObject({ year: 2026, counts: { upcoming: 7, past: 8 } });
    // The years of the whole agenda, whichever year is shown.
    expect(y2026.agenda!.years).toEqual([
      { year: 2026, count: 15 },
      { year: 2025, count: 17 },
    ]);

    const none = await view(eventsPage(1, 2024));
    expect(none.content.events).toEqual([]);
    expect(none.agenda).toMatchObject({ year: 2024, counts: { upcoming: 0, past: 0 }, parts: 1 });
  });

  it("is what GET /api/views answers for /events?annee=2025 and ?page=2, with the content's version", async () => {
    await insertEvents({ count: 40, firstId: 5_000_000_000_000, firstDate: "2030-01-01" });
    const today = parisToday();
    for (const [path, query] of [
      [eventsPath(2025), eventsPage(1, 2025)],
      [eventsPath(null, 2), eventsPage(2)],
      ["/", { page: "home" }],
    ] as const) {
      const res = await call(viewsPath(path));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ view: await view(query, today), version: await readContentVersion(env.DB) });
    }
  });

  it("answers for the visitor's day when asked, and refuses a day that is none", async () => {
    const res = await call(viewsPath(eventsPath(2026), TODAY));
    expect(((await res.json()) as { view: PageView }).view).toEqual(await view(eventsPage(1, 2026), TODAY));
    const wrong = await call(viewsPath("/events", "2026-02-30"));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "day" }] });
  });

  it("is the not-found page for a year without events or a page past the last, and each year is its own canonical address", async () => {
    expect((await call("/events?annee=1990")).status).toBe(404);
    expect((await call("/events?page=3")).status).toBe(404);
    const year = await (await call("/events?annee=2025")).text();
    expect(year).toContain('<link rel="canonical" href="http://localhost/events?annee=2025" />');
    expect(await (await call("/events?annee=2025&page=1")).text()).toContain('<link rel="canonical" href="http://localhost/events?annee=2025" />');
  });
});

describe("an event's view", () => {
  it("holds its event alone, and nothing for an id in the trash or unknown", async () => {
    const event = DEFAULT_CONTENT.events[5];
    const page = await view({ page: "event", id: event.id });
    expect(page.content).toEqual({ ...noContent, events: [{ ...event, updatedAt: event.id, revision: 0 }] });
    expect(page.totals.events).toBe(32);

    await trashEvent(event.id);
    expect((await view({ page: "event", id: event.id })).content).toEqual(noContent);
    expect((await view({ page: "event", id: 123 })).content).toEqual(noContent);
  });
});

describe("GET /api/views", () => {
  it("answers a view without items, but with the totals, for a page that shows no content", async () => {
    for (const path of ["/login", "/admin", "/nulle-part"]) {
      const { view: shown } = (await (await call(viewsPath(path))).json()) as { view: PageView };
      expect(shown.content).toEqual(noContent);
      expect(shown.totals).toMatchObject({ events: 32, photos: 10, venues: 6 });
    }
  });

  it.each(["/api/views", "/api/views?path=events", `/api/views?path=/${"x".repeat(300)}`])("refuses %s (400 on the field path)", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "path" }] });
  });
});

describe("a collection with no item", () => {
  it("shows the built-in items, counted as such, but never on an event's page", async () => {
    await env.DB.exec("DELETE FROM events");
    await env.DB.exec("DELETE FROM photos");
    const builtIn = selectView({ page: "home" }, DEFAULT_CONTENT, TODAY);
    const home = await view({ page: "home" });
    expect(home.content.events).toEqual(builtIn.content.events);
    expect(home.content.photos).toEqual(DEFAULT_CONTENT.photos.slice(0, HOME_PHOTOS));
    // The venues still come from D1, stamped.
    expect(home.content.venues[0]).toMatchObject({ revision: 0 });
    expect(home.totals).toEqual({ ...builtIn.totals, venues: 6 });

    expect(await view(eventsPage(1))).toMatchObject({ agenda: selectView(eventsPage(1), DEFAULT_CONTENT, TODAY).agenda });
    expect((await view({ page: "event", id: DEFAULT_CONTENT.events[0].id })).content).toEqual(noContent);
  });
});

describe("selectView (in memory) and readView (D1)", () => {
  /** One of each kind of query, and the edges: a page past the last, a year without events, an unknown id. */
  const QUERIES: ViewQuery[] = [
    { page: "home" },
    eventsPage(1),
    eventsPage(2),
    eventsPage(99),
    eventsPage(1, 2025),
    eventsPage(1, 2026),
    eventsPage(2, 2027),
    eventsPage(1, 2024),
    { page: "event", id: DEFAULT_CONTENT.events[3].id },
    { page: "event", id: 123 },
    { page: "none" },
  ];
  /** All upcoming, the day of an event (upcoming), between the years, all past. */
  const DAYS = ["2025-01-01", "2025-08-15", "2026-01-01", "2031-01-01"];

  /** The built-in lists as the migrations stored them: stamped as created, never changed. */
  const storedDefaults = byCollection<Content>(
    (name) => DEFAULT_CONTENT[name].map((item) => ({ ...item, updatedAt: item.id, revision: 0 })) as Content[typeof name],
  );

  it("give the same view of the default content, for every kind of page and day", async () => {
    for (const today of DAYS) {
      for (const query of QUERIES) expect(await view(query, today), `${JSON.stringify(query)} on ${today}`).toEqual(selectView(query, storedDefaults, today));
    }
  });

  it("give the same view of lists longer than a page", async () => {
    await insertEvents({ count: 70, firstId: 5_000_000_000_000, firstDate: "2026-12-15", perDay: 2 });
    await insertHandOrdered("photos", { count: 15, firstId: 5_000_000_000_000 });
    await insertHandOrdered("venues", { count: 8, firstId: 5_000_000_000_000 });
    const lists = await storedContent();
    for (const today of [...DAYS, "2027-01-05"]) {
      for (const query of QUERIES) expect(await view(query, today), `${JSON.stringify(query)} on ${today}`).toEqual(selectView(query, lists, today));
    }
  });
});

describe("what a page weighs", () => {
  const initialDataText = (html: string) => /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1];
  const bytes = (text: string) => new TextEncoder().encode(text).length;

  /** The sizes of each page's HTML and of its #initial-data, one page at a time (the first render compiles the app). */
  async function weigh(paths: readonly string[]) {
    const sizes: { html: number; data: number }[] = [];
    for (const path of paths) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const data = initialDataText(html);
      expect((JSON.parse(data) as InitialData).view).toBeDefined();
      sizes.push({ html: bytes(html), data: bytes(data) });
    }
    return sizes;
  }

  it("stays within 1.25× of the default content's with 400 events, 150 photos and 80 venues", async () => {
    const paths = ["/", "/events", eventPath(DEFAULT_CONTENT.events[0])];
    const before = await weigh(paths);
    // Around today: the agenda's first page holds new upcoming events as well as past ones.
    await insertEvents({ count: 400, firstId: 5_000_000_000_000, firstDate: "2026-06-01" });
    await insertHandOrdered("photos", { count: 150, firstId: 5_000_000_000_000 });
    await insertHandOrdered("venues", { count: 80, firstId: 5_000_000_000_000 });
    const after = await weigh(paths);
    paths.forEach((path, index) => {
      expect(after[index].html, `${path}: HTML`).toBeLessThanOrEqual(before[index].html * 1.25);
      expect(after[index].data, `${path}: #initial-data`).toBeLessThanOrEqual(before[index].data * 1.25);
    });
    // Six pages rendered, the first of which compiles the app: twice the time of a test of one page.
  }, 90_000);
});
