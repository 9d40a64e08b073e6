// The "Google Agenda" link of an event's page: Google Calendar's event template, in Paris time
// (ctz) with local clock times, read from the free-text time the way the .ics file reads it
// (worker/lib/paris-time.ts, parseTimeRange): "21:00 - 02:00" ends the next day, a lone start
// has no length, an unreadable time makes the event all-day. Kept apart from the home page's
// script: only the event's page uses it.
import type { EventItem } from "../../../shared/collections";

interface Clock {
  hour: number;
  minute: number;
}

// "21:00", "21h", "21h30", "21 h 30"; 24:00 is accepted as an end (midnight).
const CLOCK = String.raw`(\d{1,2})\s*(?::|h|H)\s*(\d{2})?`;
const RANGE = new RegExp(String.raw`^\D*?${CLOCK}(?:\s*(?:-|–|—|à|a|to)\s*${CLOCK})?\D*$`, "i");
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function clock(hours: string | undefined, minutes: string | undefined, allowMidnightEnd: boolean): Clock | null {
  if (hours === undefined) return null;
  const hour = Number(hours);
  const minute = minutes === undefined ? 0 : Number(minutes);
  if (minute > 59) return null;
  if (hour === 24 && minute === 0 && allowMidnightEnd) return { hour: 0, minute: 0 };
  return hour <= 23 ? { hour, minute } : null;
}

/** "YYYYMMDD" of a real calendar day `days` after "YYYY-MM-DD", or null when the day cannot be read. */
function compactDay(day: string, days = 0): string | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  check.setUTCDate(date + days);
  return check.toISOString().slice(0, 10).replaceAll("-", "");
}

const pad = (value: number) => String(value).padStart(2, "0");
const at = (day: string, time: Clock) => `${day}T${pad(time.hour)}${pad(time.minute)}00`;

/** Google's `dates`: "20260714T210000/20260715T020000" in local time, or "20260714/20260715" for a whole day. */
export function googleDates(date: string, time: string): string | null {
  const day = compactDay(date);
  if (!day) return null;
  const match = RANGE.exec(time.trim());
  const start = match && clock(match[1], match[2], false);
  if (!match || !start) return `${day}/${compactDay(date, 1)}`;
  const end = clock(match[3], match[4], true);
  if (!end) return `${at(day, start)}/${at(day, start)}`;
  const nextDay = end.hour * 60 + end.minute <= start.hour * 60 + start.minute;
  return `${at(day, start)}/${at(nextDay ? compactDay(date, 1)! : day, end)}`;
}

/** The template link, or null for an event whose date cannot be read (nothing to add). */
export function googleCalendarHref(event: Pick<EventItem, "name" | "date" | "time" | "venue" | "description">, pageUrl: string): string | null {
  const dates = googleDates(event.date, event.time);
  if (!dates) return null;
  const details = [event.description.trim(), pageUrl].filter(Boolean).join("\n\n");
  const query = new URLSearchParams({ action: "TEMPLATE", text: event.name, dates, ctz: "Europe/Paris", details, location: event.venue });
  return `https://calendar.google.com/calendar/render?${query}`;
}
