// The tab's icon drawn at build time into each page (a data: address) instead of linked: the dev
// server links web/public/favicon.svg.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Plugin } from "vite";

/** The icon web/index.html links (the dev server serves it from web/public). */
const FAVICON_LINK = /<link rel="icon" href="\/([\w-]+\.svg)"[^>]*>/;
const FAVICON_SIZE = 48;

/**
 * The SVG is drawn as a small PNG of 64 colours. A linked icon is a request that Chromium makes while
 * the page is being painted, and an SVG one is a document of its own that the page's thread parses
 * and lays out: either can end before the first frame is on screen, and Lighthouse then counts it in
 * the largest paint but not the first (docs/architecture.md, "How the home page loads").
 */
export const inlineFavicon: Plugin = {
  name: "inline-favicon",
  apply: "build",
  async transformIndexHtml(html) {
    const file = FAVICON_LINK.exec(html)?.[1];
    if (!file) return this.error("inline-favicon: web/index.html links no SVG icon");
    const png = await sharp(await readFile(new URL(`../web/public/${file}`, import.meta.url)), { density: 300 })
      .resize(FAVICON_SIZE, FAVICON_SIZE)
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer();
    const size = `${FAVICON_SIZE}x${FAVICON_SIZE}`;
    return html.replace(FAVICON_LINK, `<link rel="icon" href="data:image/png;base64,${png.toString("base64")}" type="image/png" sizes="${size}" />`);
  },
};
