// The Hub in workerd: the WebSocket upgrade, one change message per committed write (the items it
// changed, never the whole list), dead sockets dropped.
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../shared/profile";
import { parseLiveMessage, type ChangeMessage, type LiveMessage, type ProfileMessage, type VersionMessage } from "../../shared/live";
import { COLLECTION_NAMES, COLLECTIONS, isHandOrdered, type CollectionName } from "../../shared/collections";
import { tableOf } from "../../worker/collections/store";
import { readContentVersion } from "../../worker/content/version";
import { contentHub, Hub } from "../../worker/live/hub";
import { adminHeaders, call, insertEvents } from "./helpers";

const samples = {
  events: {
    name: "Sunset Session",
    date: "2026-07-14",
    time: "19:00 - 01:00",
    venue: "La Plage, Canet-en-Roussillon",
    description: "House et disco face à la mer.",
    image: "https://images.example.com/sunset.jpg",
  },
  photos: { title: "Aux platines", description: "Un soir d'été.", image: "/media/photo-01.webp" },
  venues: { name: "Le Phare", location: "Perpignan", description: "Bar à cocktails.", image: "https://images.example.com/phare.jpg" },
} as const;

// Waits end as soon as what they wait for comes: the limit is only for a failure, and a busy machine
// may take seconds to deliver a message.
const WAIT_MS = 20_000;

/** A page's live socket: keeps every message so a test can wait for the one it expects. */
class LiveClient {
  private readonly received: LiveMessage[] = [];
  private readonly waiters = new Set<() => void>();
  /** Every frame as it came, for its size. */
  readonly frames: string[] = [];

  constructor(readonly socket: WebSocket) {
    socket.addEventListener("message", (event) => {
      this.frames.push(String(event.data));
      const message = parseLiveMessage(String(event.data));
      if (!message) return;
      this.received.push(message);
      for (const wake of this.waiters) wake();
    });
  }

  /** The first change message (since the last message taken) that satisfies `match`, or a timeout error. */
  next(match: (message: ChangeMessage) => boolean): Promise<ChangeMessage> {
    return this.take((message): message is ChangeMessage => message.type === "change" && match(message));
  }

  /** The version message sent on connect. */
  nextVersion(): Promise<VersionMessage> {
    return this.take((message): message is VersionMessage => message.type === "version");
  }

  /** The first profile message since the last message taken. */
  nextProfile(): Promise<ProfileMessage> {
    return this.take((message): message is ProfileMessage => message.type === "profile");
  }

  private take<M extends LiveMessage>(match: (message: LiveMessage) => message is M): Promise<M> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.received.findIndex(match);
        if (index < 0) return;
        const [message] = this.received.splice(0, index + 1).slice(-1);
        cleanup();
        resolve(message as M);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching message within ${WAIT_MS} ms`));
      }, WAIT_MS);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }
}

const open: WebSocket[] = [];

async function connect(): Promise<LiveClient> {
  const res = await call("/api/live", { headers: { upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  socket.accept();
  open.push(socket);
  return new LiveClient(socket);
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const socket of open.splice(0)) socket.close();
});

const socketCount = () => runInDurableObject(contentHub(env), (_hub: Hub, state) => state.getWebSockets().length);

/** Polls a condition of the Hub's state until it holds (the closing handshake is asynchronous). */
async function eventually(condition: () => Promise<boolean>) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function write(method: string, path: string, body?: object) {
  return call(path, { method, body, headers: await adminHeaders() });
}

async function currentList(collection: CollectionName) {
  return (await (await call(`/api/${collection}`)).json()) as { id: number; description: string; date?: string }[];
}

/** The item as the API reads it now. */
const currentItem = async (collection: CollectionName, id: number) => (await call(`/api/${collection}/${id}`)).json();

/** The change a page must get for this item now: as the API reads it, and in a list ordered by hand the item it stands before. */
async function currentChange(collection: CollectionName, id: number) {
  const list = await currentList(collection);
  const index = list.findIndex((item) => item.id === id);
  const item = index < 0 ? null : list[index];
  if (!isHandOrdered(COLLECTIONS[collection])) return { id, item };
  return { id, item, before: index < 0 ? null : (list[index + 1]?.id ?? null) };
}

/** A message about this item of the collection. */
const about = (collection: CollectionName, id: number) => (message: ChangeMessage) =>
  message.collection === collection && message.changes.some((change) => change.id === id);

describe("GET /api/live", () => {
  it("answers 426 UPGRADE_REQUIRED in French to a request that is not a WebSocket upgrade", async () => {
    const res = await call("/api/live");
    expect(res.status).toBe(426);
    expect(res.headers.get("upgrade")).toBe("websocket");
    expect(await res.json()).toEqual({ error: "UPGRADE_REQUIRED", message: "Cette adresse attend une connexion WebSocket." });
  });

  it("accepts the upgrade, sends the content's version on connect and answers ping with pong", async () => {
    const client = await connect();
    expect(await client.nextVersion()).toEqual({ type: "version", version: await readContentVersion(env.DB) });
    const frames: string[] = [];
    client.socket.addEventListener("message", (event) => {
      frames.push(String(event.data));
    });
    const pong = new Promise((resolve) => client.socket.addEventListener("message", resolve, { once: true }));
    client.socket.send("ping");
    await pong;
    expect(frames).toEqual(["pong"]);
    expect(await socketCount()).toBe(1);
  });

  it("names on connect the version of the newest write, without reading D1 for it once known", async () => {
    const first = await connect();
    const { version } = await first.nextVersion();
    const created = await write("POST", "/api/photos", samples.photos);
    const { id } = (await created.json()) as { id: number };
    const change = await first.next(about("photos", id));
    expect(change.version).toBe(await readContentVersion(env.DB));
    expect(change.version).toBeGreaterThan(version);

    const prepare = vi.spyOn(Object.getPrototypeOf(env.DB) as D1Database, "prepare");
    const second = await connect();
    expect((await second.nextVersion()).version).toBe(change.version);
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe("the content's version", () => {
  it.each(["events", "photos", "venues"] as const)("grows with every insert, update and delete of %s, whatever writes them", async (collection) => {
    const versions = [await readContentVersion(env.DB)];
    await env.DB.prepare(`UPDATE ${collection} SET description = 'SQL' WHERE id = (SELECT MIN(id) FROM ${collection})`).run();
    versions.push(await readContentVersion(env.DB));
    await env.DB.prepare(`DELETE FROM ${collection} WHERE id = (SELECT MIN(id) FROM ${collection})`).run();
    versions.push(await readContentVersion(env.DB));
    const created = await write("POST", `/api/${collection}`, samples[collection]);
    expect(created.status).toBe(201);
    versions.push(await readContentVersion(env.DB));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("grows when the profile is saved", async () => {
    const before = await readContentVersion(env.DB);
    const profile = (await (await call("/api/profile")).json()) as Profile;
    expect((await write("PUT", "/api/profile", { ...profile, phone: "0711223344" })).status).toBe(200);
    expect(await readContentVersion(env.DB)).toBeGreaterThan(before);
  });

  it("has a trigger for every change of every collection", async () => {
    const { results } = await env.DB.prepare("SELECT tbl_name AS name, sql FROM sqlite_master WHERE type = 'trigger'").all<{ name: string; sql: string }>();
    for (const table of [...COLLECTION_NAMES, "profile"]) {
      for (const change of ["INSERT", "UPDATE", "DELETE"]) {
        expect(results.some(({ name, sql }) => name === table && sql.includes(`AFTER ${change} ON ${table}`) && sql.includes("content_version"))).toBe(true);
      }
    }
  });
});

describe.each(["events", "photos", "venues"] as const)("live changes of %s", (collection) => {
  it("reach every open socket after a create, an update and a delete, with the item as it is now", async () => {
    const pages = [await connect(), await connect()];

    const created = await write("POST", `/api/${collection}`, samples[collection]);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const message of await Promise.all(pages.map((page) => page.next(about(collection, id))))) {
      expect(message).toEqual({ type: "change", collection, changes: [await currentChange(collection, id)], version: await readContentVersion(env.DB) });
    }

    const changed = { ...samples[collection], description: "Texte modifié" };
    expect((await write("PUT", `/api/${collection}/${id}`, changed)).status).toBe(200);
    for (const message of await Promise.all(pages.map((page) => page.next(about(collection, id))))) {
      expect(message.changes).toEqual([await currentChange(collection, id)]);
      expect(message.changes[0].item).toMatchObject({ description: "Texte modifié" });
    }

    // Gone to the trash: the item is null, and the pages drop it.
    expect((await write("DELETE", `/api/${collection}/${id}`)).status).toBe(204);
    for (const message of await Promise.all(pages.map((page) => page.next(about(collection, id))))) {
      expect(message.changes).toEqual([isHandOrdered(COLLECTIONS[collection]) ? { id, item: null, before: null } : { id, item: null }]);
    }
  });
});

it("sends an event without a place: its date gives it", async () => {
  const page = await connect();
  const created = await write("POST", "/api/events", { ...samples.events, date: "2020-01-01" });
  const { id } = (await created.json()) as { id: number };
  const [change] = (await page.next(about("events", id))).changes;
  expect(change).toEqual({ id, item: await currentItem("events", id) });
  expect(change).not.toHaveProperty("before");
});

it("ends on the item's latest state when writes come at the same time", async () => {
  const page = await connect();
  const created = await write("POST", "/api/photos", samples.photos);
  const { id } = (await created.json()) as { id: number };
  await page.next(about("photos", id));
  const titles = ["Un", "Deux", "Trois"];
  const answers = await Promise.all(titles.map((title) => write("PUT", `/api/photos/${id}`, { ...samples.photos, title })));
  expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);

  // One message per write; the last one sent holds the item as the last write left it.
  let last!: ChangeMessage;
  for (let count = 0; count < titles.length; count++) last = await page.next(about("photos", id));
  expect(last.changes).toEqual([await currentChange("photos", id)]);
  expect(last.version).toBe(await readContentVersion(env.DB));
});

describe("what a live message carries", () => {
  it("is one change with the item and the version after a PUT, under 2 KB with 400 events in the table", async () => {
    await insertEvents({ count: 400, firstId: 5_000_000_000_000, firstDate: "2027-01-01" });
    const page = await connect();
    await page.nextVersion();
    const id = 5_000_000_000_123;
    expect((await write("PUT", `/api/events/${id}`, { ...samples.events, name: "Renommée" })).status).toBe(200);
    const message = await page.next(about("events", id));
    expect(message).toEqual({
      type: "change",
      collection: "events",
      changes: [{ id, item: expect.objectContaining({ id, name: "Renommée" }) }],
      version: await readContentVersion(env.DB),
    });
    const frame = page.frames.find((text) => text.includes('"change"'))!;
    expect(new TextEncoder().encode(frame).length).toBeLessThan(2048);
  });

  it("says a DELETE with a null item", async () => {
    const page = await connect();
    const [first] = await currentList("events");
    expect((await write("DELETE", `/api/events/${first.id}`)).status).toBe(204);
    expect((await page.next(about("events", first.id))).changes).toEqual([{ id: first.id, item: null }]);
  });

  it("says where a moved photo now stands", async () => {
    const page = await connect();
    const [a, b, c] = await currentList("photos");
    expect((await write("POST", `/api/photos/${c.id}/move`, { before: b.id })).status).toBe(200);
    expect((await page.next(about("photos", c.id))).changes).toEqual([{ id: c.id, item: await currentItem("photos", c.id), before: b.id }]);
    expect((await currentList("photos")).slice(0, 3).map((item) => item.id)).toEqual([a.id, c.id, b.id]);
  });

  it("sends a batch of 3 as 3 changes in one message", async () => {
    const page = await connect();
    const items = ["2031-01-03", "2031-01-10", "2031-01-17"].map((date) => ({ ...samples.events, date }));
    const created = await write("POST", "/api/events/batch", { items });
    expect(created.status).toBe(201);
    const ids = ((await created.json()) as { id: number }[]).map((item) => item.id);
    const message = await page.next(about("events", ids[0]));
    expect(message.changes.map((change) => change.id)).toEqual(ids);
    expect(message.changes.map((change) => change.item)).toEqual(await Promise.all(ids.map((id) => currentItem("events", id))));
    expect(page.frames.filter((text) => text.includes('"change"'))).toHaveLength(1);
  });
});

describe("live profile", () => {
  it("reaches every open socket with the whole saved profile, once per save, the latest last", async () => {
    const [first, second] = [await connect(), await connect()];
    const profile = (await (await call("/api/profile")).json()) as Profile;
    expect((await write("PUT", "/api/profile", { ...profile, phone: "0711223344" })).status).toBe(200);
    expect((await write("PUT", "/api/profile", { ...profile, phone: "0722334455", services: [{ icon: "music", label: "Mixes" }] })).status).toBe(200);
    for (const client of [first, second]) {
      // Each refresh reads the profile as it is when it runs: the first may already read the second save.
      expect(["07 11 22 33 44", "07 22 33 44 55"]).toContain((await client.nextProfile()).profile.phone);
      const last = await client.nextProfile();
      expect(last.profile).toEqual({ ...profile, phone: "07 22 33 44 55", services: [{ icon: "music", label: "Mixes" }] });
    }
  });
});

describe("dead sockets", () => {
  it("forgets a socket the page closed, and keeps serving the others", async () => {
    const [leaving, staying] = [await connect(), await connect()];
    expect(await socketCount()).toBe(2);

    leaving.socket.close(1000, "bye");
    await eventually(async () => (await socketCount()) === 1);

    const [photo] = await currentList("photos");
    expect(await contentHub(env).refresh(tableOf(COLLECTIONS.photos), [photo.id])).toBe(1);
    await staying.next((message) => message.collection === "photos");
  });

  it("closes a socket whose send throws and still reaches the others", async () => {
    const pages = [await connect(), await connect()];
    const closes = pages.map((page) => new Promise<number>((resolve) => page.socket.addEventListener("close", (event) => resolve(event.code))));
    const [venue] = await currentList("venues");
    const reached = await runInDurableObject(contentHub(env), async (hub: Hub, state) => {
      const [broken] = state.getWebSockets();
      vi.spyOn(broken, "send").mockImplementation(() => {
        throw new Error("connection lost");
      });
      return hub.refresh(tableOf(COLLECTIONS.venues), [venue.id]);
    });
    expect(reached).toBe(1);
    // Either page may be the broken one: one gets the change, the other is closed with 1011.
    const outcomes = await Promise.all(
      pages.map((page, index) =>
        Promise.race([page.next((message) => message.collection === "venues").then(() => "updated"), closes[index].then((code) => `closed ${code}`)]),
      ),
    );
    expect(outcomes.sort()).toEqual(["closed 1011", "updated"]);
    await eventually(async () => (await socketCount()) === 1);
  });
});

/** Replaces the Hub as the Worker reaches it (a rejection crossing a real DO call leaks in the test pool). */
function hubAnswers(refresh: () => Promise<number>) {
  const namespace = Object.getPrototypeOf(env.HUB) as DurableObjectNamespace;
  vi.spyOn(namespace, "getByName").mockReturnValue({ refresh } as unknown as DurableObjectStub);
}

describe("a failing Hub", () => {
  it("never fails the write", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    hubAnswers(async () => {
      throw new Error("Hub down");
    });

    const created = await write("POST", "/api/photos", samples.photos);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await currentList("photos")).some((item) => item.id === id)).toBe(true);
    await eventually(async () => logged.mock.calls.some(([text]) => String(text).startsWith("Live update of photos failed")));
  });

  it("never delays the write", async () => {
    // The Hub answers only once the write has: a write that waited for it would never end.
    let finished = false;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    hubAnswers(() => held.then(() => ((finished = true), 0)));

    const created = await write("POST", "/api/venues", samples.venues);
    expect(created.status).toBe(201);
    expect(finished).toBe(false);
    answer();
    await eventually(async () => finished);
  });
});
