// Renders the site's default artwork (generated illustrations, no photos) into
// web/public/media/. Deterministic: every image is drawn with a seeded random
// generator, so re-running the script rewrites the same pictures.
//
//   node scripts/make-artwork.mjs            # all images
//   node scripts/make-artwork.mjs hero og    # only files whose name contains one of the words
//
// It drives Debian's Chromium through playwright-core, draws on a <canvas> and
// saves canvas.toDataURL("image/webp"|"image/jpeg"), lowering the quality until
// each file fits the size budget. The drawing runs in the page: one file per scene
// in scripts/artwork/scenes/, the shared drawing helpers in scripts/artwork/.
//
// Smaller copies for small screens (see variantsOf): "-800" for the 1200 px wide
// cards and photos, and for the hero a 1280 px copy and a portrait crop for
// phones. They use the quality of their full-size image.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "web", "public", "media");
const ART = join(ROOT, "scripts", "artwork");
// A made-up origin under which the page gets scripts/artwork/ (the requests never leave playwright).
const ORIGIN = "http://artwork.invalid";
const MAX_BYTES = 60 * 1024;
const TOTAL_BUDGET = 1.5 * 1024 * 1024;

// file, scene, width, height, seed
const JOBS = [
  ["hero.webp", "hero", 1920, 1080, 101],
  ["portrait.webp", "portrait", 800, 1000, 102],
  ["og.jpg", "og", 1200, 630, 103],

  ["event-sunset-house.webp", "sunsetHouse", 1200, 800, 201],
  ["event-disco.webp", "disco", 1200, 800, 202],
  ["event-reggae.webp", "reggae", 1200, 800, 203],
  ["event-jazz.webp", "jazz", 1200, 800, 204],
  ["event-wedding.webp", "weddingParty", 1200, 800, 205],
  ["event-club.webp", "club", 1200, 800, 206],
  ["event-rooftop.webp", "rooftopParty", 1200, 800, 207],
  ["event-new-year.webp", "newYear", 1200, 800, 208],
  ["event-open-air.webp", "openAir", 1200, 800, 209],
  ["event-classics.webp", "classics", 1200, 800, 210],

  ["venue-voiles-pourpres.webp", "beachClub", 1200, 800, 301],
  ["venue-vinyle-sale.webp", "bar", 1200, 800, 302],
  ["venue-table-phare.webp", "restaurant", 1200, 800, 303],
  ["venue-trois-cypres.webp", "domaine", 1200, 800, 304],
  ["venue-orbital.webp", "clubVenue", 1200, 800, 305],
  ["venue-cel-obert.webp", "rooftopLounge", 1200, 800, 306],

  ["photo-01.webp", "turntable", 1200, 1200, 401],
  ["photo-02.webp", "hands", 1200, 1200, 402],
  ["photo-03.webp", "vinyl", 1200, 1200, 403],
  ["photo-04.webp", "headphones", 1200, 1200, 404],
  ["photo-05.webp", "beachNight", 1200, 1200, 405],
  ["photo-06.webp", "mixer", 1200, 1200, 406],
  ["photo-07.webp", "firstDance", 1200, 1200, 407],
  ["photo-08.webp", "laserFog", 1200, 1200, 408],
  ["photo-09.webp", "palmsMoon", 1200, 1200, 409],
  ["photo-10.webp", "fireworksPort", 1200, 1200, 410],
];

/** The smaller copies of an image: file, width, height, and for a crop the horizontal centre (0..1). */
function variantsOf(file, w, h) {
  if (file === "hero.webp") {
    return [
      { file: "hero-1280.webp", w: 1280, h: 720 },
      // What a phone held upright shows of the hero (object-position 60% centre).
      { file: "hero-portrait.webp", w: 720, h: 1280, centre: 0.6 },
    ];
  }
  if (w === 1200 && /^(event|venue|photo)-/.test(file)) {
    return [{ file: file.replace(/\.webp$/, "-800.webp"), w: 800, h: Math.round((h * 800) / w) }];
  }
  return [];
}

/** Serves scripts/artwork/ to the page under ORIGIN, opens a blank page there and loads render.js. */
async function openArtPage(browser) {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body></body></html>" });
    try {
      return route.fulfill({ contentType: "text/javascript", body: readFileSync(join(ART, path)) });
    } catch {
      return route.fulfill({ status: 404, body: "" });
    }
  });
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ type: "module", url: `${ORIGIN}/render.js` });
  return page;
}

async function main() {
  const filters = process.argv.slice(2);
  const jobs = filters.length ? JOBS.filter(([f]) => filters.some((x) => f.includes(x))) : JOBS;
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  try {
    const page = await openArtPage(browser);
    for (const [file, scene, w, h, seed] of jobs) {
      const jpeg = file.endsWith(".jpg");
      const type = jpeg ? "image/jpeg" : "image/webp";
      const qualities = jpeg ? [0.82, 0.78, 0.74, 0.7, 0.65, 0.6, 0.55, 0.5] : [0.75, 0.72, 0.69, 0.66, 0.63, 0.6, 0.56, 0.52, 0.48, 0.44, 0.4];
      const variants = variantsOf(file, w, h);
      const [urls, ...copies] = await page.evaluate(
        ([sc, ww, hh, sd, t, qs, vs]) => window.renderArtMulti(sc, ww, hh, sd, t, qs, vs),
        [scene, w, h, seed, type, qualities, variants],
      );
      const decode = (url) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
      let q = 0;
      while (q < urls.length - 1 && decode(urls[q]).length > MAX_BYTES) q++;
      const write = (name, ww, hh, url) => {
        const buf = decode(url);
        writeFileSync(join(OUT, name), buf);
        rows.push({ file: name, w: ww, h: hh, q: qualities[q], bytes: buf.length });
        process.stdout.write(
          `  ${name.padEnd(30)} ${`${ww}x${hh}`.padEnd(10)} q=${qualities[q].toFixed(2)}  ${(buf.length / 1024).toFixed(1).padStart(6)} KB\n`,
        );
      };
      write(file, w, h, urls[q]);
      variants.forEach((v, i) => write(v.file, v.w, v.h, copies[i][q]));
    }
  } finally {
    await browser.close();
  }
  const total = rows.reduce((a, r) => a + r.bytes, 0);
  const over = rows.filter((r) => r.bytes > MAX_BYTES);
  console.log(`\n${rows.length} files, total ${(total / 1024).toFixed(1)} KB${total > TOTAL_BUDGET ? "  (OVER the 1.5 MB budget)" : ""}`);
  if (over.length) console.log(`over ${MAX_BYTES / 1024} KB: ${over.map((r) => r.file).join(", ")}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
