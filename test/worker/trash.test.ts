// The trash in workerd (docs/product.md §20): a delete keeps the item out of every list but restorable
// as it was, the admin lists, restores and deletes for good, the daily job purges what is 30 days
// old, and an image goes only once its last item, trashed or not, has been purged.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TRASH_RETENTION_MS } from "../../shared/limits";
import { adminHeaders, call, PNG, runScheduled, uploadImage } from "./helpers";

const photo = (title: string, image = "/media/photo-01.webp") => ({ title, description: "Un soir d'été.", image });
const event = {
  name: "Nuit de la corbeille",
  date: "2030-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image: "/media/event-club.webp",
};

interface Item {
  id: number;
  title?: string;
  name?: string;
}

async function send(method: string, path: string, body?: object) {
  return call(path, { method, body, headers: await adminHeaders() });
}

async function create(collection: string, body: object): Promise<Item> {
  const res = await send("POST", `/api/${collection}`, body);
  expect(res.status).toBe(201);
  return (await res.json()) as Item;
}

const list = async (collection: string) => (await (await call(`/api/${collection}`)).json()) as (Item & Record<string, unknown>)[];
const ids = async (collection: string) => (await list(collection)).map((item) => item.id);
const trash = async (collection: string) => (await (await send("GET", `/api/${collection}/trash`)).json()) as (Item & { deletedAt: number })[];

/** When D1 says the item went to the trash. */
const deletedAtOf = async (collection: string, id: number) =>
  (await env.DB.prepare(`SELECT deletedAt FROM ${collection} WHERE id = ?`).bind(id).first<{ deletedAt: number | null }>())?.deletedAt;

describe("a delete", () => {
  it("takes the item out of the list, the pages and the calendar, into the trash with the time it was deleted", async () => {
    const created = await create("events", event);
    const before = Date.now();
    expect((await send("DELETE", `/api/events/${created.id}`)).status).toBe(204);

    expect(await ids("events")).not.toContain(created.id);
    const [trashed] = await trash("events");
    expect(trashed).toMatchObject({ ...event, id: created.id });
    expect(trashed.deletedAt).toBeGreaterThanOrEqual(before);
    expect(trashed.deletedAt).toBeLessThanOrEqual(Date.now());

    for (const path of ["/", "/events", "/events.ics", "/sitemap.xml"]) expect(await (await call(path)).text()).not.toContain("Nuit de la corbeille");
    expect((await call(`/events/${created.id}-nuit-de-la-corbeille`)).status).toBe(404);
  });

  it("is refused for an item already in the trash, and so are its update and a second delete (404 with the collection's code)", async () => {
    const created = await create("photos", photo("Aux platines"));
    await send("DELETE", `/api/photos/${created.id}`);
    for (const [method, body] of [["DELETE"], ["PUT", photo("Encore")]] as const) {
      const res = await send(method, `/api/photos/${created.id}`, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "PHOTO_NOT_FOUND", message: "Cette photo n'existe plus." });
    }
  });

  it("keeps the item's id: a new item proposing it gets another", async () => {
    const created = await create("venues", { name: "Le Phare", location: "Perpignan", description: "Bar à cocktails.", image: "/media/photo-03.webp" });
    await send("DELETE", `/api/venues/${created.id}`);
    const other = await create("venues", { id: created.id, name: "La Cabane", location: "Canet", description: "Paillote.", image: "/media/photo-04.webp" });
    expect(other.id).not.toBe(created.id);
    expect((await send("POST", `/api/venues/trash/${created.id}/restore`)).status).toBe(200);
    expect(await ids("venues")).toEqual(expect.arrayContaining([created.id, other.id]));
  });

  it("leaves the trash to the admin: a visitor gets 401, an account that is not admin 403", async () => {
    const created = await create("photos", photo("Aux platines"));
    await send("DELETE", `/api/photos/${created.id}`);
    expect((await call("/api/photos/trash")).status).toBe(401);
    expect((await call(`/api/photos/trash/${created.id}/restore`, { method: "POST" })).status).toBe(401);
    expect((await call(`/api/photos/trash/${created.id}`, { method: "DELETE" })).status).toBe(401);
    const user = await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" });
    expect((await call("/api/photos/trash", { headers: user })).status).toBe(403);
  });
});

describe("restoring", () => {
  it("brings the item back as it was: same id, fields and stamp, and the same place in a list ordered by hand", async () => {
    const before = await list("photos");
    const third = before[2];
    expect((await send("DELETE", `/api/photos/${third.id}`)).status).toBe(204);
    // Another photo added meanwhile goes first; the restored one still goes back between its neighbours.
    const added = await create("photos", photo("Nouvelle"));

    const res = await send("POST", `/api/photos/trash/${third.id}/restore`);
    expect(res.status).toBe(200);
    // The answer is the item and the one it now stands before, as a move's.
    expect(await res.json()).toEqual({ item: third, before: before[3].id });
    expect(await list("photos")).toEqual([expect.objectContaining({ id: added.id }), ...before]);
    expect(await trash("photos")).toEqual([]);
  });

  it("answers 404 with the collection's code for an item not in the trash", async () => {
    const [first] = await list("venues");
    for (const id of [first.id, 999]) {
      const res = await send("POST", `/api/venues/trash/${id}/restore`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "VENUE_NOT_FOUND", message: "Cet élément n’est plus dans la corbeille." });
    }
  });

  it("lists the trash the last deleted first, without touching the lists' stamps", async () => {
    const [a, b] = await list("venues");
    await send("DELETE", `/api/venues/${a.id}`);
    await send("DELETE", `/api/venues/${b.id}`);
    const trashed = await trash("venues");
    expect(trashed.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(trashed[1]).toEqual({ ...a, deletedAt: expect.any(Number) });
  });
});

describe("deleting for good", () => {
  it("removes an item of the trash at once, and only from the trash", async () => {
    const [first, second] = await list("photos");
    await send("DELETE", `/api/photos/${first.id}`);
    expect((await send("DELETE", `/api/photos/trash/${first.id}`)).status).toBe(204);
    expect(await trash("photos")).toEqual([]);
    expect(await deletedAtOf("photos", first.id)).toBeUndefined();

    const res = await send("DELETE", `/api/photos/trash/${second.id}`);
    expect(res.status).toBe(404);
    expect(await ids("photos")).toContain(second.id);
  });

  it("is what the daily job does to every item 30 days after its delete, not a millisecond before", async () => {
    const [photoItem] = await list("photos");
    const created = await create("events", event);
    await send("DELETE", `/api/photos/${photoItem.id}`);
    await send("DELETE", `/api/events/${created.id}`);
    const deletedAt = (await deletedAtOf("photos", photoItem.id))!;
    const eventDeletedAt = (await deletedAtOf("events", created.id))!;

    await runScheduled(deletedAt + TRASH_RETENTION_MS - 1);
    expect((await trash("photos")).map((item) => item.id)).toEqual([photoItem.id]);

    await runScheduled(deletedAt + TRASH_RETENTION_MS);
    expect(await trash("photos")).toEqual([]);
    expect(await deletedAtOf("photos", photoItem.id)).toBeUndefined();
    expect((await trash("events")).map((item) => item.id)).toEqual(eventDeletedAt > deletedAt ? [created.id] : []);

    await runScheduled(eventDeletedAt + TRASH_RETENTION_MS);
    expect(await trash("events")).toEqual([]);
    // The lists are untouched.
    expect(await list("venues")).toHaveLength(6);
  });
});

describe("images of items in the trash", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const stored = async (url: string) => (await env.IMAGES.head(url.slice("/images/".length))) !== null;

  it("stay while the item is in the trash, however old, and go with the sweep that follows its purge", async () => {
    const url = await uploadImage(PNG);
    const created = await create("photos", photo("Aux platines", url));
    await send("DELETE", `/api/photos/${created.id}`);
    const deletedAt = (await deletedAtOf("photos", created.id))!;

    // Well past the image's grace, the trashed photo still shows it: it is kept, and restorable whole.
    await runScheduled(deletedAt + TRASH_RETENTION_MS - DAY);
    expect(await stored(url)).toBe(true);

    // The purge and the sweep run in one trigger: the photo goes, then its image.
    await runScheduled(deletedAt + TRASH_RETENTION_MS);
    expect(await deletedAtOf("photos", created.id)).toBeUndefined();
    expect(await stored(url)).toBe(false);
  });

  it("stays after a purge while another item, trashed or not, shows it", async () => {
    const url = await uploadImage(PNG);
    const kept = await create("photos", photo("Gardée", url));
    const gone = await create("photos", photo("Jetée", url));
    await send("DELETE", `/api/photos/${kept.id}`);
    await send("DELETE", `/api/photos/${gone.id}`);
    await send("DELETE", `/api/photos/trash/${gone.id}`);

    await runScheduled(Date.now() + 2 * DAY);
    expect(await stored(url)).toBe(true);
    expect((await send("POST", `/api/photos/trash/${kept.id}/restore`)).status).toBe(200);
    expect((await call(url)).status).toBe(200);
  });
});

describe("live updates", () => {
  it("send the deleted item as gone, then back in its place once restored", async () => {
    const res = await call("/api/live", { headers: { upgrade: "websocket" } });
    const socket = res.webSocket!;
    socket.accept();
    const frames: { type: string; collection?: string; changes?: { id: number; item: Item | null; before?: number | null }[] }[] = [];
    socket.addEventListener("message", (message) => frames.push(JSON.parse(String(message.data))));
    try {
      const [first, second] = await list("photos");
      await send("DELETE", `/api/photos/${first.id}`);
      await send("POST", `/api/photos/trash/${first.id}/restore`);
      await expect.poll(() => frames.filter((frame) => frame.collection === "photos").length).toBe(2);
      const [afterDelete, afterRestore] = frames.filter((frame) => frame.collection === "photos");
      expect(afterDelete).toMatchObject({ type: "change", changes: [{ id: first.id, item: null, before: null }] });
      expect(afterRestore).toMatchObject({ type: "change", changes: [{ id: first.id, item: first, before: second.id }] });
      expect((await ids("photos"))[0]).toBe(first.id);
    } finally {
      socket.close();
    }
  });
});
