// "Répéter" an event (docs/product.md §16): the dates a frequency gives from the event's date up to
// a chosen day, and the events created on them. Plain calendar arithmetic on "YYYY-MM-DD" days, in
// UTC so that no clock change can move a day.
import { COLLECTIONS, type EventItem } from "../../../../shared/collections";
import { DEFAULT_EVENT_STATUS } from "../../../../shared/event-status";
import { parseDay } from "../../../../shared/event-time";
import { MAX_BATCH_ITEMS } from "../../../../shared/limits";
import type { ItemFields } from "./writes";

/** Each frequency and its French words, in the order the dialog offers them. */
export const FREQUENCIES = {
  weekly: "Chaque semaine",
  biweekly: "Toutes les deux semaines",
  monthly: "Chaque mois",
} as const;

export type Frequency = keyof typeof FREQUENCIES;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day as a UTC date, or null when it is not a real calendar day (2026-02-30). */
function dateOf(day: string): Date | null {
  const parts = parseDay(day);
  return parts && new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The n-th occurrence after the start (n ≥ 1). Months count from the start itself, not from the
 * previous occurrence, so that the 31st comes back after a short month (31 Jan, 28 Feb, 31 Mar).
 */
function occurrence(start: Date, frequency: Frequency, n: number): Date {
  if (frequency !== "monthly") return new Date(start.getTime() + n * (frequency === "weekly" ? 7 : 14) * DAY_MS);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + n;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

export interface RepeatDates {
  /** The days to create, in order: at most `limit`. */
  dates: string[];
  /** True when the end day would give more than `limit` dates (none of them is then to be created). */
  tooMany: boolean;
}

/**
 * The days after `start` at that frequency, up to `until` included. Counting stops one past the
 * limit, so that a far end day costs nothing. Either day unreadable gives no date.
 */
export function repeatDates(start: string, frequency: Frequency, until: string, limit: number = MAX_BATCH_ITEMS): RepeatDates {
  const first = dateOf(start);
  const last = dateOf(until);
  const dates: string[] = [];
  if (!first || !last) return { dates, tooMany: false };
  for (let n = 1; ; n++) {
    const next = occurrence(first, frequency, n);
    if (next > last) return { dates, tooMany: false };
    if (dates.length === limit) return { dates, tooMany: true };
    dates.push(formatDay(next));
  }
}

/** The first day a repetition of `start` can reach (the earliest "Jusqu’au" that creates a date). */
export function firstOccurrence(start: string, frequency: Frequency): string | null {
  const first = dateOf(start);
  return first ? formatDay(occurrence(first, frequency, 1)) : null;
}

/** The events created on those days: copies of the event, each on its day, as an ordinary ("Programmé") one. */
export function repeatedEvents(event: EventItem, dates: readonly string[]): ItemFields<"events">[] {
  // Only the described fields: not the id, nor the store's stamps.
  const fields = Object.fromEntries(Object.keys(COLLECTIONS.events.fields).map((name) => [name, event[name as keyof EventItem]]));
  return dates.map((date) => ({ ...fields, date, status: DEFAULT_EVENT_STATUS, previousDate: null }) as ItemFields<"events">);
}
