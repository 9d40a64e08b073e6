// A page of a collection's list (docs/product.md §10, "Lists by pages"): keyset pagination on the
// list's own order, so that the thousandth page costs what the first does. Every value is bound;
// names come from the description only.
import type { AgendaHalf, ListPage, ListQuery } from "../../shared/paging";
import { AGENDA_COLUMN, PAGE_SIZE } from "../../shared/paging";
import { FIELD_MESSAGES } from "../../shared/messages";
import { validationFailed } from "../lib/errors";
import { guardD1 } from "../lib/storage";
import { searchCondition } from "./search";
import type { TableShape } from "./store";

const isAgenda = (table: TableShape) => table.orderBy[0] === AGENDA_COLUMN;

interface Order {
  descending: boolean;
  /** The condition of the half of the agenda asked for, if any, and its value. */
  where: string[];
  params: unknown[];
}

/** Upcoming: from today on, soonest first. Past: before today, latest first. */
function orderOf(table: TableShape, when: AgendaHalf | undefined, today: string): Order {
  if (!when) return { descending: false, where: [], params: [] };
  if (!isAgenda(table)) throw validationFailed([{ field: "when", message: FIELD_MESSAGES.when }]);
  return when === "upcoming"
    ? { descending: false, where: [`${AGENDA_COLUMN} >= ?`], params: [today] }
    : { descending: true, where: [`${AGENDA_COLUMN} < ?`], params: [today] };
}

type SortKey = (string | number)[];

/** The cursor of the page after `key`: the sort values of the last item given, as base64url JSON. */
export const encodeCursor = (key: SortKey) => btoa(JSON.stringify(key)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function decodeCursor(cursor: string, length: number): SortKey {
  try {
    const key: unknown = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (Array.isArray(key) && key.length === length && key.every((value) => typeof value === "string" || typeof value === "number")) return key;
  } catch {
    // Not ours: refused below.
  }
  throw validationFailed([{ field: "after", message: FIELD_MESSAGES.cursor }]);
}

const sortAlias = (index: number) => `_sort${index}`;

/** The statement of a page of the list (to run alone, or in a batch), and the size asked for. */
export function pageStatement(db: D1Database, table: TableShape, query: ListQuery, today: string) {
  const { name, selected, orderBy } = table;
  const order = orderOf(table, query.when, today);
  const where = ["deletedAt IS NULL", ...order.where];
  const params = [...order.params];
  const search = query.query ? searchCondition(table, query.query) : null;
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  if (query.after) {
    const key = decodeCursor(query.after, orderBy.length);
    where.push(`(${orderBy.join(", ")}) ${order.descending ? "<" : ">"} (${orderBy.map(() => "?").join(", ")})`);
    params.push(...key);
  }
  const limit = query.limit ?? PAGE_SIZE;
  const direction = order.descending ? " DESC" : "";
  const sql = `SELECT ${selected}, ${orderBy.map((column, index) => `${column} AS ${sortAlias(index)}`).join(", ")} FROM ${name}
    WHERE ${where.join(" AND ")} ORDER BY ${orderBy.map((column) => column + direction).join(", ")} LIMIT ?`;
  // One more than asked: whether a next page exists, without counting.
  return { statement: db.prepare(sql).bind(...params, limit + 1), limit };
}

/** The page in the answer of `pageStatement`. */
export function pageOf<T>(result: D1Result, table: TableShape, limit: number): ListPage<T> {
  const rows = (result.results as Record<string, string | number>[]).slice(0, limit);
  const last = rows.at(-1);
  const next = result.results.length > limit && last ? encodeCursor(table.orderBy.map((_, index) => last[sortAlias(index)])) : null;
  return { items: rows.map(withoutSortKey) as T[], next };
}

/** A page of the list: at most `limit` items (PAGE_SIZE by default) after the cursor, and the cursor of the next. */
export async function readPage<T>(db: D1Database, table: TableShape, query: ListQuery, today: string): Promise<ListPage<T>> {
  const { statement, limit } = pageStatement(db, table, query, today);
  return pageOf<T>(await guardD1(statement.all()), table, limit);
}

function withoutSortKey(row: Record<string, unknown>) {
  const item = { ...row };
  for (const key of Object.keys(item)) if (key.startsWith("_sort")) delete item[key];
  return item;
}
