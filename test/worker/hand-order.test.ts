// Photos and venues in the order the admin sets (docs/product.md §20), in workerd: a new item goes
// first, a move puts an item before another or last, the lists and pages follow, trashed items keep
// their place, and moves sent at once never lose an item nor give two the same position.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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

  it("move an item before another, or last, and answer the new list", async () => {
    const [a, b, c, d] = await ids(collection);
    const res = await move(collection, d, b);
    expect(res.status).toBe(200);
    const answered = ((await res.json()) as Item[]).map((item) => item.id);
    expect(answered.slice(0, 4)).toEqual([a, d, b, c]);
    expect(await ids(collection)).toEqual(answered);

    expect((await move(collection, a, null)).status).toBe(200);
    const last = await ids(collection);
    expect(last.at(-1)).toBe(a);
    expect(last.slice(0, 3)).toEqual([d, b, c]);
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

describe("events", () => {
  it("keep their order by date: they have no move", async () => {
    const [first] = await ids("events");
    const res = await move("events", first, null);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "NOT_FOUND" });
  });
});
