// The events the calendars read from D1 (docs/product.md §13): the feed's window, bounded, and one
// event by its id, never the whole list; with the API's columns (worker/collections/store.ts).
import { COLLECTIONS, type EventItem } from "../../shared/collections";
import { addMonths } from "../../shared/event-time";
import { CALENDAR_PAST_MONTHS, MAX_CALENDAR_EVENTS } from "../../shared/limits";
import { tableOf } from "../collections/store";
import { guardD1 } from "../lib/storage";

const { name: EVENTS, selected } = tableOf(COLLECTIONS.events);

/** The first day the feed holds: the Paris day `today` minus CALENDAR_PAST_MONTHS months. */
export const calendarStart = (today: string) => addMonths(today, -CALENDAR_PAST_MONTHS);

/**
 * The feed's events in date order: from `today` on, soonest first, then back to calendarStart,
 * latest first, MAX_CALENDAR_EVENTS in all. Both halves read the (date, id) index up to the bound,
 * in one round trip: a subscriber misses an old date before a coming one.
 */
export async function readFeedEvents(db: D1Database, today: string): Promise<EventItem[]> {
  const upcoming = db
    .prepare(`SELECT ${selected} FROM ${EVENTS} WHERE deletedAt IS NULL AND date >= ? ORDER BY date, id LIMIT ?`)
    .bind(today, MAX_CALENDAR_EVENTS);
  const past = db
    .prepare(`SELECT ${selected} FROM ${EVENTS} WHERE deletedAt IS NULL AND date >= ? AND date < ? ORDER BY date DESC, id DESC LIMIT ?`)
    .bind(calendarStart(today), today, MAX_CALENDAR_EVENTS);
  const [coming, gone] = await guardD1(db.batch<EventItem>([upcoming, past]));
  const kept = gone.results.slice(0, MAX_CALENDAR_EVENTS - coming.results.length).reverse();
  return [...kept, ...coming.results];
}

/** The event of this id, or null when no event outside the trash has it. */
export const readEvent = (db: D1Database, id: number): Promise<EventItem | null> =>
  guardD1(db.prepare(`SELECT ${selected} FROM ${EVENTS} WHERE id = ? AND deletedAt IS NULL`).bind(id).first<EventItem>());
