// The items of a collection in D1, for any collection: its table, columns and order come from its
// description (shared/collections.ts). Every statement binds its values; names come from code only.
// A delete moves the item to the trash (docs/product.md §20): it keeps its row, with the time it was
// deleted, out of every list, until it is restored or deleted for good.
import {
  byCollectionAsync,
  COLLECTION_NAMES,
  COLLECTIONS,
  isHandOrdered,
  itemColumns,
  sortColumns,
  type AnyCollection,
  type Content,
  type ItemOf,
} from "../../shared/collections";
import { MAX_ITEM_ID, MAX_REVISION } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import type { ItemInput } from "../../shared/validation";
import { ApiError } from "../lib/errors";
import { guardD1 } from "../lib/storage";

/** What the store needs of a description: plain data, so that the Hub can be handed it over RPC. */
export interface TableShape {
  name: string;
  /** The fields' columns. */
  columns: readonly string[];
  /** What the API answers of a row: the id, the fields, the stamp (never the trash's time nor the position). */
  selected: string;
  orderBy: readonly string[];
  /** Ordered by hand: each row has a position, and a new one goes first. */
  handOrdered: boolean;
}

export const tableOf = (description: AnyCollection): TableShape => ({
  name: description.name,
  columns: Object.keys(description.fields),
  selected: itemColumns(description).join(", "),
  orderBy: sortColumns(description),
  handOrdered: isHandOrdered(description),
});

/** The SQL of the whole list: the items not in the trash, in the collection's order. */
export const listSql = (table: TableShape) => `SELECT ${table.selected} FROM ${table.name} WHERE deletedAt IS NULL ORDER BY ${table.orderBy.join(", ")}`;

/** The whole list, in the collection's order. */
export async function listItems<T>(db: D1Database, table: TableShape): Promise<T[]> {
  const { results } = await guardD1(listStatement(db, table).all<T>());
  return results;
}

/** The statement of the whole list, to join a batch (with the content's version, worker/content/version.ts). */
export const listStatement = (db: D1Database, table: TableShape) => db.prepare(listSql(table));

/** An item of the lists and the id of the one that now follows it there (null: the last). */
export interface Placed<T> {
  item: T;
  before: number | null;
}

/** The column of the next item's id in the read of a place: no field's name. */
const NEXT_COLUMN = "_before";

/** The item of the lists with this id (none for an item in the trash), to run alone or in a batch. */
export const itemStatement = (db: D1Database, table: TableShape, id: number) =>
  db.prepare(`SELECT ${table.selected} FROM ${table.name} WHERE id = ? AND deletedAt IS NULL`).bind(id);

/**
 * The item of the lists with this id and the id of the one that follows it in the list's order (to
 * join the batch of the write that placed it, or the Hub's read); no row when the lists lack it.
 */
export function placeStatement(db: D1Database, table: TableShape, id: number) {
  const { name, selected, orderBy } = table;
  const key = (alias: string) => `(${orderBy.map((column) => `${alias}.${column}`).join(", ")})`;
  const next = `SELECT next.id FROM ${name} AS next WHERE next.deletedAt IS NULL AND ${key("next")} > ${key("item")}
    ORDER BY ${orderBy.map((column) => `next.${column}`).join(", ")} LIMIT 1`;
  return db.prepare(`SELECT ${selected}, (${next}) AS ${NEXT_COLUMN} FROM ${name} AS item WHERE item.id = ? AND item.deletedAt IS NULL`).bind(id);
}

/** The item and its place in the answer of `placeStatement`, or null. */
export function placedOf<T>(row: Record<string, unknown> | undefined | null): Placed<T> | null {
  if (!row) return null;
  const { [NEXT_COLUMN]: before, ...item } = row;
  return { item: item as T, before: typeof before === "number" ? before : null };
}

/** An item in the trash: the item, and when it was deleted. */
export type TrashedItem<D extends AnyCollection> = ItemOf<D> & { deletedAt: number };

const noFreeId = () => new ApiError(503, "STORE_UNAVAILABLE", REQUEST_MESSAGES.noFreeId);

export class CollectionStore<D extends AnyCollection> {
  private readonly table: TableShape;

  constructor(
    private readonly db: D1Database,
    description: D,
  ) {
    this.table = tableOf(description);
  }

  list(): Promise<ItemOf<D>[]> {
    return listItems(this.db, this.table);
  }

  /**
   * The INSERT of one item with its id, its fields and its first stamp; `orIgnore` skips a taken id.
   * Ordered by hand, it goes before the first item (trashed ones included, so that a restored one
   * finds its place again).
   */
  private insertStatement(id: number, input: ItemInput<D["fields"]>, orIgnore: boolean) {
    const { name, columns, selected, handOrdered } = this.table;
    const [positionColumn, positionValue] = handOrdered ? [", position", `, (SELECT COALESCE(MIN(position), 0) - 1 FROM ${name})`] : ["", ""];
    const sql = `INSERT INTO ${name} (id, ${columns.join(", ")}, updatedAt, revision${positionColumn})
      VALUES (${["?", ...columns.map(() => "?")].join(", ")}, ?, 0${positionValue})
      ${orIgnore ? "ON CONFLICT(id) DO NOTHING" : ""} RETURNING ${selected}`;
    return this.db.prepare(sql).bind(id, ...this.values(input), Date.now());
  }

  /**
   * The first of `count` consecutive free ids from now on, none past MAX_ITEM_ID: now itself or just
   * after an id already taken. Ids a client proposed far ahead are skipped over, never followed.
   */
  private async freeIds(count: number): Promise<number> {
    const { name } = this.table;
    const sql = `SELECT MIN(candidate) AS id FROM (SELECT ?1 AS candidate UNION ALL SELECT id + 1 FROM ${name} WHERE id >= ?1)
      WHERE candidate + ?2 - 1 <= ?3 AND NOT EXISTS (SELECT 1 FROM ${name} WHERE id BETWEEN candidate AND candidate + ?2 - 1)`;
    const row = await guardD1(this.db.prepare(sql).bind(Date.now(), count, MAX_ITEM_ID).first<{ id: number | null }>());
    if (typeof row?.id !== "number") throw noFreeId();
    return row.id;
  }

  /** Keeps the proposed id when it is free, otherwise takes the first free millisecond timestamp from now. */
  async insert(input: ItemInput<D["fields"]>): Promise<ItemOf<D>> {
    let id = input.id ?? (await this.freeIds(1));
    // Another write may take the id between the two statements: then look again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await guardD1(this.insertStatement(id, input, true).first<ItemOf<D>>());
      if (row) return row;
      id = await this.freeIds(1);
    }
    throw noFreeId();
  }

  /**
   * Several new items in one batch, which D1 runs as one transaction: all are stored or none. They
   * take consecutive free ids (any proposed id is ignored), in the order given; ordered by hand,
   * they go first in that order (each INSERT goes before the first, so the last is run first).
   */
  async insertMany(inputs: readonly ItemInput<D["fields"]>[]): Promise<ItemOf<D>[]> {
    const runOrder = inputs.map((_, index) => index);
    if (this.table.handOrdered) runOrder.reverse();
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = await this.freeIds(inputs.length);
      try {
        const results = await this.db.batch<ItemOf<D>>(runOrder.map((index) => this.insertStatement(first + index, inputs[index], false)));
        const stored = new Map(results.map((result, run) => [runOrder[run], result.results[0]]));
        return inputs.map((_, index) => stored.get(index)!);
      } catch (error) {
        // Another write took one of the ids meanwhile: the batch left nothing behind, try after it.
        if (!/UNIQUE constraint failed/i.test(String(error))) await guardD1(Promise.reject(error));
      }
    }
    throw noFreeId();
  }

  /** The item as stored, or null when no item of the lists has this id (an item in the trash is restored first). */
  update(id: number, input: ItemInput<D["fields"]>): Promise<ItemOf<D> | null> {
    const { name, columns, selected } = this.table;
    const assignments = columns.map((column) => `${column} = ?`).join(", ");
    // The stamp always grows, even for two writes within one millisecond; the revision up to its bound.
    const stamp = `updatedAt = MAX(updatedAt + 1, ?), revision = MIN(revision + 1, ${MAX_REVISION})`;
    return guardD1(
      this.db
        .prepare(`UPDATE ${name} SET ${assignments}, ${stamp} WHERE id = ? AND deletedAt IS NULL RETURNING ${selected}`)
        .bind(...this.values(input), Date.now(), id)
        .first<ItemOf<D>>(),
    );
  }

  /** Moves the item to the trash at `now`; the item, or null when no item of the lists has this id. Its row, stamp and place stay. */
  remove(id: number, now = Date.now()): Promise<ItemOf<D> | null> {
    const { name, selected } = this.table;
    return guardD1(
      this.db.prepare(`UPDATE ${name} SET deletedAt = ? WHERE id = ? AND deletedAt IS NULL RETURNING ${selected}`).bind(now, id).first<ItemOf<D>>(),
    );
  }

  /** The items in the trash, the last deleted first. */
  async trash(): Promise<TrashedItem<D>[]> {
    const { name, selected } = this.table;
    const sql = `SELECT ${selected}, deletedAt FROM ${name} WHERE deletedAt IS NOT NULL ORDER BY deletedAt DESC, id`;
    const { results } = await guardD1(this.db.prepare(sql).all<TrashedItem<D>>());
    return results;
  }

  /**
   * Takes the item out of the trash, as it was (id, fields, stamp, place); the item and its place,
   * read in the same batch, or null when the trash has no item of this id.
   */
  async restore(id: number): Promise<Placed<ItemOf<D>> | null> {
    const restore = this.db.prepare(`UPDATE ${this.table.name} SET deletedAt = NULL WHERE id = ? AND deletedAt IS NOT NULL`).bind(id);
    const [restored, place] = await guardD1(this.db.batch<Record<string, unknown>>([restore, placeStatement(this.db, this.table, id)]));
    return restored.meta.changes > 0 ? placedOf<ItemOf<D>>(place.results[0]) : null;
  }

  /** Deletes for good an item of the trash; whether there was one. Its images go with the next sweep (worker/images/cleanup.ts). */
  async purge(id: number): Promise<boolean> {
    const sql = `DELETE FROM ${this.table.name} WHERE id = ? AND deletedAt IS NOT NULL RETURNING id`;
    return (await guardD1(this.db.prepare(sql).bind(id).first())) !== null;
  }

  /** The item of the lists with this id, or null when there is none (an item in the trash is none). */
  get(id: number): Promise<ItemOf<D> | null> {
    return guardD1(itemStatement(this.db, this.table, id).first<ItemOf<D>>());
  }

  /** The item of the lists with this id and the one that follows it there; null when the lists have no such item. */
  async placeOf(id: number): Promise<Placed<ItemOf<D>> | null> {
    return placedOf<ItemOf<D>>(await guardD1(placeStatement(this.db, this.table, id).first<Record<string, unknown>>()));
  }

  /**
   * Puts the item just before `before` (an item of the lists or of the trash), or after every other
   * when `before` is null or gone; the item and its new place, or null when the lists do not have it.
   * Only its row is written: its position goes halfway between its new neighbours' (a REAL, which
   * the INTEGER column keeps as it is). When that gap can no longer be split, the same batch first
   * numbers every row again, in order. D1 runs a batch as one transaction and statements one at a
   * time, so two moves at once are made one after the other, each on the order the other left, and
   * the position a move gives lies strictly between two neighbours: never one another row holds.
   */
  async move(id: number, before: number | null): Promise<Placed<ItemOf<D>> | null> {
    // Before itself: where it already is.
    if (before === id) return this.placeOf(id);
    const statements = [this.renumberStatement(), this.moveStatement()].map((statement) => this.db.prepare(statement).bind(id, before));
    const results = await guardD1(this.db.batch<Record<string, unknown>>([...statements, placeStatement(this.db, this.table, id)]));
    return placedOf<ItemOf<D>>(results[2].results[0]);
  }

  /**
   * The position a move of ?1 before ?2 gives, as the CTE `change`: one row unless the item is not in
   * the lists or already stands there. `lower` is the row just before ?2 in the order, trashed rows
   * included and the moved item left out; `upper` is ?2's; with ?2 null or gone, after the last.
   */
  private changeCte(): string {
    const { name } = this.table;
    const others = `FROM ${name} WHERE id <> ?1`;
    return `WITH moved AS (SELECT position FROM ${name} WHERE id = ?1 AND deletedAt IS NULL),
      target AS (SELECT position, id ${others} AND id = ?2),
      bounds AS (SELECT (SELECT position FROM target) AS upper, CASE WHEN EXISTS (SELECT 1 FROM target)
        THEN (SELECT position ${others} AND (position, id) < (SELECT position, id FROM target) ORDER BY position DESC, id DESC LIMIT 1)
        ELSE (SELECT position ${others} ORDER BY position DESC, id DESC LIMIT 1) END AS lower),
      place AS (SELECT lower, upper,
        CASE WHEN upper IS NULL THEN COALESCE(lower, 0) + 1 WHEN lower IS NULL THEN upper - 1 ELSE (lower + upper) / 2.0 END AS position FROM bounds),
      change AS (SELECT place.position, (lower IS NULL OR lower < place.position) AND (upper IS NULL OR place.position < upper) AS fits
        FROM place, moved WHERE NOT ((lower IS NULL OR lower < moved.position) AND (upper IS NULL OR moved.position < upper)))`;
  }

  /**
   * The rare fallback, before the move in its batch: when the halfway point is one of its bounds (a
   * gap split again and again, or two rows at one position), every row numbered 1, 2, 3… in order.
   * CROSS JOIN makes SQLite read `change` first: when no renumbering is due, the table is not scanned.
   */
  private renumberStatement(): string {
    const { name } = this.table;
    return `${this.changeCte()}
      UPDATE ${name} SET position = ranked.place
      FROM (SELECT ${name}.id, ROW_NUMBER() OVER (ORDER BY ${name}.position, ${name}.id) AS place
        FROM change CROSS JOIN ${name} WHERE NOT change.fits) AS ranked
      WHERE ${name}.id = ranked.id AND ${name}.position IS NOT ranked.place`;
  }

  private moveStatement(): string {
    const { name } = this.table;
    return `${this.changeCte()} UPDATE ${name} SET position = (SELECT position FROM change) WHERE id = ?1 AND EXISTS (SELECT 1 FROM change)`;
  }

  private values(input: object): unknown[] {
    const record = input as Record<string, unknown>;
    return this.table.columns.map((column) => record[column] ?? null);
  }
}

/** Deletes for good, in every collection, what went to the trash at `cutoff` or before; the number of items deleted. */
export async function purgeTrashedBefore(db: D1Database, cutoff: number): Promise<number> {
  const statements = COLLECTION_NAMES.map((name) => db.prepare(`DELETE FROM ${name} WHERE deletedAt <= ?`).bind(cutoff));
  const results = await guardD1(db.batch(statements));
  return results.reduce((total, result) => total + result.meta.changes, 0);
}

/** Every list, as the API answers them; throws STORE_UNAVAILABLE when D1 cannot be read. */
export async function readContent(db: D1Database): Promise<Content> {
  return byCollectionAsync<Content>(async (name) => (await new CollectionStore(db, COLLECTIONS[name]).list()) as Content[typeof name]);
}

/** The columns of a collection that hold an image. */
export const imageColumns = (description: AnyCollection) =>
  Object.entries(description.fields)
    .filter(([, field]) => field.kind === "image")
    .map(([column]) => column);

/** The queries of the image addresses every item shows, one column `image` each: for the image sweep. */
export const collectionImageSources = () =>
  COLLECTION_NAMES.flatMap((name) => imageColumns(COLLECTIONS[name]).map((column) => `SELECT ${column} AS image FROM ${name}`));
