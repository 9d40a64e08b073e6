// Lists by pages (shared/paging.ts, worker/collections/list.ts): GET /api/<collection> answers at
// most PAGE_SIZE items in the list's order and names the next page in a Link header; `limit`,
// `after`, `when` and `q` are checked; GET /api/<collection>/:id reads one item of the lists.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EventItem } from "../../shared/collections";
import { PAGE_SIZE } from "../../shared/paging";
import { parisToday } from "../../worker/lib/paris-time";
import { adminHeaders, call, insertEvent, insertEvents, trashEvent } from "./helpers";

interface Page<T> {
  items: T[];
  /** The address of the next page, or null on the last. */
  next: string | null;
}

async function listPage<T = EventItem>(path: string): Promise<Page<T>> {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  const link = res.headers.get("link");
  return { items: (await res.json()) as T[], next: link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null };
}

/** Every page of a list, from `path` on, each reached by the Link of the one before. */
async function allPages<T = EventItem>(path: string): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  for (let next: string | null = path; next; next = pages.at(-1)!.next) pages.push(await listPage<T>(next));
  return pages;
}

/** The ids of the events of the lists as D1 orders them, in a half of the agenda or all. */
async function storedIds(where = "1", order = "date, id", ...params: unknown[]) {
  const sql = `SELECT id FROM events WHERE deletedAt IS NULL AND ${where} ORDER BY ${order}`;
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<{ id: number }>()
  ).results.map((row) => row.id);
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const refusal = async (path: string) => {
  const res = await call(path);
  return { status: res.status, body: (await res.json()) as { error: string; fields: { field: string }[] } };
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("GET /api/events by pages", () => {
  it("answers the 32 default events in date order in one page, without Link", async () => {
    const { items, next } = await listPage("/api/events");
    expect(items).toHaveLength(32);
    expect(items).toEqual([...items].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id));
    expect(next).toBeNull();
  });

  it("pages 282 events by 100, each Link continuing exactly where the page ended, the last without Link", async () => {
    // 5 a day: pages end in the middle of a day, where only the id tells the events apart.
    await insertEvents({ count: 250, firstId: 5_000_000_000_000, firstDate: "2027-01-01", perDay: 5 });
    const pages = await allPages("/api/events");
    expect(pages.map((page) => page.items.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 82]);
    expect(pages.map((page) => page.next === null)).toEqual([false, false, true]);
    expect(pages.flatMap((page) => ids(page.items))).toEqual(await storedIds());
  });

  it("keeps the size asked for from page to page", async () => {
    const pages = await allPages("/api/events?limit=7");
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7, 7, 4]);
    expect(pages[0].next).toMatch(/[?&]limit=7(&|$)/);
    expect(pages.flatMap((page) => ids(page.items))).toEqual(await storedIds());
  });

  it.each(["0", "101", "abc", "-1", "1.5"])("refuses limit=%s (400 on the field limit)", async (limit) => {
    const { status, body } = await refusal(`/api/events?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "limit" }] });
  });

  it.each([
    ["garbage", "not-base64!"],
    ["of another list's shape", btoa(JSON.stringify(["2027-01-01"]))],
    ["holding other values", btoa(JSON.stringify([null, { id: 1 }]))],
    ["that is no list", btoa(JSON.stringify({ date: "2027-01-01", id: 1 }))],
  ])("refuses a cursor %s (400 on the field after)", async (_, after) => {
    const { status, body } = await refusal(`/api/events?after=${encodeURIComponent(after)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "after" }] });
  });
});

describe("the two halves of the agenda (when)", () => {
  it("upcoming: from today in Paris on, soonest first; past: before today, latest first, each by pages", async () => {
    const today = parisToday();
    await insertEvents({ count: 30, firstId: 5_000_000_000_000, firstDate: dayBefore(dayBefore(dayBefore(today))), perDay: 5 });
    await insertEvent({ id: 5_000_000_001_000, date: today, name: "Ce soir" });
    await insertEvent({ id: 5_000_000_001_001, date: dayBefore(today), name: "Hier soir" });

    const upcoming = (await allPages("/api/events?when=upcoming&limit=4")).flatMap((page) => page.items);
    expect(ids(upcoming)).toEqual(await storedIds("date >= ?", "date, id", today));
    expect(ids(upcoming)).toContain(5_000_000_001_000);
    expect(upcoming[0].date).toBe(today);

    const past = (await allPages("/api/events?when=past&limit=4")).flatMap((page) => page.items);
    expect(ids(past)).toEqual(await storedIds("date < ?", "date DESC, id DESC", today));
    expect(ids(past)).toContain(5_000_000_001_001);
    expect(past[0].date).toBe(dayBefore(today));
    expect(upcoming.length + past.length).toBe((await storedIds()).length);
  });

  it("is refused for a list that is no agenda, and for another value (400 on the field when)", async () => {
    for (const path of ["/api/photos?when=upcoming", "/api/venues?when=past", "/api/events?when=tomorrow"]) {
      const { status, body } = await refusal(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "when" }] });
    }
  });
});

describe("the search of the events (q)", () => {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

  it("finds through the index, accents and case ignored, in date order", async () => {
    await insertEvent({ id: 5_000_000_002_000, date: "2031-05-01", name: "Nuit Électro", venue: "Le Hangar, Perpignan" });
    await insertEvent({ id: 5_000_000_002_001, date: "2030-05-01", name: "Apéro", venue: "Bar électro, Canet" });
    const { items, next } = await listPage("/api/events?q=ELECTRO");
    expect(ids(items)).toEqual([5_000_000_002_001, 5_000_000_002_000]);
    expect(next).toBeNull();
  });

  it("pages its matches, the Link keeping the words", async () => {
    await insertEvents({ count: 250, firstId: 5_000_000_000_000, firstDate: "2027-01-01", perDay: 3 });
    const all = (await allPages("/api/events")).flatMap((page) => page.items);
    const matching = all.filter((event) => fold(`${event.name} ${event.venue}`).includes("soiree"));
    expect(matching.length).toBeGreaterThan(PAGE_SIZE);

    const pages = await allPages("/api/events?q=soir%C3%A9e");
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0].next).toMatch(/[?&]q=soir%C3%A9e(&|$)/);
    expect(pages.flatMap((page) => ids(page.items))).toEqual(ids(matching));
  });
});

describe("GET /api/<collection>/:id", () => {
  const notFound = {
    events: { error: "EVENT_NOT_FOUND", message: "Cet événement n'existe plus." },
    photos: { error: "PHOTO_NOT_FOUND", message: "Cette photo n'existe plus." },
    venues: { error: "VENUE_NOT_FOUND", message: "Ce lieu n'existe plus." },
  } as const;

  it.each(["events", "photos", "venues"] as const)("answers the item of %s as the list has it, and its code for an unknown id", async (collection) => {
    const [, second] = (await listPage<{ id: number }>(`/api/${collection}`)).items;
    const found = await call(`/api/${collection}/${second.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(second);

    const missing = await call(`/api/${collection}/123456`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(notFound[collection]);
  });

  it("does not find an item in the trash", async () => {
    const [first] = (await listPage("/api/events")).items;
    await trashEvent(first.id);
    const res = await call(`/api/events/${first.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound.events);
  });

  it("leaves /api/<collection>/trash to the admin's trash, which is no id", async () => {
    const [first] = (await listPage("/api/events")).items;
    await trashEvent(first.id);
    expect((await call("/api/events/trash")).status).toBe(401);
    const trash = await call("/api/events/trash", { headers: await adminHeaders() });
    expect(trash.status).toBe(200);
    expect(ids((await trash.json()) as EventItem[])).toEqual([first.id]);
  });
});
