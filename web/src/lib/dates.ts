// Calendar rules of the public pages (docs/product.md §2, §9): "today" starts at local midnight, event
// dates are local calendar days "YYYY-MM-DD", and dates read in French.
import { COLLECTIONS, compareInOrder, type EventItem } from "../../../shared/collections";
import { FRENCH_MONTHS } from "../../../shared/french-dates";
import { TEASER_SIZE } from "../../../shared/views";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" day as a local date at 00:00 (never `new Date("YYYY-MM-DD")`, which is UTC). */
export function parseLocalDate(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  // Reject days that roll over, such as 2026-02-31.
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(m) - 1 || date.getDate() !== Number(d)) return null;
  return date;
}

/** Local midnight of the day of `now`. */
export function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** True when the event day is before today's local midnight. An unreadable date counts as past. */
export function isPast(day: string, now: Date = new Date()): boolean {
  const date = parseLocalDate(day);
  return date === null || date.getTime() < startOfToday(now).getTime();
}

/** The events' own order: by date, then id. */
const byDateAscending = compareInOrder(COLLECTIONS.events);

export interface SplitEvents {
  /** Dated today or later, soonest first. */
  upcoming: EventItem[];
  /** Dated before today, most recent first. */
  past: EventItem[];
}

export function splitEvents(events: readonly EventItem[], now: Date = new Date()): SplitEvents {
  const upcoming: EventItem[] = [];
  const past: EventItem[] = [];
  for (const event of events) (isPast(event.date, now) ? past : upcoming).push(event);
  upcoming.sort(byDateAscending);
  past.sort((a, b) => byDateAscending(b, a));
  return { upcoming, past };
}

/** Maximum number of events in the home teaser (docs/product.md §9). */
export { TEASER_SIZE };

/**
 * The home teaser: upcoming (ascending) then past (descending), the first 3. Its first card is the
 * one shown on mobile: the next upcoming event, or else the most recent past one.
 */
export function teaserEvents(events: readonly EventItem[], now: Date = new Date()): EventItem[] {
  const { upcoming, past } = splitEvents(events, now);
  return [...upcoming, ...past].slice(0, TEASER_SIZE);
}

export { FRENCH_MONTHS };

/** "14 juillet 2026", as Intl writes it in fr-FR; the raw text when the day cannot be read. */
export function formatLongDate(day: string): string {
  const date = parseLocalDate(day);
  return date ? `${date.getDate()} ${FRENCH_MONTHS[date.getMonth()][0]} ${date.getFullYear()}` : day;
}

/** "juil", the short month of a date without its dot (an event card's date block). */
export const shortMonthName = (date: Date) => FRENCH_MONTHS[date.getMonth()][1].replace(".", "");

/** The /events counts, written with "(s)" as docs/product.md §2 writes them. */
export const upcomingCountLabel = (n: number) => `${n} événement(s) à venir`;
export const pastCountLabel = (n: number) => `${n} événement(s) passé(s)`;

/** The events lists (home page, /events) when there is no event at all. */
export const NO_EVENTS = "Aucun événement programmé pour le moment.";

/** The local calendar day of `date`, "YYYY-MM-DD": the day views are computed for in the browser. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
