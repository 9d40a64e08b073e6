// The "Google Agenda" link of an event's page: Google Calendar's event template, in Paris time
// (ctz) with local clock times, read from the free-text time as the .ics file reads it
// (shared/event-time.ts): "21:00 - 02:00" ends the next day, a lone start has no length, an
// unreadable time makes the event all-day. Kept apart from the home page's script: only the
// event's page uses it.
import type { EventItem } from "../../../../shared/collections";
import { addDays, eventSchedule, parseDay, type Clock } from "../../../../shared/event-time";

const compact = (day: string) => day.replaceAll("-", "");
const pad = (value: number) => String(value).padStart(2, "0");
const at = (day: string, time: Clock) => `${compact(day)}T${pad(time.hour)}${pad(time.minute)}00`;

/** Google's `dates`: "20260714T210000/20260715T020000" in local time, or "20260714/20260715" for a whole day. */
export function googleDates(date: string, time: string): string | null {
  if (!parseDay(date)) return null;
  const { startDay, start, endDay, end } = eventSchedule(date, time);
  if (!start) return `${compact(date)}/${compact(addDays(date, 1))}`;
  return `${at(startDay, start)}/${end && endDay ? at(endDay, end) : at(startDay, start)}`;
}

/** The template link, or null for an event whose date cannot be read (nothing to add). */
export function googleCalendarHref(event: Pick<EventItem, "name" | "date" | "time" | "venue" | "description">, pageUrl: string): string | null {
  const dates = googleDates(event.date, event.time);
  if (!dates) return null;
  const details = [event.description.trim(), pageUrl].filter(Boolean).join("\n\n");
  const query = new URLSearchParams({ action: "TEMPLATE", text: event.name, dates, ctz: "Europe/Paris", details, location: event.venue });
  return `https://calendar.google.com/calendar/render?${query}`;
}
