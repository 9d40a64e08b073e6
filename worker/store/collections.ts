// One generic D1 store for the three collections: they differ only in their columns and order.
import type { CollectionName, Item } from "../../shared/types";
import { ApiError } from "../errors";

interface TableShape {
  /** Columns besides `id`, named like the fields of shared/types.ts. */
  columns: readonly string[];
  orderBy: string;
}

const TABLES: Record<CollectionName, TableShape> = {
  events: { columns: ["name", "date", "time", "venue", "description", "image", "ticketLink"], orderBy: "date, id" },
  photos: { columns: ["title", "description", "image"], orderBy: "id" },
  venues: { columns: ["name", "location", "description", "image"], orderBy: "id" },
};

export type ItemInput<C extends CollectionName> = Omit<Item<C>, "id"> & { id?: number };

/** Any D1 failure (unreachable, overloaded, broken schema) is the same thing for a client. */
async function guard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error("D1 error", error);
    throw new ApiError(503, "STORE_UNAVAILABLE", "Le stockage est momentanément indisponible. Réessayez dans un instant.");
  }
}

export class CollectionStore<C extends CollectionName> {
  private readonly shape: TableShape;

  constructor(
    private readonly db: D1Database,
    readonly name: C,
  ) {
    this.shape = TABLES[name];
  }

  async list(): Promise<Item<C>[]> {
    const { results } = await guard(this.db.prepare(`SELECT * FROM ${this.name} ORDER BY ${this.shape.orderBy}`).all<Item<C>>());
    return results;
  }

  /** Keeps the proposed id when it is free, otherwise takes the next free millisecond timestamp. */
  async insert(input: ItemInput<C>): Promise<Item<C>> {
    const { columns } = this.shape;
    const sql = `INSERT INTO ${this.name} (id, ${columns.join(", ")}) VALUES (${["?", ...columns.map(() => "?")].join(", ")})
      ON CONFLICT(id) DO NOTHING RETURNING *`;
    const values = this.values(input);
    let id = input.id ?? Date.now();
    for (let attempt = 0; attempt < 50; attempt++) {
      const row = await guard(this.db.prepare(sql).bind(id, ...values).first<Item<C>>());
      if (row) return row;
      id = Math.max(id + 1, Date.now());
    }
    throw new ApiError(503, "STORE_UNAVAILABLE", "Impossible d'attribuer un identifiant. Réessayez.");
  }

  /** The item as it was and as stored (the old image may need releasing), or null when no item has this id. */
  async update(id: number, input: ItemInput<C>): Promise<{ previous: Item<C>; item: Item<C> } | null> {
    const assignments = this.shape.columns.map((column) => `${column} = ?`).join(", ");
    // One batch is one transaction: `previous` is exactly the row this update replaced.
    const [before, after] = await guard(
      this.db.batch<Item<C>>([
        this.db.prepare(`SELECT * FROM ${this.name} WHERE id = ?`).bind(id),
        this.db.prepare(`UPDATE ${this.name} SET ${assignments} WHERE id = ? RETURNING *`).bind(...this.values(input), id),
      ]),
    );
    const [previous] = before.results;
    const [item] = after.results;
    return previous && item ? { previous, item } : null;
  }

  /** The deleted item, or null when no item has this id. */
  async remove(id: number): Promise<Item<C> | null> {
    return guard(this.db.prepare(`DELETE FROM ${this.name} WHERE id = ? RETURNING *`).bind(id).first<Item<C>>());
  }

  private values(input: ItemInput<C>): unknown[] {
    const record = input as Record<string, unknown>;
    return this.shape.columns.map((column) => record[column] ?? null);
  }
}

/** Whether any event, photo or venue still shows this image. */
export async function imageInUse(db: D1Database, image: string): Promise<boolean> {
  const uses = (Object.keys(TABLES) as CollectionName[]).map((name) => `SELECT 1 FROM ${name} WHERE image = ?1`);
  return (await guard(db.prepare(`${uses.join(" UNION ALL ")} LIMIT 1`).bind(image).first())) !== null;
}
