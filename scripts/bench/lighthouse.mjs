// Lighthouse's four category scores, largest paint and layout shift of a page, against the budgets;
// for the home page also its first paint, which should be its largest.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGETS } from "./budgets.mjs";
import { CATEGORIES, lighthouseRuns, performanceScore } from "./lighthouse-runs.mjs";
import { budget, section } from "./report.mjs";

/** @typedef {import("lighthouse").Result} Result */

/**
 * An audit's figure (NaN when it has none).
 * @param {Result} lhr
 * @param {string} id
 */
const metric = (lhr, id) => lhr.audits[id].numericValue ?? NaN;

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The rows of an audit's details (a table, or its debug data).
 * @param {Result} lhr
 * @param {string} id
 */
const detailItems = (lhr, id) => /** @type {{ items?: Record<string, any>[] } | undefined} */ (lhr.audits[id]?.details)?.items ?? [];

/**
 * The audits of a category below a full score (for performance, only those that weigh in it).
 * @param {Result} lhr
 * @param {string} category
 */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== "performance")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode));
}

/**
 * What Lighthouse's simulation adds to the largest paint and not to the first: every request that
 * ended before the paint the browser observed (the largest paint's graph takes them all, the first
 * paint's only the page and what blocks rendering). And the server's response time it assumes for
 * the page: the median of all the origin's requests, static files included, which `wrangler dev`
 * serves slower than the edge.
 * @param {Result} lhr
 */
function paintInputs(lhr) {
  const observed = detailItems(lhr, "metrics")[0].observedFirstContentfulPaint;
  const requests = detailItems(lhr, "network-requests");
  const before = requests.slice(1).filter((request) => request.networkEndTime <= observed);
  const names = before.map((request) => new URL(request.url).pathname).join(", ") || "none";
  const latency = detailItems(lhr, "network-server-latency")
    .map((item) => Math.round(item.serverResponseTime))
    .join(", ");
  return `paint observed at ${Math.round(observed)} ms; ended before it, besides the page: ${names}; server response time assumed: ${latency} ms`;
}

/**
 * One line per run, by performance: its score, paints and layout shift.
 * @param {Result[]} runs
 * @param {boolean} home
 */
function eachRun(runs, home) {
  return runs.map((run) => {
    const fcp = home ? `FCP ${seconds(metric(run, "first-contentful-paint"))}, ` : "";
    const lcp = `LCP ${seconds(metric(run, "largest-contentful-paint"))}`;
    return `${Math.round(performanceScore(run) * 100)} (${fcp}${lcp}, CLS ${metric(run, "cumulative-layout-shift").toFixed(3)})`;
  });
}

/**
 * The home page's first view in one round trip: its largest paint is its first one.
 * @param {Result} lhr
 */
function homePaints(lhr) {
  const lcp = metric(lhr, "largest-contentful-paint");
  const fcp = metric(lhr, "first-contentful-paint");
  budget("First Contentful Paint", seconds(fcp), fcp <= BUDGETS.paintMs, `≤ ${BUDGETS.paintMs / 1000} s`);
  budget("Largest paint − first paint", `${Math.round(lcp - fcp)} ms`, lcp === fcp && lcp <= BUDGETS.paintMs, `= 0, both ≤ ${BUDGETS.paintMs / 1000} s`);
  console.log(`    ${paintInputs(lhr)}`);
}

/**
 * The median run's settings, as the section's title.
 * @param {Result} lhr
 * @param {string} pathname
 * @param {number} runs
 */
function title(lhr, pathname, runs) {
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  return (
    `Lighthouse ${lhr.lighthouseVersion} on ${pathname} — ${formFactor}, ${throttlingMethod} ` +
    `(RTT ${throttling.rttMs} ms, ${((throttling.throughputKbps ?? NaN) / 1024).toFixed(1)} Mbit/s, CPU ×${throttling.cpuSlowdownMultiplier})` +
    (runs > 1 ? `, median of ${runs} runs` : "")
  );
}

/**
 * Lighthouse on `pathname`: the median run's scores and paints against the budgets, with what it reports below a full score.
 * @param {string} origin
 * @param {string} pathname
 * @param {string} name the report's file name
 * @param {{ headers?: Record<string, string>, held?: string[], paints?: boolean }} [options] `headers`: sent with every request;
 *   `held`: the categories whose score must be 100 (the others, and the paint times when `paints` is false, are printed as figures)
 */
export async function measureLighthouse(origin, pathname, name, { headers, held = CATEGORIES, paints = true } = {}) {
  const { runs, median: lhr } = await lighthouseRuns(`${origin}${pathname}`, headers);
  const reportPath = path.join(os.tmpdir(), `dj-site-lighthouse-${name}.json`);
  writeFileSync(reportPath, JSON.stringify(lhr));

  section(title(lhr, pathname, runs.length));
  for (const id of CATEGORIES) {
    const score = Math.round((lhr.categories[id].score ?? 0) * 100);
    if (held.includes(id)) budget(lhr.categories[id].title, score, score >= BUDGETS.score, `= ${BUDGETS.score}`);
    else budget(lhr.categories[id].title, score, null, "(figure only)");
  }
  const lcp = metric(lhr, "largest-contentful-paint");
  const cls = metric(lhr, "cumulative-layout-shift");
  budget("Largest Contentful Paint", seconds(lcp), paints ? lcp < BUDGETS.lcpMs : null, paints ? `< ${BUDGETS.lcpMs / 1000} s` : "(figure only)");
  budget("Cumulative Layout Shift", cls.toFixed(3), cls < BUDGETS.cls, `< ${BUDGETS.cls}`);
  if (pathname === "/") homePaints(lhr);
  for (const id of ["total-blocking-time", "speed-index"]) {
    budget(lhr.audits[id].title, lhr.audits[id].displayValue ?? "", null, "(figure only)");
  }
  if (runs.length > 1) console.log(`    each run, by performance: ${eachRun(runs, pathname === "/").join(" · ")}`);
  const lcpElement = detailItems(lhr, "largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet;
  if (lcpElement) console.log(`    LCP element: ${lcpElement}`);
  for (const id of CATEGORIES) {
    const failing = failingAudits(lhr, id);
    if (failing.length > 0) {
      console.log(`    ${id} audits below 1: ${failing.map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`).join(", ")}`);
    }
  }
  console.log(`    full report: ${reportPath}`);
}
