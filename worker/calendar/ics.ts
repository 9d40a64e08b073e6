// iCalendar (RFC 5545) for the events: the feed (/events.ics) or one event to add to a
// calendar. Times are local Europe/Paris times with the zone's rules included (VTIMEZONE), so
// any calendar application shows them right; an event whose time cannot be read is all-day.
import type { EventItem } from "../../shared/collections";
import { eventPath, slugOf } from "../../shared/event-page";
import type { EventStatus } from "../../shared/event-status";
import { CALENDAR_PAST_MONTHS } from "../../shared/limits";
import type { Profile } from "../../shared/profile";
import { addDays, type Clock, eventSchedule } from "../../shared/event-time";
import { wellFormed } from "../lib/html";
import { lastChanged, TIME_ZONE } from "../lib/paris-time";

const CRLF = "\r\n";
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

const utf8Length = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * Folds a content line into lines of at most 75 octets: each continuation starts with one space
 * (which counts), and a multi-byte UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const room = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/**
 * Every value written into the calendar, by its kind, through this one function: nothing stored can
 * end a line and start a property of its own. Whatever the kind: half of a character whose other
 * half is missing becomes U+FFFD and control characters go. Then a TEXT value (§3.3.11) has its
 * backslash, semicolon and comma escaped and its line breaks written "\n"; a quoted parameter
 * (§3.2) holds no line break nor DQUOTE; an address (mailto:) no line break nor space.
 */
export function icsValue(value: string, kind: "text" | "parameter" | "address" = "text"): string {
  const lines = wellFormed(value)
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- the control characters are exactly what must go
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  if (kind === "parameter") return `"${lines.replace(/\n/g, " ").replace(/"/g, "'")}"`;
  if (kind === "address") return lines.replace(/\s/g, "");
  return lines.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, "\\n");
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "20260714" */
const icsDate = (day: string) => day.replaceAll("-", "");
/** "20260714T210000" (local time, paired with TZID) */
const icsLocal = (day: string, time: Clock) => `${icsDate(day)}T${pad(time.hour)}${pad(time.minute)}00`;
/** "20260714T190000Z" */
const icsUtc = (at: Date) =>
  `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

/** Only web addresses are links: a ticket link is free text in the data. */
export function webLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  return value && /^https?:\/\/[^\s"<>\\]+$/i.test(value) ? value : null;
}

/** Europe/Paris since 1996: summer time from the last Sunday of March to the last Sunday of October. */
const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.8.1.11: a postponed event (no new date yet) is tentative, a cancelled one cancelled. */
const ICS_STATUS = {
  scheduled: "CONFIRMED",
  soldOut: "CONFIRMED",
  rescheduled: "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
} as const satisfies Record<EventStatus, string>;

export interface CalendarOptions {
  /** The site's origin: UIDs are `<id>@<host>`, the same on every request, and each event links to its page. */
  origin: string;
  /** DTSTAMP: when this calendar object is created (METHOD:PUBLISH, §3.8.7.2). */
  now: Date;
  /** The DJ: the product's name, each event's organizer, and the subscribed feed's description (which says its window). */
  dj: Pick<Profile, "name" | "city" | "email">;
  /** X-WR-CALNAME, for the subscribed feed; a single event to import goes without it. */
  calendarName?: string;
}

function eventLines(event: EventItem, { origin, now, dj }: CalendarOptions): string[] {
  const schedule = eventSchedule(event.date, event.time);
  const lines = ["BEGIN:VEVENT", `UID:${event.id}@${new URL(origin).hostname}`, `DTSTAMP:${icsUtc(now)}`];
  // A subscribed calendar replaces its copy of the event when SEQUENCE grows (RFC 5545 §3.8.7.4).
  lines.push(`SEQUENCE:${event.revision ?? 0}`, `LAST-MODIFIED:${icsUtc(lastChanged(event, now.getTime()))}`);
  if (schedule.start) {
    lines.push(`DTSTART;TZID=${TIME_ZONE}:${icsLocal(schedule.startDay, schedule.start)}`);
    if (schedule.end && schedule.endDay) lines.push(`DTEND;TZID=${TIME_ZONE}:${icsLocal(schedule.endDay, schedule.end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.date)}`, `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`);
  }
  lines.push(`SUMMARY:${icsValue(event.name)}`, `LOCATION:${icsValue(event.venue)}`);
  // The ticket office in the description: URL is the event's page, which has it too.
  const ticket = webLink(event.ticketLink);
  const description = [event.description.trim(), ticket && `Billetterie : ${ticket}`].filter(Boolean).join("\n\n");
  if (description) lines.push(`DESCRIPTION:${icsValue(description)}`);
  lines.push(`URL:${origin}${eventPath(event)}`);
  lines.push(`ORGANIZER;CN=${icsValue(dj.name, "parameter")}:mailto:${icsValue(dj.email, "address")}`);
  lines.push(`STATUS:${ICS_STATUS[event.status]}`, "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A complete VCALENDAR with these events, CRLF line ends and folded lines. */
export function buildCalendar(events: readonly EventItem[], options: CalendarOptions): string {
  const { dj } = options;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${icsValue(dj.name)}//Site des événements//FR`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (options.calendarName) {
    lines.push(
      `X-WR-CALNAME:${icsValue(options.calendarName)}`,
      `X-WR-CALDESC:${icsValue(`Les dates de ${dj.name}, DJ à ${dj.city} : celles à venir et celles des ${CALENDAR_PAST_MONTHS} derniers mois.`)}`,
      `X-WR-TIMEZONE:${TIME_ZONE}`,
      // How often a subscribed calendar should look again (Apple, Google, Outlook).
      "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
      "X-PUBLISHED-TTL:PT6H",
    );
  }
  lines.push(...PARIS_TIMEZONE);
  for (const event of events) lines.push(...eventLines(event, options));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** "2026-07-14-sunset-house-session": a file name anyone can read, from the date and the name. */
export function eventSlug(event: Pick<EventItem, "id" | "name" | "date">): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(event.date) ? `${event.date}-` : "";
  return `${day}${slugOf(event.name) || `evenement-${event.id}`}`;
}
