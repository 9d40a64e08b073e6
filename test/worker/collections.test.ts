// The collections' descriptions drive everything: a fourth collection defined here, from its
// description alone, goes through the store, the router and the live changes; and every
// described collection has its D1 table and its default content.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES, COLLECTIONS, defineCollection, tableColumns } from "../../shared/collections";
import { imageField, linkField, textField } from "../../shared/fields";
import { itemSchema } from "../../shared/validation";
import { collectionRoutes } from "../../worker/collections/routes";
import { CollectionStore } from "../../worker/collections/store";
import type { AppEnv } from "../../worker/env";
import { handleError } from "../../worker/lib/errors";
import { adminHeaders, call, ORIGIN } from "./helpers";

const playlists = defineCollection({
  name: "playlists",
  fields: {
    title: textField("Titre", 120, { placeholder: "Sunset Mix #1" }),
    link: linkField("Lien d’écoute"),
    image: imageField(),
  },
  orderBy: ["title", "id"],
  titleField: "title",
  adminList: { layout: "grid" },
  words: {
    plural: "Playlists",
    showAll: "Voir toutes les playlists",
  },
});
const playlistNotFound = { code: "PLAYLIST_NOT_FOUND", message: "Cette playlist n'existe plus." } as const;

/** The table a migration would create for it. */
const createPlaylistsTable = () =>
  env.DB.exec(
    "CREATE TABLE playlists (id INTEGER PRIMARY KEY, title TEXT NOT NULL, link TEXT DEFAULT NULL, image TEXT NOT NULL, updatedAt INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0, deletedAt INTEGER DEFAULT NULL)",
  );

/** The router of the collection alone, answered as the Worker answers (its error handler), with a real waitUntil. */
async function request(path: string, init: { method?: string; body?: unknown } = {}) {
  const app = new Hono<AppEnv>().route("/api/playlists", collectionRoutes(playlists, playlistNotFound)).onError(handleError);
  const headers = { origin: ORIGIN, "content-type": "application/json", ...(await adminHeaders()) };
  const ctx = createExecutionContext();
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const res = await app.request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A page's socket on the Hub, with every frame it receives. */
async function liveFrames() {
  const res = await call("/api/live", { headers: { upgrade: "websocket" } });
  const socket = res.webSocket!;
  socket.accept();
  const frames: { type: string; collection: string; changes: { id: number; item: { title: string } | null }[] }[] = [];
  socket.addEventListener("message", (event) => frames.push(JSON.parse(String(event.data))));
  return { frames, close: () => socket.close() };
}

describe("a collection defined by its description alone", () => {
  it("is stored, listed in its order, updated and deleted by the store", async () => {
    await createPlaylistsTable();
    const store = new CollectionStore(env.DB, playlists);
    const b = await store.insert({ title: "B-side", link: null, image: "/media/photo-01.webp" });
    const a = await store.insert({ title: "A-side", link: "https://example.com/a", image: "/media/photo-02.webp" });
    expect((await store.list()).map((item) => item.title)).toEqual(["A-side", "B-side"]);
    const changed = await store.update(b.id, { title: "C-side", link: null, image: "/media/photo-01.webp" });
    expect(changed).toMatchObject({ id: b.id, title: "C-side", revision: 1 });
    expect((await store.list()).map((item) => item.title)).toEqual(["A-side", "C-side"]);
    expect((await store.remove(a.id))?.title).toBe("A-side");
    expect(await store.remove(a.id)).toBeNull();
  });

  it("gets the API's create, list, read, update and delete, its validation and its not-found words, and live changes", async () => {
    await createPlaylistsTable();
    const live = await liveFrames();
    try {
      const created = await request("/api/playlists", { method: "POST", body: { title: "Sunset Mix", link: " ", image: "/media/photo-01.webp" } });
      expect(created.status).toBe(201);
      const playlist = (await created.json()) as { id: number; title: string; link: string | null };
      expect(playlist).toMatchObject({ title: "Sunset Mix", link: null });

      expect(await (await request("/api/playlists")).json()).toEqual([playlist]);
      expect(await (await request(`/api/playlists/${playlist.id}`)).json()).toEqual(playlist);

      const updated = await request(`/api/playlists/${playlist.id}`, {
        method: "PUT",
        body: { title: "Sunrise Mix", link: "https://example.com/m", image: "/media/photo-01.webp" },
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ id: playlist.id, title: "Sunrise Mix", link: "https://example.com/m" });

      const refused = await request("/api/playlists", { method: "POST", body: { title: "", link: "ftp://x", image: "/media/photo-01.webp" } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: "VALIDATION_FAILED",
        fields: [
          { field: "title", message: "Ce champ est obligatoire" },
          { field: "link", message: "Lien invalide (http:// ou https://)" },
        ],
      });

      expect((await request(`/api/playlists/${playlist.id}`, { method: "DELETE" })).status).toBe(204);
      const gone = await request(`/api/playlists/${playlist.id}`, { method: "DELETE" });
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ error: "PLAYLIST_NOT_FOUND", message: "Cette playlist n'existe plus." });

      // One change per committed write, in order, each the item as it is now (null: gone to the trash).
      await expect.poll(() => live.frames.filter((frame) => frame.collection === "playlists").length).toBe(3);
      const changes = live.frames.filter((frame) => frame.collection === "playlists");
      expect(changes.every((frame) => frame.type === "change")).toBe(true);
      expect(changes.map((frame) => frame.changes.map((change) => [change.id, change.item?.title ?? null]))).toEqual([
        [[playlist.id, "Sunset Mix"]],
        [[playlist.id, "Sunrise Mix"]],
        [[playlist.id, null]],
      ]);
    } finally {
      live.close();
    }
  });
});

describe.each(COLLECTION_NAMES)("the collection %s", (name) => {
  const description = COLLECTIONS[name];

  it("has a D1 table with exactly the description's columns and the store's", async () => {
    const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY cid`).bind(name).all<{ name: string }>();
    expect(results.map((column) => column.name).sort()).toEqual(tableColumns(description).sort());
  });

  it("has default content that meets its rules, exactly as the migrations stored it", async () => {
    const defaults = (await import(`../../shared/default-content/${name}.json`)).default as { id: number }[];
    expect(defaults.length).toBeGreaterThan(0);
    for (const item of defaults) expect(itemSchema(description).parse(item)).toEqual(item);
    const byId = (x: { id: number }, y: { id: number }) => x.id - y.id;
    const stored = await new CollectionStore(env.DB, description).list();
    // Stamped as changed when created, never since.
    expect([...stored].sort(byId)).toEqual([...defaults].sort(byId).map((item) => ({ ...item, updatedAt: item.id, revision: 0 })));
  });
});
