// The bytes of a page as Chromium loads it, left alone: JavaScript and CSS gzipped with zlib, the
// HTML with its injected data, and the web fonts as served (woff2 is compressed already).
import { gzipSync } from "node:zlib";
import { BUDGETS } from "./budgets.mjs";
import { CannotMeasure } from "./cannot-measure.mjs";
import { CHROME_FLAGS, chromePath } from "./chrome.mjs";
import { budget, kb, section } from "./report.mjs";

/** The resource types counted, by Playwright's names. */
const COUNTED = ["script", "stylesheet", "font"];

/**
 * What a page really loads: the page opened in Chromium (phone size), left alone until the app runs
 * in it (<html data-app="ready">) and the network is quiet, with no scroll, tap or key. The page's
 * entry (web/src/app/boot.ts) imports the app itself once the first view is painted, so reading the
 * HTML's <script> and modulepreload tags would miss most of it; chunks fetched only on demand
 * (/login, /admin, a scroll…) are not loaded here.
 * @param {string} origin
 * @param {string} pathname
 */
async function loadedByPage(origin, pathname) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new") });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    /** @type {Map<string, Set<string>>} */
    const urls = new Map(COUNTED.map((type) => [type, new Set()]));
    page.on("request", (request) => {
      const type = request.resourceType();
      if (request.url().startsWith(origin)) urls.get(type)?.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: "load" });
    await page.waitForSelector('html[data-app="ready"]', { state: "attached", timeout: 30_000 }).catch(() => {
      throw new CannotMeasure(`the app of ${pathname} did not start within 30 s (no <html data-app="ready">)`);
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const loaded = (/** @type {string} */ type) => [...(urls.get(type) ?? [])];
    return { scripts: loaded("script"), styles: loaded("stylesheet"), fonts: loaded("font") };
  } finally {
    await browser.close();
  }
}

/** @param {Buffer} buffer */
const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** @param {Buffer[]} files */
const gzipTotal = (files) => files.reduce((sum, file) => sum + gz(file), 0);

/**
 * The bytes the server serves at `pathname`.
 * @param {string} origin
 * @param {string} pathname
 */
async function served(origin, pathname) {
  const response = await fetch(`${origin}${pathname}`);
  if (!response.ok) throw new CannotMeasure(`${pathname}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * What the page carries inside itself (the home page's style sheet and first script): each counts as its own file.
 * @param {Buffer} html
 * @param {RegExp} pattern
 */
const inline = (html, pattern) => [...html.toString().matchAll(pattern)].map((match) => Buffer.from(match[1]));

/**
 * Every script and style sheet the page fetched, gzipped here with zlib (level 6) from the bytes the
 * server serves, and its fonts, against the budgets.
 * @param {string} origin
 * @param {string} pathname
 * @param {string} title
 */
export async function measureBytes(origin, pathname, title) {
  const { scripts, styles, fonts } = await loadedByPage(origin, pathname);
  if (scripts.length === 0) throw new CannotMeasure(`${pathname} loaded no script`);
  const bytes = (/** @type {string} */ file) => served(origin, file);
  const html = await bytes(pathname);
  const inlineJs = inline(html, /<script type="module">([\s\S]*?)<\/script>/g);
  const inlineCss = inline(html, /<style>([\s\S]*?)<\/style>/g);
  const js = [...inlineJs, ...(await Promise.all(scripts.map(bytes)))];
  const css = [...inlineCss, ...(await Promise.all(styles.map(bytes)))];
  const jsGzip = gzipTotal(js);
  const jsRaw = js.reduce((sum, code) => sum + code.length, 0);
  const cssGzip = gzipTotal(css);
  const fontBytes = (await Promise.all(fonts.map(bytes))).reduce((sum, font) => sum + font.length, 0);

  section(
    `Bytes of ${title} (gzip, zlib level 6) — what Chromium loaded: ${js.length} JS and ${css.length} CSS, ${inlineJs.length + inlineCss.length} of them inside the page`,
  );
  const names = [...inlineJs.map(() => "(inside the page)"), ...scripts.map((file) => file.replace("/assets/", ""))];
  const files = names.map((name, index) => `${name} ${kb(gz(js[index]))}`).join(", ");
  budget("JavaScript", kb(jsGzip), jsGzip <= BUDGETS.jsKb * 1024, `≤ ${BUDGETS.jsKb} KB  (${kb(jsRaw)} raw: ${files})`);
  budget("CSS", kb(cssGzip), cssGzip <= BUDGETS.cssKb * 1024, `≤ ${BUDGETS.cssKb} KB`);
  budget("HTML with the injected data", kb(gz(html)), null, "(figure only)");
  budget("Web fonts (woff2, as served)", kb(fontBytes), fontBytes <= BUDGETS.fontsKb * 1024, `≤ ${BUDGETS.fontsKb} KB  (${fonts.length} file(s))`);
  const lazy = scripts.filter((file) => /\/(Login|Admin)[-.]/.test(file));
  if (lazy.length > 0) console.log(`  ! ${pathname} loaded ${lazy.join(", ")}: login/admin are not split off`);
  return { jsGzip, cssGzip };
}
