// The iCalendar feed and single-event files, checked against RFC 5545: CRLF line ends, lines
// folded at 75 octets without cutting a UTF-8 character, TEXT escaping, stable UIDs, Paris times.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EventItem } from "../../shared/collections";
import { escapeText, eventSlug, foldLine } from "../../worker/calendar/ics";
import { call, insertEvent } from "./helpers";

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
  it("is a calendar of all the events, with the feed's headers", async () => {
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
    expect(vevents(text)).toHaveLength(32);
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

  it("gives each event a stable UID, a UTC DTSTAMP and Paris times (the end after midnight on the next day)", async () => {
    const first = vevents((await fetchCalendar("/events.ics")).text);
    const second = vevents((await fetchCalendar("/events.ics")).text);
    const events = (await (await call("/api/events")).json()) as EventItem[];
    expect(first.map((event) => event.get("UID"))).toEqual(events.map((event) => `${event.id}@localhost`));
    expect(second.map((event) => event.get("UID"))).toEqual(first.map((event) => event.get("UID")));
    expect(new Set(first.map((event) => event.get("UID"))).size).toBe(32);

    for (const event of first) {
      expect(event.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.get("DTSTART;TZID=Europe/Paris")).toMatch(/^\d{8}T\d{6}$/);
      expect(event.get("DTEND;TZID=Europe/Paris")).toMatch(/^\d{8}T\d{6}$/);
    }
    // "Sunset House Session", 2025-06-14, 18:00 - 01:00.
    const sunset = first.find((event) => event.get("UID") === "1749902400000@localhost")!;
    expect(sunset.get("DTSTART;TZID=Europe/Paris")).toBe("20250614T180000");
    expect(sunset.get("DTEND;TZID=Europe/Paris")).toBe("20250615T010000");
    expect(sunset.get("SUMMARY")).toBe("Sunset House Session");
    expect(sunset.get("LOCATION")).toBe("Les Voiles Pourpres\\, Promenade de la Côte Vermeille\\, Canet-en-Roussillon");
    // Each event links to its page; one with a ticket link carries it in its description.
    expect(sunset.get("URL")).toBe("http://localhost/events/1749902400000-sunset-house-session");
    expect(sunset.get("DESCRIPTION")).not.toContain("Billetterie");
    const orbital = first.find((event) => event.get("UID") === "1753531200000@localhost")!;
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

  it("answers the French 404 page for an unknown event", async () => {
    const res = await call("/events/123.ics");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<title>Page introuvable – DJ Max Ribera</title>");
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

  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\tstays, bell\u0007 goes")).toBe("tab\tstays\\, bell goes");
    expect(escapeText('deux-points: et "guillemets"')).toBe('deux-points: et "guillemets"');
  });

  it("names files with the date and a plain slug", () => {
    expect(eventSlug({ id: 1, name: "Fête de la Musique sur le port", date: "2025-06-21" })).toBe("2025-06-21-fete-de-la-musique-sur-le-port");
    expect(eventSlug({ id: 7, name: "🎧🎧", date: "2025-06-21" })).toBe("2025-06-21-evenement-7");
    expect(eventSlug({ id: 8, name: "Cœur & âme", date: "" })).toBe("coeur-ame");
  });
});
