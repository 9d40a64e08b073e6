// The pages answered by the Worker: index.html with the session and the page's view injected as
// JSON, per-route meta, JSON-LD, cache headers, and a page still served when D1 fails.
// Needs the built client (`npx vite build`): the ASSETS binding serves dist/client.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CollectionName, EventItem } from "../../shared/collections";
import type { InitialData } from "../../shared/initial-data";
import { EVENTS_PER_PAGE, HOME_PHOTOS, HOME_VENUES, TEASER_SIZE, viewsPath } from "../../shared/views";
import { SECURITY_HEADERS } from "../../worker/lib/security";
import { adminHeaders, appHtml, call, htmlText, insertEvent, insertEvents } from "./helpers";

const ORIGIN = "http://localhost";

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers });
  return { res, html: await res.text() };
}

/** The text of the first element matching `<tag attrs>…</tag>`, by a plain scan of the HTML. */
function scriptText(html: string, opening: string): string | null {
  const start = html.indexOf(opening);
  if (start < 0) return null;
  const from = start + opening.length;
  return html.slice(from, html.indexOf("</script>", from));
}

const initialData = (html: string) => {
  const text = scriptText(html, '<script id="initial-data" type="application/json">');
  return text === null ? null : (JSON.parse(text) as InitialData);
};

const jsonLd = (html: string) => {
  const text = scriptText(html, '<script type="application/ld+json">');
  return text === null ? null : (JSON.parse(text) as { "@context": string; "@graph": Record<string, unknown>[] });
};

const metaContent = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match ? match[1] : null;
};

/** The whole list of a collection, as the API answers it (the default content fits in one page). */
const apiList = async <T = { id: number }>(name: CollectionName) => (await (await call(`/api/${name}`)).json()) as T[];

const parisToday = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
};

describe("the pages answered by the Worker", () => {
  it.each(["/", "/events", "/login", "/admin"])("%s is index.html with the data injected", async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="fr">');
    // The app's first script: inside the home page (see "carries the style sheet and its first script inline"), linked by the others.
    expect(html).toMatch(
      path === "/" ? /<script type="module">[\s\S]+?<\/script>/ : /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    // / and /events come with the app's HTML (see "rendered by the Worker"), the others empty.
    if (path === "/login" || path === "/admin") expect(html).toContain('<div id="root"></div>');
    else expect(html).not.toContain('<div id="root"></div>');

    // The page's view, the same the API answers for that address, of items the lists hold.
    const data = initialData(html)!;
    expect(data.user).toBeNull();
    const view = data.view!;
    expect(await (await call(viewsPath(path))).json()).toEqual({ view, version: data.version });
    expect(view.totals).toMatchObject({ events: 32, photos: 10, venues: 6 });
    for (const name of ["events", "photos", "venues"] as const) {
      const list = await apiList(name);
      for (const item of view.content[name]) expect(list).toContainEqual(item);
    }
    if (path === "/") {
      // What the teaser draws from: the 3 soonest upcoming events and the 3 latest past ones.
      const events = await apiList<EventItem>("events");
      const today = parisToday();
      const upcoming = events.filter((event) => event.date >= today).slice(0, TEASER_SIZE);
      const past = events
        .filter((event) => event.date < today)
        .reverse()
        .slice(0, TEASER_SIZE);
      expect(view.content.events).toEqual([...upcoming, ...past]);
      expect(view.content.photos).toEqual((await apiList("photos")).slice(0, HOME_PHOTOS));
      expect(view.content.venues).toEqual((await apiList("venues")).slice(0, HOME_VENUES));
    } else if (path === "/events") {
      expect(view.content.events).toHaveLength(32);
    } else {
      expect(view.content).toEqual({ events: [], photos: [], mixes: [], venues: [], reviews: [] });
    }
  });

  it("carries the signed-in user, never cached publicly", async () => {
    const { res, html } = await page("/admin", await adminHeaders({ email: "dj@example.fr" }));
    expect(initialData(html)!.user).toEqual({ email: "dj@example.fr", role: "admin" });
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("etag")).toBeNull();
  });

  it.each(["/", "/events", "/login", "/admin"])("%s has the same private cache headers and the security headers", async (path) => {
    const { res } = await page(path);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps hashed assets cacheable for a year, immutable", async () => {
    const { html } = await page("/events");
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)![1];
    // web/public/_headers, applied by Workers Static Assets (here and in production).
    const res = await call(script);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("escaping the injected data", () => {
  const evil = "</script><script>alert(1)</script>";

  it("an event named </script><script>alert(1)</script> stays text", async () => {
    const before = (await page("/events")).html;
    const scriptsBefore = before.match(/<script/gi)!.length;

    await insertEvent({ id: 4_000_000_000_001, name: evil, description: `${evil} & <!-- -->`, venue: `<b>Bar</b>, "Quai", Perpignan` });
    const { html } = await page("/events");

    expect(html).not.toContain(evil);
    expect(html).not.toContain("<script>alert(1)");
    // The description's comment opens none: escaped in the scripts, text in the app's HTML (whose
    // own `<!-- -->` are React's, between two texts of one element: "Page <!-- -->1<!-- --> sur <!-- -->2").
    expect(html).not.toContain("& <!-- -->");
    expect(scriptText(html, '<script id="initial-data" type="application/json">')).not.toContain("<!--");
    expect(scriptText(html, '<script type="application/ld+json">')).not.toContain("<!--");
    expect(html.match(/<script/gi)!.length).toBe(scriptsBefore);
    const injected = initialData(html)!.view!.content.events.find((event) => event.id === 4_000_000_000_001)!;
    expect(injected.name).toBe(evil);
    expect(injected.description).toBe(`${evil} & <!-- -->`);
    expect(injected.venue).toBe(`<b>Bar</b>, "Quai", Perpignan`);
    // Also in the JSON-LD, which carries the same names.
    const ld = jsonLd(html)!["@graph"].find((node) => node.name === evil)!;
    expect(ld.description).toBe(`${evil} & <!-- -->`);
  });

  it("writes <, >, &, U+2028 and U+2029 as \\u escapes", async () => {
    await insertEvent({ id: 4_000_000_000_002, date: "2099-01-01", name: "a<b>c&d\u2028e\u2029f" });
    const { html } = await page("/");
    const text = scriptText(html, '<script id="initial-data" type="application/json">')!;
    expect(text).toContain("a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f");
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("escapes the meta description of /events (it names the next event)", async () => {
    const today = parisToday();
    await env.DB.prepare("DELETE FROM events WHERE date >= ?").bind(today).run();
    await insertEvent({ id: 4_000_000_000_003, date: "2099-01-01", name: `"Quotes" & <tags>` });
    const { html } = await page("/events");
    const description = metaContent(html, "description")!;
    expect(description).toContain("&quot;Quotes&quot; &amp; &lt;tags&gt;");
    expect(description).toContain("1 événement à venir");
    expect(description).toContain("1 janvier 2099");
  });
});

describe("what each page tells search engines", () => {
  it.each([
    ["/", "DJ Max Ribera – Le meilleur DJ pour vos événements", true],
    ["/events", "Tous les événements – DJ Max Ribera", true],
    ["/login", "Connexion – DJ Max Ribera", false],
    ["/admin", "Administration – DJ Max Ribera", false],
  ] as const)("%s: title, description, canonical, Open Graph, Twitter card, robots", async (path, title, indexable) => {
    const { html } = await page(path);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const description = metaContent(html, "description")!;
    expect(description.length).toBeGreaterThan(30);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    expect(metaContent(html, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaContent(html, "og:title")).toBe(title);
    expect(metaContent(html, "og:description")).toBe(description);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:locale")).toBe("fr_FR");
    expect(metaContent(html, "og:image")).toBe(`${ORIGIN}/media/og.jpg`);
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(`${ORIGIN}/media/og.jpg`);
    expect(metaContent(html, "twitter:title")).toBe(title);
    expect(metaContent(html, "robots")).toBe(indexable ? null : "noindex");
    expect(jsonLd(html) !== null).toBe(indexable);
  });

  it("/events counts every upcoming event and names the next one, on any page or year of the agenda", async () => {
    await env.DB.prepare("DELETE FROM events WHERE date >= ?").bind(parisToday()).run();
    await insertEvents({ count: 40, firstId: 4_000_000_001_000, firstDate: "2098-01-01" });
    for (const path of ["/events", "/events?page=2", "/events?annee=2025"]) {
      expect(metaContent((await page(path)).html, "description"), path).toContain("40 événements à venir, prochain rendez-vous le 1 janvier 2098 : Soirée 0.");
    }
  });

  it("the canonical URL follows the request's origin", async () => {
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(new Request("https://djmaxribera.fr/events"));
    const html = await res.text();
    expect(html).toContain('<link rel="canonical" href="https://djmaxribera.fr/events" />');
    expect(metaContent(html, "og:image")).toBe("https://djmaxribera.fr/media/og.jpg");
  });

  it("preloads no image: the script that paints the hero text keeps the bandwidth", async () => {
    for (const path of ["/", "/events"]) expect((await page(path)).html).not.toContain('rel="preload"');
  });
});

describe("JSON-LD", () => {
  it("describes the DJ as a Person", async () => {
    const ld = jsonLd((await page("/")).html)!;
    expect(ld["@context"]).toBe("https://schema.org");
    const person = ld["@graph"].find((node) => node["@type"] === "Person")!;
    expect(person).toMatchObject({
      name: "DJ Max Ribera",
      url: `${ORIGIN}/`,
      sameAs: ["https://www.instagram.com/djmaxribera/"],
      telephone: "+33648271593",
      email: "contact@djmaxribera.fr",
      address: { "@type": "PostalAddress", addressLocality: "Canet-en-Roussillon" },
    });
  });

  it("has one MusicEvent per upcoming event (by the Paris calendar day), and none for past ones", async () => {
    const today = parisToday();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await insertEvent({ id: 4_000_000_000_010, date: today, name: "Ce soir" });
    await insertEvent({ id: 4_000_000_000_011, date: yesterday, name: "Hier soir" });
    const events = (await (await call("/api/events")).json()) as EventItem[];
    const upcoming = events.filter((event) => event.date >= today);

    const ld = jsonLd((await page("/events")).html)!;
    const musicEvents = ld["@graph"].filter((node) => node["@type"] === "MusicEvent");
    expect(musicEvents.map((node) => node.name)).toEqual(upcoming.map((event) => event.name));
    expect(musicEvents.map((node) => node.name)).toContain("Ce soir");
    expect(musicEvents.map((node) => node.name)).not.toContain("Hier soir");
  });

  it("describes the upcoming events the page shows, never the whole agenda", async () => {
    await insertEvents({ count: 40, firstId: 4_000_000_001_000, firstDate: "2098-01-01" });
    const described = async (path: string) => {
      const { html } = await page(path);
      const shown = initialData(html)!.view!.content.events.filter((event) => event.date >= parisToday());
      const graph = jsonLd(html)!["@graph"];
      const names = graph.filter((node) => node["@type"] === "MusicEvent").map((node) => node.name);
      expect(names).toEqual(shown.map((event) => event.name));
      return names;
    };
    expect(await described("/events")).toHaveLength(EVENTS_PER_PAGE);
    expect(await described("/events?page=2")).toEqual(Array.from({ length: 40 - EVENTS_PER_PAGE }, (_, i) => `Soirée ${EVENTS_PER_PAGE + i}`));
    expect(await described("/")).toEqual(["Soirée 0", "Soirée 1", "Soirée 2"]);
  });

  it("gives each MusicEvent its Paris times, place, image, status, performer and ticket offer", async () => {
    await insertEvent({
      id: 4_000_000_000_020,
      name: "Nuit d'été",
      date: "2030-07-14",
      time: "21:00 - 02:00",
      venue: "Les Voiles Pourpres, Promenade de la Côte Vermeille, Canet-en-Roussillon",
      description: "House mélodique face à la mer.",
      image: "/media/event-sunset-house.webp",
      ticketLink: "https://billetterie.example.com/nuit-d-ete",
    });
    await insertEvent({
      id: 4_000_000_000_021,
      name: "Réveillon",
      date: "2030-12-31",
      time: "22:00 - 04:00",
      venue: "Villa privée",
      description: "Le passage à 2031.",
      image: "https://images.example.com/reveillon.jpg",
    });
    await insertEvent({ id: 4_000_000_000_022, name: "Horaire libre", date: "2030-08-01", time: "en soirée", image: "data:image/png;base64,AAAA" });
    await insertEvent({ id: 4_000_000_000_023, name: "Sans fin", date: "2030-03-30", time: "À partir de 21h" });

    const graph = jsonLd((await page("/events")).html)!["@graph"];
    const byName = (name: string) => graph.find((node) => node.name === name)!;

    const summer = byName("Nuit d'été");
    expect(summer).toEqual({
      "@type": "MusicEvent",
      name: "Nuit d'été",
      startDate: "2030-07-14T21:00:00+02:00",
      endDate: "2030-07-15T02:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Les Voiles Pourpres",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Promenade de la Côte Vermeille",
          addressLocality: "Canet-en-Roussillon",
          addressCountry: "FR",
        },
      },
      image: [`${ORIGIN}/media/event-sunset-house.webp`],
      description: "House mélodique face à la mer.",
      url: `${ORIGIN}/events/4000000000020-nuit-d-ete`,
      performer: { "@type": "Person", "@id": `${ORIGIN}/#dj`, name: "DJ Max Ribera", url: `${ORIGIN}/` },
      organizer: { "@type": "Person", "@id": `${ORIGIN}/#dj`, name: "DJ Max Ribera", url: `${ORIGIN}/` },
      offers: { "@type": "Offer", url: "https://billetterie.example.com/nuit-d-ete" },
    });

    const winter = byName("Réveillon");
    expect(winter.startDate).toBe("2030-12-31T22:00:00+01:00");
    expect(winter.endDate).toBe("2031-01-01T04:00:00+01:00");
    expect(winter.image).toEqual(["https://images.example.com/reveillon.jpg"]);
    expect(winter.location).toEqual({
      "@type": "Place",
      name: "Villa privée",
      // One part is read as a town: the admin writes « place, street, town » (docs/product.md §13).
      address: { "@type": "PostalAddress", addressLocality: "Villa privée", addressCountry: "FR" },
    });
    expect(winter).not.toHaveProperty("offers");

    const allDay = byName("Horaire libre");
    expect(allDay.startDate).toBe("2030-08-01");
    expect(allDay).not.toHaveProperty("endDate");
    expect(allDay.image).toEqual([`${ORIGIN}/media/og.jpg`]);

    // The day after the switch to summer time (2030-03-31 is the last Sunday of March).
    const open = byName("Sans fin");
    expect(open.startDate).toBe("2030-03-30T21:00:00+01:00");
    expect(open).not.toHaveProperty("endDate");
  });
});

describe("when D1 fails", () => {
  it("still serves the page, without the content (the app then fetches and falls back)", async () => {
    await env.DB.exec("DROP TABLE events");
    const { res, html } = await page("/");
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    const data = initialData(html)!;
    expect(data).toEqual({ user: null });
    expect(html).toContain("<title>DJ Max Ribera – Le meilleur DJ pour vos événements</title>");
    // The DJ is still described, without events.
    expect(jsonLd(html)!["@graph"].map((node) => node["@type"])).toEqual(["Person"]);
  });

  it("without the accounts either, the page has no injected data at all", async () => {
    const headers = await adminHeaders();
    await env.DB.exec("DROP TABLE events");
    await env.DB.exec("DROP TABLE users");
    const { res, html } = await page("/admin", headers);
    expect(res.status).toBe(200);
    expect(html).not.toContain('id="initial-data"');
    expect(html).toContain("<title>Administration – DJ Max Ribera</title>");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("the public pages rendered by the Worker", () => {
  it("/ holds the header, the hero, the next events, the photos from D1 and the footer before any script", async () => {
    await insertEvent({ id: 4_000_000_000_101, date: "2098-03-01", name: "Soirée la plus proche" });
    await insertEvent({ id: 4_000_000_000_102, date: "2098-05-01", name: "Deuxième soirée", ticketLink: "https://billetterie.example.com/deux" });
    await insertEvent({ id: 4_000_000_000_103, date: "2098-07-01", name: "Troisième soirée" });
    await insertEvent({ id: 4_000_000_000_104, date: "2098-09-01", name: "Quatrième soirée" });
    await env.DB.prepare("INSERT INTO photos (id, title, description, image) VALUES (?, ?, ?, ?)")
      .bind(4_000_000_000_105, "Photo de D1", "Ajoutée pour le test.", "/images/test-photo.webp")
      .run();
    const { html } = await page("/");
    const app = appHtml(html);
    const words = htmlText(app);

    expect(app).toContain('<h1 id="hero-title"');
    expect(words).toContain("DJ Max Ribera");
    expect(words).toContain("Le meilleur DJ pour vos événements");
    expect(words).toContain("House au coucher du soleil, disco sur la plage");
    expect(words).toContain("Voir les événements");
    expect(app).toContain('src="/media/hero.webp"');
    expect(words).toContain("Connexion");

    // The teaser: the three next events, soonest first, in French, with their actions.
    const teaser = app.slice(app.indexOf('id="events"'), app.indexOf('id="photos"'));
    const names = [...teaser.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]*)</g)].map((match) => match[1]);
    expect(names).toEqual(["Soirée la plus proche", "Deuxième soirée", "Troisième soirée"]);
    // Each card opens its event's page.
    expect(teaser).toContain('href="/events/4000000000101-soiree-la-plus-proche"');
    expect(htmlText(teaser)).toContain("1 mars 2098");
    expect(htmlText(teaser)).toContain("Billetterie");
    expect(teaser).toContain('href="/events/4000000000101.ics"');
    expect(htmlText(teaser)).not.toContain("Événement fini");

    // The gallery: the first photos of D1, the new one included, and a button for the others.
    const photos = await apiList("photos");
    expect(photos.length).toBeGreaterThan(HOME_PHOTOS);
    const gallery = app.slice(app.indexOf('id="photos"'), app.indexOf('id="mixes"'));
    expect(gallery.match(/<li/g)).toHaveLength(HOME_PHOTOS);
    expect(gallery).toContain('src="/images/test-photo.webp"');
    expect(gallery).toContain('alt="Photo de D1"');
    expect(htmlText(gallery)).toMatch(new RegExp(`Voir toutes les photos \\(\\s*${photos.length}\\s*\\)`));

    expect(words).toContain(`© ${parisToday().slice(0, 4)} DJ Max Ribera. Tous droits réservés.`);
    // The browser's first render uses the same day (hooks/useToday).
    expect(initialData(html)).toMatchObject({ today: parisToday() });
  });

  it("an event named </script><script>alert(1)</script> is text in the rendered HTML too", async () => {
    const evil = "</script><script>alert(1)</script>";
    await insertEvent({ id: 4_000_000_000_111, date: "2098-01-01", name: evil, venue: `<b>Bar</b>, "Quai", Perpignan` });
    for (const path of ["/", "/events"]) {
      const app = appHtml((await page(path)).html);
      expect(app).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(app).not.toContain("<script");
      expect(app).not.toContain("<b>Bar</b>");
      expect(htmlText(app)).toContain(evil);
    }
  });

  it("/events shows the two counts and both sections for the day in Paris", async () => {
    const today = parisToday();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await insertEvent({ id: 4_000_000_000_121, date: today, name: "Ce soir" });
    await insertEvent({ id: 4_000_000_000_122, date: yesterday, name: "Hier soir" });
    const events = (await (await call("/api/events")).json()) as EventItem[];
    const upcoming = events.filter((event) => event.date >= today).length;
    const past = events.length - upcoming;

    const { html } = await page("/events");
    const words = htmlText(appHtml(html));
    expect(words).toContain("Tous les événements");
    expect(words).toContain(`${upcoming} événement(s) à venir`);
    expect(words).toContain(`${past} événement(s) passé(s)`);
    expect(words).toContain("À venir");
    expect(words).toContain("Événements passés");
    const app = appHtml(html);
    const upcomingSection = app.slice(app.indexOf('id="upcoming-title"'), app.indexOf('id="past-title"'));
    expect(htmlText(upcomingSection)).toContain("Ce soir");
    expect(htmlText(upcomingSection)).not.toContain("Hier soir");
    // One page of cards: the first EVENTS_PER_PAGE of the agenda.
    expect(events.length).toBeGreaterThan(EVENTS_PER_PAGE);
    expect(app.match(/<article/g)).toHaveLength(EVENTS_PER_PAGE);
  });

  it("names the signed-in user's way in, as the app's first render does", async () => {
    const { html } = await page("/", await adminHeaders({ email: "dj@example.fr" }));
    expect(htmlText(appHtml(html))).toContain("Administration");
    expect(htmlText(appHtml(html))).not.toContain("Connexion");
  });

  it("carries nothing the CSP refuses (inline scripts or style attributes) and no preload of its own", async () => {
    for (const path of ["/", "/events"]) {
      const app = appHtml((await page(path)).html);
      expect(app.length).toBeGreaterThan(10_000);
      expect(app).not.toMatch(/<script|\sstyle="|<link/);
    }
  });

  it("/ carries the style sheet and its first script inline, each allowed by its hash in the page's policy, never by 'unsafe-inline'", async () => {
    const { res, html } = await page("/");
    expect(html).not.toMatch(/<link rel="stylesheet"|<link rel="modulepreload"|<script[^>]+src=/);
    const inline = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
    const styles = inline(/<style>([\s\S]*?)<\/style>/g);
    const scripts = inline(/<script type="module">([\s\S]*?)<\/script>/g);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain(".hidden");
    expect(scripts).toHaveLength(1);
    // The script imports nothing by itself, and names the app's chunk from the site's root.
    expect(scripts[0]).toMatch(/import\(`\/assets\/app-[\w-]+\.js`\)/);
    expect(scripts[0]).not.toMatch(/\bfrom\s*["'`]|import\(["'`]\./);
    const source = async (text: string) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    };
    const [style, script] = [await source(styles[0]), await source(scripts[0])];
    const policy = res.headers.get("content-security-policy")!;
    expect(policy).toContain(`style-src 'self' ${style};`);
    expect(policy).toContain(`script-src 'self' ${script};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy.replace(` ${style}`, "").replace(` ${script}`, "")).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
  });

  it("every page holds its first frame until its HTML is whole, and carries the tab's icon: nothing to fetch or lay out twice before the first paint", async () => {
    for (const path of ["/", "/events", "/login", "/admin"]) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<link rel="expect" href="#initial-data" blocking="render" />');
      // What the first frame waits for comes after the page's HTML, once.
      expect(html.match(/<script id="initial-data"/g)).toHaveLength(1);
      const after = html.slice(html.indexOf('<script id="initial-data"')).replace(/^<script id="initial-data"[\s\S]*?<\/script>/, "");
      expect(after.trim()).toMatch(/^<\/body>\s*<\/html>$/);
      // The icon drawn from favicon.svg at build time, a small PNG inside the page: no request of its own.
      const icons = [...head.matchAll(/<link rel="icon" href="([^"]+)" type="image\/png" sizes="48x48" \/>/g)].map((match) => match[1]);
      expect(icons).toHaveLength(1);
      expect(head.match(/rel="icon"/g)).toHaveLength(1);
      const png = Uint8Array.from(atob(icons[0].replace(/^data:image\/png;base64,/, "")), (char) => char.charCodeAt(0));
      expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
      expect(png.length).toBeLessThan(1024);
    }
  });

  it("draws every icon a page shows from the one sprite it carries, outside the app's HTML", async () => {
    for (const path of ["/", "/events", "/login"]) {
      const { html } = await page(path);
      const sprites = html.match(/<svg class="hidden" aria-hidden="true">[\s\S]*?<\/svg>/g) ?? [];
      expect(sprites).toHaveLength(1);
      const sprite = sprites[0] ?? "";
      const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
      expect(new Set(symbols).size).toBe(symbols.length);
      const shown = [...html.matchAll(/<use href="#([\w-]+)">/g)].map((match) => match[1]);
      if (path !== "/login") expect(shown.length).toBeGreaterThan(5);
      for (const name of shown) expect(symbols).toContain(name);
      // After #root, which the app renders and hydrates: the sprite is the page's, never React's.
      expect(html.indexOf(sprite)).toBeGreaterThan(html.lastIndexOf("<use href="));
    }
  });

  it("the other pages link the style sheet and the script, cached from one page to the next, under the site's own policy", async () => {
    for (const path of ["/events", "/login", "/admin"]) {
      const { res, html } = await page(path);
      expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
      expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);
      expect(html).not.toMatch(/<style>|<script type="module">/);
      expect(res.headers.get("content-security-policy")).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
    }
  });

  it("/login and /admin are left to the browser, without the day", async () => {
    for (const path of ["/login", "/admin"]) {
      const { html } = await page(path);
      expect(html).toContain('<div id="root"></div>');
      expect(initialData(html)).not.toHaveProperty("today");
    }
  });
});

describe("an address nothing answers", () => {
  it("is the French not-found page with 404, never the app's shell with 200", async () => {
    for (const path of ["/nope", "/admin/x.css", "/events-old", "/login/"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain("<title>Page introuvable – DJ Max Ribera</title>");
    }
  });

  it("under /assets/ or /media/, or asked with another method than GET, is a plain 404", async () => {
    for (const path of ["/media/nothing.jpg", "/assets/nothing.js"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
      expect(html, path).toBe("Fichier introuvable.\n");
    }
    const deleted = await call("/nope", { method: "DELETE" });
    expect(deleted.status).toBe(404);
    expect(await deleted.text()).toBe("Fichier introuvable.\n");
    // The files that are there are served as they are.
    const artwork = await call("/media/hero.webp");
    expect(artwork.status).toBe(200);
    expect(artwork.headers.get("content-type")).toBe("image/webp");
  });
});
