// The admin's writes (docs/product.md §4 "Writes are optimistic"): the list (or the profile) changes
// first, then the API is called; on failure the change is rolled back (an add removes the item, an
// update or a delete restores the previous list, a profile the previous profile) and the error is
// rethrown for the screen to show. Several items added at once (docs/product.md §16) join the list
// once stored, with the ids the server gave them. A delete sends the item to the trash, a restore
// brings it back in its place, a move changes the order of a list ordered by hand (docs/product.md
// §20): these take the place the API answers. When the API cannot be reached at all ("Mode local"),
// changes stay in this page only, with a warning.
import { COLLECTIONS, compareInOrder, isHandOrdered, type CollectionName, type Content, type Item } from "../../../shared/collections";
import type { Profile } from "../../../shared/profile";
import { useMemo } from "react";
import { api } from "../lib/api";
import { useData } from "./DataProvider";
import type { DataHolder } from "./remote";

/** An item as the forms send it: every field but the id. */
export type ItemFields<C extends CollectionName> = Omit<Item<C>, "id">;

/** An item and its place, as a restore and a move answer. */
export interface Placed<T> {
  item: T;
  before: number | null;
}

/** The calls behind the writes; tests pass fakes. */
export interface WriteApi {
  create<C extends CollectionName>(name: C, item: Item<C>): Promise<Item<C>>;
  createMany<C extends CollectionName>(name: C, items: ItemFields<C>[]): Promise<Item<C>[]>;
  update<C extends CollectionName>(name: C, id: number, item: Item<C>): Promise<Item<C>>;
  remove(name: CollectionName, id: number): Promise<void>;
  /** Resolve to the item as stored and the id of the item it now stands before (null: the last). */
  restore<C extends CollectionName>(name: C, id: number): Promise<Placed<Item<C>>>;
  move<C extends CollectionName>(name: C, id: number, before: number | null): Promise<Placed<Item<C>>>;
  saveProfile(profile: Profile): Promise<Profile>;
}

export const httpWriteApi: WriteApi = {
  create: (name, item) => api("POST", `/api/${name}`, { body: item }),
  createMany: (name, items) => api("POST", `/api/${name}/batch`, { body: { items } }),
  update: (name, id, item) => api("PUT", `/api/${name}/${id}`, { body: item }),
  remove: async (name, id) => {
    await api("DELETE", `/api/${name}/${id}`);
  },
  restore: (name, id) => api("POST", `/api/${name}/trash/${id}/restore`),
  move: (name, id, before) => api("POST", `/api/${name}/${id}/move`, { body: { before } }),
  saveProfile: (profile) => api("PUT", "/api/profile", { body: profile }),
};

/** The list in its collection's order, the same as D1's ORDER BY (events by date then id; one ordered by hand as it is). */
export function ordered<C extends CollectionName>(name: C, list: Content[C]): Content[C] {
  return [...list].sort(compareInOrder(COLLECTIONS[name])) as Content[C];
}

/** The list with `item` at `index` (or last), once. */
export function insertAt<T extends { id: number }>(list: readonly T[], item: T, index: number): T[] {
  const others = list.filter((other) => other.id !== item.id);
  others.splice(Math.min(index, others.length), 0, item);
  return others;
}

/** The list with the item `id` just before the item `before`, or last when `before` is null or not in the list. */
export function moveBefore<T extends { id: number }>(list: readonly T[], id: number, before: number | null): T[] {
  const moved = list.find((other) => other.id === id);
  if (!moved) return [...list];
  const others = list.filter((other) => other.id !== id);
  const at = others.findIndex((other) => other.id === before);
  return insertAt(others, moved, at < 0 ? others.length : at);
}

export interface Writes {
  /** Adds an item (id = Date.now(), docs/product.md §9); resolves to the item as stored (the server may change the id). */
  add<C extends CollectionName>(name: C, fields: ItemFields<C>): Promise<Item<C>>;
  /** Adds several items in one call, all or none; resolves to them as stored, in order. */
  addMany<C extends CollectionName>(name: C, items: ItemFields<C>[]): Promise<Item<C>[]>;
  /** Overwrites the item of that id with the fields; resolves to the item as stored. */
  update<C extends CollectionName>(name: C, id: number, fields: ItemFields<C>): Promise<Item<C>>;
  /** Sends the item of that id to the trash. */
  remove(name: CollectionName, id: number): Promise<void>;
  /** Brings an item of the trash back; `index`: where the page shows it until the API answers (its place before a delete), last by default. */
  restore<C extends CollectionName>(name: C, item: Item<C>, index?: number): Promise<void>;
  /** Puts the item just before the item `before`, or last when null (a list ordered by hand). */
  move(name: CollectionName, id: number, before: number | null): Promise<void>;
  /** Replaces the profile; resolves to the profile as stored. */
  saveProfile(profile: Profile): Promise<Profile>;
}

interface WriteOptions {
  store: DataStore;
  /** False in "Mode local": the API could not be reached, so nothing is sent. */
  isRemote: () => boolean;
  api?: WriteApi;
  now?: () => number;
}

const localOnly = (what: string) => console.warn(`Mode local : ${what} n'est enregistré que dans cette page (l'API est injoignable).`);

export function createWrites({ store, isRemote, api = httpWriteApi, now = Date.now }: WriteOptions): Writes {
  const replace = <C extends CollectionName>(name: C, fn: (list: Item<C>[]) => Item<C>[]) =>
    store.change(name, (list) => ordered(name, fn([...list] as Item<C>[]) as Content[C]));
  /** New items placed in a list without them: first in a list ordered by hand (the order then sorts the others). */
  const placed = <C extends CollectionName>(name: C, list: Item<C>[], items: Item<C>[]) =>
    isHandOrdered(COLLECTIONS[name]) ? [...items, ...list] : [...list, ...items];
  /** New items into the list, in place of any already there with the same id (a live snapshot may have brought them). */
  const join = <C extends CollectionName>(name: C, items: Item<C>[]) =>
    replace(name, (list) =>
      placed(
        name,
        list.filter((other) => !items.some((item) => item.id === other.id)),
        items,
      ),
    );
  /** The item the page added, as stored: in the place of its local copy, and never twice (a live snapshot may already hold it). */
  const stored = <C extends CollectionName>(name: C, localId: number, saved: Item<C>) =>
    replace(name, (list) => {
      if (!list.some((other) => other.id === localId)) return list.some((other) => other.id === saved.id) ? list : placed(name, list, [saved]);
      return list.filter((other) => other.id !== saved.id || other.id === localId).map((other) => (other.id === localId ? saved : other));
    });
  /**
   * A write the API answers with the item and its place (a restore, a move): the page shows `local`
   * at once, then the item where the site put it; a refusal gives the list back as it was and is rethrown.
   */
  const withPlace = async <C extends CollectionName>(name: C, what: string, local: (list: Item<C>[]) => Item<C>[], call: () => Promise<Placed<Item<C>>>) => {
    const previous = store.get(name);
    replace(name, local);
    if (!isRemote()) {
      localOnly(what);
      return;
    }
    try {
      const { item, before } = await call();
      const stored = (list: Item<C>[]) =>
        list.some((other) => other.id === item.id) ? list.map((other) => (other.id === item.id ? item : other)) : [...list, item];
      replace(name, (list) => moveBefore(stored(list), item.id, before));
    } catch (error) {
      store.set(name, previous);
      throw error;
    }
  };
  /** The last id a local add gave. */
  let lastId = 0;

  return {
    async add(name, fields) {
      // Never an id given before nor one of the list: several adds in one millisecond (photos added at once) must not replace one another.
      let id = Math.max(now(), lastId + 1);
      while (store.get(name).some((other) => other.id === id)) id += 1;
      lastId = id;
      const item = { ...fields, id } as Item<typeof name>;
      join(name, [item]);
      if (!isRemote()) {
        localOnly("l'ajout");
        return item;
      }
      try {
        const saved = await api.create(name, item);
        stored(name, item.id, saved);
        return saved;
      } catch (error) {
        replace(name, (list) => list.filter((other) => other.id !== item.id));
        throw error;
      }
    },

    async addMany(name, items) {
      if (!isRemote()) {
        const start = now();
        const local = items.map((fields, index) => ({ ...fields, id: start + index }) as Item<typeof name>);
        join(name, local);
        localOnly("l'ajout");
        return local;
      }
      // Not shown before it is stored: the server gives the ids, and a refusal leaves nothing to undo.
      const saved = await api.createMany(name, items);
      join(name, saved);
      return saved;
    },

    async update(name, id, fields) {
      const previous = store.get(name);
      const item = { ...fields, id } as Item<typeof name>;
      replace(name, (list) => list.map((other) => (other.id === id ? item : other)));
      if (!isRemote()) {
        localOnly("la modification");
        return item;
      }
      try {
        const saved = await api.update(name, id, item);
        replace(name, (list) => list.map((other) => (other.id === id ? saved : other)));
        return saved;
      } catch (error) {
        store.set(name, previous);
        throw error;
      }
    },

    async saveProfile(profile) {
      const previous = store.getProfile();
      store.setProfile(profile);
      if (!isRemote()) {
        localOnly("le profil");
        return profile;
      }
      try {
        const saved = await api.saveProfile(profile);
        store.setProfile(saved);
        return saved;
      } catch (error) {
        store.setProfile(previous);
        throw error;
      }
    },

    restore: (name, item, index) =>
      withPlace(
        name,
        "la restauration",
        (list) => insertAt(list, item, index ?? list.length),
        () => api.restore(name, item.id),
      ),

    move: (name, id, before) =>
      withPlace(
        name,
        "le déplacement",
        (list) => moveBefore(list, id, before),
        () => api.move(name, id, before),
      ),

    async remove(name, id) {
      const previous = store.get(name);
      replace(name, (list) => list.filter((other) => other.id !== id));
      if (!isRemote()) {
        localOnly("la suppression");
        return;
      }
      try {
        await api.remove(name, id);
      } catch (error) {
        store.set(name, previous);
        throw error;
      }
    },
  };
}

/** Where the writes read and change the lists and the profile. */
export interface DataStore {
  /** The list as last committed to the screen. */
  get<C extends CollectionName>(name: C): Content[C];
  /** Replaces a list. */
  set<C extends CollectionName>(name: C, list: Content[C]): void;
  /** Changes a list from its latest state (live changes may land between a write and its answer). */
  change<C extends CollectionName>(name: C, fn: (list: Content[C]) => Content[C]): void;
  /** The profile as last committed to the screen. */
  getProfile(): Profile;
  setProfile(profile: Profile): void;
}

/** The DataProvider's state as the writes see it. */
const storeOf = (holder: DataHolder): DataStore => ({
  get: (name) => holder.latest().content[name],
  set: (name, list) => holder.setContent((current) => ({ ...current, [name]: list })),
  change: (name, fn) => holder.setContent((current) => ({ ...current, [name]: fn(current[name]) })),
  getProfile: () => holder.latest().profile,
  setProfile: holder.setProfile,
});

/** The writes on the lists of the DataProvider around (the admin's). */
export function useWrites(): Writes {
  const { holder } = useData();
  return useMemo(() => createWrites({ store: storeOf(holder), isRemote: () => holder.latest().remoteAvailable }), [holder]);
}
