// Event times as the DJ writes them ("21:00 - 02:00", a calendar day in the south of France),
// turned into instants: the Europe/Paris offset of a day and a clock time, "today" in Paris, and
// a range whose end is after midnight ending the next day.

export const TIME_ZONE = "Europe/Paris";

export interface Clock {
  hour: number;
  minute: number;
}

export interface TimeRange {
  start: Clock;
  /** Absent when the text gives only a start ("À partir de 21h"). */
  end?: Clock;
  /** True when the end is at or before the start: it falls on the next day. */
  endsNextDay: boolean;
}

// "21:00", "21h", "21h30", "21 h 30"; 24:00 is accepted as an end (midnight).
const CLOCK = String.raw`(\d{1,2})\s*(?::|h|H)\s*(\d{2})?`;
const RANGE = new RegExp(String.raw`^\D*?${CLOCK}(?:\s*(?:-|–|—|à|a|to)\s*${CLOCK})?\D*$`, "i");

function clock(hours: string | undefined, minutes: string | undefined, allowMidnightEnd: boolean): Clock | null {
  if (hours === undefined) return null;
  const hour = Number(hours);
  const minute = minutes === undefined ? 0 : Number(minutes);
  if (minute > 59) return null;
  if (hour === 24 && minute === 0 && allowMidnightEnd) return { hour: 0, minute: 0 };
  return hour <= 23 ? { hour, minute } : null;
}

/** The range of a free-text time, or null when no start time can be read (the event is then all-day). */
export function parseTimeRange(text: string): TimeRange | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const start = clock(match[1], match[2], false);
  if (!start) return null;
  if (match[3] === undefined) return { start, endsNextDay: false };
  const end = clock(match[3], match[4], true);
  if (!end) return { start, endsNextDay: false };
  const endsNextDay = end.hour * 60 + end.minute <= start.hour * 60 + start.minute;
  return { start, end, endsNextDay };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a "YYYY-MM-DD" that is a real calendar day, or null. */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYY-MM-DD" plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const parts = parseDay(day);
  if (!parts) return day;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

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

/** Today's calendar day in Paris, "YYYY-MM-DD". */
export function parisToday(now: Date = new Date()): string {
  const p = wallClock(now.getTime());
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** When an event starts and ends, as local Paris days and clock times. */
export interface EventSchedule {
  startDay: string;
  /** Null for an all-day event (no readable time). */
  start: Clock | null;
  endDay: string | null;
  end: Clock | null;
}

export function eventSchedule(day: string, time: string): EventSchedule {
  const range = parseTimeRange(time);
  if (!range) return { startDay: day, start: null, endDay: null, end: null };
  if (!range.end) return { startDay: day, start: range.start, endDay: null, end: null };
  return { startDay: day, start: range.start, endDay: range.endsNextDay ? addDays(day, 1) : day, end: range.end };
}

const frenchDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 juillet 2026" for "2026-07-14". */
export const longFrenchDate = (day: string) => (parseDay(day) ? frenchDay.format(new Date(`${day}T00:00:00Z`)) : day);

/** The instant an event starts, for its start date in JSON-LD: with the Paris offset, or the day alone when all-day. */
export function eventStart(day: string, time: string): string {
  const schedule = eventSchedule(day, time);
  return schedule.start ? parisDateTime(schedule.startDay, schedule.start) : day;
}
