// `npm run bench:scale`: how the site holds up as its content grows (BENCH_SCALES times the built-in
// content), on three fresh sites running at once, measured in turns; one module of scripts/bench-scale/
// per measurement, print.mjs for the report. Exits non-zero only when no site could be started.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureAdmin } from "./bench-scale/admin.mjs";
import { launchBrowser } from "./bench-scale/browser.mjs";
import { measureBytes, publicPages } from "./bench-scale/bytes.mjs";
import { closeLiveClients, measureLive } from "./bench-scale/live.mjs";
import { measurePaint } from "./bench-scale/paint.mjs";
import { printReport } from "./bench-scale/print.mjs";
import { CannotMeasure, DEFAULTS, describeSource, eventPagePath, fillTo, signalSite, signUpAdmin, snapshot, startSite, stopSite } from "./bench-scale/site.mjs";

/**
 * @typedef {import("./bench-scale/site.mjs").Site} Site
 * @typedef {object} Scale one site of the bench, or why it has none
 * @property {string} label
 * @property {number} factor
 * @property {Site} [site]
 * @property {boolean} [started]
 * @property {object} [fill]
 * @property {string} [eventPath]
 * @property {string} [error]
 * @typedef {Scale & { site: Site, eventPath: string }} Running a scale whose site started and filled
 */

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Page loads per median, and scroll passes and keys on /admin. */
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 3));
/** PUTs the live clients see. */
const LIVE_REPS = Math.max(1, Number(process.env.BENCH_LIVE_REPS ?? 5));
/** "worktree", or a commit such as HEAD: what the sites run (bench-scale/site.mjs, snapshot). */
const SOURCE = process.env.BENCH_SOURCE ?? "worktree";
/** The scales, the first being the base the targets compare with. */
const SCALES = (process.env.BENCH_SCALES ?? "1,10,100").split(",").map(Number);
const PAINTED = ["/events", "/", "event page"];

const work = mkdtempSync(path.join(os.tmpdir(), "dj-site-bench-scale-"));
const codeDir = path.join(work, "code");
const started = performance.now();
/**
 * One per scale: `{ label, factor, site, eventPath, fill }`, or `{ label, error }` for a site that did not start or fill.
 * @type {Scale[]}
 */
const scales = [];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
/** @param {number} since */
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** @param {any} error */
const reasonOf = (error) => (error instanceof CannotMeasure ? error.message : (error.message ?? String(error)).split("\n")[0]);

/** After Ctrl-C the measurements stop where they are: the signal's handler cleans up and exits. */
let stopping = false;
/**
 * @template T
 * @param {T} [value]
 * @returns {Promise<T>}
 */
const unlessStopping = async (value) => (stopping ? new Promise(() => {}) : /** @type {T} */ (value));

/**
 * Starts, signs up and fills the site of one scale; `{ label, error }` when it cannot. Each site's first account,
 * signed up through the API, is its administrator, who fills it (bench-scale/site.mjs, fillTo).
 * @param {number} factor
 */
async function prepareScale(factor) {
  const label = `${factor}x`;
  const since = performance.now();
  const paths = { codeDir, stateDir: path.join(work, `state-${label}`), logFile: path.join(work, `server-${label}.log`) };
  /** @type {Scale} */
  const scale = { label, factor };
  scales.push(scale);
  try {
    const site = await startSite(paths, (spawned) => (scale.site = spawned));
    scale.started = true;
    await signUpAdmin(site);
    scale.fill = factor > 1 ? await fillTo(site, factor) : { builtIn: true };
    // Without the 301 (an event's address changed), its /events/<id> address: the redirect is then in its figures.
    scale.eventPath = await eventPagePath(site).catch(() => `/events/${DEFAULTS.events[0].id}`);
    const { events, photos, venues } = site.counts;
    console.log(`  ${label}: ${site.origin}, ${events} events, ${photos} photos, ${venues} venues, ready after ${seconds(since)}`);
  } catch (error) {
    await unlessStopping();
    scale.error = reasonOf(error);
    console.log(`  ${label}: n/a (${scale.error})`);
    if (existsSync(paths.logFile))
      console.log(`--- last lines of its server log ---\n${readFileSync(paths.logFile, "utf8").split("\n").slice(-15).join("\n")}`);
  }
}

/**
 * Runs one measurement over the sites (`measure` takes the sites that run, null for the others,
 * and answers one result per site); per scale, its result or the reason it has none.
 * @template R
 * @param {string} name
 * @param {(running: (Running | null)[]) => Promise<R[]>} measure
 * @returns {Promise<(R | { error: string })[]>}
 */
async function step(name, measure) {
  const since = performance.now();
  const running = scales.map((scale) => (scale.error ? null : /** @type {Running} */ (scale)));
  /** @type {(R | { error: string })[]} */
  let results;
  try {
    results = await unlessStopping(await measure(running));
    console.log(`  ${name}: ${seconds(since)}`);
  } catch (error) {
    await unlessStopping();
    console.log(`  ${name}: n/a (${reasonOf(error)})`);
    results = running.map(() => ({ error: reasonOf(error) }));
  }
  return scales.map((scale, index) => (scale.error ? { error: scale.error } : (results[index] ?? { error: "not measured" })));
}

/**
 * The browser, launched once, when first needed; its failure is every browser figure's.
 * @type {Promise<import("playwright-core").Browser> | null}
 */
let browserLaunch = null;
const theBrowser = () => (browserLaunch ??= launchBrowser(CHROME_PATH));

/**
 * Every measurement, one after the other, each over the sites in turns: per scale, its figures; one that cannot
 * be measured is n/a with its reason, and the rest goes on. The bench only writes (POST, PUT) and reads pages,
 * frames and bytes: it does not depend on the API's lists, which change shape.
 */
async function measureAll() {
  const bytes = await step("bytes of the pages", (running) =>
    Promise.all(running.map((scale) => scale && measureBytes(scale.site.origin, scale.eventPath).catch((error) => ({ error: reasonOf(error) })))),
  );
  /** @param {(Running | null)[]} running */
  const paintTargets = (running) =>
    running.map((scale) => scale && { origin: scale.site.origin, pages: { "/events": "/events", "/": "/", "event page": scale.eventPath } });
  const paint = await step(`paint of ${PAINTED.length} pages (${LOADS + 1} loads each, per scale)`, async (running) =>
    measurePaint(await theBrowser(), paintTargets(running), LOADS),
  );
  const admin = await step(`/admin (${LOADS} loads, scroll passes and keys, per scale)`, async (running) =>
    measureAdmin(
      await theBrowser(),
      running.map((scale) => scale?.site ?? null),
      LOADS,
    ),
  );
  const live = await step(`live (${LIVE_REPS} PUTs, per scale)`, (running) =>
    measureLive(
      running.map((scale) => scale?.site ?? null),
      LIVE_REPS,
    ),
  );
  return scales.map((scale, index) => ({
    label: scale.label,
    ...(scale.error || !scale.site ? { error: scale.error } : { counts: { ...scale.site.counts }, fill: scale.fill }),
    bytes: bytes[index],
    paint: paint[index],
    admin: admin[index],
    live: live[index],
  }));
}

/** The sites, the browser and the sockets stopped, at the end and on Ctrl-C. */
async function cleanup() {
  closeLiveClients();
  // Also a browser still starting when Ctrl-C came.
  const browser = await browserLaunch?.catch(() => null);
  await browser?.close().catch(() => {});
  await Promise.all(scales.map((scale) => stopSite(scale.site)));
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    // A second Ctrl-C does not wait for the first's cleanup.
    if (stopping) {
      for (const scale of scales) if (scale.site) signalSite(scale.site, "SIGKILL");
      process.exit(130);
    }
    stopping = true;
    console.error(`\n${signal}: stopping the sites and the browser`);
    await cleanup();
    process.exit(130);
  });
}

let exitCode = 0;
try {
  console.log(`▶ Scale bench of ${describeSource(SOURCE)}, scales ${SCALES.map((factor) => `${factor}x`).join(", ")}`);
  console.log(
    `  machine: ${os.cpus().length} CPU(s), load average ${loadAverage()}, Node ${process.version}; ${LOADS} loads per median, ${LIVE_REPS} live PUTs`,
  );
  snapshot(SOURCE, codeDir);
  console.log(`▶ Starting ${SCALES.length} sites, one after the other (build, migrations, wrangler dev), and filling them through the API…`);
  // One after the other: each site's build rewrites the dist/ of the snapshot the three share.
  for (const factor of SCALES) {
    // The same code: a site that did not start says the others would not either.
    const unstarted = scales.find((scale) => scale.error && !scale.started);
    if (unstarted) scales.push({ label: `${factor}x`, factor, error: `not started: the ${unstarted.label} site did not start` });
    else await unlessStopping(await prepareScale(factor));
  }
  if (scales.every((scale) => scale.error)) throw new CannotMeasure("no site could be started");
  console.log("▶ Measuring, the sites in turns…");
  const results = await measureAll();
  await unlessStopping();
  printReport(results, { pageLabels: Object.keys(publicPages("")), paintLabels: PAINTED, loads: LOADS });
} catch (error) {
  exitCode = 1;
  console.error(`\n✖ Cannot measure: ${error instanceof CannotMeasure ? error.message : (/** @type {Error} */ (error).stack ?? error)}`);
} finally {
  await cleanup();
}
// Others' processes on the machine move the browser's figures: the load says how much there was.
console.log(`\nRun time: ${seconds(started)} (load average at the end: ${loadAverage()})`);
process.exit(exitCode);
