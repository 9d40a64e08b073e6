// The admin's writes (docs/product.md §4 "Writes are optimistic"): the list (or the profile) changes first, then the
// API is called; a refusal rolls the change back and is rethrown for the screen to show. When the API cannot be
// reached at all ("Mode local"), changes stay in this page only, with a warning.
import { COLLECTIONS, compareInOrder, isHandOrdered, type CollectionName, type Content, type Item } from "../../../../shared/collections";
import type { Profile } from "../../../../shared/profile";
import { useMemo } from "react";
import { api } from "../../lib/api";
import { useData } from "../../data/DataProvider";
import type { DataHolder } from "../../data/remote";

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
  /** An item the site stored on its own (a review published from « À valider »): into the list at once, never twice. */
  received<C extends CollectionName>(name: C, item: Item<C>): void;
}

interface WriteOptions {
  store: DataStore;
  /** False in "Mode local": the API could not be reached, so nothing is sent. */
  isRemote: () => boolean;
  api?: WriteApi;
  now?: () => number;
}

/** What every write shares: the options, filled in, and the last id a local add gave. */
interface WriteContext extends Required<WriteOptions> {
  lastId: number;
}

/** "Mode local": the change stays in this page, and the console says so. */
const localOnly = (what: string) => console.warn(`Mode local : ${what} n'est enregistré que dans cette page (l'API est injoignable).`);

/** Changes a list from its latest state, then puts it back in its collection's order. */
const replace = <C extends CollectionName>({ store }: WriteContext, name: C, fn: (list: Item<C>[]) => Item<C>[]) =>
  store.change(name, (list) => ordered(name, fn([...list] as Item<C>[]) as Content[C]));

/** New items placed in a list without them: first in a list ordered by hand (the order then sorts the others). */
const placed = <C extends CollectionName>(name: C, list: Item<C>[], items: Item<C>[]) =>
  isHandOrdered(COLLECTIONS[name]) ? [...items, ...list] : [...list, ...items];

/** New items into the list, in place of any already there with the same id (a live snapshot may have brought them). */
const join = <C extends CollectionName>(context: WriteContext, name: C, items: Item<C>[]) =>
  replace(context, name, (list) =>
    placed(
      name,
      list.filter((other) => !items.some((item) => item.id === other.id)),
      items,
    ),
  );

/** The item the page added, as stored: in the place of its local copy, and never twice (a live snapshot may already hold it). */
const stored = <C extends CollectionName>(context: WriteContext, name: C, localId: number, saved: Item<C>) =>
  replace(context, name, (list) => {
    if (!list.some((other) => other.id === localId)) return list.some((other) => other.id === saved.id) ? list : placed(name, list, [saved]);
    return list.filter((other) => other.id !== saved.id || other.id === localId).map((other) => (other.id === localId ? saved : other));
  });

/** The list with `item` in the place of the item of its id, or last when it has none. */
const withItem = <C extends CollectionName>(list: Item<C>[], item: Item<C>) =>
  list.some((other) => other.id === item.id) ? list.map((other) => (other.id === item.id ? item : other)) : [...list, item];

/**
 * A write the API answers with the item and its place (a restore, a move; docs/product.md §20): the page shows `local`
 * at once, then the item where the site put it; a refusal gives the list back as it was and is rethrown.
 */
async function withPlace<C extends CollectionName>(
  context: WriteContext,
  name: C,
  what: string,
  local: (list: Item<C>[]) => Item<C>[],
  call: () => Promise<Placed<Item<C>>>,
) {
  const previous = context.store.get(name);
  replace(context, name, local);
  if (!context.isRemote()) {
    localOnly(what);
    return;
  }
  try {
    const { item, before } = await call();
    replace(context, name, (list) => moveBefore(withItem(list, item), item.id, before));
  } catch (error) {
    context.store.set(name, previous);
    throw error;
  }
}

/** A new local id, never one given before nor one of the list: several adds in one millisecond (photos added at once) must not replace one another. */
function localId(context: WriteContext, name: CollectionName) {
  let id = Math.max(context.now(), context.lastId + 1);
  while (context.store.get(name).some((other) => other.id === id)) id += 1;
  context.lastId = id;
  return id;
}

async function addItem<C extends CollectionName>(context: WriteContext, name: C, fields: ItemFields<C>): Promise<Item<C>> {
  const item = { ...fields, id: localId(context, name) } as Item<C>;
  join(context, name, [item]);
  if (!context.isRemote()) {
    localOnly("l'ajout");
    return item;
  }
  try {
    const saved = await context.api.create(name, item);
    stored(context, name, item.id, saved);
    return saved;
  } catch (error) {
    replace(context, name, (list) => list.filter((other) => other.id !== item.id));
    throw error;
  }
}

async function addItems<C extends CollectionName>(context: WriteContext, name: C, items: ItemFields<C>[]): Promise<Item<C>[]> {
  if (!context.isRemote()) {
    const start = context.now();
    const local = items.map((fields, index) => ({ ...fields, id: start + index }) as Item<C>);
    join(context, name, local);
    localOnly("l'ajout");
    return local;
  }
  // Not shown before it is stored (docs/product.md §16): the server gives the ids, and a refusal leaves nothing to undo.
  const saved = await context.api.createMany(name, items);
  join(context, name, saved);
  return saved;
}

async function updateItem<C extends CollectionName>(context: WriteContext, name: C, id: number, fields: ItemFields<C>): Promise<Item<C>> {
  const previous = context.store.get(name);
  const item = { ...fields, id } as Item<C>;
  replace(context, name, (list) => list.map((other) => (other.id === id ? item : other)));
  if (!context.isRemote()) {
    localOnly("la modification");
    return item;
  }
  try {
    const saved = await context.api.update(name, id, item);
    replace(context, name, (list) => list.map((other) => (other.id === id ? saved : other)));
    return saved;
  } catch (error) {
    context.store.set(name, previous);
    throw error;
  }
}

async function removeItem(context: WriteContext, name: CollectionName, id: number) {
  const previous = context.store.get(name);
  replace(context, name, (list) => list.filter((other) => other.id !== id));
  if (!context.isRemote()) {
    localOnly("la suppression");
    return;
  }
  try {
    await context.api.remove(name, id);
  } catch (error) {
    context.store.set(name, previous);
    throw error;
  }
}

async function saveProfile({ store, isRemote, api }: WriteContext, profile: Profile): Promise<Profile> {
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
}

export function createWrites({ store, isRemote, api = httpWriteApi, now = Date.now }: WriteOptions): Writes {
  const context: WriteContext = { store, isRemote, api, now, lastId: 0 };
  return {
    add: (name, fields) => addItem(context, name, fields),
    addMany: (name, items) => addItems(context, name, items),
    update: (name, id, fields) => updateItem(context, name, id, fields),
    saveProfile: (profile) => saveProfile(context, profile),
    restore: (name, item, index) =>
      withPlace(
        context,
        name,
        "la restauration",
        (list) => insertAt(list, item, index ?? list.length),
        () => api.restore(name, item.id),
      ),
    move: (name, id, before) =>
      withPlace(
        context,
        name,
        "le déplacement",
        (list) => moveBefore(list, id, before),
        () => api.move(name, id, before),
      ),
    remove: (name, id) => removeItem(context, name, id),
    received: (name, item) => join(context, name, [item]),
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
