// Bytes an anonymous visitor receives: each public page's HTML and the JSON inside its
// <script id="initial-data">, raw and gzipped (zlib level 6, as scripts/bench/bytes.mjs counts), the home
// page's JSON-LD, and the calendar feed /events.ics.
import { gzipSync } from "node:zlib";
import { CannotMeasure } from "./site.mjs";

const INITIAL_DATA = /<script\b[^>]*\bid="initial-data"[^>]*>([\s\S]*?)<\/script>/;
const JSON_LD = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** @param {string} text */
const sizes = (text) => {
  const bytes = Buffer.from(text);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
};

/**
 * The public pages, by the label the table shows: the event's page is found per site (its slug).
 * @param {string} eventPath
 */
export const publicPages = (eventPath) => ({ "/": "/", "/events": "/events", "event page": eventPath, "/login": "/login", "/404": "/404" });

/**
 * Anonymous GET; `expected` is the status the page is answered with (the not-found page's 404).
 * @param {string} origin
 * @param {string} pathname
 * @param {number} [expected]
 */
async function text(origin, pathname, expected = 200) {
  const res = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(60_000) });
  const body = await res.text();
  if (res.status !== expected) throw new CannotMeasure(`GET ${pathname}: HTTP ${res.status}`);
  return body;
}

/**
 * @param {string} origin
 * @param {string} pathname
 */
async function pageBytes(origin, pathname) {
  const html = await text(origin, pathname, pathname === "/404" ? 404 : 200);
  const data = INITIAL_DATA.exec(html)?.[1];
  return { html: sizes(html), data: data === undefined ? { error: 'no <script id="initial-data">' } : sizes(data), source: html };
}

/**
 * Every figure of the bytes, per page; a page that cannot be read is an `{ error }` of its own.
 * @param {string} origin
 * @param {string} eventPath
 */
export async function measureBytes(origin, eventPath) {
  /** @type {Record<string, object>} */
  const pages = {};
  /** @type {string | null} */
  let home = null;
  for (const [label, pathname] of Object.entries(publicPages(eventPath))) {
    try {
      const { source, ...figures } = await pageBytes(origin, pathname);
      pages[label] = figures;
      if (pathname === "/") home = source;
    } catch (error) {
      const { message } = /** @type {Error} */ (error);
      pages[label] = { html: { error: message }, data: { error: message } };
    }
  }
  const blocks = home === null ? null : [...home.matchAll(JSON_LD)].map((match) => match[1]);
  const jsonLd = blocks === null ? { error: "/ could not be read" } : { ...sizes(blocks.join("")), blocks: blocks.length };
  let ics;
  try {
    ics = sizes(await text(origin, "/events.ics"));
  } catch (error) {
    ics = { error: /** @type {Error} */ (error).message };
  }
  return { pages, jsonLd, ics };
}
