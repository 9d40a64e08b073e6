// Shared helpers of the browser tests.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Call at the top of every spec file. Without Chromium the tests are skipped outside CI and, in
 * CI, left to fail (the browser cannot start), so a missing browser never passes silently there.
 */
export function requireChromium() {
  test.skip(
    !existsSync(chromiumPath) && process.env.CI !== "true",
    "the browser tests need Chromium, and none was found: apt-get install -y chromium (CHROMIUM_PATH for another)",
  );
}

/** Fixed clock (Europe/Paris): inside the default content, with events on both sides of today. */
export const MID_SEASON = "2026-06-15T10:00:00+02:00";
/** After the last default event (31 October 2026): every event is finished. */
export const AFTER_ALL = "2026-11-15T10:00:00+01:00";

export async function openAt(page: Page, path: string, time: string = MID_SEASON) {
  await page.clock.setFixedTime(new Date(time));
  await page.goto(path);
  await expect(page.locator("#main")).toBeVisible();
  // / and /events are on screen (rendered by the Worker) before the app takes them over.
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // Positions are only final once the web fonts have replaced the fallback.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Creates an account through the API; the browser context keeps its session cookie. */
export async function signUp(page: Page, email: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post("/api/auth/signup", {
    data: { email, password: "Platines-2026" },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Resolves once the page has drawn `count` more frames: what started before (a scroll, a transition) has shown. */
export const afterFrames = (page: Page, count = 10) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const frame = () => (--frames <= 0 ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    count,
  );

/**
 * Resolves once the transitions and animations under way in an element have ended (those that end).
 * Of one element on screen: those of parts the page does not draw (below the fold) wait until drawn.
 */
export const animationsDone = (element: Locator) =>
  element.evaluate(async (root) => {
    const running = root.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A transition cut short by another rejects: it has ended all the same.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });

/** From now on, window.scrolling says whether the page is scrolling, a glide included: call before the scroll. */
export const watchScrolling = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as { scrolling: boolean };
    state.scrolling = false;
    document.addEventListener("scroll", () => (state.scrolling = true), { passive: true });
    document.addEventListener("scrollend", () => (state.scrolling = false));
  });

/**
 * How far the element's top is from where a glide to it ends: 80 px below the top of the screen, or
 * as near as the end of the page lets it come. Infinity while the page scrolls (see watchScrolling):
 * poll it, a glide on a busy machine takes its time.
 */
export const offItsPlace = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    if ((window as unknown as { scrolling: boolean }).scrolling) return Number.POSITIVE_INFINITY;
    const top = element.getBoundingClientRect().top;
    // Measured now: the sections below the first screen are laid out only once needed.
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    return Math.abs(Math.round(top) - Math.max(80, Math.round(top + window.scrollY - scrollable)));
  });

/** Number of distinct columns in a grid of items (by their left edges). */
export async function columnCount(page: Page, itemSelector: string): Promise<number> {
  return page.locator(itemSelector).evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
}

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

// The built-in content the fresh server starts from (the migrations store it), read here so the
// expectations follow it rather than repeating its figures.
interface DefaultEvent {
  id: number;
  name: string;
  date: string;
  ticketLink: string | null;
}
const defaultItems = (name: string) => JSON.parse(readFileSync(new URL(`../../shared/default-content/${name}.json`, import.meta.url), "utf8"));
export const defaults = {
  events: defaultItems("events"),
  photos: defaultItems("photos"),
  venues: defaultItems("venues"),
  mixes: defaultItems("mixes"),
} as {
  events: DefaultEvent[];
  photos: { title: string; description: string; image: string }[];
  venues: { name: string; location: string; description: string; image: string }[];
  mixes: { title: string; link: string }[];
};

const byDate = (a: DefaultEvent, b: DefaultEvent) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
/** Upcoming (ascending) and past (descending) on a given local day "YYYY-MM-DD", by plain string order. */
export function eventsOn(day: string) {
  return {
    upcoming: defaults.events.filter((e) => e.date >= day).sort(byDate),
    past: defaults.events.filter((e) => e.date < day).sort((a, b) => byDate(b, a)),
  };
}

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
/** "2026-07-04" → "4 juillet 2026", written out independently of the app's Intl formatting. */
export const frenchDate = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
