// An event's own page and what follows from its status (docs/product.md §16): the address with
// its slug (301 otherwise), the French 404 page, the page's meta and JSON-LD, the calendars'
// STATUS, SEQUENCE and LAST-MODIFIED, and the sitemap's lastmod. Needs the built client.
import { env } from "cloudflare:test";
import { eventPath } from "../../shared/event-page";
import { MAX_PAGE_TITLE_CHARS } from "../../shared/limits";
import { parisToday } from "../../worker/lib/paris-time";
import { describe, expect, it } from "vitest";
import { adminHeaders, call, insertEvent } from "./helpers";

const ORIGIN = "http://localhost";

const jsonLd = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]) as { "@graph": Record<string, unknown>[] }) : null;
};
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const musicEvent = (html: string) => jsonLd(html)!["@graph"].find((node) => node["@type"] === "MusicEvent")!;

const put = async (id: number, body: Record<string, unknown>) => call(`/api/events/${id}`, { method: "PUT", body, headers: await adminHeaders() });

const summerNight = {
  name: "Nuit d'été à la plage",
  date: "2030-07-14",
  time: "22:00 - 04:00",
  venue: "Les Voiles Pourpres, Promenade de la Côte Vermeille, Canet-en-Roussillon",
  description: "House mélodique face à la mer, jusqu'au bout de la nuit.",
  image: "/media/event-sunset-house.webp",
  ticketLink: "https://billetterie.example.com/nuit",
};

describe("an event's page", () => {
  it("is /events/<id>-<slug>, rendered with its name, status, meta, JSON-LD and share card before any script", async () => {
    await insertEvent({ id: 4_100_000_000_001, ...summerNight, status: "cancelled" });
    const res = await call("/events/4100000000001-nuit-d-ete-a-la-plage");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Nuit d(?:'|&#39;|&apos;)été à la plage – DJ Max Ribera<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/events/4100000000001-nuit-d-ete-a-la-plage" />');
    expect(meta(html, "og:title")).toBe("Nuit d'été à la plage – DJ Max Ribera");
    expect(meta(html, "description")).toMatch(
      /^Annulé · 14 juillet 2030 · Les Voiles Pourpres, Promenade de la Côte Vermeille, Canet-en-Roussillon\. House mélodique/,
    );
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/media/event-sunset-house-share.jpg`);
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1200", "630"]);
    expect(musicEvent(html)).toMatchObject({ name: "Nuit d'été à la plage", eventStatus: "https://schema.org/EventCancelled" });
    // The app's own HTML: the name and the badge are there before any script runs.
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="initial-data"'));
    expect(root).toContain("Nuit d&#x27;été à la plage");
    expect(root).toContain("Annulé");
  });

  it("moves a wrong or missing slug, or a trailing slash, to the right address with a 301", async () => {
    await insertEvent({ id: 4_100_000_000_002, ...summerNight });
    for (const path of [
      "/events/4100000000002",
      "/events/4100000000002-old-name",
      "/events/4100000000002-nuit-d-ete-a-la-plage/",
      "/events/4100000000002-Nuit-D-Ete",
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe("/events/4100000000002-nuit-d-ete-a-la-plage");
    }
    const renamed = await put(4_100_000_000_002, { ...summerNight, name: "Nuit des étoiles" });
    expect(renamed.status).toBe(200);
    const old = await call("/events/4100000000002-nuit-d-ete-a-la-plage");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/events/4100000000002-nuit-des-etoiles");
  });

  it("leaves /events/ to the events page", async () => {
    const res = await call("/events/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/events");
  });

  it("answers an unknown id, an unknown calendar file and any other address under /events/ with the French 404 page", async () => {
    for (const path of ["/events/999999-nothing", "/events/999999.ics", "/events/abc", "/events/abc.ics", "/events/1/2", "/404"]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html, path).toContain("<title>Page introuvable – DJ Max Ribera</title>");
      expect(meta(html, "robots"), path).toBe("noindex");
    }
  });
});

describe("the JSON-LD of an event's status", () => {
  /** The event's MusicEvent, on its page (reached from its id alone, through the 301). */
  const graphOf = async (id: number) => {
    const moved = await call(`/events/${id}`);
    return musicEvent(await (await call(moved.headers.get("location")!)).text());
  };

  it("maps each status to schema.org's, with the previous start date of a moved event and the sold-out offer", async () => {
    await insertEvent({ id: 4_100_000_000_010, ...summerNight, status: "scheduled" });
    await insertEvent({ id: 4_100_000_000_011, ...summerNight, status: "soldOut" });
    await insertEvent({ id: 4_100_000_000_012, ...summerNight, status: "postponed" });
    await insertEvent({ id: 4_100_000_000_013, ...summerNight, status: "rescheduled", date: "2030-07-21", previousDate: "2030-07-14" });
    await insertEvent({ id: 4_100_000_000_014, ...summerNight, status: "soldOut", ticketLink: null });

    expect(await graphOf(4_100_000_000_010)).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      startDate: "2030-07-14T22:00:00+02:00",
      endDate: "2030-07-15T04:00:00+02:00",
      offers: { "@type": "Offer", url: "https://billetterie.example.com/nuit" },
      url: `${ORIGIN}/events/4100000000010-nuit-d-ete-a-la-plage`,
    });
    expect(await graphOf(4_100_000_000_011)).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      offers: { "@type": "Offer", url: "https://billetterie.example.com/nuit", availability: "https://schema.org/SoldOut" },
    });
    expect(await graphOf(4_100_000_000_012)).toMatchObject({ eventStatus: "https://schema.org/EventPostponed" });
    const moved = await graphOf(4_100_000_000_013);
    expect(moved).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      startDate: "2030-07-21T22:00:00+02:00",
      previousStartDate: "2030-07-14T22:00:00+02:00",
    });
    expect(await graphOf(4_100_000_000_014)).toMatchObject({ offers: { "@type": "Offer", availability: "https://schema.org/SoldOut" } });
    expect(await graphOf(4_100_000_000_010)).not.toHaveProperty("previousStartDate");
  });

  it("gives start and end the Paris offset of each side of a clock change", async () => {
    // 2030-03-31 and 2030-10-27 are the last Sundays of March and October: clocks change at 2:00 and 3:00.
    await insertEvent({ id: 4_100_000_000_020, ...summerNight, date: "2030-03-30", time: "22:00 - 04:00" });
    await insertEvent({ id: 4_100_000_000_021, ...summerNight, date: "2030-10-26", time: "23:00 - 05:00" });
    await insertEvent({ id: 4_100_000_000_022, ...summerNight, status: "rescheduled", date: "2030-04-05", previousDate: "2030-03-29", time: "21:00 - 02:00" });
    expect(await graphOf(4_100_000_000_020)).toMatchObject({ startDate: "2030-03-30T22:00:00+01:00", endDate: "2030-03-31T04:00:00+02:00" });
    expect(await graphOf(4_100_000_000_021)).toMatchObject({ startDate: "2030-10-26T23:00:00+02:00", endDate: "2030-10-27T05:00:00+01:00" });
    expect(await graphOf(4_100_000_000_022)).toMatchObject({ startDate: "2030-04-05T21:00:00+02:00", previousStartDate: "2030-03-29T21:00:00+01:00" });
  });
});

describe("the calendars of an event whose status changes", () => {
  const vevent = async (id: number) => {
    const text = (await (await call(`/events/${id}.ics`)).text()).replace(/\r\n[ \t]/g, "");
    return Object.fromEntries(
      text
        .split("\r\n")
        .filter((line) => /^(STATUS|SEQUENCE|LAST-MODIFIED|URL):/.test(line))
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
    );
  };

  it("say CONFIRMED, then CANCELLED with a higher SEQUENCE and a later LAST-MODIFIED, and link to the page", async () => {
    const created = await call("/api/events", { method: "POST", body: summerNight, headers: await adminHeaders() });
    const { id } = (await created.json()) as { id: number };
    // Stored as made two seconds ago: LAST-MODIFIED counts whole seconds, and the change below is made now.
    await env.DB.prepare("UPDATE events SET updatedAt = updatedAt - 2000 WHERE id = ?").bind(id).run();
    const first = await vevent(id);
    expect(first).toMatchObject({ STATUS: "CONFIRMED", SEQUENCE: "0", URL: `${ORIGIN}/events/${id}-nuit-d-ete-a-la-plage` });
    expect(first["LAST-MODIFIED"]).toMatch(/^\d{8}T\d{6}Z$/);

    expect((await put(id, { ...summerNight, status: "cancelled" })).status).toBe(200);
    const second = await vevent(id);
    expect(second).toMatchObject({ STATUS: "CANCELLED", SEQUENCE: "1" });
    expect(second["LAST-MODIFIED"] > first["LAST-MODIFIED"]).toBe(true);

    expect((await put(id, { ...summerNight, status: "postponed" })).status).toBe(200);
    expect(await vevent(id)).toMatchObject({ STATUS: "TENTATIVE", SEQUENCE: "2" });
  });
});

describe("the sitemap", () => {
  it("keeps its title within 70 characters, cutting a long name at a word, never the DJ's", async () => {
    const name = "Grande soirée de clôture du festival des musiques électroniques de la Côte Vermeille";
    await insertEvent({ id: 4_100_000_000_002, ...summerNight, name });
    const html = await (await call(eventPath({ id: 4_100_000_000_002, name }))).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)![1];
    expect(title).toBe("Grande soirée de clôture du festival des musiques… – DJ Max Ribera");
    expect(title.length).toBeLessThanOrEqual(MAX_PAGE_TITLE_CHARS);
    expect(meta(html, "og:title")).toBe(title);
  });

  it("dates each event's page by its last change", async () => {
    const created = await call("/api/events", { method: "POST", body: summerNight, headers: await adminHeaders() });
    const { id } = (await created.json()) as { id: number };
    await env.DB.prepare("UPDATE events SET updatedAt = ? WHERE id = ?").bind(Date.parse("2025-01-02T12:00:00Z"), id).run();
    await env.DB.prepare("UPDATE events SET updatedAt = ? WHERE id = 1749902400000").bind(Date.parse("2026-02-03T23:30:00Z")).run();
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/events/${id}-nuit-d-ete-a-la-plage</loc>\n    <lastmod>2025-01-02</lastmod>`);
    // 23:30 UTC is the next day in Paris.
    expect(xml).toContain(`<loc>${ORIGIN}/events/1749902400000-sunset-house-session</loc>\n    <lastmod>2026-02-04</lastmod>`);
  });

  it("dates a page whose stamp is no real date (written in D1 by hand) today, never a broken date", async () => {
    await env.DB.prepare("UPDATE events SET updatedAt = ? WHERE id = 1749902400000").bind(Number.MAX_SAFE_INTEGER).run();
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<loc>${ORIGIN}/events/1749902400000-sunset-house-session</loc>\n    <lastmod>${parisToday()}</lastmod>`);
    const feed = await (await call("/events.ics")).text();
    expect(feed).not.toContain("NaN");
  });
});
