// The iCalendar feed and single-event files, checked against RFC 5545: CRLF line ends, lines
// folded at 75 octets without cutting a UTF-8 character, TEXT escaping, stable UIDs, Paris times;
// the feed's window (the coming events and the last 6 months) and its bound.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "../../shared/event-time";
import { CALENDAR_PAST_MONTHS, MAX_CALENDAR_EVENTS } from "../../shared/limits";
import { eventSlug, foldLine, icsValue } from "../../worker/calendar/ics";
import { parisToday } from "../../worker/lib/paris-time";
import { call, insertEvent, insertEvents, trashEvent } from "./helpers";

const LONG_FRENCH =
  "Soirée « été indien » au bord de l’étang : house mélodique, disco et grands classiques, de 1960 à 2010 ; " +
  "cocktails, tapas, et surprises pour les mariés. Chemin d’accès : C:\\route\\des\\Pins, 2e à droite.\n" +
  "Deuxième ligne, avec des œufs, des crêpes et une Ὀδύσσεια — et un 🎧 ou deux 🪩.";

/** The raw bytes, so that line ends and multi-byte characters are checked as they travel. */
async function fetchCalendar(path: string) {
  const res = await call(path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder().decode(bytes) };
}

/** Physical lines, split on CRLF octets; each must decode as UTF-8 on its own. */
function physicalLines(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
      i++;
    }
  }
  expect(start, "the calendar ends with CRLF").toBe(bytes.length);
  return lines;
}

/** Content lines after unfolding (RFC 5545 §3.1). */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);

/** The VEVENTs as maps of property (with its parameters) to value. */
function vevents(text: string): Map<string, string>[] {
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) {
      // The name (with parameters) ends at the first ":" that is not inside a quoted parameter.
      const colon = line.indexOf(":");
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return events;
}

/** The first day the feed holds: the Paris day, CALENDAR_PAST_MONTHS months ago. */
const windowStart = () => addMonths(parisToday(), -CALENDAR_PAST_MONTHS);

/** The ids of the events outside the trash, by a condition on their day, in the order given. */
async function idsWhere(condition: string, ...days: (string | number)[]): Promise<number[]> {
  const { results } = await env.DB.prepare(`SELECT id FROM events WHERE deletedAt IS NULL AND ${condition}`)
    .bind(...days)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

const uidOf = (id: number) => `${id}@localhost`;
const uids = (text: string) => vevents(text).map((event) => event.get("UID"));

function expectRfc5545Lines(bytes: Uint8Array) {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const lines = physicalLines(bytes);
  for (const line of lines) {
    expect(line.length, decoder.decode(line)).toBeLessThanOrEqual(75);
    // A fold never cuts a character: every physical line is valid UTF-8 by itself.
    expect(() => decoder.decode(line)).not.toThrow();
    // No bare CR or LF inside a line.
    expect(line.includes(0x0a) || line.includes(0x0d)).toBe(false);
  }
  return lines;
}

describe("GET /events.ics", () => {
  it("is a calendar of the coming events and those of the last 6 months, with the feed's headers", async () => {
    const { res, bytes, text } = await fetchCalendar("/events.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expectRfc5545Lines(bytes);

    const lines = unfold(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((line) => line.startsWith("PRODID:"))).toMatch(/^PRODID:-\/\/.+\/\/FR$/);
    expect(lines).toContain("CALSCALE:GREGORIAN");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("X-WR-CALNAME:DJ Max Ribera – Événements");
    expect(lines).toContain("X-WR-CALDESC:Les dates de DJ Max Ribera\\, DJ à Canet-en-Roussillon : celles à venir et celles des 6 derniers mois.");
    expect(uids(text)).toEqual((await idsWhere("date >= ? ORDER BY date, id", windowStart())).map(uidOf));
  });

  it("holds the events from the Paris day 6 months ago on, and none in the trash", async () => {
    const start = windowStart();
    await insertEvent({ id: 4_100_000_000_021, date: start });
    await insertEvent({ id: 4_100_000_000_022, date: addDays(start, -1) });
    await insertEvent({ id: 4_100_000_000_023, date: parisToday() });
    await insertEvent({ id: 4_100_000_000_024, date: addDays(parisToday(), 1) });
    await trashEvent(4_100_000_000_024);
    const feed = uids((await fetchCalendar("/events.ics")).text);
    expect(feed).toContain(uidOf(4_100_000_000_021));
    expect(feed).not.toContain(uidOf(4_100_000_000_022));
    expect(feed).toContain(uidOf(4_100_000_000_023));
    expect(feed).not.toContain(uidOf(4_100_000_000_024));
  });

  it(`holds ${MAX_CALENDAR_EVENTS} events at most: the coming ones, soonest first, then the latest past ones`, async () => {
    const today = parisToday();
    // 300 past events, two a day from the window's first day (the window is over 180 days), and 300 coming ones.
    await insertEvents({ count: 300, firstId: 4_200_000_000_000, firstDate: windowStart(), perDay: 2 });
    await insertEvents({ count: 300, firstId: 4_300_000_000_000, firstDate: today, perDay: 2 });
    const coming = await idsWhere("date >= ? ORDER BY date, id", today);
    const latestPast = await idsWhere("date >= ? AND date < ? ORDER BY date DESC, id DESC LIMIT ?", windowStart(), today, MAX_CALENDAR_EVENTS - coming.length);
    const feed = uids((await fetchCalendar("/events.ics")).text);
    expect(feed).toHaveLength(MAX_CALENDAR_EVENTS);
    expect(feed).toEqual([...latestPast.reverse(), ...coming].map(uidOf));

    // More coming events than the bound: the soonest, and no past one.
    await insertEvents({ count: MAX_CALENDAR_EVENTS, firstId: 4_400_000_000_000, firstDate: addDays(today, 1) });
    const soonest = await idsWhere("date >= ? ORDER BY date, id LIMIT ?", today, MAX_CALENDAR_EVENTS);
    expect(uids((await fetchCalendar("/events.ics")).text)).toEqual(soonest.map(uidOf));
  });

  it("includes Europe/Paris with its summer and winter time rules", async () => {
    const lines = unfold((await fetchCalendar("/events.ics")).text);
    const start = lines.indexOf("BEGIN:VTIMEZONE");
    const block = lines.slice(start, lines.indexOf("END:VTIMEZONE") + 1);
    expect(block).toContain("TZID:Europe/Paris");
    expect(block.join("\n")).toContain(
      [
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "TZNAME:CEST",
        "DTSTART:19700329T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "END:DAYLIGHT",
      ].join("\n"),
    );
    expect(block.join("\n")).toContain(
      [
        "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "TZNAME:CET",
        "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "END:STANDARD",
      ].join("\n"),
    );
    // The zone is defined before the events that use it.
    expect(start).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("gives each event a stable UID, a UTC DTSTAMP and Paris times", async () => {
    await insertEvent({ id: 4_100_000_000_004 });
    const first = vevents((await fetchCalendar("/events.ics")).text);
    const second = vevents((await fetchCalendar("/events.ics")).text);
    expect(first.map((event) => event.get("UID"))).toEqual((await idsWhere("date >= ? ORDER BY date, id", windowStart())).map(uidOf));
    expect(second.map((event) => event.get("UID"))).toEqual(first.map((event) => event.get("UID")));
    expect(new Set(first.map((event) => event.get("UID"))).size).toBe(first.length);

    for (const event of first) {
      expect(event.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get("DTSTART;TZID=Europe/Paris")).toMatch(/^\d{8}T\d{6}$/);
      expect(event.get("DTEND;TZID=Europe/Paris")).toMatch(/^\d{8}T\d{6}$/);
    }
  });

  it("describes an event: its Paris times (the end after midnight on the next day), its place, its page and its ticket office", async () => {
    // "Sunset House Session", 2025-06-14, 18:00 - 01:00: out of the feed's window, still its own file.
    const [sunset] = vevents((await fetchCalendar("/events/1749902400000.ics")).text);
    expect(sunset.get("DTSTART;TZID=Europe/Paris")).toBe("20250614T180000");
    expect(sunset.get("DTEND;TZID=Europe/Paris")).toBe("20250615T010000");
    expect(sunset.get("SUMMARY")).toBe("Sunset House Session");
    expect(sunset.get("LOCATION")).toBe("Les Voiles Pourpres\\, Promenade de la Côte Vermeille\\, Canet-en-Roussillon");
    // Each event links to its page; one with a ticket link carries it in its description.
    expect(sunset.get("URL")).toBe("http://localhost/events/1749902400000-sunset-house-session");
    expect(sunset.get("DESCRIPTION")).not.toContain("Billetterie");
    const [orbital] = vevents((await fetchCalendar("/events/1753531200000.ics")).text);
    expect(orbital.get("DESCRIPTION")).toMatch(/\\n\\nBilletterie : https:\/\/billetterie.example.com\/evenements\/orbital-night-2025-07-26$/);
  });

  it("escapes and folds long French text with special characters, never cutting a character", async () => {
    await insertEvent({
      id: 4_100_000_000_001,
      name: "Mariage; « Ôde, à la joie » \\ édition spéciale, avec un nom assez long pour être plié en deux",
      venue: "Mas de l’Estel, Route de Sorède; Argelès-sur-Mer",
      description: LONG_FRENCH,
      time: "20:00 - 23:30",
    });
    const { bytes, text } = await fetchCalendar("/events.ics");
    const physical = expectRfc5545Lines(bytes);
    // The long lines were folded: continuation lines start with one space.
    expect(physical.filter((line) => line[0] === 0x20).length).toBeGreaterThan(3);

    const event = vevents(text).find((item) => item.get("UID") === "4100000000001@localhost")!;
    expect(event.get("SUMMARY")).toBe("Mariage\\; « Ôde\\, à la joie » \\\\ édition spéciale\\, avec un nom assez long pour être plié en deux");
    expect(event.get("LOCATION")).toBe("Mas de l’Estel\\, Route de Sorède\\; Argelès-sur-Mer");
    const description = event.get("DESCRIPTION")!;
    expect(description).toContain("C:\\\\route\\\\des\\\\Pins\\, 2e à droite.\\nDeuxième ligne\\, avec des œufs");
    expect(description).toContain("🎧 ou deux 🪩.");
    expect(description).not.toMatch(/(^|[^\\])[,;]/);
    // Reading the escapes back gives the original text.
    const unescaped = description.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === "n" ? "\n" : char));
    expect(unescaped).toBe(LONG_FRENCH);
    expect(event.get("DTSTART;TZID=Europe/Paris")).toBe("20300714T200000");
    expect(event.get("DTEND;TZID=Europe/Paris")).toBe("20300714T233000");
  });

  it("makes an event whose time cannot be read an all-day event", async () => {
    await insertEvent({ id: 4_100_000_000_002, date: "2030-12-31", time: "toute la nuit" });
    const event = vevents((await fetchCalendar("/events.ics")).text).find((item) => item.get("UID") === "4100000000002@localhost")!;
    expect(event.get("DTSTART;VALUE=DATE")).toBe("20301231");
    expect(event.get("DTEND;VALUE=DATE")).toBe("20310101");
    expect(event.has("DTSTART;TZID=Europe/Paris")).toBe(false);
  });

  it("has an ETag from what it holds: a calendar that sends it back gets 304 until an event changes", async () => {
    const first = await call("/events.ics");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    await first.text();
    // Written again later (another DTSTAMP, perhaps from the edge cache), it has the same tag.
    const again = await call("/events.ics", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("public, no-cache");
    await insertEvent({ id: 1_760_000_000_000, name: "Nouvelle date", date: addDays(parisToday(), 3) });
    const changed = await call("/events.ics", { headers: { "if-none-match": tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect(await changed.text()).toContain("SUMMARY:Nouvelle date");
    const one = await call("/events/1760000000000.ics");
    const unchanged = await call("/events/1760000000000.ics", { headers: { "if-none-match": one.headers.get("etag")! } });
    expect(unchanged.status).toBe(304);
  });

  it("answers 503 in plain text when D1 fails", async () => {
    await env.DB.exec("DROP TABLE events");
    const res = await call("/events.ics");
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("GET /events/<id>.ics", () => {
  it("is one event, downloaded as a file named after it", async () => {
    await insertEvent({ id: 4_100_000_000_003, name: "Nuit d’été à l’Orbital !", date: "2030-08-08", ticketLink: "https://billetterie.example.com/x" });
    const { res, bytes, text } = await fetchCalendar("/events/4100000000003.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="2030-08-08-nuit-d-ete-a-l-orbital.ics"');
    expectRfc5545Lines(bytes);
    const lines = unfold(text);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("TZID:Europe/Paris");
    const events = vevents(text);
    expect(events).toHaveLength(1);
    expect(events[0].get("UID")).toBe("4100000000003@localhost");
    expect(events[0].get("URL")).toBe("http://localhost/events/4100000000003-nuit-d-ete-a-l-orbital");
    expect(events[0].get("DTSTART;TZID=Europe/Paris")).toBe("20300808T210000");
    expect(events[0].get("DTEND;TZID=Europe/Paris")).toBe("20300809T020000");
  });

  it("answers the French 404 page for an unknown event, and for one in the trash", async () => {
    const res = await call("/events/123.ics");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<title>Page introuvable – DJ Max Ribera</title>");

    await insertEvent({ id: 4_100_000_000_005 });
    expect((await call("/events/4100000000005.ics")).status).toBe(200);
    await trashEvent(4_100_000_000_005);
    const trashed = await call("/events/4100000000005.ics");
    expect(trashed.status).toBe(404);
    expect(await trashed.text()).toContain("<title>Page introuvable – DJ Max Ribera</title>");
  });

  it("answers the same 404 page for a name that is no id: letters, a leading zero, 17 digits", async () => {
    await insertEvent({ id: 4_100_000_000_003, name: "Nuit d’été à l’Orbital !", date: "2030-08-08" });
    for (const path of [
      "/events/abc.ics",
      "/events/12a.ics",
      "/events/.ics",
      "/events/-1.ics",
      "/events/1.5.ics",
      "/events/04100000000003.ics",
      "/events/12345678901234567.ics",
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html, path).toContain("<title>Page introuvable – DJ Max Ribera</title>");
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe("RFC 5545 helpers", () => {
  it("folds at 75 octets, counting the leading space of continuations", () => {
    const encoder = new TextEncoder();
    const line = `DESCRIPTION:${"é".repeat(100)}${"🎧".repeat(30)}${"a".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    // A short line is left alone.
    expect(foldLine("SUMMARY:Court")).toBe("SUMMARY:Court");
    // Exactly 75 octets fits.
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  it("escapes backslash, semicolon, comma and line breaks in a text", () => {
    expect(icsValue("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(icsValue("tab\tstays, bell\u0007 goes")).toBe("tab\tstays\\, bell goes");
    expect(icsValue('deux-points: et "guillemets"')).toBe('deux-points: et "guillemets"');
    expect(icsValue("moitié \ud800 d’un caractère")).toBe("moitié \uFFFD d’un caractère");
  });

  it("keeps a parameter and an address on their line, whatever they hold", () => {
    expect(icsValue('DJ "Max"\r\nEND:VEVENT\r\nBEGIN:VEVENT', "parameter")).toBe(`"DJ 'Max' END:VEVENT BEGIN:VEVENT"`);
    expect(icsValue("dj@exemple.fr\r\nATTENDEE:x", "address")).toBe("dj@exemple.frATTENDEE:x");
  });

  it("counts months back from a day, the last day of a shorter month standing for a day it lacks", () => {
    expect(addMonths("2026-11-26", -6)).toBe("2026-05-26");
    expect(addMonths("2026-03-15", -6)).toBe("2025-09-15");
    expect(addMonths("2026-08-31", -6)).toBe("2026-02-28");
    expect(addMonths("2028-08-31", -6)).toBe("2028-02-29");
    expect(addMonths("2026-12-31", -6)).toBe("2026-06-30");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("names files with the date and a plain slug", () => {
    expect(eventSlug({ id: 1, name: "Fête de la Musique sur le port", date: "2025-06-21" })).toBe("2025-06-21-fete-de-la-musique-sur-le-port");
    expect(eventSlug({ id: 7, name: "🎧🎧", date: "2025-06-21" })).toBe("2025-06-21-evenement-7");
    expect(eventSlug({ id: 8, name: "Cœur & âme", date: "" })).toBe("coeur-ame");
  });
});
