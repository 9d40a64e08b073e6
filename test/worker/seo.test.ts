// Sitemap and robots from the Worker, and the Europe/Paris time rules behind the JSON-LD and
// the calendars (offsets around the clock changes, ranges past midnight, "today" in Paris).
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import { addDays, eventSchedule, parseTimeRange } from "../../shared/event-time";
import { parisDateTime, parisToday } from "../../worker/lib/paris-time";
import worker from "../../worker/index";
import { lastModified } from "../../worker/seo/routes";
import { call, insertEvent } from "./helpers";

describe("GET /sitemap.xml", () => {
  it("lists /, /events and every event's page of the request's origin with lastmod, and nothing private", async () => {
    const res = await exports.default.fetch(new Request("https://djmaxribera.fr/sitemap.xml"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const events = (await (await call("/api/events")).json()) as { id: number; name: string }[];
    expect(locs).toEqual(["https://djmaxribera.fr/", "https://djmaxribera.fr/events", ...events.map((event) => `https://djmaxribera.fr${eventPath(event)}`)]);
    expect(locs[2]).toBe("https://djmaxribera.fr/events/1749902400000-sunset-house-session");
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(2 + events.length);
    for (const lastmod of lastmods) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lastmod <= parisToday()).toBe(true);
    }
    expect(xml).not.toMatch(/admin|login/);
    expect(xml.match(/<url>/g)).toHaveLength(2 + events.length);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is still a valid sitemap (without lastmod) when D1 fails", async () => {
    await env.DB.exec("DROP TABLE events");
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost/events</loc>");
    expect(xml).not.toContain("<lastmod>");
  });

  it("dates a change by the newest item, or the day the last past event left the upcoming list", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const content = (events: { id: number; date: string }[], photoIds: number[] = []) =>
      ({ ...emptyContent(), events, photos: photoIds.map((id) => ({ id })) }) as unknown as Content;
    // Created 2026-11-02 (Paris), an event passed on 2026-10-31, so it became past on 2026-11-01.
    expect(lastModified(content([{ id: Date.parse("2026-11-02T08:00:00Z"), date: "2026-10-31" }]), now)).toBe("2026-11-02");
    // Created long ago; the last past event (2026-11-19) moved on 2026-11-20.
    expect(
      lastModified(
        content([
          { id: 1_600_000_000_000, date: "2026-11-19" },
          { id: 1_600_000_000_001, date: "2027-01-01" },
        ]),
        now,
      ),
    ).toBe("2026-11-20");
    // Ids from the future do not count.
    expect(lastModified(content([{ id: Date.parse("2030-01-01T00:00:00Z"), date: "2030-01-01" }]), now)).toBeNull();
    expect(lastModified(content([], [Date.parse("2026-05-05T12:00:00Z")]), now)).toBe("2026-05-05");
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
