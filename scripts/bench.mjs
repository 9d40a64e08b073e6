// `npm run bench`: the performance budgets, measured on the real site.
//
// Starts the site itself (scripts/start.mjs: build, migrations, wrangler dev) on a free local
// port with a fresh state folder, so the default content is what is measured, then prints each
// budget with its figure and ✓/✗:
//   - JavaScript and CSS the home page, and an event's page, load in Chromium, left alone (no
//     scroll, tap or key: the lazy /login and /admin chunks are not among them), gzipped with zlib;
//     both within the home page's budget;
//   - Lighthouse, mobile preset (simulated slow 4G, 4x CPU) on the home page and on an event's
//     page: the four category scores, Largest Contentful Paint and Cumulative Layout Shift; and on
//     /admin signed in as the administrator: accessibility, best practices and layout shift held,
//     its speed as figures (its search-engine score is low by design: the page asks not to be indexed);
//   - the web fonts the home page loads, in bytes as served (woff2 is compressed already);
//   - under load from a second process (autocannon on 127.0.0.1), one after the other in the same
//     run: anonymous /, /events and GET /api/events from the edge cache, next to a static asset
//     (the style sheet) and a static copy of / (the same bytes, without the Worker), as
//     requests/s and as a share of the style sheet's; at the runtime itself (the budgets), then
//     through wrangler dev's proxy, which Cloudflare does not run (scripts/lib/runtime-origin.mjs);
//   - the D1 queries an anonymous view costs, from the answers' Server-Timing: on a warm cache, on
//     a miss, and how soon a change made in the admin is on a new visitor's page.
// The server is stopped at the end. The exit code is non-zero only when something could not be
// measured: a budget that does not hold is a figure to report, not a crash.
//
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_LIGHTHOUSE_RUNS (default 5: the median run is kept, as
// Lighthouse's advice on variability recommends, since one run can be thrown by the machine).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runtimeOrigin } from "./lib/runtime-origin.mjs";
import { freePort } from "./lib/free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const BUDGETS = {
  jsKb: 90,
  cssKb: 20,
  fontsKb: 45,
  score: 100,
  lcpMs: 1500,
  /** The home page's first paint and largest paint, equal. */
  paintMs: 900,
  cls: 0.02,
  /** Anonymous pages and lists, as a share of a static file's requests/s. */
  shareOfStatic: 0.8,
  d1WarmQueries: 0,
  d1MissQueries: 3,
  changeSeenMs: 1000,
};
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const work = mkdtempSync(path.join(os.tmpdir(), "dj-site-bench-"));
const stateDir = path.join(work, "state");
const serverLog = path.join(work, "server.log");
let server = null;

class CannotMeasure extends Error {}

// ── output ────────────────────────────────────────────────────────────────────────────────
const rows = [];
function budget(label, figure, holds, target) {
  const mark = holds === null ? "·" : holds ? "✓" : "✗";
  rows.push({ mark, label, figure, target });
  console.log(`  ${mark} ${label.padEnd(34)} ${String(figure).padStart(12)}   ${target}`);
}
const section = (title) => console.log(`\n${title}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ── the server ────────────────────────────────────────────────────────────────────────────

async function startServer(port) {
  const log = createWriteStream(serverLog);
  // Its own process group, so that stopping it stops wrangler and workerd too.
  server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PERSIST_TO: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exited = null;
  server.once("exit", (code) => (exited = code ?? "signal"));

  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new CannotMeasure(`the site did not start (exit ${exited}); see ${serverLog}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/events`);
      if (res.ok && (await res.json()).length > 0) {
        const page = await fetch(`http://127.0.0.1:${port}/`);
        if (page.ok && (await page.text()).includes('id="initial-data"')) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new CannotMeasure(`the site did not answer within 4 minutes; see ${serverLog}`);
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000));
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

// ── 1. bytes of a page ────────────────────────────────────────────────────────────────────
/**
 * What a page really loads: the page opened in Chromium (phone size), left alone until
 * the app runs in it (<html data-app="ready">) and the network is quiet, with no scroll, tap or
 * key. Every script and style sheet it fetched is then counted, gzipped here with zlib (level 6),
 * from the bytes the server serves. The page's entry (web/src/boot.ts) imports the app itself
 * once the first view is painted, so reading the HTML's <script> and modulepreload tags would
 * miss most of it; chunks fetched only on demand (/login, /admin, a scroll…) are not loaded here.
 */
async function loadedByPage(origin, pathname) {
  const { chromium } = await import("playwright-core");
  if (!existsSync(CHROME_PATH)) throw new CannotMeasure(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new") });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const urls = { script: new Set(), stylesheet: new Set(), font: new Set() };
    page.on("request", (request) => {
      const type = request.resourceType();
      if (type in urls && request.url().startsWith(origin)) urls[type].add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: "load" });
    await page.waitForSelector('html[data-app="ready"]', { state: "attached", timeout: 30_000 }).catch(() => {
      throw new CannotMeasure(`the app of ${pathname} did not start within 30 s (no <html data-app="ready">)`);
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    return { scripts: [...urls.script], styles: [...urls.stylesheet], fonts: [...urls.font] };
  } finally {
    await browser.close();
  }
}

async function measureBytes(origin, pathname, title) {
  const { scripts, styles, fonts } = await loadedByPage(origin, pathname);
  if (scripts.length === 0) throw new CannotMeasure(`${pathname} loaded no script`);
  const bytes = async (pathname) => {
    const response = await fetch(`${origin}${pathname}`);
    if (!response.ok) throw new CannotMeasure(`${pathname}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;
  const html = await bytes(pathname);
  // What the page carries inside itself (the home page's style sheet and first script) counts as its own file.
  const inline = (pattern) => [...html.toString().matchAll(pattern)].map((match) => Buffer.from(match[1]));
  const inlineJs = inline(/<script type="module">([\s\S]*?)<\/script>/g);
  const inlineCss = inline(/<style>([\s\S]*?)<\/style>/g);
  const js = [...inlineJs, ...(await Promise.all(scripts.map(bytes)))];
  const css = [...inlineCss, ...(await Promise.all(styles.map(bytes)))];
  const jsGzip = js.reduce((sum, code) => sum + gz(code), 0);
  const jsRaw = js.reduce((sum, code) => sum + code.length, 0);
  const cssGzip = css.reduce((sum, code) => sum + gz(code), 0);
  const htmlGzip = gz(html);
  const fontBytes = (await Promise.all(fonts.map(bytes))).reduce((sum, font) => sum + font.length, 0);

  section(
    `Bytes of ${title} (gzip, zlib level 6) — what Chromium loaded: ${js.length} JS and ${css.length} CSS, ${inlineJs.length + inlineCss.length} of them inside the page`,
  );
  const names = [...inlineJs.map(() => "(inside the page)"), ...scripts.map((pathname) => pathname.replace("/assets/", ""))];
  const files = names.map((name, index) => `${name} ${kb(gz(js[index]))}`).join(", ");
  budget("JavaScript", kb(jsGzip), jsGzip <= BUDGETS.jsKb * 1024, `≤ ${BUDGETS.jsKb} KB  (${kb(jsRaw)} raw: ${files})`);
  budget("CSS", kb(cssGzip), cssGzip <= BUDGETS.cssKb * 1024, `≤ ${BUDGETS.cssKb} KB`);
  budget("HTML with the injected data", kb(htmlGzip), null, "(figure only)");
  budget("Web fonts (woff2, as served)", kb(fontBytes), fontBytes <= BUDGETS.fontsKb * 1024, `≤ ${BUDGETS.fontsKb} KB  (${fonts.length} file(s))`);
  const lazy = scripts.filter((pathname) => /\/(Login|Admin)[-.]/.test(pathname));
  if (lazy.length > 0) console.log(`  ! ${pathname} loaded ${lazy.join(", ")}: login/admin are not split off`);
  return { jsGzip, cssGzip };
}

// ── 2. Lighthouse ─────────────────────────────────────────────────────────────────────────
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** `headers`: sent with every request of the page (the admin's session cookie). */
async function lighthouseOnce(url, headers) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  if (!existsSync(CHROME_PATH)) throw new CannotMeasure(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, simulated slow 4G, 4x CPU).
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: headers };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new CannotMeasure("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new CannotMeasure(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's own failures to trace (NO_NAVSTART and the like: "Please run Lighthouse again") before the bench gives up. */
const LIGHTHOUSE_TRACE_ATTEMPTS = 3;

/** A run again when Lighthouse says its trace went wrong; twice in a row happens on a busy machine. */
async function lighthouseRetried(url, headers) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, headers);
    } catch (error) {
      if (!(error instanceof CannotMeasure) || !/^Lighthouse: NO_/.test(error.message) || attempt === LIGHTHOUSE_TRACE_ATTEMPTS) throw error;
      console.log(`    (${error.message.split(" ").slice(0, 2).join(" ")}: run again)`);
    }
  }
}

function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== "performance")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode));
}

/**
 * What Lighthouse's simulation adds to the largest paint and not to the first: every request that
 * ended before the paint the browser observed (the largest paint's graph takes them all, the
 * first paint's only the page and what blocks rendering). And the server's response time it
 * assumes for the page: the median of all the origin's requests, static files included, which
 * `wrangler dev` serves in tens of milliseconds where the edge takes a few.
 */
function paintInputs(lhr) {
  const observed = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const requests = lhr.audits["network-requests"].details.items;
  const before = requests.slice(1).filter((request) => request.networkEndTime <= observed);
  const names = before.map((request) => new URL(request.url).pathname).join(", ") || "none";
  const latency = lhr.audits["network-server-latency"].details.items.map((item) => Math.round(item.serverResponseTime)).join(", ");
  return `paint observed at ${Math.round(observed)} ms; ended before it, besides the page: ${names}; server response time assumed: ${latency} ms`;
}

/**
 * `headers`: sent with every request; `held`: the categories whose score must be 100 (the others,
 * and the paint times when `paints` is false, are printed as figures).
 */
async function measureLighthouse(origin, pathname, name, { headers, held = CATEGORIES, paints = true } = {}) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRetried(`${origin}${pathname}`, headers));
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  const reportPath = path.join(os.tmpdir(), `dj-site-lighthouse-${name}.json`);
  writeFileSync(reportPath, JSON.stringify(lhr));

  const settings = lhr.configSettings;
  const throttling = settings.throttling;
  section(
    `Lighthouse ${lhr.lighthouseVersion} on ${pathname} — ${settings.formFactor}, ${settings.throttlingMethod} ` +
      `(RTT ${throttling.rttMs} ms, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU ×${throttling.cpuSlowdownMultiplier})` +
      (runs.length > 1 ? `, median of ${runs.length} runs` : ""),
  );
  const scores = {};
  for (const id of CATEGORIES) {
    const score = Math.round(lhr.categories[id].score * 100);
    scores[id] = score;
    if (held.includes(id)) budget(lhr.categories[id].title, score, score >= BUDGETS.score, `= ${BUDGETS.score}`);
    else budget(lhr.categories[id].title, score, null, "(figure only)");
  }
  const lcp = lhr.audits["largest-contentful-paint"].numericValue;
  const fcp = lhr.audits["first-contentful-paint"].numericValue;
  const cls = lhr.audits["cumulative-layout-shift"].numericValue;
  budget(
    "Largest Contentful Paint",
    `${(lcp / 1000).toFixed(2)} s`,
    paints ? lcp < BUDGETS.lcpMs : null,
    paints ? `< ${BUDGETS.lcpMs / 1000} s` : "(figure only)",
  );
  budget("Cumulative Layout Shift", cls.toFixed(3), cls < BUDGETS.cls, `< ${BUDGETS.cls}`);
  if (pathname === "/") {
    // The first view in one round trip: the largest paint is the first one.
    budget("First Contentful Paint", `${(fcp / 1000).toFixed(2)} s`, fcp <= BUDGETS.paintMs, `≤ ${BUDGETS.paintMs / 1000} s`);
    budget("Largest paint − first paint", `${Math.round(lcp - fcp)} ms`, lcp === fcp && lcp <= BUDGETS.paintMs, `= 0, both ≤ ${BUDGETS.paintMs / 1000} s`);
    console.log(`    ${paintInputs(lhr)}`);
  }
  for (const id of ["total-blocking-time", "speed-index"]) {
    budget(lhr.audits[id].title, lhr.audits[id].displayValue, null, "(figure only)");
  }
  if (runs.length > 1) {
    const each = runs.map((run) => {
      const metric = (id) => run.audits[id].numericValue;
      const fcp = pathname === "/" ? `FCP ${(metric("first-contentful-paint") / 1000).toFixed(2)} s, ` : "";
      return `${Math.round(run.categories.performance.score * 100)} (${fcp}LCP ${(metric("largest-contentful-paint") / 1000).toFixed(2)} s, CLS ${metric("cumulative-layout-shift").toFixed(3)})`;
    });
    console.log(`    each run, by performance: ${each.join(" · ")}`);
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcpElement) console.log(`    LCP element: ${lcpElement}`);
  for (const id of CATEGORIES) {
    const failing = failingAudits(lhr, id);
    if (failing.length > 0) {
      console.log(`    ${id} audits below 1: ${failing.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`).join(", ")}`);
    }
  }
  console.log(`    full report: ${reportPath}`);
  return { scores, lcp, cls };
}

// ── 3. under load ─────────────────────────────────────────────────────────────────────────
function autocannon(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin("autocannon"), ["-c", String(CONNECTIONS), "-d", String(DURATION), "-j", url], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new CannotMeasure(`autocannon failed (exit ${code}): ${err.slice(-500)}`));
      }
    });
  });
}

/** The static files the server serves (scripts/start.mjs serves a copy of the build from there). */
const servedAssets = (port) => path.join(root, ".wrangler", "dev-assets", String(port));

/**
 * A static copy of the home page's bytes, served as the build's files are: what a file of the
 * page's own size costs under the same load, the Worker's code left out.
 */
async function staticCopyOfHome(origin, port) {
  const html = Buffer.from(await (await fetch(`${origin}/`)).arrayBuffer());
  const name = "bench-copy-of-home";
  writeFileSync(path.join(servedAssets(port), `${name}.html`), html);
  // wrangler dev reads its static files again once it sees the change; x.html is served at /x.
  for (let tries = 0; tries < 50; tries++) {
    const res = await fetch(`${origin}/${name}`, { redirect: "manual" });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && body.length === html.length) return { pathname: `/${name}`, bytes: html.length };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new CannotMeasure("wrangler dev did not serve the static copy of the home page");
}

/** Each target under load at `origin`, as requests/s and as a share of the first (the static style sheet's); `budgets`: mark the shares. */
async function loadAt(origin, targets, budgets) {
  let staticRate = 0;
  for (const [label, pathname, share] of targets) {
    const url = `${origin}${pathname}`;
    // A short warm-up so that the first compile or cold cache is not in the figures.
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
    const result = await autocannon(url);
    const failed = result.errors + result.timeouts + result.non2xx;
    const rate = result.requests.average;
    staticRate ||= rate;
    const ratio = rate / staticRate;
    const marked = budgets && share !== null;
    budget(
      label,
      `${Math.round(rate)} req/s`,
      marked ? ratio >= share : null,
      `${Math.round(ratio * 100)} % of static${marked ? ` (≥ ${share * 100} %)` : ""}; p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms, ${result.requests.total} requests${failed ? `, ${failed} failed` : ""}`,
    );
  }
}

async function measureLoad(origin, port) {
  // The built style sheet (55 KB), as the static file to compare with: the home page carries it
  // inline, the other pages and the app's own index.html (any unknown address) link it.
  const shell = await (await fetch(`${origin}/no-such-page`)).text();
  const asset = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
  if (!asset) throw new CannotMeasure("no /assets/*.css in the app's index.html to compare with");
  const copy = await staticCopyOfHome(origin, port);
  const targets = [
    [`GET ${asset} (static)`, asset, null],
    ["GET / (anonymous, edge cache)", "/", BUDGETS.shareOfStatic],
    [`GET ${copy.pathname} (static, the bytes of /: ${kb(copy.bytes)})`, copy.pathname, null],
    ["GET /events (anonymous, edge cache)", "/events", null],
    ["GET /api/events (anonymous, edge cache)", "/api/events", BUDGETS.shareOfStatic],
  ];
  const profile = Buffer.from(await (await fetch(`${origin}/api/profile`)).arrayBuffer());
  const runtime = await runtimeOrigin(server.pid, "/api/profile", profile);
  const load = `autocannon in a second process, ${CONNECTIONS} connections, ${DURATION} s each, on loopback`;
  section(`Under load — ${load}: at the runtime (workerd as Cloudflare runs the Worker, no dev proxy)`);
  if (runtime) await loadAt(runtime, targets, true);
  else console.log("  (its address was not found in /proc: the budgets are read through wrangler dev below)");
  section(
    `Under load — ${load}: through wrangler dev's proxy (the address a browser uses; it runs every HTML answer through an HTMLRewriter for its live-reload script)`,
  );
  await loadAt(origin, targets, runtime === null);
}

// ── 4. D1 per anonymous view, and a change's way to the visitors ─────────────────────────
/** The D1 round trips an answer reports in its Server-Timing (`d1;dur=…` entries), and its cache outcome. */
async function d1Of(url) {
  const res = await fetch(url);
  await res.arrayBuffer();
  const timing = res.headers.get("server-timing") ?? "";
  return { queries: (timing.match(/(^|,)\s*d1;/g) ?? []).length, cache: /cache;desc="(\w+)"/.exec(timing)?.[1] ?? "none" };
}

/** Signs up the first account of the fresh database, which is its administrator; its cookie, once. */
let adminCookie = null;
async function adminSession(origin) {
  adminCookie ??= signUpAdmin(origin);
  return adminCookie;
}

async function signUpAdmin(origin) {
  const res = await fetch(`${origin}/api/auth/signup`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.fr", password: "bench-password" }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new CannotMeasure(`could not sign up the bench's administrator (HTTP ${res.status})`);
  return cookie;
}

async function measureD1(origin) {
  section("D1 per anonymous page view (Server-Timing of each answer)");
  const pages = ["/", "/events"];
  for (const pathname of pages) await d1Of(`${origin}${pathname}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const warm = await Promise.all(pages.map((pathname) => d1Of(`${origin}${pathname}`)));
  const warmQueries = Math.max(...warm.map((view) => view.queries));
  budget(
    "On a warm cache",
    `${warmQueries} quer${warmQueries === 1 ? "y" : "ies"}`,
    warmQueries <= BUDGETS.d1WarmQueries,
    `= ${BUDGETS.d1WarmQueries} (${warm.map((view) => view.cache).join(", ")})`,
  );

  // A change through the API, as the admin makes it: the next anonymous view is a miss, with the change.
  const cookie = await adminSession(origin);
  const [event] = await (await fetch(`${origin}/api/events`)).json();
  const renamed = `${event.name} ·`;
  const started = performance.now();
  const { id, updatedAt, revision, ...fields } = event;
  const put = await fetch(`${origin}/api/events/${id}`, {
    method: "PUT",
    headers: { origin, cookie, "content-type": "application/json" },
    body: JSON.stringify({ ...fields, name: renamed }),
  });
  if (!put.ok) throw new CannotMeasure(`the admin's change was refused (HTTP ${put.status}: ${await put.text()})`);
  let seenAfter = null;
  while (performance.now() - started < 10_000) {
    const html = await (await fetch(`${origin}/events`)).text();
    if (html.includes(renamed)) {
      seenAfter = performance.now() - started;
      break;
    }
  }
  budget(
    "A change, on a new visitor's page after",
    seenAfter === null ? "> 10 s" : `${Math.round(seenAfter)} ms`,
    seenAfter !== null && seenAfter <= BUDGETS.changeSeenMs,
    `≤ ${BUDGETS.changeSeenMs} ms (the admin's PUT included)`,
  );
  await fetch(`${origin}/api/events/${id}`, { method: "PUT", headers: { origin, cookie, "content-type": "application/json" }, body: JSON.stringify(fields) });
  const miss = await d1Of(`${origin}/`);
  budget(
    "On a miss (after a change)",
    `${miss.queries} quer${miss.queries === 1 ? "y" : "ies"}`,
    miss.cache === "miss" && miss.queries <= BUDGETS.d1MissQueries,
    `≤ ${BUDGETS.d1MissQueries} (cache: ${miss.cache})`,
  );
}

/** The address of the first event's page, as its card links to it (the Worker's 301 gives it from the id). */
async function firstEventPage(origin) {
  const [event] = await (await fetch(`${origin}/api/events`)).json();
  const res = await fetch(`${origin}/events/${event.id}`, { redirect: "manual" });
  const location = res.headers.get("location");
  if (res.status !== 301 || !location) throw new CannotMeasure(`/events/${event.id} did not lead to the event's page (HTTP ${res.status})`);
  return location;
}

// ── main ──────────────────────────────────────────────────────────────────────────────────
let exitCode = 0;
const cleanup = async () => {
  await stopServer();
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

try {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`▶ Starting the site on ${origin} (fresh state in ${stateDir}; build, migrations, wrangler dev)…`);
  // Lighthouse's simulation scales the CPU time it observes: a busy machine inflates the figures.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(`  machine: ${os.cpus().length} CPU(s), load average ${load}, Node ${process.version}`);
  await startServer(port);
  const eventPage = await firstEventPage(origin);
  await measureBytes(origin, "/", "the home page");
  await measureBytes(origin, eventPage, "an event's page");
  await measureLighthouse(origin, "/", "home");
  await measureLighthouse(origin, eventPage, "event");
  await measureLighthouse(origin, "/admin", "admin", {
    headers: { Cookie: await adminSession(origin) },
    held: ["accessibility", "best-practices"],
    paints: false,
  });
  await measureLoad(origin, port);
  await measureD1(origin);
  const failed = rows.filter((row) => row.mark === "✗");
  console.log(`\n${failed.length === 0 ? "✓ Every budget holds." : `✗ ${failed.length} budget(s) do not hold: ${failed.map((row) => row.label).join(", ")}.`}`);
} catch (error) {
  exitCode = 1;
  if (error instanceof CannotMeasure) console.error(`\n✖ Cannot measure: ${error.message}`);
  else console.error("\n✖ Cannot measure:", error);
  if (existsSync(serverLog)) console.error(`--- last lines of the server log ---\n${readFileSync(serverLog, "utf8").split("\n").slice(-25).join("\n")}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
