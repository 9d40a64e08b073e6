// Event times as the DJ writes them: a calendar day "YYYY-MM-DD" and a free-text time such as
// "21:00 - 02:00", read the same way by the calendars, the JSON-LD and the event page's Google
// Agenda link (docs/product.md §13): a range whose end is at or before its start ends the next
// day, a lone start has no end, an unreadable time makes the event all-day. Plain calendar
// arithmetic, with no time zone: worker/lib/paris-time.ts places the result in Paris.

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

/**
 * "YYYY-MM-DD" plus `months`, the day kept; a day the month lacks becomes its last day
 * (31 August minus 6 months is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const parts = parseDay(day);
  if (!parts) return day;
  const first = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${pad(first.getUTCFullYear(), 4)}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(parts.day, lastDay))}`;
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
