// Chromium as the scale bench drives it: a phone's screen (390×844) and its CPU, slowed 4× through
// the DevTools protocol, a fresh context (cold cache, no cookie but the one given) for every load.
import { existsSync } from "node:fs";
import { CannotMeasure } from "./site.mjs";

export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: "fr-FR", timezoneId: "Europe/Paris" };
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** @param {string} chromePath */
export async function launchBrowser(chromePath) {
  if (!existsSync(chromePath)) throw new CannotMeasure(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const { chromium } = await import("playwright-core");
  // The bench's own Ctrl-C handler closes it, after the server: Playwright's would end the process first.
  return chromium.launch({ executablePath: chromePath, args: ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}

/**
 * A page in a context of its own, its CPU slowed, with `probe` (a function run in the page before
 * any of its scripts) installed. `cookie`: "name=value", sent as the browser would once signed in.
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 * @param {{ cookie?: string | null, probe?: () => void }} [options]
 */
export async function phonePage(browser, origin, { cookie, probe } = {}) {
  const context = await browser.newContext(PHONE);
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    // As the site set it: a __Host- cookie is Secure, a bare one (plain-http loopback, worker/lib/cookies.ts) is not.
    const secure = name.startsWith("__Host-");
    await context.addCookies([{ name, value: value.join("="), domain: new URL(origin).hostname, path: "/", secure, httpOnly: true, sameSite: "Lax" }]);
  }
  if (probe) await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
