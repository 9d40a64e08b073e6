// The items of a collection in D1, for any collection: its table, columns and order come from its
// description (shared/collections.ts). Every statement binds its values; names come from code only.
import { byCollectionAsync, COLLECTION_NAMES, COLLECTIONS, type AnyCollection, type Content, type ItemOf } from "../../shared/collections";
import { MAX_ITEM_ID } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import type { ItemInput } from "../../shared/validation";
import { ApiError } from "../lib/errors";
import { guardD1 } from "../lib/storage";

/** What the store needs of a description: plain data, so that the Hub can be handed it over RPC. */
export interface TableShape {
  name: string;
  /** The columns besides `id`. */
  columns: readonly string[];
  orderBy: readonly string[];
}

export const tableOf = (description: AnyCollection): TableShape => ({
  name: description.name,
  columns: Object.keys(description.fields),
  orderBy: description.orderBy,
});

/** The whole list, in the collection's order. */
export async function listItems<T>(db: D1Database, table: TableShape): Promise<T[]> {
  const { results } = await guardD1(listStatement(db, table).all<T>());
  return results;
}

/** The statement of the whole list, to join a batch (with the content's version, worker/content/version.ts). */
export const listStatement = (db: D1Database, table: TableShape) => db.prepare(`SELECT * FROM ${table.name} ORDER BY ${table.orderBy.join(", ")}`);

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

  /** The INSERT of one item with its id, its fields and its first stamp; `orIgnore` skips a taken id. */
  private insertStatement(id: number, input: ItemInput<D["fields"]>, orIgnore: boolean) {
    const { name, columns } = this.table;
    const sql = `INSERT INTO ${name} (id, ${columns.join(", ")}, updatedAt, revision) VALUES (${["?", ...columns.map(() => "?")].join(", ")}, ?, 0)
      ${orIgnore ? "ON CONFLICT(id) DO NOTHING" : ""} RETURNING *`;
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
   * take consecutive free ids (any proposed id is ignored), in the order given.
   */
  async insertMany(inputs: readonly ItemInput<D["fields"]>[]): Promise<ItemOf<D>[]> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = await this.freeIds(inputs.length);
      try {
        const results = await this.db.batch<ItemOf<D>>(inputs.map((input, index) => this.insertStatement(first + index, input, false)));
        return results.map((result) => result.results[0]);
      } catch (error) {
        // Another write took one of the ids meanwhile: the batch left nothing behind, try after it.
        if (!/UNIQUE constraint failed/i.test(String(error))) await guardD1(Promise.reject(error));
      }
    }
    throw noFreeId();
  }

  /** The item as stored, or null when no item has this id. */
  update(id: number, input: ItemInput<D["fields"]>): Promise<ItemOf<D> | null> {
    const { name, columns } = this.table;
    const assignments = columns.map((column) => `${column} = ?`).join(", ");
    // The stamp always grows, even for two writes within one millisecond.
    const stamp = "updatedAt = MAX(updatedAt + 1, ?), revision = revision + 1";
    return guardD1(
      this.db
        .prepare(`UPDATE ${name} SET ${assignments}, ${stamp} WHERE id = ? RETURNING *`)
        .bind(...this.values(input), Date.now(), id)
        .first<ItemOf<D>>(),
    );
  }

  /** The deleted item, or null when no item has this id. */
  remove(id: number): Promise<ItemOf<D> | null> {
    return guardD1(this.db.prepare(`DELETE FROM ${this.table.name} WHERE id = ? RETURNING *`).bind(id).first<ItemOf<D>>());
  }

  private values(input: object): unknown[] {
    const record = input as Record<string, unknown>;
    return this.table.columns.map((column) => record[column] ?? null);
  }
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
