// Mixes and reviews (docs/product.md §25, §26) in workerd: the mixes' links (only the three
// platforms' players), their durations, the facades the pages carry (nothing asked of a platform),
// the frames the Content-Security-Policy allows, the JSON-LD, and the reviews shown without any
// review markup; neither collection brings its built-in items back once the DJ has none.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import mixes from "../../shared/default-content/mixes.json";
import reviews from "../../shared/default-content/reviews.json";
import { FIELD_MESSAGES } from "../../shared/messages";
import { mixPlayer } from "../../shared/mixes";
import { HOME_MIXES, HOME_REVIEWS } from "../../shared/views";
import { adminHeaders, appHtml, call, htmlText } from "./helpers";

const newMix = {
  title: "Sunset Sessions #13",
  link: "https://soundcloud.com/djmaxribera/sunset-sessions-13",
  cover: "/media/event-sunset-house.webp",
  duration: "1:02:30",
  styles: "House",
  date: "2026-09-01",
};

const createMix = async (fields: Partial<typeof newMix>) =>
  call("/api/mixes", { method: "POST", body: { ...newMix, ...fields }, headers: await adminHeaders() });

type Refusal = { error: string; fields: { field: string; message: string }[] };
const messageOf = (refusal: Refusal, field: string) => refusal.fields.find((problem) => problem.field === field)?.message;

const PLAYER_HOSTS = /w\.soundcloud\.com|player-widget\.mixcloud\.com|youtube-nocookie\.com|<iframe/;

describe("a mix's link", () => {
  it.each([
    [
      "https://soundcloud.com/djmaxribera/sunset-sessions-13",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fdjmaxribera%2Fsunset-sessions-13&auto_play=true&visual=true",
    ],
    [
      "https://m.soundcloud.com/djmaxribera/sets/ete-2026",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fdjmaxribera%2Fsets%2Fete-2026&auto_play=true&visual=true",
    ],
    [
      "https://www.mixcloud.com/djmaxribera/disco-fever/",
      "https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&autoplay=1&feed=%2Fdjmaxribera%2Fdisco-fever%2F",
    ],
    ["https://www.youtube.com/watch?v=Xq3ZbT9pLk0&t=30", "https://www.youtube-nocookie.com/embed/Xq3ZbT9pLk0?autoplay=1"],
    ["https://youtu.be/Xq3ZbT9pLk0", "https://www.youtube-nocookie.com/embed/Xq3ZbT9pLk0?autoplay=1"],
    ["https://www.youtube.com/live/Xq3ZbT9pLk0", "https://www.youtube-nocookie.com/embed/Xq3ZbT9pLk0?autoplay=1"],
  ])("%s is taken, played by %s", async (link, player) => {
    expect(mixPlayer(link)?.src).toBe(player);
    const res = await createMix({ link });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { link: string }).link).toBe(link);
  });

  it.each([
    "http://soundcloud.com/djmaxribera/sunset",
    "https://soundcloud.com/djmaxribera",
    "https://soundcloud.com.example.com/djmaxribera/sunset",
    "https://www.mixcloud.com/djmaxribera/",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/",
    "https://vimeo.com/123456",
    "https://user:pass@soundcloud.com/a/b",
    "javascript:alert(1)",
  ])("%s is refused with a French message", async (link) => {
    const res = await createMix({ link });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.error).toBe("VALIDATION_FAILED");
    expect(messageOf(body, "link")).toBe(FIELD_MESSAGES.mixLink);
  });

  it("is required", async () => {
    const res = await createMix({ link: "" });
    expect(messageOf((await res.json()) as Refusal, "link")).toBe(FIELD_MESSAGES.required);
  });
});

describe("a mix's duration", () => {
  it.each([
    ["1:02:30", "1:02:30"],
    ["01:02:30", "1:02:30"],
    ["58:00", "58:00"],
    [" 5:07 ", "5:07"],
  ])("%s is stored as %s", async (typed, stored) => {
    const res = await createMix({ duration: typed });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { duration: string }).duration).toBe(stored);
  });

  it.each(["62:00", "1:60:00", "0:00", "une heure", "1h02"])("%s is refused", async (typed) => {
    const res = await createMix({ duration: typed });
    expect(res.status).toBe(400);
    expect(messageOf((await res.json()) as Refusal, "duration")).toBe(FIELD_MESSAGES.duration);
  });
});

describe("the mixes on the pages", () => {
  it("the home page shows the first mixes as facades: a link to each mix, no player, no frame, and « Voir tous les mixes » to /mixes", async () => {
    const res = await call("/");
    const html = appHtml(await res.text());
    expect(html).toContain('id="mixes"');
    expect(html).toContain("Écoutez mon son");
    for (const mix of mixes.slice(0, HOME_MIXES)) expect(html).toContain(`href="${mix.link.replaceAll("&", "&amp;")}"`);
    expect(html).not.toMatch(PLAYER_HOSTS);
    expect(htmlText(html)).toMatch(new RegExp(`Voir tous les mixes \\( ?${mixes.length} ?\\)`));
  });

  it("lets in a frame only the three players, on every page", async () => {
    for (const path of ["/", "/mixes", "/events"]) {
      const policy = (await call(path)).headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("frame-src https://w.soundcloud.com https://player-widget.mixcloud.com https://www.youtube-nocookie.com;");
      expect(policy.match(/soundcloud/g), path).toHaveLength(1);
    }
  });

  it("/mixes shows every mix and marks each up as a MusicRecording by the DJ", async () => {
    const res = await call("/mixes");
    expect(res.status).toBe(200);
    const page = await res.text();
    const html = appHtml(page);
    for (const mix of mixes) expect(html).toContain(mix.title);
    expect(html).not.toMatch(PLAYER_HOSTS);
    const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1])["@graph"] as Record<string, unknown>[];
    const recordings = graph.filter((node) => node["@type"] === "MusicRecording");
    expect(recordings).toHaveLength(mixes.length);
    expect(recordings[0]).toMatchObject({
      name: mixes[0].title,
      url: mixes[0].link,
      duration: "PT1H2M30S",
      datePublished: mixes[0].date,
      byArtist: { "@id": "http://localhost/#dj" },
    });
  });

  it("/mixes and /avis are in the sitemap", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost/mixes</loc>");
    expect(xml).toContain("<loc>http://localhost/avis</loc>");
  });
});

describe("the reviews on the pages", () => {
  it("the home page shows « Ils m’ont fait confiance » with the newest reviews, /avis all of them, and no review markup", async () => {
    const home = await (await call("/")).text();
    expect(appHtml(home)).toContain("Ils m’ont fait confiance");
    for (const review of reviews.slice(0, HOME_REVIEWS)) expect(appHtml(home)).toContain(review.firstName);
    expect(appHtml(home)).not.toContain(reviews[HOME_REVIEWS].text.slice(0, 40));
    const all = await (await call("/avis")).text();
    for (const review of reviews) expect(appHtml(all)).toContain(review.firstName);
    expect(appHtml(all)).toContain("Mariage · septembre 2026 · Collioure");
    for (const page of [home, all]) expect(page).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });

  it("once the DJ has trashed every review and mix, the pages show none: never the built-in ones again", async () => {
    await env.DB.batch([env.DB.prepare("UPDATE reviews SET deletedAt = 1"), env.DB.prepare("UPDATE mixes SET deletedAt = 1")]);
    const html = appHtml(await (await call("/")).text());
    expect(html).not.toContain('id="reviews"');
    expect(html).not.toContain('id="mixes"');
    // Nor does the menu lead to them.
    expect(html).not.toContain('href="/#mixes"');
    expect(html).not.toContain('href="/#reviews"');
    expect(html).toContain('href="/#venues"');
    const { view } = (await (await call("/api/views?path=%2F")).json()) as { view: { content: { reviews: unknown[]; mixes: unknown[] } } };
    expect(view.content.reviews).toEqual([]);
    expect(view.content.mixes).toEqual([]);
    expect(appHtml(await (await call("/avis")).text())).toContain("Aucun avis pour le moment.");
  });
});
