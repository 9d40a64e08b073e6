// One description per collection of the site's content (docs/product.md §3): its fields (and so
// its D1 columns, its validation and its admin form), its order and its French words. Its default
// content is shared/default-content/<name>.json. The store, the API, the live updates, the admin,
// the defaults and the pages all read these; adding a collection is adding a description here
// (docs/how-to/adding-a-collection.md).
import { EVENT_KIND_LABELS } from "./event-kinds";
import { DEFAULT_EVENT_STATUS, EVENT_STATUSES, RESCHEDULED } from "./event-status";
import {
  choiceField,
  consentField,
  dateField,
  durationField,
  imageField,
  linkField,
  longTextField,
  monthField,
  textField,
  type Fields,
  type FieldValues,
} from "./fields";
import { MAX_FIRST_NAME_CHARS, MAX_LINE_CHARS, MAX_PLACE_CHARS, MAX_REVIEW_CHARS, MAX_TIME_CHARS, MAX_TITLE_CHARS } from "./limits";

/**
 * The words every page may show; the admin's own (the form's titles, the empty list) are in
 * web/src/features/admin/collectionWords.ts, the API's 404 in shared/messages.ts (ITEM_NOT_FOUND).
 */
export interface CollectionWords {
  /** The admin's tab and the home page's menu entry. */
  plural: string;
  /** The home page's link or button to every item, past the few its section shows. */
  showAll: string;
}

/** What the generic code (store, router, forms) reads of any collection's description. */
export interface AnyCollection {
  /** The API path (/api/<name>), the D1 table, the live message's collection and the home page's section id. */
  name: string;
  /** Every field besides the id, in the form's order; each is a column of the table. */
  fields: Fields;
  /**
   * The order of the list, in D1 and in the page: columns, ascending; or HAND_ORDER, the order the
   * admin sets by moving items (a new item goes first).
   */
  orderBy: readonly string[] | typeof HAND_ORDER;
  /** The field that names an item in the admin's buttons and messages. */
  titleField: string;
  /**
   * The fields the admin's search looks in (docs/product.md §19): each word typed is in one of them.
   * D1 indexes them in the table `<name>_search`, whose migration names the same columns. None: no search.
   */
  searchFields?: readonly string[];
  /** How the admin lists the items: rows with a place line under the title (a venue's location), or a grid of pictures. */
  adminList: { layout: "rows"; detail: string } | { layout: "grid" };
  words: CollectionWords;
  /**
   * false: a collection with no item shows none, never its built-in items (docs/product.md §4), which
   * name recordings and clients that do not exist: a new site starts with them, and once the DJ
   * deletes them they are gone.
   */
  builtInWhenEmpty?: false;
}

/** A description, its field names checked against its fields. */
export interface CollectionDescription<N extends string, F extends Fields> extends AnyCollection {
  name: N;
  fields: F;
  orderBy: readonly (Extract<keyof F, string> | "id")[] | typeof HAND_ORDER;
  titleField: Extract<keyof F, string>;
  searchFields?: readonly Extract<keyof F, string>[];
  adminList: { layout: "rows"; detail: Extract<keyof F, string> } | { layout: "grid" };
}

/** The order the admin sets by hand (docs/product.md §20): a position per item, kept by the store. */
export const HAND_ORDER = "hand";

/** Checks a description's types; the description is the value itself. */
export const defineCollection = <const N extends string, const F extends Fields>(description: CollectionDescription<N, F>) => description;

const events = defineCollection({
  name: "events",
  fields: {
    name: textField("Nom", MAX_TITLE_CHARS),
    date: dateField("Date"),
    status: choiceField("Statut", EVENT_STATUSES, DEFAULT_EVENT_STATUS),
    previousDate: dateField("Date initiale", { shownWhen: { field: "status", equals: RESCHEDULED } }),
    time: textField("Horaires", MAX_TIME_CHARS),
    venue: textField("Lieu", MAX_PLACE_CHARS, { suggestPlaces: true }),
    image: imageField(),
    description: longTextField("Description"),
    ticketLink: linkField("Lien billetterie"),
  },
  orderBy: ["date", "id"],
  titleField: "name",
  searchFields: ["name", "venue"],
  adminList: { layout: "rows", detail: "venue" },
  words: {
    plural: "Événements",
    showAll: "Voir tous les événements",
  },
});

const photos = defineCollection({
  name: "photos",
  fields: {
    title: textField("Titre", MAX_TITLE_CHARS),
    image: imageField(),
    description: longTextField("Description"),
  },
  orderBy: HAND_ORDER,
  titleField: "title",
  adminList: { layout: "grid" },
  words: {
    plural: "Photos",
    showAll: "Voir toutes les photos",
  },
});

const venues = defineCollection({
  name: "venues",
  fields: {
    name: textField("Nom", MAX_TITLE_CHARS),
    location: textField("Localisation", MAX_PLACE_CHARS),
    image: imageField(),
    description: longTextField("Description"),
  },
  orderBy: HAND_ORDER,
  titleField: "name",
  adminList: { layout: "rows", detail: "location" },
  words: {
    plural: "Lieux",
    showAll: "Voir tous les lieux",
  },
});

const mixes = defineCollection({
  name: "mixes",
  fields: {
    title: textField("Titre", MAX_TITLE_CHARS),
    link: linkField("Lien du mix", { mix: true }),
    cover: imageField("Pochette"),
    duration: durationField("Durée"),
    styles: textField("Styles", MAX_LINE_CHARS),
    date: dateField("Date"),
  },
  orderBy: HAND_ORDER,
  titleField: "title",
  adminList: { layout: "grid" },
  words: {
    plural: "Mixes",
    showAll: "Voir tous les mixes",
  },
  builtInWhenEmpty: false,
});

/** Only what the client agreed to publish: an approved review (a sent one waits in worker/reviews/). */
const reviews = defineCollection({
  name: "reviews",
  fields: {
    firstName: textField("Prénom", MAX_FIRST_NAME_CHARS),
    kind: choiceField("Type d’événement", EVENT_KIND_LABELS, "wedding"),
    month: monthField("Mois"),
    town: textField("Ville", MAX_PLACE_CHARS),
    text: longTextField("Avis", { max: MAX_REVIEW_CHARS }),
    photo: imageField("Photo", { optional: true }),
    consent: consentField("Accord du client", "Le client accepte que son avis soit publié sur le site."),
  },
  orderBy: HAND_ORDER,
  titleField: "firstName",
  adminList: { layout: "rows", detail: "town" },
  words: {
    plural: "Avis",
    showAll: "Voir tous les avis",
  },
  builtInWhenEmpty: false,
});

/** The collections in the order of the home page and the admin's tabs. */
const DESCRIPTIONS = [events, photos, mixes, venues, reviews] as const;

type Described = (typeof DESCRIPTIONS)[number];
export type CollectionName = Described["name"];

/** Every description by its name. */
export const COLLECTIONS = Object.fromEntries(DESCRIPTIONS.map((description) => [description.name, description])) as {
  [D in Described as D["name"]]: D;
};

export const COLLECTION_NAMES: readonly CollectionName[] = DESCRIPTIONS.map((description) => description.name);

/**
 * What the store stamps on every write (columns of every table, never sent by a client): when the
 * item last changed (milliseconds) and how many times it changed since its creation (0 at first).
 * Absent from the built-in items and from an item the admin has not saved yet.
 */
export interface ChangeStamp {
  updatedAt?: number;
  revision?: number;
}

/** The stamp's columns, which every collection's table has besides its fields' (docs/how-to/adding-a-collection.md). */
export const CHANGE_STAMP_COLUMNS = ["updatedAt", "revision"] as const satisfies readonly (keyof ChangeStamp)[];

/** An item's columns as the API answers it and an export holds it: its id, its fields, its stamp. */
export const itemColumns = (description: AnyCollection) => ["id", ...Object.keys(description.fields), ...CHANGE_STAMP_COLUMNS];

/** When the item went to the trash (milliseconds), null while it is in the lists (docs/product.md §20). */
export const DELETED_AT_COLUMN = "deletedAt";
/** Where a hand-ordered item stands: the lists go by position, then id. */
export const POSITION_COLUMN = "position";

export const isHandOrdered = (description: AnyCollection) => description.orderBy === HAND_ORDER;

/** Whether a page shows the collection's built-in items while it has none of its own. */
export const showsBuiltInWhenEmpty = (description: AnyCollection) => description.builtInWhenEmpty !== false;

/** The fields the admin's search looks in; none when the collection has no search. */
export const searchFieldsOf = (description: AnyCollection): readonly string[] => description.searchFields ?? [];

/** Every column of the collection's table: the item's, when it went to the trash, and its position when ordered by hand. */
export const tableColumns = (description: AnyCollection) => [
  ...itemColumns(description),
  DELETED_AT_COLUMN,
  ...(isHandOrdered(description) ? [POSITION_COLUMN] : []),
];

/** The columns of D1's ORDER BY for the list. */
export const sortColumns = (description: AnyCollection): readonly string[] =>
  description.orderBy === HAND_ORDER ? [POSITION_COLUMN, "id"] : description.orderBy;

/** A stored item: its fields and its id (a millisecond timestamp). */
export type ItemOf<D extends AnyCollection> = FieldValues<D["fields"]> & { id: number } & ChangeStamp;
export type Item<C extends CollectionName> = ItemOf<(typeof COLLECTIONS)[C]>;

/** The site's lists, one per collection. */
export type Content = { [C in CollectionName]: Item<C>[] };

export type EventItem = Item<"events">;
export type PhotoItem = Item<"photos">;
export type VenueItem = Item<"venues">;
export type MixItem = Item<"mixes">;
export type ReviewItem = Item<"reviews">;

export const isCollectionName = (value: unknown): value is CollectionName => COLLECTION_NAMES.some((name) => name === value);

/**
 * A record with one entry per collection, each made by `make`. The one place a per-collection map
 * is assembled: the compiler checks its callers' types, so none can forget a collection.
 */
export function byCollection<R extends { [C in CollectionName]: unknown }>(make: <C extends CollectionName>(name: C) => R[C]): R {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, make(name)])) as R;
}

/**
 * Compares two items in the collection's order: the same as D1's ORDER BY, for lists sorted in the
 * page. Items ordered by hand carry no position: they compare equal, and a stable sort keeps the
 * list's own order.
 */
export const compareInOrder =
  (description: AnyCollection) =>
  (a: object, b: object): number => {
    if (description.orderBy === HAND_ORDER) return 0;
    for (const column of description.orderBy) {
      const [x, y] = [(a as Record<string, string | number>)[column], (b as Record<string, string | number>)[column]];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** No items at all, in every collection. */
export const emptyContent = () => byCollection<Content>(() => []);

/** The same as byCollection, for values that come asynchronously (fetched lists, loaded files), all at once. */
export async function byCollectionAsync<R extends { [C in CollectionName]: unknown }>(make: <C extends CollectionName>(name: C) => Promise<R[C]>): Promise<R> {
  const values = await Promise.all(COLLECTION_NAMES.map(make));
  return byCollection<R>((name) => values[COLLECTION_NAMES.indexOf(name)] as R[typeof name]);
}
