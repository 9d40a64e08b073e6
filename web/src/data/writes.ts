// The admin's writes (SPEC §4 "Writes are optimistic"): the list changes first, then the API is
// called; on failure the change is rolled back (an add removes the item, an update or a delete
// restores the previous list) and the error is rethrown for the screen to show. When the API
// cannot be reached at all ("Mode local"), changes stay in this page only, with a warning.
import type { ApiErrorBody, FieldError } from "../../../shared/api";
import type { CollectionName, Content, Item } from "../../../shared/types";

/** An item as the forms send it: every field but the id. */
export type ItemFields<C extends CollectionName> = Omit<Item<C>, "id">;

/** A refused or failed write, with the API's code and its French sentence. */
export class ApiRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly fields: FieldError[] = [],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const GENERIC_ERROR = "Une erreur est survenue. Veuillez réessayer.";
export const NETWORK_ERROR = "Le serveur est injoignable. Vérifiez votre connexion puis réessayez.";

/** The error an API answer carries (every answer of ours is `{ error, message, fields? }`). */
export function errorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiRequestError {
  const { error, message, fields } = (body && typeof body === "object" ? body : {}) as Partial<ApiErrorBody>;
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  return new ApiRequestError(
    typeof error === "string" ? error : `HTTP_${status}`,
    typeof message === "string" && message ? message : GENERIC_ERROR,
    status,
    Array.isArray(fields) ? fields.filter((f): f is FieldError => typeof f?.field === "string" && typeof f?.message === "string") : [],
    Number.isFinite(seconds) ? seconds : undefined,
  );
}

/** A JSON call to our API: the answer's body, or an ApiRequestError. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError("NETWORK_ERROR", NETWORK_ERROR);
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) throw errorFromBody(response.status, parsed, response.headers.get("retry-after"));
  return parsed as T;
}

/** The three calls behind the writes; tests pass fakes. */
export interface WriteApi {
  create<C extends CollectionName>(name: C, item: Item<C>): Promise<Item<C>>;
  update<C extends CollectionName>(name: C, id: number, item: Item<C>): Promise<Item<C>>;
  remove(name: CollectionName, id: number): Promise<void>;
}

export const httpWriteApi: WriteApi = {
  create: (name, item) => apiJson("POST", `/api/${name}`, item),
  update: (name, id, item) => apiJson("PUT", `/api/${name}/${id}`, item),
  remove: async (name, id) => {
    await apiJson<null>("DELETE", `/api/${name}/${id}`);
  },
};

/** The lists as the store keeps them: events by date then id, photos and venues by id. */
export function ordered<C extends CollectionName>(name: C, list: Content[C]): Content[C] {
  const copy = [...list] as Item<C>[];
  if (name === "events") {
    (copy as Item<"events">[]).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  } else {
    copy.sort((a, b) => a.id - b.id);
  }
  return copy as Content[C];
}

/** Where the writes read and change the lists (the DataProvider's state). */
export interface ListStore {
  /** The list as it is now, including changes not rendered yet. */
  get<C extends CollectionName>(name: C): Content[C];
  /** Replaces a list. */
  set<C extends CollectionName>(name: C, list: Content[C]): void;
  /** Changes a list from its latest state (live snapshots may land between a write and its answer). */
  change<C extends CollectionName>(name: C, fn: (list: Content[C]) => Content[C]): void;
}

export interface Writes {
  /** Adds an item (id = Date.now(), SPEC §9); resolves to the item as stored (the server may change the id). */
  add<C extends CollectionName>(name: C, fields: ItemFields<C>): Promise<Item<C>>;
  /** Overwrites the item of that id with the fields; resolves to the item as stored. */
  update<C extends CollectionName>(name: C, id: number, fields: ItemFields<C>): Promise<Item<C>>;
  /** Deletes the item of that id. */
  remove(name: CollectionName, id: number): Promise<void>;
}

interface WriteOptions {
  store: ListStore;
  /** False in "Mode local": the API could not be reached, so nothing is sent. */
  isRemote: () => boolean;
  api?: WriteApi;
  now?: () => number;
}

const localOnly = (what: string) =>
  console.warn(`Mode local : ${what} n'est enregistré que dans cette page (l'API est injoignable).`);

export function createWrites({ store, isRemote, api = httpWriteApi, now = Date.now }: WriteOptions): Writes {
  const replace = <C extends CollectionName>(name: C, fn: (list: Item<C>[]) => Item<C>[]) =>
    store.change(name, (list) => ordered(name, fn([...list] as Item<C>[]) as Content[C]));

  return {
    async add(name, fields) {
      const item = { ...fields, id: now() } as Item<typeof name>;
      replace(name, (list) => [...list.filter((other) => other.id !== item.id), item]);
      if (!isRemote()) {
        localOnly("l'ajout");
        return item;
      }
      try {
        const saved = await api.create(name, item);
        // A live snapshot may already hold the stored item: never show it twice.
        replace(name, (list) => [...list.filter((other) => other.id !== item.id && other.id !== saved.id), saved]);
        return saved;
      } catch (error) {
        replace(name, (list) => list.filter((other) => other.id !== item.id));
        throw error;
      }
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
