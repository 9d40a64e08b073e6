// Lighthouse run on a page a few times in a fresh Chromium each, with its default mobile preset
// (a mid-range phone, slow 4G and a slower CPU, all simulated); the median run is the one reported.
import { CannotMeasure } from "./cannot-measure.mjs";
import { CHROME_FLAGS, chromePath } from "./chrome.mjs";
import { LIGHTHOUSE_RUNS } from "./settings.mjs";

/** @typedef {import("lighthouse").Result} Result */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse's own failures to trace (NO_NAVSTART and the like: "Please run Lighthouse again") before the bench gives up. */
const LIGHTHOUSE_TRACE_ATTEMPTS = 3;

/**
 * Puts the cookie in the browser, as signing in does: a header Lighthouse adds to the page's
 * requests never reaches a WebSocket's handshake (the admin's live count would be refused).
 * @param {number} port Chromium's debugging port
 * @param {string} url
 * @param {string} cookie "name=value"
 */
async function setCookie(port, url, cookie) {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page] = await browser.pages();
    const at = cookie.indexOf("=");
    await (page ?? (await browser.newPage())).setCookie({ name: cookie.slice(0, at), value: cookie.slice(at + 1), url });
  } finally {
    await browser.disconnect();
  }
}

/**
 * One run, in a Chromium of its own.
 * @param {string} url
 * @param {Record<string, string> | undefined} headers the admin's session cookie (set in the browser), or headers sent with every request of the page
 * @returns {Promise<Result>}
 */
async function lighthouseOnce(url, headers) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // Header names are any case ("Cookie" from scripts/bench.mjs).
    const entries = Object.entries(headers ?? {});
    const cookie = entries.find(([name]) => name.toLowerCase() === "cookie")?.[1];
    const others = Object.fromEntries(entries.filter(([name]) => name.toLowerCase() !== "cookie"));
    if (cookie) await setCookie(chrome.port, url, cookie);
    // No config: Lighthouse's default is the mobile preset.
    /** @type {import("lighthouse").Flags} */
    const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: others };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new CannotMeasure("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new CannotMeasure(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A run again when Lighthouse says its trace went wrong; twice in a row happens on a busy machine.
 * @param {string} url
 * @param {Record<string, string> | undefined} headers
 */
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

/** @param {Result} lhr */
export const performanceScore = (lhr) => lhr.categories.performance.score ?? 0;

/**
 * Every run of `url`, from the lowest performance score to the highest, and the median one.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function lighthouseRuns(url, headers) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRetried(url, headers));
  runs.sort((a, b) => performanceScore(a) - performanceScore(b));
  return { runs, median: runs[Math.floor(runs.length / 2)] };
}
