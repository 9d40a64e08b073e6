// The SQL of an export and of an import (docs/product.md §17), as text and values with no D1 binding,
// so that `npm run site` runs the very statements the Worker runs: the Worker binds the values
// (store.ts), the command line writes them as literals (literalSql) for `wrangler d1 execute`.
import { COLLECTION_NAMES, COLLECTIONS, isHandOrdered, itemColumns, POSITION_COLUMN, type Content } from "../../shared/collections";
import { D1_MAX_BOUND_PARAMETERS } from "../../shared/limits";
import type { SiteContent } from "../../shared/transfer";
import type { Profile } from "../../shared/profile";
import { listSql, tableOf } from "../collections/store";
import { DEFAULT_PROFILE } from "../profile/store";

export interface Statement {
  sql: string;
  values: unknown[];
}

/** The reads of an export, for one batch (one state of D1): each list as the API answers it, then the profile's row. */
export const siteContentQueries = () => [...COLLECTION_NAMES.map((name) => listSql(tableOf(COLLECTIONS[name]))), "SELECT data FROM profile WHERE id = 1"];

/** The content in the rows of siteContentQueries, one list of rows per query; the profile null when none was saved. */
export function siteContentOf(results: readonly (readonly unknown[])[]): SiteContent {
  const lists = Object.fromEntries(COLLECTION_NAMES.map((name, index) => [name, results[index]])) as Content;
  const [row] = results[COLLECTION_NAMES.length] as ({ data: string } | undefined)[];
  // As GET /api/profile reads it (worker/profile/store.ts): a field added since it was saved takes its default.
  return { ...lists, profile: row ? { ...DEFAULT_PROFILE, ...(JSON.parse(row.data) as Partial<Profile>) } : null };
}

/** INSERTs of `rows`, `perStatement` rows at most in each. */
function inserts(table: string, columns: readonly string[], rows: readonly unknown[][], perStatement: number): Statement[] {
  const statements: Statement[] = [];
  const row = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push({ sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => row).join(", ")}`, values: chunk.flat() });
  }
  return statements;
}

/**
 * The import, for one batch (all or nothing): each list emptied and filled with the file's items as
 * they are (ids, fields, stamps; ordered by hand, in the file's order), then the profile when the
 * file has one. The trash keeps its items, but those whose id the file brings back. By default as
 * many rows per INSERT as D1 binds values; `rowsPerInsert` 1 keeps each literal statement short.
 */
export function replacementStatements(content: SiteContent, rowsPerInsert?: number): Statement[] {
  const lists = COLLECTION_NAMES.flatMap((name) => {
    const description = COLLECTIONS[name];
    const items: readonly { id: number }[] = content[name];
    const fileColumns = itemColumns(description);
    const positioned = isHandOrdered(description);
    const columns = positioned ? [...fileColumns, POSITION_COLUMN] : fileColumns;
    const rows = items.map((item, index) => {
      const values = fileColumns.map((column) => (item as Record<string, unknown>)[column] ?? null);
      return positioned ? [...values, index] : values;
    });
    const perStatement = rowsPerInsert ?? Math.floor(D1_MAX_BOUND_PARAMETERS / columns.length);
    const emptied = {
      sql: `DELETE FROM ${name} WHERE deletedAt IS NULL OR id IN (SELECT value FROM json_each(?))`,
      values: [JSON.stringify(items.map(({ id }) => id))],
    };
    return [emptied, ...inserts(name, columns, rows, perStatement)];
  });
  // As worker/profile/store.ts writes it.
  const profile = content.profile
    ? [{ sql: "INSERT INTO profile (id, data) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data", values: [JSON.stringify(content.profile)] }]
    : [];
  return [...lists, ...profile];
}

/** A value as an SQLite literal; text holding a NUL, which a quoted literal cannot carry, as UTF-8 in hex. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== "string") throw new Error(`Unexpected value in an import: ${JSON.stringify(value)}`);
  if (value.includes("\0")) return `CAST(X'${Array.from(new TextEncoder().encode(value), (byte) => byte.toString(16).padStart(2, "0")).join("")}' AS TEXT)`;
  return `'${value.replaceAll("'", "''")}'`;
}

/** The statement with its values written in, for a script; names in the SQL come from code, never from the file. */
export function literalSql({ sql, values }: Statement): string {
  let next = 0;
  return sql.replaceAll("?", () => literal(values[next++]));
}
