// The Counter: one Durable Object that keeps the audience figures in its own SQLite storage
// (docs/product.md §24, docs/decisions/0035-audience-figures-in-a-durable-object.md), one row per
// day, metric and key, with its count. Never D1: a visitor's page costs the site's database nothing.
// Every read sums in SQL and returns a bounded answer, whatever the rows.
import { DurableObject } from "cloudflare:workers";
import { BOOKING_MOMENTS, TOP_ROWS } from "../../shared/stats";
import { contentHub } from "../live/hub";

/**
 * What a row counts: a day's views and visits; its views per page, per event (its id), device and
 * country; its visits per source; its moments, per source ("name|source") and per page ("name|page",
 * an event's page "name|event:<id>").
 */
export type Metric = "views" | "visits" | "page" | "event" | "device" | "country" | "source" | "moment" | "moment-source" | "moment-page";

/** A count to add to a row. `day` is "YYYY-MM-DD", or "YYYY-MM" once summed per month. */
export interface Increment {
  day: string;
  metric: Metric;
  key: string;
  count: number;
}
export type CountRow = Increment;
/** A key's sum over a period. */
export interface KeySum {
  key: string;
  count: number;
}

/** A period's figures as the Counter sums them, each list its TOP_ROWS largest (docs/product.md §24). */
export interface PeriodFigures {
  /** The day's totals: views, visits and each moment. */
  daily: CountRow[];
  pages: KeySum[];
  /** Views per event id, and ticket taps per "ticket|event:<id>". */
  events: KeySum[];
  tickets: KeySum[];
  sources: KeySum[];
  devices: KeySum[];
  countries: KeySum[];
  /** The sources that brought the most booking moments: their every moment, as "name|source". */
  momentsBySource: KeySum[];
}

/** How soon after figures moved the admin's open pages are told (at most once per this time). */
export const NUDGE_MS = 2000;

/** The site has one audience, so one named Counter. */
export const counter = (env: Env) => env.COUNTER.getByName("audience");

/** The daily rows of a period: `day` between the two bound values, months' rows left out. */
const IN_PERIOD = "length(day) = 10 AND day BETWEEN ? AND ?";

export class Counter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS counts (
      day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (day, metric, key)
    ) WITHOUT ROWID`);
    // An event's figures since counting began (its row in the admin's list) are read by key, all days.
    ctx.storage.sql.exec("CREATE INDEX IF NOT EXISTS counts_by_key ON counts (metric, key)");
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

  /** The figures from `from` to `to` (days, both included), summed here: one call, a bounded answer. */
  periodFigures(from: string, to: string): PeriodFigures {
    const top = (metric: Metric, prefix?: string) => this.top(from, to, metric, TOP_ROWS, prefix);
    return {
      daily: this.dailyTotals(from, to),
      pages: top("page"),
      events: top("event"),
      tickets: top("moment-page", "ticket|event:"),
      sources: top("source"),
      devices: top("device"),
      countries: top("country"),
      momentsBySource: this.momentsBySource(from, to, BOOKING_MOMENTS, TOP_ROWS),
    };
  }

  /** The period's rows of the day's totals: views, visits and each moment (a few per day). */
  private dailyTotals(from: string, to: string): CountRow[] {
    return this.ctx.storage.sql
      .exec<{ day: string; metric: Metric; key: string; count: number }>(
        `SELECT day, metric, key, count FROM counts WHERE ${IN_PERIOD} AND metric IN ('views', 'visits', 'moment')`,
        from,
        to,
      )
      .toArray();
  }

  /** The period's `limit` largest sums of `metric` per key, among the keys that start with `prefix`. */
  private top(from: string, to: string, metric: Metric, limit: number, prefix = ""): KeySum[] {
    return this.ctx.storage.sql
      .exec<{ key: string; count: number }>(
        `SELECT key, SUM(count) AS count FROM counts WHERE ${IN_PERIOD} AND metric = ? AND substr(key, 1, ?) = ?
         GROUP BY key ORDER BY count DESC, key LIMIT ?`,
        from,
        to,
        metric,
        prefix.length,
        prefix,
        limit,
      )
      .toArray();
  }

  /**
   * The period's `limit` sources that brought the most of `moments`, each with its count of every
   * moment: rows of "name|source" keys.
   */
  private momentsBySource(from: string, to: string, moments: readonly string[], limit: number): KeySum[] {
    return this.ctx.storage.sql
      .exec<{ key: string; count: number }>(
        `WITH split AS (
           SELECT substr(key, 1, instr(key, '|') - 1) AS name, substr(key, instr(key, '|') + 1) AS source, count
           FROM counts WHERE ${IN_PERIOD} AND metric = 'moment-source'
         ), ranked AS (
           SELECT source FROM split WHERE name IN (SELECT value FROM json_each(?))
           GROUP BY source ORDER BY SUM(count) DESC, source LIMIT ?
         )
         SELECT name || '|' || source AS key, SUM(count) AS count FROM split WHERE source IN (SELECT source FROM ranked) GROUP BY name, source`,
        from,
        to,
        JSON.stringify(moments),
        limit,
      )
      .toArray();
  }

  /** Each event's views and ticket taps over every day and month kept. */
  eventTotals(ids: readonly number[]): { views: KeySum[]; tickets: KeySum[] } {
    return {
      views: this.totals(
        "event",
        ids.map((id) => String(id)),
      ),
      tickets: this.totals(
        "moment-page",
        ids.map((id) => `ticket|event:${id}`),
      ),
    };
  }

  /** The sums of the rows of `metric` with these keys, over every day and month kept. */
  private totals(metric: Metric, keys: readonly string[]): KeySum[] {
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
