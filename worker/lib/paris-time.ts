// Event times turned into instants: the Europe/Paris offset of a day and a clock time (read by
// shared/event-time.ts), "today" in Paris, and French dates for the pages' descriptions.
import { eventSchedule, parseDay, type Clock } from "../../shared/event-time";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export const TIME_ZONE = "Europe/Paris";

const parisParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function wallClock(at: number) {
  const parts: Record<string, number> = {};
  for (const part of parisParts.formatToParts(new Date(at))) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Minutes Europe/Paris is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetAt(at: number): number {
  const p = wallClock(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The Paris offset in force at this local day and clock time, in minutes. */
export function parisOffsetMinutes(day: string, time: Clock): number {
  const parts = parseDay(day);
  if (!parts) return 60;
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, time.hour, time.minute);
  const first = offsetAt(local - offsetAt(local) * 60_000);
  const second = offsetAt(local - first * 60_000);
  return second;
}

/** "+02:00" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const value = Math.abs(minutes);
  return `${sign}${pad(Math.floor(value / 60))}:${pad(value % 60)}`;
}

/** "2026-07-14T21:00:00+02:00": the local day and time in Paris, with the offset of that moment. */
export function parisDateTime(day: string, time: Clock): string {
  return `${day}T${pad(time.hour)}:${pad(time.minute)}:00${formatOffset(parisOffsetMinutes(day, time))}`;
}

/**
 * When an item last changed, as a date: its stamp (its id, a creation time, before it had one), held
 * between 1970 and now, so that a stamp from elsewhere (an import, SQL by hand) writes a real date.
 */
export const lastChanged = ({ id, updatedAt }: { id: number; updatedAt?: number | null }, now = Date.now()) =>
  new Date(Math.min(Math.max(updatedAt ?? id, 0), now));

/** Today's calendar day in Paris, "YYYY-MM-DD". */
export function parisToday(now: Date = new Date()): string {
  const p = wallClock(now.getTime());
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

const frenchDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 juillet 2026" for "2026-07-14". */
export const longFrenchDate = (day: string) => (parseDay(day) ? frenchDay.format(new Date(`${day}T00:00:00Z`)) : day);

/** The instant an event starts, for its start date in JSON-LD: with the Paris offset, or the day alone when all-day. */
export function eventStart(day: string, time: string): string {
  const schedule = eventSchedule(day, time);
  return schedule.start ? parisDateTime(schedule.startDay, schedule.start) : day;
}
