// Photos and venues in the order the admin sets (docs/product.md §20), in workerd: a new item goes
// first, a move puts an item before another or last writing its row only, the lists and pages follow,
// trashed items keep their place, and moves sent at once never lose an item nor give two the same position.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../shared/collections";
import { CollectionStore } from "../../worker/collections/store";
import { adminHeaders, call } from "./helpers";

interface Item {
  id: number;
  title: string;
}

async function send(method: string, path: string, body?: object) {
  return call(path, { method, body, headers: await adminHeaders() });
}

const list = async (collection: string) => (await (await call(`/api/${collection}`)).json()) as Item[];
const ids = async (collection: string) => (await list(collection)).map((item) => item.id);
const move = (collection: string, id: number, before: number | null) => send("POST", `/api/${collection}/${id}/move`, { before });

/** Every row's position, trashed ones included. */
const positions = async (collection: string) =>
  (await env.DB.prepare(`SELECT id, position FROM ${collection} ORDER BY position, id`).all<{ id: number; position: number }>()).results;

describe.each(["photos", "venues"] as const)("the %s ordered by hand", (collection) => {
  const sample =
    collection === "photos"
      ? { title: "Nouvelle", description: "Un soir d'été.", image: "/media/photo-01.webp" }
      : { name: "Nouveau", location: "Perpignan", description: "Bar à cocktails.", image: "/media/photo-03.webp" };

  it("keep the order they had, by id, and a new item goes first", async () => {
    const before = await ids(collection);
    expect(before).toEqual([...before].sort((a, b) => a - b));
    const created = await send("POST", `/api/${collection}`, sample);
    expect(created.status).toBe(201);
    const item = (await created.json()) as Item & Record<string, unknown>;
    expect(item).not.toHaveProperty("position");
    expect(await ids(collection)).toEqual([item.id, ...before]);
  });

  it("move an item before another, or last", async () => {
    const [a, b, c, d] = await ids(collection);
    expect((await move(collection, d, b)).status).toBe(200);
    expect((await ids(collection)).slice(0, 4)).toEqual([a, d, b, c]);

    expect((await move(collection, a, null)).status).toBe(200);
    const last = await ids(collection);
    expect(last.at(-1)).toBe(a);
    expect(last.slice(0, 3)).toEqual([d, b, c]);
  });

  it("answer a move with the item as it is and the one it now stands before (null: the last)", async () => {
    const [a, b, c] = await list(collection);
    expect(await (await move(collection, c.id, b.id)).json()).toEqual({ item: c, before: b.id });
    expect(await (await move(collection, a.id, null)).json()).toEqual({ item: a, before: null });
  });

  it("refuse a move of an item not in the list (404), and a place that is no id (400)", async () => {
    const [first, second] = await ids(collection);
    expect((await move(collection, 999, first)).status).toBe(404);
    await send("DELETE", `/api/${collection}/${first}`);
    expect((await move(collection, first, null)).status).toBe(404);
    const bad = await send("POST", `/api/${collection}/${second}/move`, { before: "premier" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "VALIDATION_FAILED" });
    expect((await call(`/api/${collection}/${second}/move`, { method: "POST", body: { before: null } })).status).toBe(401);
  });

  it("show the order on the home page", async () => {
    const items = await list(collection);
    const lastItem = items.at(-1)!;
    await move(collection, lastItem.id, items[0].id);
    const page = await (await call("/")).text();
    const html = page.slice(page.indexOf(`id="${collection}"`));
    const titleOf = (item: Item) => (item as unknown as Record<string, string>)[collection === "photos" ? "title" : "name"];
    expect(html.indexOf(titleOf(lastItem))).toBeLessThan(html.indexOf(titleOf(items[0])));
  });

  it("under many moves at once, keep every item once, each position once", async () => {
    const before = await ids(collection);
    const moves = before.flatMap((id, index) => [move(collection, id, before[(index + 3) % before.length]), move(collection, id, null)]);
    const answers = await Promise.all(moves);
    expect(answers.map((res) => res.status).every((status) => status === 200)).toBe(true);
    const after = await ids(collection);
    expect([...after].sort()).toEqual([...before].sort());
    const rows = await positions(collection);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
  });

  it("keep a trashed item's place among the others while they move", async () => {
    const [a, b, c, d] = await ids(collection);
    await send("DELETE", `/api/${collection}/${b}`);
    await move(collection, d, a);
    expect((await ids(collection)).slice(0, 3)).toEqual([d, a, c]);
    await send("POST", `/api/${collection}/trash/${b}/restore`);
    expect((await ids(collection)).slice(0, 4)).toEqual([d, a, b, c]);
  });
});

describe.each(["photos", "venues"] as const)("a move in the store of the %s", (collection) => {
  const store = () => new CollectionStore(env.DB, COLLECTIONS[collection]);
  /** Every row's id in the order, trashed ones included. */
  const order = async () => (await positions(collection)).map((row) => row.id);
  const listed = async () => (await store().list()).map((item) => item.id);

  /** The number of rows whose position `write` changed. */
  async function rowsWritten(write: () => Promise<unknown>): Promise<number> {
    return (await writing(write)).written;
  }

  /** What `write` answered, and the number of rows whose position it changed. */
  async function writing<T>(write: () => Promise<T>): Promise<{ answer: T; written: number }> {
    const before = new Map((await positions(collection)).map((row) => [row.id, row.position]));
    const answer = await write();
    return { answer, written: (await positions(collection)).filter((row) => before.get(row.id) !== row.position).length };
  }

  /** The order a move of `id` before `before` should give: just before it, or last when it is not there. */
  function moved(ids: readonly number[], id: number, before: number | null): number[] {
    const others = ids.filter((other) => other !== id);
    const at = before === null ? -1 : others.indexOf(before);
    return at === -1 ? [...others, id] : [...others.slice(0, at), id, ...others.slice(at)];
  }

  /** Moves through the store, checks that one row was written and the order read back, and answers the store's answer. */
  async function check(id: number, before: number | null) {
    const expected = moved(await order(), id, before);
    const { answer, written } = await writing(() => store().move(id, before));
    expect(written).toBe(1);
    expect(await order()).toEqual(expected);
    return answer;
  }

  it("writes the moved row only, up, down, last, or last when its place is gone, and answers the item and the one after it", async () => {
    const [a, b, c, d] = await order();
    expect(await check(d, b)).toEqual({ item: await store().get(d), before: b });
    expect(await check(a, c)).toEqual({ item: await store().get(a), before: c });
    expect(await check(b, null)).toEqual({ item: await store().get(b), before: null });
    expect((await check(c, 999))?.before).toBeNull();
    const [first] = await order();
    expect((await check(c, first))?.before).toBe(first);
    expect(await listed()).toEqual(await order());
    // Halfway between two whole numbers: the INTEGER column keeps the fraction.
    const types = await env.DB.prepare(`SELECT DISTINCT typeof(position) AS type FROM ${collection}`).all<{ type: string }>();
    expect(types.results.map((row) => row.type)).toContain("real");
  });

  it("puts an item before a trashed one, which keeps its place, and a restore answers the item and its place", async () => {
    const [a, b, c, d] = await order();
    await store().remove(b);
    expect(await check(d, b)).toEqual({ item: await store().get(d), before: c });
    expect((await listed()).slice(0, 3)).toEqual([a, d, c]);
    expect(await store().restore(b)).toEqual({ item: await store().get(b), before: c });
    expect((await listed()).slice(0, 4)).toEqual([a, d, b, c]);
    expect(await store().restore(b)).toBeNull();
  });

  it("writes nothing for an item not in the lists, nor one already in its place, nor one put before itself", async () => {
    const [a, b, c] = await order();
    await store().remove(c);
    expect(await rowsWritten(() => store().move(c, a))).toBe(0);
    expect(await store().move(c, a)).toBeNull();
    expect(await store().move(999, a)).toBeNull();
    expect(await rowsWritten(() => store().move(a, b))).toBe(0);
    expect(await rowsWritten(() => store().move(b, b))).toBe(0);
    expect(await store().move(a, b)).toEqual({ item: await store().get(a), before: b });
  });

  it("after 60 moves into the same gap, numbers every row again once, and keeps the order right throughout", async () => {
    const [, b, c, d] = await order();
    const written: number[] = [];
    for (let step = 0; step < 60; step++) {
      const id = step % 2 === 0 ? c : d;
      const expected = moved(await order(), id, b);
      written.push(await rowsWritten(() => store().move(id, b)));
      expect(await order()).toEqual(expected);
    }
    expect(written.filter((count) => count !== 1)).toHaveLength(1);
    expect(written.find((count) => count !== 1)).toBeGreaterThan(1);
    const rows = await positions(collection);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
  });

  it("numbers the rows again to move between two that share a position (an import beside the trash)", async () => {
    const [a, b, , d] = await order();
    await env.DB.prepare(`UPDATE ${collection} SET position = (SELECT position FROM ${collection} WHERE id = ?) WHERE id = ?`).bind(a, b).run();
    const expected = moved(await order(), d, b);
    await store().move(d, b);
    expect(await order()).toEqual(expected);
    expect(expected.indexOf(d)).toBe(expected.indexOf(b) - 1);
  });

  it("gives one item of the lists by id, none once in the trash", async () => {
    const [a] = await listed();
    expect(await store().get(a)).toMatchObject({ id: a });
    expect(await store().get(a)).not.toHaveProperty("position");
    await store().remove(a);
    expect(await store().get(a)).toBeNull();
    expect(await store().get(999)).toBeNull();
  });
});

describe("events", () => {
  it("keep their order by date: they have no move", async () => {
    const [first] = await ids("events");
    const res = await move("events", first, null);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "NOT_FOUND" });
  });
});
