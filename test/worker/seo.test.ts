// Sitemap (its years of the archive, its parts past SITEMAP_MAX_URLS) and robots from the Worker,
// and the Europe/Paris time rules behind the JSON-LD and the calendars (offsets around the clock
// changes, ranges past midnight, "today" in Paris).
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eventPath } from "../../shared/event-page";
import { addDays, eventSchedule, parseTimeRange } from "../../shared/event-time";
import { parisDateTime, parisToday } from "../../worker/lib/paris-time";
import worker from "../../worker/index";
import { SITEMAP_MAX_URLS } from "../../shared/limits";
import { place } from "../../worker/seo/jsonld";
import { lastModified } from "../../worker/seo/sitemap";
import defaultEvents from "../../shared/default-content/events.json";
import { call, insertEvent, insertEvents, trashEvent } from "./helpers";

/** The event pages' addresses in id order, read from D1 as the sitemap lists them. */
async function eventAddresses(origin: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT id, name FROM events WHERE deletedAt IS NULL ORDER BY id").all<{ id: number; name: string }>();
  return results.map((event) => `${origin}${eventPath(event)}`);
}

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("GET /sitemap.xml", () => {
  it("lists /, /events, a year of the archive each, the date checker, the legal pages and every event's page of the request's origin with lastmod, and nothing private", async () => {
    const res = await exports.default.fetch(new Request("https://djmaxribera.fr/sitemap.xml"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = locsIn(xml);
    const events = await eventAddresses("https://djmaxribera.fr");
    expect(locs).toEqual([
      "https://djmaxribera.fr/",
      "https://djmaxribera.fr/events",
      "https://djmaxribera.fr/events?annee=2026",
      "https://djmaxribera.fr/events?annee=2025",
      "https://djmaxribera.fr/mixes",
      "https://djmaxribera.fr/avis",
      "https://djmaxribera.fr/disponibilites",
      "https://djmaxribera.fr/mentions-legales",
      "https://djmaxribera.fr/confidentialite",
      ...events,
    ]);
    expect(locs[9]).toBe("https://djmaxribera.fr/events/1749902400000-sunset-house-session");
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(locs.length);
    for (const lastmod of lastmods) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lastmod <= parisToday()).toBe(true);
    }
    expect(xml).not.toMatch(/admin|login/);
    // Every "&" of the text is an entity.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.match(/<url>/g)).toHaveLength(9 + events.length);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("names a year while it has an event outside the trash, and dates the pages by no change to come", async () => {
    const lastmodOfHome = (xml: string) => /<loc>http:\/\/localhost\/<\/loc>\n\s*<lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
    const before = await (await call("/sitemap.xml")).text();
    // Created (and stamped) in 2031: a time to come, which no lastmod takes.
    await insertEvent({ id: Date.parse("2031-01-01T12:00:00Z"), date: "2031-01-01", name: "Nouvel an" });
    await insertEvent({ id: 4_100_000_000_031, date: "2032-05-01" });
    await trashEvent(4_100_000_000_031);
    const xml = await (await call("/sitemap.xml")).text();
    const locs = locsIn(xml);
    expect(locs.slice(0, 5)).toEqual([
      "http://localhost/",
      "http://localhost/events",
      "http://localhost/events?annee=2031",
      "http://localhost/events?annee=2026",
      "http://localhost/events?annee=2025",
    ]);
    expect(locs).toContain(`http://localhost/events/${Date.parse("2031-01-01T12:00:00Z")}-nouvel-an`);
    expect(xml).not.toContain("2032");
    expect(lastmodOfHome(xml)).toBe(lastmodOfHome(before));
  });

  it(`becomes an index of parts of ${SITEMAP_MAX_URLS} addresses at most once it holds more`, async () => {
    // 1,000 more events, one a day from 2027 on: 1,032 event pages, 3 more years of the archive.
    await insertEvents({ count: 1000, firstId: 4_500_000_000_000, firstDate: "2027-01-01" });
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await res.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(index.trimEnd().endsWith("</sitemapindex>")).toBe(true);
    expect(locsIn(index)).toEqual(["http://localhost/sitemap.xml?part=1", "http://localhost/sitemap.xml?part=2"]);

    const parts = await Promise.all([1, 2].map(async (part) => (await call(`/sitemap.xml?part=${part}`)).text()));
    for (const part of parts) {
      expect(part).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(part.match(/<url>/g)!.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    }
    expect(parts[0].match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    const years = [2029, 2028, 2027, 2026, 2025].map((year) => `http://localhost/events?annee=${year}`);
    const legal = [
      "http://localhost/mixes",
      "http://localhost/avis",
      "http://localhost/disponibilites",
      "http://localhost/mentions-legales",
      "http://localhost/confidentialite",
    ];
    expect(parts.flatMap(locsIn)).toEqual(["http://localhost/", "http://localhost/events", ...years, ...legal, ...(await eventAddresses("http://localhost"))]);
    // Each address keeps its lastmod, in whichever part it falls.
    for (const part of parts) expect(part.match(/<lastmod>/g)).toHaveLength(part.match(/<url>/g)!.length);

    // robots.txt still names the sitemap itself.
    expect(await (await call("/robots.txt")).text()).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("answers the 404 page for a part past the last, or no part number", async () => {
    await insertEvents({ count: 1000, firstId: 4_500_000_000_000, firstDate: "2027-01-01" });
    for (const path of ["/sitemap.xml?part=3", "/sitemap.xml?part=0", "/sitemap.xml?part=01", "/sitemap.xml?part=abc", "/sitemap.xml?part="]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("<title>Page introuvable – DJ Max Ribera</title>");
    }
  });

  it("is one part while every address fits in one: /sitemap.xml?part=1 is the sitemap, part 2 is not found", async () => {
    expect(await (await call("/sitemap.xml?part=1")).text()).toBe(await (await call("/sitemap.xml")).text());
    expect((await call("/sitemap.xml?part=2")).status).toBe(404);
  });

  it("is still a valid sitemap (without lastmod) when D1 fails; a part answers 503", async () => {
    await env.DB.exec("DROP TABLE events");
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost/events</loc>");
    expect(xml).not.toContain("<lastmod>");
    const part = await call("/sitemap.xml?part=1");
    expect(part.status).toBe(503);
    expect(part.headers.get("retry-after")).toBe("30");
  });

  it("dates a change by the newest item, or the day the last past event left the upcoming list", () => {
    // Created 2026-11-02 (Paris), an event passed on 2026-10-31, so it became past on 2026-11-01.
    expect(lastModified(Date.parse("2026-11-02T08:00:00Z"), "2026-10-31")).toBe("2026-11-02");
    // Changed long ago; the last past event (2026-11-19) moved on 2026-11-20.
    expect(lastModified(1_600_000_000_000, "2026-11-19")).toBe("2026-11-20");
    // The day in Paris: 23:30 UTC on 14 July is 15 July there.
    expect(lastModified(Date.parse("2026-07-14T23:30:00Z"), null)).toBe("2026-07-15");
    expect(lastModified(null, null)).toBeNull();
  });
});

describe("GET /robots.txt", () => {
  it("keeps /admin and /login out and points to the sitemap", async () => {
    const res = await exports.default.fetch(new Request("https://djmaxribera.fr/robots.txt"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /login");
    expect(lines).toContain("Disallow: /avis/");
    expect(lines).toContain("Sitemap: https://djmaxribera.fr/sitemap.xml");
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("the site's address, SITE_URL", () => {
  const SITE = "https://djmaxribera.fr";
  /** A request that reached the Worker by another host name, with SITE_URL set as in wrangler.toml. */
  const fetchAs = async (url: string, siteUrl = `${SITE}/`) => {
    const res = await worker.fetch(new Request(url), { ...env, SITE_URL: siteUrl }, createExecutionContext());
    return { res, text: await res.text() };
  };
  const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[a-z0-9.:-]+/gi)].map((match) => match[0]);

  it("is in every address the site writes for others, whatever host the request came by", async () => {
    const event = await insertEvent({ id: 4_100_000_000_011, name: "Sunset au port", date: "2030-07-14" });
    const other = "https://dj-site.exemple.workers.dev";
    for (const path of ["/", "/events", eventPath(event), "/sitemap.xml", "/robots.txt", "/events.ics", `/events/${event.id}.ics`]) {
      const { res, text } = await fetchAs(`${other}${path}`);
      expect(res.status, path).toBe(200);
      expect(text, path).not.toContain("workers.dev");
      expect(addressesIn(text).filter((address) => address.startsWith(SITE)).length, path).toBeGreaterThan(0);
    }
    const page = (await fetchAs(`${other}${eventPath(event)}`)).text;
    expect(page).toContain(`<link rel="canonical" href="${SITE}${eventPath(event)}"`);
    expect(page).toContain(`<meta property="og:url" content="${SITE}${eventPath(event)}"`);
    const calendar = (await fetchAs(`${other}/events/${event.id}.ics`)).text;
    expect(calendar).toContain(`UID:${event.id}@djmaxribera.fr\r\n`);
    expect(calendar).toContain(`URL:${SITE}${eventPath(event)}\r\n`);
    expect((await fetchAs(`${other}/robots.txt`)).text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("is the request's own origin when empty, as in development", async () => {
    const { text } = await fetchAs("http://localhost:8787/sitemap.xml", "");
    expect(text).toContain("<loc>http://localhost:8787/events</loc>");
    expect(text).not.toContain(SITE);
  });
});

describe("Europe/Paris times", () => {
  it("reads the time ranges the DJ writes", () => {
    expect(parseTimeRange("21:00 - 02:00")).toEqual({ start: { hour: 21, minute: 0 }, end: { hour: 2, minute: 0 }, endsNextDay: true });
    expect(parseTimeRange("18:30 - 23:30")).toEqual({ start: { hour: 18, minute: 30 }, end: { hour: 23, minute: 30 }, endsNextDay: false });
    expect(parseTimeRange("19:00 - 00:00")?.endsNextDay).toBe(true);
    expect(parseTimeRange("21h – 2h30")).toEqual({ start: { hour: 21, minute: 0 }, end: { hour: 2, minute: 30 }, endsNextDay: true });
    expect(parseTimeRange("20h00 à 24h00")).toEqual({ start: { hour: 20, minute: 0 }, end: { hour: 0, minute: 0 }, endsNextDay: true });
    expect(parseTimeRange("À partir de 21h")).toEqual({ start: { hour: 21, minute: 0 }, endsNextDay: false });
    expect(parseTimeRange("en soirée")).toBeNull();
    expect(parseTimeRange("25:00 - 02:00")).toBeNull();
    expect(parseTimeRange("")).toBeNull();
  });

  it("gives the offset of the day and time, across the clock changes", () => {
    expect(parisDateTime("2026-07-14", { hour: 21, minute: 0 })).toBe("2026-07-14T21:00:00+02:00");
    expect(parisDateTime("2026-01-15", { hour: 21, minute: 0 })).toBe("2026-01-15T21:00:00+01:00");
    // 2026-03-29: clocks go from 02:00 to 03:00.
    expect(parisDateTime("2026-03-29", { hour: 1, minute: 30 })).toBe("2026-03-29T01:30:00+01:00");
    expect(parisDateTime("2026-03-29", { hour: 3, minute: 30 })).toBe("2026-03-29T03:30:00+02:00");
    // 2026-10-25: clocks go from 03:00 back to 02:00.
    expect(parisDateTime("2026-10-25", { hour: 1, minute: 0 })).toBe("2026-10-25T01:00:00+02:00");
    expect(parisDateTime("2026-10-25", { hour: 4, minute: 0 })).toBe("2026-10-25T04:00:00+01:00");
    // A night that spans the change: starts in summer time, ends in winter time.
    const schedule = eventSchedule("2026-10-24", "22:00 - 05:00");
    expect(parisDateTime(schedule.startDay, schedule.start!)).toBe("2026-10-24T22:00:00+02:00");
    expect(parisDateTime(schedule.endDay!, schedule.end!)).toBe("2026-10-25T05:00:00+01:00");
  });

  it("knows today's day in Paris, not in UTC", () => {
    // 23:30 UTC on 14 July is already 15 July in Paris (UTC+2).
    expect(parisToday(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(parisToday(new Date("2026-01-14T22:59:00Z"))).toBe("2026-01-14");
    expect(parisToday(new Date("2026-01-14T23:00:00Z"))).toBe("2026-01-15");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("an event's place for search engines", () => {
  it("reads a French address: the place's name, its street, its postcode and town", () => {
    expect(place("Salle des fêtes, 12 rue de la Paix, 66000 Perpignan").address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 rue de la Paix",
      postalCode: "66000",
      addressLocality: "Perpignan",
      addressCountry: "FR",
    });
    expect(place("Le Vinyle Salé, Quai de l’Aigue, Canet-en-Roussillon 66140").address).toMatchObject({
      postalCode: "66140",
      addressLocality: "Canet-en-Roussillon",
    });
    expect(place("Villa privée, Sainte-Marie-la-Mer")).toEqual({
      "@type": "Place",
      name: "Villa privée",
      address: { "@type": "PostalAddress", addressLocality: "Sainte-Marie-la-Mer", addressCountry: "FR" },
    });
    expect(place("Perpignan").address).toEqual({ "@type": "PostalAddress", addressLocality: "Perpignan", addressCountry: "FR" });
  });

  it("names each default event's town as its locality, never as its street", () => {
    for (const event of defaultEvents as { venue: string }[]) {
      const { address } = place(event.venue) as { address: Record<string, string> };
      expect(address.addressLocality, event.venue).toBe(event.venue.split(",").at(-1)!.trim());
      expect(address.streetAddress ?? "", event.venue).not.toBe(address.addressLocality);
    }
  });
});
