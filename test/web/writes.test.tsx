// The optimistic writes of docs/product.md §4: the list changes first, then the API; on failure an add
// removes the item, an update or a delete restores the previous list, and the error is rethrown.
// Several items added at once (§16) join the list once stored. A restore and a move (§20) show the
// list the API answers.
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type CollectionName, type Content, type EventItem, type Item, type PhotoItem, type VenueItem } from "../../shared/collections";
import { DataProvider, useData } from "../../web/src/data/DataProvider";
import type { DataStore } from "../../web/src/features/admin/writes";
import { DEFAULT_PROFILE } from "./profile";
import { createWrites, useWrites, type Placed, type WriteApi } from "../../web/src/features/admin/writes";
import { ApiError as ApiRequestError, api } from "../../web/src/lib/api";
import { errorMessage } from "../../web/src/lib/errorMessage";

const event = (id: number, date: string, name = `Soirée ${id}`): EventItem => ({
  id,
  name,
  date,
  time: "21:00 - 02:00",
  venue: "Canet-en-Roussillon",
  description: "Une soirée",
  image: "/media/event-club.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
});
const photo = (id: number): PhotoItem => ({ id, title: `Photo ${id}`, description: "Une photo", image: "/media/photo-01.webp" });
const venue = (id: number): VenueItem => ({ id, name: `Lieu ${id}`, location: "Perpignan", description: "Un lieu", image: "/media/venue-orbital.webp" });

function memoryStore(content: Content) {
  const state = { ...content, profile: DEFAULT_PROFILE };
  const store: DataStore = {
    getProfile: () => state.profile,
    setProfile: (profile) => {
      state.profile = profile;
    },
    get: (name) => state[name],
    set: (name, list) => {
      (state as Record<CollectionName, unknown>)[name] = list;
    },
    change: (name, fn) => {
      (state as Record<CollectionName, unknown>)[name] = fn(state[name]);
    },
  };
  return { state, store };
}

/** A promise settled by hand, to look at the list while the API call is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi() {
  return {
    create: vi.fn<WriteApi["create"]>(),
    createMany: vi.fn<WriteApi["createMany"]>(),
    update: vi.fn<WriteApi["update"]>(),
    remove: vi.fn<WriteApi["remove"]>(),
    restore: vi.fn<WriteApi["restore"]>(),
    move: vi.fn<WriteApi["move"]>(),
    saveProfile: vi.fn<WriteApi["saveProfile"]>(),
  };
}

const denied = () => new ApiRequestError("PERMISSION_DENIED", "Votre compte n'a pas le droit de modifier le contenu du site.", 403);

const base = (): Content => ({
  ...emptyContent(),
  events: [event(1, "2026-07-01"), event(2, "2026-08-01")],
  photos: [photo(10), photo(20)],
  venues: [venue(5)],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("add", () => {
  it("shows the item at once with id = Date.now(), then takes the server's item (its id may differ)", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<Item<"events">>();
    api.create.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api, now: () => 1_750_000_000_000 });
    const fields = { ...event(0, "2026-07-15", "Nouvelle"), id: undefined };
    delete (fields as Partial<EventItem>).id;

    const pending = writes.add("events", fields);
    // Optimistic: in the list before the API has answered, in date order.
    expect(state.events.map((e) => e.id)).toEqual([1, 1_750_000_000_000, 2]);
    expect(api.create).toHaveBeenCalledWith("events", { ...fields, id: 1_750_000_000_000 });

    call.resolve({ ...fields, id: 1_750_000_000_001 });
    await expect(pending).resolves.toMatchObject({ id: 1_750_000_000_001, name: "Nouvelle" });
    expect(state.events.map((e) => e.id)).toEqual([1, 1_750_000_000_001, 2]);
  });

  it("uses the current millisecond timestamp as id by default (docs/product.md §9)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T10:00:00Z"));
    const { store } = memoryStore(base());
    const api = fakeApi();
    api.create.mockImplementation(async (_name, item) => item);
    const writes = createWrites({ store, isRemote: () => true, api });
    const saved = await writes.add("photos", { title: "T", description: "D", image: "/media/photo-02.webp" });
    expect(saved.id).toBe(Date.parse("2026-06-15T10:00:00Z"));
  });

  it("on failure removes the added item and rethrows", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<Item<"photos">>();
    api.create.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api, now: () => 30 });
    const pending = writes.add("photos", { title: "Refusée", description: "D", image: "/media/photo-02.webp" });
    // Photos are ordered by hand: a new one goes first.
    expect(state.photos.map((p) => p.id)).toEqual([30, 10, 20]);
    call.reject(denied());
    await expect(pending).rejects.toMatchObject({ code: "PERMISSION_DENIED" });
    expect(state.photos.map((p) => p.id)).toEqual([10, 20]);
  });

  it("does not show the item twice when a live snapshot brought it first", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const stored = { id: 31, title: "Nouvelle", description: "D", image: "/media/photo-02.webp" };
    api.create.mockImplementation(async () => {
      // The Hub's snapshot lands before the POST's answer.
      store.set("photos", [photo(10), photo(20), stored]);
      return stored;
    });
    const writes = createWrites({ store, isRemote: () => true, api, now: () => 30 });
    await writes.add("photos", { title: "Nouvelle", description: "D", image: "/media/photo-02.webp" });
    expect(state.photos.map((p) => p.id)).toEqual([10, 20, 31]);
  });

  it("in Mode local keeps the item in the page only, with a warning, and calls no API", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const writes = createWrites({ store, isRemote: () => false, api, now: () => 99 });
    await writes.add("venues", { name: "Local", location: "Ici", description: "D", image: "/media/venue-orbital.webp" });
    expect(state.venues.map((v) => v.id)).toEqual([99, 5]);
    expect(api.create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Mode local"));
  });
});

describe("addMany", () => {
  const fields = (date: string) => {
    const { id: _id, ...rest } = event(0, date, "Répétée");
    return rest;
  };

  it("sends the items in one batch and shows them once stored, with the server's ids, in date order", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<Item<"events">[]>();
    api.createMany.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api });
    const items = [fields("2026-07-08"), fields("2026-07-15")];

    const pending = writes.addMany("events", items);
    expect(api.createMany).toHaveBeenCalledWith("events", items);
    // Nothing shown before the server has given the ids.
    expect(state.events.map((e) => e.id)).toEqual([1, 2]);
    call.resolve([
      { ...items[0], id: 40 },
      { ...items[1], id: 41 },
    ]);
    await expect(pending).resolves.toMatchObject([{ id: 40 }, { id: 41 }]);
    expect(state.events.map((e) => e.id)).toEqual([1, 40, 41, 2]);
  });

  it("does not show an item twice when a live snapshot brought them first", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const stored = [{ ...fields("2026-07-08"), id: 40 }];
    api.createMany.mockImplementation(async () => {
      store.set("events", [...base().events, ...stored]);
      return stored as never;
    });
    const writes = createWrites({ store, isRemote: () => true, api });
    await writes.addMany("events", [fields("2026-07-08")]);
    expect(state.events.map((e) => e.id)).toEqual([1, 40, 2]);
  });

  it("on failure leaves the list as it was and rethrows", async () => {
    const initial = base();
    const { state, store } = memoryStore(initial);
    const api = fakeApi();
    api.createMany.mockRejectedValue(denied());
    const writes = createWrites({ store, isRemote: () => true, api });
    await expect(writes.addMany("events", [fields("2026-07-08")])).rejects.toMatchObject({ code: "PERMISSION_DENIED" });
    expect(state.events).toBe(initial.events);
  });

  it("in Mode local keeps the items in the page only, with consecutive ids and a warning", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const writes = createWrites({ store, isRemote: () => false, api, now: () => 90 });
    await writes.addMany("events", [fields("2026-07-08"), fields("2026-07-15")]);
    expect(state.events.map((e) => e.id)).toEqual([1, 90, 91, 2]);
    expect(api.createMany).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Mode local"));
  });

  it("posts { items } to /api/{collection}/batch", async () => {
    const fetchMock = vi.fn(async () => json([{ ...fields("2026-07-08"), id: 40 }], 201));
    vi.stubGlobal("fetch", fetchMock);
    const { state, store } = memoryStore(base());
    const writes = createWrites({ store, isRemote: () => true });
    await writes.addMany("events", [fields("2026-07-08")]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/events/batch",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ items: [fields("2026-07-08")] }) }),
    );
    expect(state.events.map((e) => e.id)).toEqual([1, 40, 2]);
  });
});

describe("update", () => {
  it("changes the item first, then keeps the server's version", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<Item<"events">>();
    api.update.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api });
    const { id: _id, ...fields } = { ...event(1, "2026-09-01"), name: "Renommée" };
    const pending = writes.update("events", 1, fields);
    // Moved after event 2 by its new date, before any answer.
    expect(state.events.map((e) => [e.id, e.name])).toEqual([
      [2, "Soirée 2"],
      [1, "Renommée"],
    ]);
    expect(api.update).toHaveBeenCalledWith("events", 1, { ...fields, id: 1 });
    call.resolve({ ...fields, id: 1, name: "Renommée (serveur)" });
    await pending;
    expect(state.events.find((e) => e.id === 1)?.name).toBe("Renommée (serveur)");
  });

  it("on failure restores the previous list and rethrows", async () => {
    const initial = base();
    const { state, store } = memoryStore(initial);
    const api = fakeApi();
    api.update.mockRejectedValue(
      new ApiRequestError("VALIDATION_FAILED", "Certains champs sont invalides.", 400, [{ field: "date", message: "Date invalide" }]),
    );
    const writes = createWrites({ store, isRemote: () => true, api });
    const { id: _id, ...fields } = { ...photo(10), title: "Autre" };
    await expect(writes.update("photos", 10, fields)).rejects.toMatchObject({ code: "VALIDATION_FAILED", fields: [{ field: "date" }] });
    expect(state.photos).toBe(initial.photos);
  });

  it("in Mode local changes the page only, with a warning", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const writes = createWrites({ store, isRemote: () => false, api });
    const { id: _id, ...fields } = { ...venue(5), name: "Renommé" };
    await writes.update("venues", 5, fields);
    expect(state.venues[0].name).toBe("Renommé");
    expect(api.update).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("add to a list ordered by hand", () => {
  it("shows the item first, then the stored item in its place", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<Item<"photos">>();
    api.create.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api, now: () => 30 });
    const pending = writes.add("photos", { title: "Nouvelle", description: "D", image: "/media/photo-02.webp" });
    expect(state.photos.map((p) => p.id)).toEqual([30, 10, 20]);
    call.resolve({ ...photo(31), title: "Nouvelle" });
    await pending;
    expect(state.photos.map((p) => p.id)).toEqual([31, 10, 20]);
  });
});

describe("restore", () => {
  it("puts the item back where it was at once, then where the API says it stands", async () => {
    const { state, store } = memoryStore({ ...base(), photos: [photo(10), photo(30)] });
    const api = fakeApi();
    const call = deferred<Placed<Item<"photos">>>();
    api.restore.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api });
    const pending = writes.restore("photos", photo(20), 1);
    expect(state.photos.map((p) => p.id)).toEqual([10, 20, 30]);
    expect(api.restore).toHaveBeenCalledWith("photos", 20);
    call.resolve({ item: { ...photo(20), title: "Comme stockée" }, before: 10 });
    await pending;
    expect(state.photos.map((p) => p.id)).toEqual([20, 10, 30]);
    expect(state.photos[0].title).toBe("Comme stockée");
  });

  it("on failure gives the list back as it was and rethrows", async () => {
    const initial = base();
    const { state, store } = memoryStore(initial);
    const api = fakeApi();
    api.restore.mockRejectedValue(new ApiRequestError("EVENT_NOT_FOUND", "Cet élément n’est plus dans la corbeille.", 404));
    const writes = createWrites({ store, isRemote: () => true, api });
    await expect(writes.restore("events", event(3, "2026-07-15"), 1)).rejects.toMatchObject({ code: "EVENT_NOT_FOUND" });
    expect(state.events).toBe(initial.events);
  });

  it("posts to /api/{collection}/trash/{id}/restore", async () => {
    const fetchMock = vi.fn(async () => json({ item: photo(20), before: 10 }, 200));
    vi.stubGlobal("fetch", fetchMock);
    const { state, store } = memoryStore(base());
    await createWrites({ store, isRemote: () => true }).restore("photos", photo(20), 0);
    expect(fetchMock).toHaveBeenCalledWith("/api/photos/trash/20/restore", expect.objectContaining({ method: "POST" }));
    expect(state.photos.map((p) => p.id)).toEqual([20, 10]);
  });
});

describe("move", () => {
  const three = () => ({ ...base(), photos: [photo(10), photo(20), photo(30)] });

  it("reorders the list at once, before the item named or last, then where the API says it stands", async () => {
    const { state, store } = memoryStore(three());
    const api = fakeApi();
    const call = deferred<Placed<Item<"photos">>>();
    api.move.mockReturnValue(call.promise as never);
    const writes = createWrites({ store, isRemote: () => true, api });
    const pending = writes.move("photos", 30, 10);
    expect(state.photos.map((p) => p.id)).toEqual([30, 10, 20]);
    expect(api.move).toHaveBeenCalledWith("photos", 30, 10);
    // Another page moved 20 meanwhile: the site's answer places 30 before it.
    call.resolve({ item: photo(30), before: 20 });
    await pending;
    expect(state.photos.map((p) => p.id)).toEqual([10, 30, 20]);

    api.move.mockResolvedValue({ item: photo(30), before: null } as never);
    const last = writes.move("photos", 30, null);
    expect(state.photos.map((p) => p.id)).toEqual([10, 20, 30]);
    await last;
    expect(state.photos.map((p) => p.id)).toEqual([10, 20, 30]);
  });

  it("on failure gives the order back and rethrows", async () => {
    const initial = three();
    const { state, store } = memoryStore(initial);
    const api = fakeApi();
    api.move.mockRejectedValue(denied());
    const writes = createWrites({ store, isRemote: () => true, api });
    await expect(writes.move("photos", 10, null)).rejects.toMatchObject({ code: "PERMISSION_DENIED" });
    expect(state.photos).toBe(initial.photos);
  });

  it("in Mode local reorders the page only, with a warning", async () => {
    const { state, store } = memoryStore(three());
    const api = fakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await createWrites({ store, isRemote: () => false, api }).move("photos", 10, 30);
    expect(state.photos.map((p) => p.id)).toEqual([20, 10, 30]);
    expect(api.move).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Mode local"));
  });

  it("posts { before } to /api/{collection}/{id}/move", async () => {
    const fetchMock = vi.fn(async () => json({ item: photo(20), before: 10 }, 200));
    vi.stubGlobal("fetch", fetchMock);
    const { store } = memoryStore(base());
    await createWrites({ store, isRemote: () => true }).move("photos", 20, 10);
    expect(fetchMock).toHaveBeenCalledWith("/api/photos/20/move", expect.objectContaining({ method: "POST", body: JSON.stringify({ before: 10 }) }));
  });
});

describe("remove", () => {
  it("takes the item out first", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const call = deferred<void>();
    api.remove.mockReturnValue(call.promise);
    const writes = createWrites({ store, isRemote: () => true, api });
    const pending = writes.remove("events", 2);
    expect(state.events.map((e) => e.id)).toEqual([1]);
    expect(api.remove).toHaveBeenCalledWith("events", 2);
    call.resolve();
    await pending;
    expect(state.events.map((e) => e.id)).toEqual([1]);
  });

  it("on failure restores the previous list and rethrows", async () => {
    const initial = base();
    const { state, store } = memoryStore(initial);
    const api = fakeApi();
    api.remove.mockRejectedValue(new ApiRequestError("VENUE_NOT_FOUND", "Ce lieu n'existe plus.", 404));
    const writes = createWrites({ store, isRemote: () => true, api });
    await expect(writes.remove("venues", 5)).rejects.toMatchObject({ code: "VENUE_NOT_FOUND", message: "Ce lieu n'existe plus." });
    expect(state.venues).toBe(initial.venues);
  });

  it("in Mode local removes from the page only, with a warning", async () => {
    const { state, store } = memoryStore(base());
    const api = fakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const writes = createWrites({ store, isRemote: () => false, api });
    await writes.remove("photos", 10);
    expect(state.photos.map((p) => p.id)).toEqual([20]);
    expect(api.remove).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("api", () => {
  it("sends JSON with the session cookie and answers the body", async () => {
    const fetchMock = vi.fn(async () => json({ id: 1 }, 201));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("POST", "/api/photos", { body: { title: "T" } })).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/photos", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ title: "T" }),
    });
  });

  it("turns an error answer into an ApiError with the code, the French message and the fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "name", message: "Ce champ est obligatoire" }] }, 400),
      ),
    );
    const error = await api("PUT", "/api/events/1", { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", status: 400, message: "Certains champs sont invalides.", fields: [{ field: "name" }] });
  });

  it("says the server is unreachable when the request cannot be made", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await api("DELETE", "/api/events/1").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "NETWORK_ERROR" });
    expect(errorMessage(error)).toContain("injoignable");
  });

  it("accepts an empty 204 answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api("DELETE", "/api/events/1")).resolves.toBeNull();
  });
});

describe("through the DataProvider", () => {
  const wrapper = (initial: Content) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <DataProvider initial={initial} profile={DEFAULT_PROFILE} live={false}>
          {children}
        </DataProvider>
      );
    };

  it("exposes add, update and remove, and rolls a refused add back", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => ({ ...useData(), ...useWrites() }), { wrapper: wrapper(base()) });
    expect(typeof result.current.update).toBe("function");
    expect(typeof result.current.remove).toBe("function");

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.add("photos", { title: "Refusée", description: "D", image: "/media/photo-03.webp" }).catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.photos.map((p) => p.title)).toContain("Refusée"));
    expect(fetchMock).toHaveBeenCalledWith("/api/photos", expect.objectContaining({ method: "POST" }));
    await act(async () => {
      answer(json({ error: "PERMISSION_DENIED", message: "Votre compte n'a pas le droit de modifier le contenu du site." }, 403));
      await expect(pending).resolves.toMatchObject({ code: "PERMISSION_DENIED" });
    });
    expect(result.current.photos.map((p) => p.id)).toEqual([10, 20]);
  });

  it("restores the list after a refused delete", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "STORE_UNAVAILABLE", message: "Le stockage est momentanément indisponible." }, 503)),
    );
    const { result } = renderHook(() => ({ ...useData(), ...useWrites() }), { wrapper: wrapper(base()) });
    await act(async () => {
      await expect(result.current.remove("events", 1)).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    });
    expect(result.current.events.map((e) => e.id)).toEqual([1, 2]);
  });
});
