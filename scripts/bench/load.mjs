// Requests/s under load from a second process (autocannon on loopback), one address after the other:
// the anonymous pages and lists next to static files, at the runtime itself and through wrangler dev.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runtimeOrigin } from "../lib/runtime-origin.mjs";
import { adminSession } from "./admin.mjs";
import { BUDGETS } from "./budgets.mjs";
import { CannotMeasure } from "./cannot-measure.mjs";
import { budget, kb, section } from "./report.mjs";
import { CONNECTIONS, DURATION } from "./settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @typedef {object} LoadResult autocannon's figures (its JSON output, in part)
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {{ average: number, total: number }} requests
 * @property {{ p50: number, p99: number }} latency
 */

/** @typedef {[label: string, pathname: string, share: number | null]} Target an address, and the share of the static file's requests/s it must reach */

/** A phone's browser opening a page: each view under load is counted in the audience figures (docs/product.md §24), as a person's would be. */
export const AS_A_PERSON = {
  "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "Sec-Fetch-Dest": "document",
};

/**
 * @param {string} url
 * @returns {Promise<LoadResult>}
 */
function autocannon(url) {
  return new Promise((resolve, reject) => {
    const bin = path.join(root, "node_modules", ".bin", "autocannon");
    const headers = Object.entries(AS_A_PERSON).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
    const child = spawn(bin, ["-c", String(CONNECTIONS), "-d", String(DURATION), ...headers, "-j", url], { stdio: ["ignore", "pipe", "pipe"] });
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

/**
 * The static files the server serves (scripts/start.mjs serves a copy of the build from there).
 * @param {number} port
 */
const servedAssets = (port) => path.join(root, ".wrangler", "dev-assets", String(port));

/**
 * A static copy of the home page's bytes, served as the build's files are: what a file of the page's
 * own size costs under the same load, the Worker's code left out.
 * @param {string} origin
 * @param {number} port
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

/**
 * The views of today the admin's figures show at `origin` (the bench's administrator).
 * @param {string} origin
 */
async function viewsToday(origin) {
  const res = await fetch(`${origin}/api/stats?days=7`, { headers: { cookie: await adminSession(origin) } });
  if (!res.ok) throw new CannotMeasure(`GET /api/stats: HTTP ${res.status}`);
  const report = /** @type {{ days: { views: number }[] }} */ (await res.json());
  return report.days.at(-1)?.views ?? 0;
}

/**
 * Each target under load at `origin`, as requests/s and as a share of the first (the static style sheet's).
 * @param {string} origin
 * @param {Target[]} targets
 * @param {boolean} budgets whether to mark the shares against their budgets
 */
async function loadAt(origin, targets, budgets) {
  let staticRate = 0;
  for (const [label, pathname, share] of targets) {
    const url = `${origin}${pathname}`;
    // A short warm-up so that the first compile or cold cache is not in the figures.
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
    const before = pathname === "/" ? await viewsToday(origin) : 0;
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
    if (pathname === "/") await reportCounted(origin, before, result.requests.total);
  }
}

/**
 * The views of / the audience figures gained under load, once the isolates have sent them.
 * @param {string} origin
 * @param {number} before
 * @param {number} requests
 */
async function reportCounted(origin, before, requests) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const counted = (await viewsToday(origin)) - before;
  // autocannon counts the answers it read: the connections' last requests, answered as it stopped, are counted too.
  console.log(`    counting on: ${counted} views counted for ${requests} answers read (in the Counter, no D1 query)`);
}

/**
 * The addresses under load: the built style sheet as the static file to compare with (the home page
 * carries it inline, the other pages and the app's own index.html, any unknown address, link it).
 * @param {string} origin
 * @param {number} port
 * @returns {Promise<Target[]>}
 */
async function targetsOf(origin, port) {
  const shell = await (await fetch(`${origin}/no-such-page`)).text();
  const asset = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
  if (!asset) throw new CannotMeasure("no /assets/*.css in the app's index.html to compare with");
  const copy = await staticCopyOfHome(origin, port);
  return [
    [`GET ${asset} (static)`, asset, null],
    ["GET / (anonymous, edge cache)", "/", BUDGETS.shareOfStatic],
    [`GET ${copy.pathname} (static, the bytes of /: ${kb(copy.bytes)})`, copy.pathname, null],
    ["GET /events (anonymous, edge cache)", "/events", null],
    ["GET /api/events (anonymous, edge cache)", "/api/events", BUDGETS.shareOfStatic],
  ];
}

/**
 * Under load at the runtime itself (the budgets), then through wrangler dev's proxy, which Cloudflare
 * does not run (scripts/lib/runtime-origin.mjs).
 * @param {{ origin: string, pid: number }} site
 * @param {number} port
 */
export async function measureLoad({ origin, pid }, port) {
  const targets = await targetsOf(origin, port);
  const profile = Buffer.from(await (await fetch(`${origin}/api/profile`)).arrayBuffer());
  const runtime = await runtimeOrigin(pid, "/api/profile", profile);
  const load = `autocannon in a second process, ${CONNECTIONS} connections, ${DURATION} s each, on loopback`;
  section(`Under load — ${load}: at the runtime (workerd as Cloudflare runs the Worker, no dev proxy)`);
  if (runtime) await loadAt(runtime, targets, true);
  else console.log("  (its address was not found in /proc: the budgets are read through wrangler dev below)");
  section(
    `Under load — ${load}: through wrangler dev's proxy (the address a browser uses; it runs every HTML answer through an HTMLRewriter for its live-reload script)`,
  );
  await loadAt(origin, targets, runtime === null);
}
