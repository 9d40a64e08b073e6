// The Counter: one Durable Object that keeps the audience figures in its own SQLite storage
// (docs/product.md §24, docs/decisions/0035-audience-figures-in-a-durable-object.md), one row per
// day, metric and key, with its count. Never D1: a visitor's page costs the site's database nothing.
import { DurableObject } from "cloudflare:workers";
import { contentHub } from "../live/hub";

/**
 * What a row counts: a day's views and visits; its views per page, device and country; its visits
 * per source; its moments, per source ("name|source") and per page ("name|page").
 */
export type Metric = "views" | "visits" | "page" | "device" | "country" | "source" | "moment" | "moment-source" | "moment-page";

/** A count to add to a row. `day` is "YYYY-MM-DD", or "YYYY-MM" once summed per month. */
export interface Increment {
  day: string;
  metric: Metric;
  key: string;
  count: number;
}
export type CountRow = Increment;

/** How soon after figures moved the admin's open pages are told (at most once per this time). */
export const NUDGE_MS = 2000;

/** The site has one audience, so one named Counter. */
export const counter = (env: Env) => env.COUNTER.getByName("audience");

export class Counter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS counts (
      day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (day, metric, key)
    ) WITHOUT ROWID`);
  }

  /** Adds a batch of counts at once, then has the admin's pages told soon. */
  async add(increments: Increment[]): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      for (const { day, metric, key, count } of increments) {
        this.ctx.storage.sql.exec(
          "INSERT INTO counts (day, metric, key, count) VALUES (?, ?, ?, ?) ON CONFLICT (day, metric, key) DO UPDATE SET count = count + excluded.count",
          day,
          metric,
          key,
          count,
        );
      }
    });
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + NUDGE_MS);
  }

  /** The admin's open pages read the figures again. */
  async alarm(): Promise<void> {
    await contentHub(this.env).refreshStats();
  }

  /** Every daily row from `from` to `to` (days, both included). */
  rows(from: string, to: string): CountRow[] {
    return this.ctx.storage.sql
      .exec<{ day: string; metric: Metric; key: string; count: number }>(
        "SELECT day, metric, key, count FROM counts WHERE length(day) = 10 AND day BETWEEN ? AND ?",
        from,
        to,
      )
      .toArray();
  }

  /** The sums of the rows of `metric` with these keys, over every day and month kept. */
  totals(metric: Metric, keys: string[]): { key: string; count: number }[] {
    return this.ctx.storage.sql
      .exec<{ key: string; count: number }>(
        "SELECT key, SUM(count) AS count FROM counts WHERE metric = ? AND key IN (SELECT value FROM json_each(?)) GROUP BY key",
        metric,
        JSON.stringify(keys),
      )
      .toArray();
  }

  /** The daily rows before `before` (a day) summed into their months' rows, in one transaction. Resolves to the rows summed. */
  rollUp(before: string): number {
    return this.ctx.storage.transactionSync(() => {
      const { rolled } = this.ctx.storage.sql
        .exec<{ rolled: number }>("SELECT COUNT(*) AS rolled FROM counts WHERE length(day) = 10 AND day < ?", before)
        .one();
      this.ctx.storage.sql.exec(
        `INSERT INTO counts (day, metric, key, count)
         SELECT substr(day, 1, 7), metric, key, SUM(count) FROM counts WHERE length(day) = 10 AND day < ? GROUP BY substr(day, 1, 7), metric, key
         ON CONFLICT (day, metric, key) DO UPDATE SET count = count + excluded.count`,
        before,
      );
      this.ctx.storage.sql.exec("DELETE FROM counts WHERE length(day) = 10 AND day < ?", before);
      return rolled;
    });
  }
}
