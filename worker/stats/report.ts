// The admin's report of a period (docs/product.md §24), made from the sums the Counter returns:
// every day of the period, then each list, largest first.
import {
  BOOKING_MOMENTS,
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
import type { CountRow, KeySum, PeriodFigures } from "./counter";

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

/**
 * The first day whose row stays daily: the first of the month DAILY_RETENTION_MONTHS before
 * `today`'s. The daily job sums every day before it per month, whole months only: a day stays
 * daily 25 to 26 months (the CNIL's 25 months for audience figures), then counts in its month.
 */
export function firstDailyDay(today: string): string {
  const [year, month] = today.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - DAILY_RETENTION_MONTHS, 1)).toISOString().slice(0, 10);
}

const isMoment = (name: string): name is MomentName => (MOMENT_NAMES as readonly string[]).includes(name);

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

/** The sources' moments, in the order the Counter ranked the sources (by their booking moments). */
function momentsBySource(rows: KeySum[]): StatsReport["momentsBySource"] {
  const sources = new Map<string, MomentCounts>();
  for (const { key, count } of rows) {
    const parts = split(key);
    if (!parts) continue;
    const moments = sources.get(parts[1]) ?? {};
    moments[parts[0]] = count;
    sources.set(parts[1], moments);
  }
  const booked = (moments: MomentCounts) => BOOKING_MOMENTS.reduce((sum, name) => sum + (moments[name] ?? 0), 0);
  return [...sources].map(([source, moments]) => ({ source, moments })).sort((a, b) => booked(b.moments) - booked(a.moments) || (a.source < b.source ? -1 : 1));
}

/** The period's most seen events and those with the most ticket taps, together, TOP_ROWS of them. */
function eventFigures({ events, tickets }: PeriodFigures): { id: number; views: number; tickets: number }[] {
  const figures = new Map<number, { views: number; tickets: number }>();
  const entry = (id: number) => figures.get(id) ?? figures.set(id, { views: 0, tickets: 0 }).get(id)!;
  for (const { key, count } of events) entry(Number(key)).views = count;
  for (const { key, count } of tickets) entry(Number(key.slice("ticket|event:".length))).tickets = count;
  return [...figures]
    .map(([id, counts]) => ({ id, ...counts }))
    .sort((a, b) => b.views - a.views || b.tickets - a.tickets || a.id - b.id)
    .slice(0, TOP_ROWS);
}

/** The report of the period's figures; `names` gives each event's name (null for one gone). */
export async function reportOf(figures: PeriodFigures, from: string, to: string, names: (ids: number[]) => Promise<Map<number, string>>): Promise<StatsReport> {
  const events = eventFigures(figures);
  const named = await names(events.map((event) => event.id));
  return {
    from,
    to,
    days: eachDay(figures.daily, from, to),
    pages: figures.pages.map(({ key, count }) => ({ page: key as CountedPage, views: count })),
    events: events.map((event) => ({ ...event, name: named.get(event.id) ?? null })),
    sources: figures.sources.map(({ key, count }) => ({ source: key, visits: count })),
    devices: figures.devices
      .filter(({ key }) => (DEVICE_CLASSES as readonly string[]).includes(key))
      .map(({ key, count }) => ({ device: key as DeviceClass, views: count })),
    countries: figures.countries.map(({ key, count }) => ({ country: key, views: count })),
    momentsBySource: momentsBySource(figures.momentsBySource),
  };
}
