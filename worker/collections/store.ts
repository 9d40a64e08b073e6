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
import { MAX_ITEM_ID } from "../../shared/limits";
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
    // The stamp always grows, even for two writes within one millisecond.
    const stamp = "updatedAt = MAX(updatedAt + 1, ?), revision = revision + 1";
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

  /** Takes the item out of the trash, as it was (id, fields, stamp, place); null when the trash has no item of this id. */
  restore(id: number): Promise<ItemOf<D> | null> {
    const { name, selected } = this.table;
    return guardD1(
      this.db.prepare(`UPDATE ${name} SET deletedAt = NULL WHERE id = ? AND deletedAt IS NOT NULL RETURNING ${selected}`).bind(id).first<ItemOf<D>>(),
    );
  }

  /** Deletes for good an item of the trash; whether there was one. Its images go with the next sweep (worker/images/cleanup.ts). */
  async purge(id: number): Promise<boolean> {
    const sql = `DELETE FROM ${this.table.name} WHERE id = ? AND deletedAt IS NOT NULL RETURNING id`;
    return (await guardD1(this.db.prepare(sql).bind(id).first())) !== null;
  }

  /**
   * Puts the item just before `before` (an item of the lists or of the trash), or after every other
   * when `before` is null or gone; whether the lists had the item. One statement numbers every row
   * again, trashed ones included (which keep their place among the others): D1 runs statements one
   * at a time, so two moves at once are made one after the other, each on the order the other left,
   * and no position is ever held twice.
   */
  async move(id: number, before: number | null): Promise<boolean> {
    const { name } = this.table;
    const target = `COALESCE((SELECT position FROM ${name} WHERE id = ?2), (SELECT MAX(position) + 1 FROM ${name}))`;
    const sql = `UPDATE ${name} SET position = ranked.place
      FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY CASE WHEN id = ?1 THEN ${target} ELSE position END, id <> ?1, id) AS place FROM ${name}) AS ranked
      WHERE ${name}.id = ranked.id AND EXISTS (SELECT 1 FROM ${name} WHERE id = ?1 AND deletedAt IS NULL)`;
    const { meta } = await guardD1(this.db.prepare(sql).bind(id, before).run());
    return meta.changes > 0;
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
