// First contentful paint and "ready" (<html data-app="ready">, set once the app has hydrated) of the
// public pages, in Chromium on a phone's screen with its CPU slowed (browser.mjs): the median of n
// loads, each in a fresh context (cold cache), the sites' loads in turns.
/* global document, window, MutationObserver */
import { phonePage } from "./browser.mjs";
import { interleaved, median } from "./samples.mjs";

/**
 * @typedef {{ fcp: number, ready: number, warmUp: boolean }} Load one load's times, in ms from the navigation's start
 * @typedef {{ origin: string, pages: Record<string, string> }} Target a site, and its pages by label
 */

/** Run in the page before its scripts: notes when the app marks itself ready. */
function readyProbe() {
  const note = () => {
    if (window.__benchReady === undefined && document.documentElement?.getAttribute("data-app") === "ready") window.__benchReady = performance.now();
  };
  // The document, not <html>: the probe runs before the parser has made it.
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app"] });
}

const LOAD_TIMEOUT_MS = 30_000;

/**
 * What went wrong in the page, for the reason of a load that did not finish: its errors and failed requests.
 * @param {import("playwright-core").Page} page
 */
function watchProblems(page) {
  /** @type {string[]} */
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message.split("\n")[0]}`));
  page.on("requestfailed", (request) => problems.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText ?? "failed"}`));
  return problems;
}

/**
 * One load: its first contentful paint and its ready time, in ms from the navigation's start.
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @param {string} pathname
 */
async function loadOnce(browser, origin, pathname) {
  const { context, page } = await phonePage(browser, origin, { probe: readyProbe });
  const problems = watchProblems(page);
  /**
   * @param {() => number | undefined} fn
   * @param {string} what
   * @returns {Promise<number>}
   */
  const waitFor = async (fn, what) => {
    try {
      return /** @type {number} */ (await (await page.waitForFunction(fn, null, { timeout: LOAD_TIMEOUT_MS })).jsonValue());
    } catch {
      throw new Error(`no ${what} within ${LOAD_TIMEOUT_MS / 1000} s${problems.length ? ` (${problems.slice(0, 2).join("; ")})` : ""}`);
    }
  };
  try {
    await page.goto(`${origin}${pathname}`, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    const ready = await waitFor(() => window.__benchReady, '<html data-app="ready">');
    const fcp = await waitFor(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, "first contentful paint");
    return { fcp, ready };
  } finally {
    await context.close();
  }
}

/**
 * A page's figures from its samples: the medians of the loads that finished (the warm-up left out), or `{ error }`.
 * @param {import("./samples.mjs").Samples<Load>} loads
 */
function summary({ samples, failed }) {
  const runs = samples.filter((run) => !run.warmUp);
  if (runs.length === 0) return { error: failed.at(-1) ?? "no load finished" };
  return { fcp: median(runs.map((run) => run.fcp)), ready: median(runs.map((run) => run.ready)), runs, failed };
}

/**
 * Each page of every site (`targets`: `{ origin, pages }` by scale, null for a site that did not
 * start), loaded in turns across the sites: per site, per page, the median paint and ready times
 * (`failed`: why the loads left out did not finish, which the report shows). Each page is first loaded
 * once, not counted: the server's first render of the page since the last write, wrangler dev's first
 * answer of a file. A load that does not finish (on a busy machine wrangler dev may drop a request) is
 * left out of the median and reported with what went wrong in the page.
 * @param {import("playwright-core").Browser} browser
 * @param {(Target | null)[]} targets
 * @param {number} loads
 */
export async function measurePaint(browser, targets, loads) {
  const results = targets.map((target) => (target ? /** @type {Record<string, object>} */ ({}) : null));
  const labels = Object.keys(targets.find(Boolean)?.pages ?? {});
  for (const label of labels) {
    const loaded = await interleaved(targets, loads + 1, async ({ origin, pages }, round) => ({
      ...(await loadOnce(browser, origin, pages[label])),
      warmUp: round === 0,
    }));
    loaded.forEach((page, index) => {
      const result = results[index];
      if (page && result) result[label] = summary(page);
    });
  }
  return results;
}
