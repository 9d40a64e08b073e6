// /admin signed in as the administrator, in Chromium on a phone's screen with its CPU slowed: its first
// rows drawn, then on the last load its heap, scrolling and a key in the search. Frames are timed after
// paint: a requestAnimationFrame callback, then a message posted from it, run once that frame is drawn.
/* global document, window, requestAnimationFrame, requestIdleCallback, MutationObserver, getComputedStyle */
import { phonePage } from "./browser.mjs";
import { CannotMeasure } from "./site.mjs";
import { interleaved, median, percentile } from "./samples.mjs";

/**
 * @typedef {import("./site.mjs").Site} Site
 * @typedef {import("./page.js").KeyTimes} KeyTimes
 * @typedef {KeyTimes & { filtered: number, answered: number }} KeyRun a key whose list was filtered
 * @typedef {{ deltas: number[], height: number }} ScrollPass the frames' durations of one pass, and the list's height
 * @typedef {Awaited<ReturnType<typeof phonePage>> & { rows: number, input?: import("playwright-core").Locator }} Opened
 */

/** A letter in a large share of the built-in events' names or venues, so in as large a share at every scale. */
const SEARCH_KEY = "b";
const SCROLL_MS = 2000;
/** The list is taken as filtered once it has not changed for this long (an API answer comes within it on loopback). */
const SEARCH_SETTLE_MS = 2000;
const TIMEOUT_MS = 30_000;

/**
 * Run in the page before its scripts: notes when a row of the list ([data-testid="admin-item"]) is first
 * visible, once that frame is drawn.
 */
function rowsProbe() {
  const afterPaint = (/** @type {() => void} */ done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  const observer = new MutationObserver(() => {
    const rows = document.querySelectorAll('[data-testid="admin-item"]');
    if (![...rows].some((row) => row.checkVisibility())) return;
    observer.disconnect();
    afterPaint(() => (window.__benchRows = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Opens /admin in a fresh context; resolves with the page once its first rows are drawn, and when that
 * was (from the navigation's start).
 * @param {import("playwright-core").Browser} browser
 * @param {Site} site
 * @returns {Promise<Opened>}
 */
async function openAdmin(browser, site) {
  const opened = await phonePage(browser, site.origin, { cookie: site.cookie, probe: rowsProbe });
  try {
    await opened.page.goto(`${site.origin}/admin`, { waitUntil: "load", timeout: TIMEOUT_MS });
    const handle = await opened.page
      .waitForFunction(() => window.__benchRows, null, { timeout: TIMEOUT_MS })
      .catch(() => {
        throw new CannotMeasure(`no visible [data-testid="admin-item"] within ${TIMEOUT_MS / 1000} s (at ${opened.page.url()})`);
      });
    return { ...opened, rows: /** @type {number} */ (await handle.jsonValue()) };
  } catch (error) {
    await opened.context.close();
    throw error;
  }
}

/**
 * The JS heap in use once the page is quiet, after a garbage collection: what the page keeps, not what it
 * has not yet freed.
 * @param {Opened} opened
 */
async function heapUsed({ page, cdp }) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(1000);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
}

/**
 * In the page: scrolls the list's scroller (scrollBy) in every frame for `durationMs`, back up at the end; the
 * frames' durations (requestAnimationFrame deltas).
 * @param {number} durationMs
 * @returns {Promise<ScrollPass>}
 */
function scrollFrames(durationMs) {
  const row = document.querySelector('[data-testid="admin-item"]');
  let scroller = /** @type {Element} */ (document.scrollingElement);
  for (let node = row?.parentElement; node; node = node.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) {
      scroller = node;
      break;
    }
  }
  return new Promise((resolve) => {
    /** @type {number[]} */
    const deltas = [];
    /** @type {number | null} */
    let first = null;
    /** @type {number | null} */
    let last = null;
    let direction = 1;
    const step = (/** @type {number} */ now) => {
      if (last !== null) deltas.push(now - last);
      first ??= now;
      last = now;
      if (now - first >= durationMs) return resolve({ deltas, height: scroller.scrollHeight });
      const before = scroller.scrollTop;
      scroller.scrollBy({ top: 120 * direction, behavior: "instant" });
      if (scroller.scrollTop === before) direction = -direction;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/**
 * In the page: waits for the next key; `window.__benchKey` resolves to the times from it to the next
 * frame presented (the key's interaction in Event Timing: its longest event, from the key to the
 * frame after its handlers; none is reported under 16 ms, taken as 16), to the first frame drawn with
 * the list changed (its rows, or the no-match message): the rows the page has, filtered; and to the
 * last before it stays the same for `settleMs`: the API's answer shown. Each frame is checked in its
 * requestAnimationFrame and timed once drawn.
 * @param {{ settleMs: number, timeoutMs: number }} limits
 */
function armKeyProbe({ settleMs, timeoutMs }) {
  const rows = () => document.querySelectorAll('[data-testid="admin-item"]');
  const signature = () => [rows().length, ...[...rows()].slice(0, 5).map((row) => row.textContent)].join("|");
  const rowsBefore = rows().length;
  let shownBefore = signature();
  window.__benchKey = new Promise((resolve) => {
    const onKey = () => {
      const start = performance.now();
      /** @type {{ frame: number | null, filtered: number | null, answered: number | null, rowsBefore: number }} */
      const times = { frame: null, filtered: null, answered: null, rowsBefore };
      const interaction = new PerformanceObserver((list) => {
        const entries = /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (list.getEntries());
        const durations = entries.flatMap((entry) => (entry.interactionId ? [entry.duration] : []));
        if (durations.length > 0) times.frame = Math.max(times.frame ?? 0, ...durations);
      });
      interaction.observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
      let stillSince = start;
      const frame = () => {
        const shown = signature();
        const changed = shown !== shownBefore;
        shownBefore = shown;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const elapsed = performance.now() - start;
          if (changed) stillSince = performance.now();
          // A frame with no row and no message is the list loading, not its result.
          if (changed && (rows().length > 0 || document.querySelector('[role="status"]') !== null)) {
            times.filtered ??= elapsed;
            times.answered = elapsed;
          }
          if ((times.answered !== null && performance.now() - stillSince > settleMs) || elapsed > timeoutMs) {
            interaction.disconnect();
            resolve({ ...times, frame: times.frame ?? 16, rowsAfter: rows().length });
          } else requestAnimationFrame(frame);
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    };
    window.addEventListener("keydown", onKey, { capture: true, once: true });
  });
}

/**
 * In the page: resolves once the list has its `count` rows and has not changed for `stillMs`, and the
 * page is then idle (or after `timeoutMs`). Its own copy of the list's signature: a function sent to
 * the page takes nothing along.
 * @param {{ count: number, stillMs: number, timeoutMs: number }} limits
 * @returns {Promise<void>}
 */
function listStill({ count, stillMs, timeoutMs }) {
  const rows = () => document.querySelectorAll('[data-testid="admin-item"]');
  const signature = () => [rows().length, ...[...rows()].slice(0, 5).map((row) => row.textContent)].join("|");
  const start = performance.now();
  let shown = signature();
  let stillSince = start;
  return new Promise((resolve) => {
    const check = () => {
      if (signature() !== shown) [shown, stillSince] = [signature(), performance.now()];
      const still = rows().length === count && performance.now() - stillSince >= stillMs;
      if (still || performance.now() - start > timeoutMs) requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Focuses the events' search field of the open page, once; the field.
 * @param {Opened} opened
 */
async function searchField(opened) {
  if (opened.input) return opened.input;
  const { page } = opened;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const input = page.getByLabel("Rechercher un événement").or(page.locator('input[type="search"]')).first();
  await input.focus({ timeout: 10_000 });
  await page.waitForTimeout(500);
  return (opened.input = input);
}

/**
 * One key in the search, from an empty field; then the field emptied again, the list back as it was and the
 * page idle before the next.
 * @param {Opened} opened
 * @returns {Promise<KeyRun>}
 */
async function searchOnce(opened) {
  const { page } = opened;
  const input = await searchField(opened);
  await page.evaluate(armKeyProbe, { settleMs: SEARCH_SETTLE_MS, timeoutMs: 10_000 });
  await page.keyboard.press(SEARCH_KEY);
  const times = /** @type {KeyTimes} */ (await page.evaluate(() => window.__benchKey));
  const { filtered, answered } = times;
  if (filtered === null || answered === null) throw new CannotMeasure(`the list did not change within 10 s of the key (${times.rowsAfter} rows)`);
  // Emptying the field costs the page as much as the key: the next key waits until that work is done.
  await input.fill("");
  await page.evaluate(listStill, { count: times.rowsBefore, stillMs: 1000, timeoutMs: 10_000 });
  return { ...times, filtered, answered };
}

/**
 * The keys' medians: one key is one sample of a busy machine.
 * @param {KeyRun[]} runs
 */
function searchFigure(runs) {
  const { rowsBefore, rowsAfter } = runs[runs.length - 1];
  return {
    key: SEARCH_KEY,
    frame: median(runs.map((run) => run.frame)),
    filtered: median(runs.map((run) => run.filtered)),
    answered: median(runs.map((run) => run.answered)),
    runs,
    rowsBefore,
    rowsAfter,
  };
}

/**
 * The median of the scroll passes' 95th percentiles.
 * @param {ScrollPass[]} passes
 */
function scrollFigure(passes) {
  const p95s = passes.map((pass) => percentile(pass.deltas, 95));
  return { p95: median(p95s), p95s, frames: passes.map((pass) => pass.deltas.length), height: passes[0].height };
}

/**
 * A figure from a site's samples, or `{ error }` when none could be taken.
 * @template S, F
 * @param {import("./samples.mjs").Samples<S>} taken
 * @param {(samples: S[]) => F} make
 */
const figure = (taken, make) => (taken.samples.length > 0 ? make(taken.samples) : { error: taken.failed.at(-1) });

/**
 * /admin of every site (null for one that did not start), in turns: first rows over `loads` loads
 * (those that did not finish are reported in `failed`), then on each site's last page: the heap,
 * `loads` scroll passes and `loads` keys, their medians (a busy machine moves a single sample a lot). Per
 * site, its figures (each may fail alone), or null.
 * @param {import("playwright-core").Browser} browser
 * @param {(Site | null)[]} sites
 * @param {number} loads
 */
export async function measureAdmin(browser, sites, loads) {
  /** @type {(Opened | null)[]} */
  const open = sites.map(() => null);
  try {
    const rows = await interleaved(sites, loads, async (site) => {
      const index = sites.indexOf(site);
      await open[index]?.context.close();
      open[index] = null;
      open[index] = await openAdmin(browser, site);
      return open[index].rows;
    });
    const heaps = await interleaved(open, 1, heapUsed);
    const scrolls = await interleaved(open, loads, ({ page }) => page.evaluate(scrollFrames, SCROLL_MS));
    const keys = await interleaved(open, loads, searchOnce);
    return rows.map((loaded, index) => {
      if (!loaded) return null;
      if (loaded.samples.length === 0) return { error: loaded.failed.at(-1) };
      // The interactions need the last load's page.
      const none = { samples: [], failed: [`the last load did not finish: ${loaded.failed.at(-1)}`] };
      const interactions = {
        heap: figure(heaps[index] ?? none, ([bytes]) => bytes),
        scroll: figure(scrolls[index] ?? none, scrollFigure),
        search: figure(keys[index] ?? none, searchFigure),
      };
      return { firstRows: median(loaded.samples), rowsEach: loaded.samples, failed: loaded.failed, ...interactions };
    });
  } finally {
    for (const opened of open) await opened?.context.close();
  }
}
