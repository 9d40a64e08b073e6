// Renders the site's default artwork (drawn, no photos) into web/public/media/, the same pictures on
// every run (seeded): `node tools/artwork/make-artwork.mjs [word…]` draws all, or the files whose
// name contains one of the words.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import ts from "typescript";

/** @import { Copy, SceneName } from "./page.js" */
/** @typedef {Copy & { file: string, maxBytes?: number }} Variant a copy of a picture, and the file it is written to */
/** @typedef {{ file: string, bytes: number, maxBytes: number }} Written */

/** The drawing code, run in the page: one file per scene in scenes/, the shared helpers beside them. */
const ART = dirname(fileURLToPath(import.meta.url));
const ROOT = join(ART, "..", "..");
const OUT = join(ROOT, "web", "public", "media");
// A made-up origin under which the page gets tools/artwork/ (the requests never leave playwright).
const ORIGIN = "http://artwork.invalid";
/** Each file's budget: the page's canvas encodes the picture (toDataURL) at lower and lower qualities until one fits. */
const MAX_BYTES = 60 * 1024;
const TOTAL_BUDGET = 1.5 * 1024 * 1024;
// Share copies are fetched by link previews only, not by the pages: outside the total budget.
const SHARE_MAX_BYTES = 100 * 1024;
const SHARE_QUALITIES = [0.85, 0.82, 0.78, 0.74, 0.7, 0.65, 0.6];

// The share copy's size and which artwork has one, as the Worker knows them (Node 20 runs no
// TypeScript: shared/images.ts is transpiled here; it imports nothing).
const sharedImages = ts.transpileModule(readFileSync(join(ROOT, "shared", "images.ts"), "utf8"), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;
/** @type {typeof import("../../shared/images.ts")} */
const { SHARE_IMAGE, artworkShareCopy } = await import(`data:text/javascript,${encodeURIComponent(sharedImages)}`);

/** @type {[file: string, scene: SceneName, width: number, height: number, seed: number][]} */
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

/**
 * The smaller copies of an image for small screens, in the quality of their full-size image: "-800" for the
 * 1200 px wide cards and photos; for the hero a 1280 px copy and a portrait crop for phones. Each is a
 * file, width, height, and for a crop the horizontal centre (0..1).
 * @param {string} file
 * @param {number} w
 * @param {number} h
 * @returns {Variant[]}
 */
function smallCopiesOf(file, w, h) {
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

/**
 * Every copy of an image: the smaller ones, then, for the hero and every card and photo, the share copy
 * that link previews get (SHARE_IMAGE in shared/images.ts), cropped to fill, in its own format and budget.
 * @param {string} file
 * @param {number} w
 * @param {number} h
 * @returns {Variant[]}
 */
function variantsOf(file, w, h) {
  const share = artworkShareCopy(`/media/${file}`);
  if (!share) return smallCopiesOf(file, w, h);
  const { width, height, type } = SHARE_IMAGE;
  const shareCopy = { file: share.slice("/media/".length), w: width, h: height, centre: 0.5, type, qualities: SHARE_QUALITIES, maxBytes: SHARE_MAX_BYTES };
  return [...smallCopiesOf(file, w, h), shareCopy];
}

/** @param {string} url a data: URL */
const decode = (url) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");

/**
 * The index of the best encoding within `maxBytes`, or of the lightest.
 * @param {string[]} urls
 * @param {number} maxBytes
 */
function fitting(urls, maxBytes) {
  let q = 0;
  while (q < urls.length - 1 && decode(urls[q]).length > maxBytes) q++;
  return q;
}

/**
 * Serves tools/artwork/ to the page under ORIGIN, opens a blank page there and loads render.js.
 * @param {import("playwright-core").Browser} browser
 */
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

/**
 * Writes a picture or a copy, and prints its line.
 * @param {Written[]} written
 * @param {string} name
 * @param {number} w
 * @param {number} h
 * @param {number} quality
 * @param {string} url
 * @param {number} [maxBytes]
 */
function write(written, name, w, h, quality, url, maxBytes = MAX_BYTES) {
  const buf = decode(url);
  writeFileSync(join(OUT, name), buf);
  written.push({ file: name, bytes: buf.length, maxBytes });
  process.stdout.write(`  ${name.padEnd(32)} ${`${w}x${h}`.padEnd(10)} q=${quality.toFixed(2)}  ${(buf.length / 1024).toFixed(1).padStart(6)} KB\n`);
}

/**
 * Draws one job's scene once, and writes the picture and its copies at the best quality within their budgets.
 * @param {import("playwright-core").Page} page
 * @param {(typeof JOBS)[number]} job
 * @param {Written[]} written
 */
async function render(page, [file, scene, w, h, seed], written) {
  const jpeg = file.endsWith(".jpg");
  const type = jpeg ? "image/jpeg" : "image/webp";
  const qualities = jpeg ? [0.82, 0.78, 0.74, 0.7, 0.65, 0.6, 0.55, 0.5] : [0.75, 0.72, 0.69, 0.66, 0.63, 0.6, 0.56, 0.52, 0.48, 0.44, 0.4];
  const variants = variantsOf(file, w, h);
  /** @type {Parameters<Window["renderArtMulti"]>} */
  const args = [scene, w, h, seed, type, qualities, variants];
  const [urls, ...copies] = await page.evaluate(([sc, ww, hh, sd, t, qs, vs]) => window.renderArtMulti(sc, ww, hh, sd, t, qs, vs), args);
  const q = fitting(urls, MAX_BYTES);
  write(written, file, w, h, qualities[q], urls[q]);
  variants.forEach((v, i) => {
    // A copy with its own qualities fits its own budget; the others follow their image.
    const vq = v.qualities ? fitting(copies[i], v.maxBytes ?? MAX_BYTES) : q;
    write(written, v.file, v.w, v.h, (v.qualities ?? qualities)[vq], copies[i][vq], v.maxBytes);
  });
}

/**
 * The totals, against the budget of all the pictures the pages use (the share copies, with a budget each, aside).
 * @param {Written[]} written
 */
function printTotals(written) {
  const sum = (/** @type {Written[]} */ list) => list.reduce((a, r) => a + r.bytes, 0);
  // The files with a budget of their own are the share copies.
  const total = sum(written.filter((r) => r.maxBytes === MAX_BYTES));
  const shares = sum(written.filter((r) => r.maxBytes !== MAX_BYTES));
  console.log(
    `\n${written.length} files, total ${(total / 1024).toFixed(1)} KB${total > TOTAL_BUDGET ? "  (OVER the 1.5 MB budget)" : ""}, share copies aside ${(shares / 1024).toFixed(1)} KB`,
  );
  const over = written.filter((r) => r.bytes > r.maxBytes);
  if (over.length) console.log(`over budget: ${over.map((r) => r.file).join(", ")}`);
}

/** Draws each job's scene in Debian's Chromium (playwright-core) and writes the picture and its copies. */
async function main() {
  const filters = process.argv.slice(2);
  const jobs = filters.length ? JOBS.filter(([f]) => filters.some((x) => f.includes(x))) : JOBS;
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  /** @type {Written[]} */
  const written = [];
  try {
    const page = await openArtPage(browser);
    for (const job of jobs) await render(page, job, written);
  } finally {
    await browser.close();
  }
  printTotals(written);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
