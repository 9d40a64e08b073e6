// The admin's report of a period (docs/product.md §24), made from the Counter's daily rows: every
// day of the period, then each list summed over it, largest first.
import {
  DAILY_RETENTION_MONTHS,
  DEVICE_CLASSES,
  MOMENT_NAMES,
  TOP_ROWS,
  type CountedPage,
  type DeviceClass,
  type MomentCounts,
  type MomentName,
  type StatsDay,
  type StatsReport,
} from "../../shared/stats";
import type { CountRow, Metric } from "./counter";

/** The days from `from` to `to` ("YYYY-MM-DD"), both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The day `count` days before `day`. */
export function daysBefore(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - count);
  return date.toISOString().slice(0, 10);
}

const isMoment = (name: string): name is MomentName => (MOMENT_NAMES as readonly string[]).includes(name);

/** The rows of one metric summed per key over the period. */
function summed(rows: CountRow[], metric: Metric): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.metric === metric) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
  return sums;
}

/** The largest sums first (then by key, for a stable order), TOP_ROWS of them. */
const top = (sums: Map<string, number>) => [...sums].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, TOP_ROWS);

/** "name|rest" → ["name", "rest"] for a known moment; null for anything else. */
function split(key: string): [MomentName, string] | null {
  const bar = key.indexOf("|");
  const name = key.slice(0, bar);
  return bar > 0 && isMoment(name) ? [name, key.slice(bar + 1)] : null;
}

function eachDay(rows: CountRow[], from: string, to: string): StatsDay[] {
  const days = new Map(daysBetween(from, to).map((day): [string, StatsDay] => [day, { day, views: 0, visits: 0, moments: {} }]));
  for (const { day, metric, key, count } of rows) {
    const entry = days.get(day);
    if (!entry) continue;
    if (metric === "views") entry.views += count;
    else if (metric === "visits") entry.visits += count;
    else if (metric === "moment" && isMoment(key)) entry.moments[key] = (entry.moments[key] ?? 0) + count;
  }
  return [...days.values()];
}

function momentsBySource(rows: CountRow[]): StatsReport["momentsBySource"] {
  const sources = new Map<string, MomentCounts>();
  for (const [key, count] of summed(rows, "moment-source")) {
    const parts = split(key);
    if (!parts) continue;
    const moments = sources.get(parts[1]) ?? {};
    moments[parts[0]] = (moments[parts[0]] ?? 0) + count;
    sources.set(parts[1], moments);
  }
  const total = (moments: MomentCounts) => Object.values(moments).reduce((sum, count) => sum + (count ?? 0), 0);
  return [...sources]
    .map(([source, moments]) => ({ source, moments }))
    .sort((a, b) => total(b.moments) - total(a.moments))
    .slice(0, TOP_ROWS);
}

/** The events of the period: the most seen, with their ticket taps; the ids whose names the caller looks up. */
function eventFigures(rows: CountRow[]): { id: number; views: number; tickets: number }[] {
  const figures = new Map<number, { views: number; tickets: number }>();
  const entry = (id: number) => figures.get(id) ?? figures.set(id, { views: 0, tickets: 0 }).get(id)!;
  for (const [key, count] of summed(rows, "page")) if (key.startsWith("event:")) entry(Number(key.slice(6))).views += count;
  for (const [key, count] of summed(rows, "moment-page")) {
    const parts = split(key);
    if (parts?.[0] === "ticket" && parts[1].startsWith("event:")) entry(Number(parts[1].slice(6))).tickets += count;
  }
  return [...figures]
    .map(([id, counts]) => ({ id, ...counts }))
    .sort((a, b) => b.views - a.views || b.tickets - a.tickets || a.id - b.id)
    .slice(0, TOP_ROWS);
}

/** The report of the period's rows; `names` gives each event's name (null for one gone). */
export async function reportOf(rows: CountRow[], from: string, to: string, names: (ids: number[]) => Promise<Map<number, string>>): Promise<StatsReport> {
  const events = eventFigures(rows);
  const named = await names(events.map((event) => event.id));
  return {
    from,
    to,
    days: eachDay(rows, from, to),
    pages: top(new Map([...summed(rows, "page")].filter(([key]) => !key.startsWith("event:")))).map(([page, views]) => ({ page: page as CountedPage, views })),
    events: events.map((event) => ({ ...event, name: named.get(event.id) ?? null })),
    sources: top(summed(rows, "source")).map(([source, visits]) => ({ source, visits })),
    devices: top(summed(rows, "device"))
      .filter(([device]) => (DEVICE_CLASSES as readonly string[]).includes(device))
      .map(([device, views]) => ({ device: device as DeviceClass, views })),
    countries: top(summed(rows, "country")).map(([country, views]) => ({ country, views })),
    momentsBySource: momentsBySource(rows),
  };
}

/**
 * The first day whose row stays daily: the first of the month DAILY_RETENTION_MONTHS before
 * `today`'s. The daily job sums every day before it per month, whole months only, each day kept
 * 25 months at least (the CNIL's guidance).
 */
export function firstDailyDay(today: string): string {
  const [year, month] = today.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - DAILY_RETENTION_MONTHS, 1)).toISOString().slice(0, 10);
}
