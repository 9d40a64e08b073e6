// `npm run bench:scale`: how the site holds up as its content grows, 1x, 10x and 100x the built-in
// content (32 events, 10 photos, 6 venues; then 320, 100, 60; then 3,200, 1,000, 600).
//
// Three sites, one per scale, all running at once, each on its own fresh site: a snapshot of the
// code (the working tree as git sees it, or the commit BENCH_SOURCE names: others edit the tree
// meanwhile, and wrangler dev would rebuild under the bench) is started three times by its own
// scripts/start.mjs, one after the other (each build rewrites dist/), each on a free port with a
// fresh state folder. Each site's first account, signed up through the API, is its administrator,
// who fills it through POST /api/<collection>/batch: generated items reuse the built-in ones' words
// and images (no upload); events get dates spread from 10 years back to 2 years ahead, and every
// status. Then every timed sample is taken in turns across the three sites (1x, 10x, 100x, 1x…):
// this 2-core machine is shared, and what else runs at a moment then weighs on every scale alike
// instead of making one scale look slow. The bench only writes (POST, PUT) and reads pages, frames
// and bytes: it does not depend on the API's lists, which change shape.
//
// Measured (bench-scale/*.mjs):
//   - bytes.mjs: every public page's HTML and #initial-data, raw and gzip; / JSON-LD; /events.ics;
//   - paint.mjs: first contentful paint and ready (<html data-app="ready">) of /events, / and an
//     event's page in Chromium at 390×844 with the CPU slowed 4×, median of BENCH_LOADS loads;
//   - admin.mjs: /admin signed in, same phone: first rows drawn, one search key to its next frame
//     and to the filtered list, scroll frames' p95, JS heap after GC;
//   - live.mjs: one PUT /api/events/<id> seen by 100 WebSocket clients on /api/live: the frame's
//     bytes, and the time to reach them all (p95 of the delays, the 100th's max over repetitions);
// then print.mjs prints the figures side by side and a line per target (✓, ✗, ? for n/a). A figure
// that cannot be measured is n/a with its reason, and the rest goes on. The servers, the browser
// and the sockets are stopped at the end, also on Ctrl-C. The exit code is non-zero only when no
// site could be started: a target that does not hold is a figure, not a crash.
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_LOADS (page loads per median, and
// scroll passes and keys, default 3), BENCH_LIVE_REPS (PUTs seen by the 100 clients, default 5),
// BENCH_SOURCE ("worktree", the default, or a commit such as HEAD), BENCH_SCALES (default
// "1,10,100": the first is the base of the targets).
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

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 3));
const LIVE_REPS = Math.max(1, Number(process.env.BENCH_LIVE_REPS ?? 5));
const SOURCE = process.env.BENCH_SOURCE ?? "worktree";
const SCALES = (process.env.BENCH_SCALES ?? "1,10,100").split(",").map(Number);
const PAINTED = ["/events", "/", "event page"];

const work = mkdtempSync(path.join(os.tmpdir(), "dj-site-bench-scale-"));
const codeDir = path.join(work, "code");
const started = performance.now();
/** One per scale: `{ label, factor, site, eventPath, fill }`, or `{ label, error }` for a site that did not start or fill. */
const scales = [];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const reasonOf = (error) => (error instanceof CannotMeasure ? error.message : (error.message ?? String(error)).split("\n")[0]);

/** After Ctrl-C the measurements stop where they are: the signal's handler cleans up and exits. */
let stopping = false;
const unlessStopping = async (value) => (stopping ? new Promise(() => {}) : value);

/** Starts, signs up and fills the site of one scale; `{ label, error }` when it cannot. */
async function prepareScale(factor) {
  const label = `${factor}x`;
  const since = performance.now();
  const paths = { codeDir, stateDir: path.join(work, `state-${label}`), logFile: path.join(work, `server-${label}.log`) };
  const scale = { label, factor };
  scales.push(scale);
  try {
    await startSite(paths, (site) => (scale.site = site));
    scale.started = true;
    await signUpAdmin(scale.site);
    scale.fill = factor > 1 ? await fillTo(scale.site, factor) : { builtIn: true };
    // Without the 301 (an event's address changed), its /events/<id> address: the redirect is then in its figures.
    scale.eventPath = await eventPagePath(scale.site).catch(() => `/events/${DEFAULTS.events[0].id}`);
    const { events, photos, venues } = scale.site.counts;
    console.log(`  ${label}: ${scale.site.origin}, ${events} events, ${photos} photos, ${venues} venues, ready after ${seconds(since)}`);
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
 */
async function step(name, measure) {
  const since = performance.now();
  const running = scales.map((scale) => (scale.error ? null : scale));
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

/** The browser, launched once, when first needed; its failure is every browser figure's. */
let browserLaunch = null;
const theBrowser = () => (browserLaunch ??= launchBrowser(CHROME_PATH));

async function measureAll() {
  const bytes = await step("bytes of the pages", (running) =>
    Promise.all(running.map((scale) => scale && measureBytes(scale.site.origin, scale.eventPath).catch((error) => ({ error: reasonOf(error) })))),
  );
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
    ...(scale.error ? { error: scale.error } : { counts: { ...scale.site.counts }, fill: scale.fill }),
    bytes: bytes[index],
    paint: paint[index],
    admin: admin[index],
    live: live[index],
  }));
}

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
  console.error(`\n✖ Cannot measure: ${error instanceof CannotMeasure ? error.message : (error.stack ?? error)}`);
} finally {
  await cleanup();
}
// Others' processes on the machine move the browser's figures: the load says how much there was.
console.log(`\nRun time: ${seconds(started)} (load average at the end: ${loadAverage()})`);
process.exit(exitCode);
