// The busy days in D1 (migration 0012) and what stands on a span of days: the public events that
// take place and the days the DJ marked. Each read is one batch (one state of D1), bounded by a month.
import type { BusyDay, BusyKind, DayEvent } from "../../shared/availability";
import { EVENT_STATUSES, takesPlace, type EventStatus } from "../../shared/event-status";
import type { Profile } from "../../shared/profile";
import { guardD1 } from "../lib/storage";
import { profileOf, profileStatement, type ProfileRow } from "../profile/store";

/** The statuses whose event fills its day, written into the SQL (fixed words, no input). */
const FILLING = (Object.keys(EVENT_STATUSES) as EventStatus[])
  .filter(takesPlace)
  .map((status) => `'${status}'`)
  .join(", ");

/** What stands on the days of a span, as a visitor's answer needs it, with the profile's horizon. */
export interface DaysStanding {
  eventDays: Set<string>;
  busy: Map<string, BusyKind>;
  profile: Profile;
}

export async function readStanding(db: D1Database, first: string, last: string): Promise<DaysStanding> {
  const [events, busy, profile] = await guardD1(
    db.batch([
      db.prepare(`SELECT DISTINCT date FROM events WHERE deletedAt IS NULL AND status IN (${FILLING}) AND date BETWEEN ? AND ?`).bind(first, last),
      db.prepare("SELECT date, kind FROM busy_days WHERE date BETWEEN ? AND ?").bind(first, last),
      profileStatement(db),
    ]),
  );
  return {
    eventDays: new Set((events.results as { date: string }[]).map(({ date }) => date)),
    busy: new Map((busy.results as { date: string; kind: BusyKind }[]).map(({ date, kind }) => [date, kind])),
    profile: profileOf(profile.results[0] as ProfileRow | undefined),
  };
}

/** The admin's month: the busy days with their notes and every event of the span (the cancelled too, marked so). */
export async function readAdminMonth(db: D1Database, first: string, last: string): Promise<{ busyDays: BusyDay[]; events: DayEvent[]; profile: Profile }> {
  const [busy, events, profile] = await guardD1(
    db.batch([
      db.prepare("SELECT date, kind, note, updatedAt FROM busy_days WHERE date BETWEEN ? AND ? ORDER BY date").bind(first, last),
      db.prepare("SELECT id, name, date, status FROM events WHERE deletedAt IS NULL AND date BETWEEN ? AND ? ORDER BY date, id").bind(first, last),
      profileStatement(db),
    ]),
  );
  return {
    busyDays: busy.results as unknown as BusyDay[],
    events: events.results as unknown as DayEvent[],
    profile: profileOf(profile.results[0] as ProfileRow | undefined),
  };
}

/** Marks a day (or marks it again): the day as stored. */
export async function writeBusyDay(db: D1Database, date: string, { kind, note }: Pick<BusyDay, "kind" | "note">, now: number): Promise<BusyDay> {
  const stored = await guardD1(
    db
      .prepare(
        `INSERT INTO busy_days (date, kind, note, updatedAt) VALUES (?, ?, ?, ?)
         ON CONFLICT(date) DO UPDATE SET kind = excluded.kind, note = excluded.note, updatedAt = excluded.updatedAt
         RETURNING date, kind, note, updatedAt`,
      )
      .bind(date, kind, note, now)
      .first<BusyDay>(),
  );
  if (!stored) throw new Error("busy_days: INSERT … RETURNING returned no row");
  return stored;
}

/** Sets a day free again; a day that was free stays so. */
export async function deleteBusyDay(db: D1Database, date: string): Promise<void> {
  await guardD1(db.prepare("DELETE FROM busy_days WHERE date = ?").bind(date).run());
}
