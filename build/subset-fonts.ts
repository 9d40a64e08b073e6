// The two variable fonts cut down at build time to what the site uses (web/src/app/fontSubset.ts); the
// dev server serves the originals.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { charactersOf, FONT_CHARACTERS, INTER_WEIGHTS, UNBOUNDED_WEIGHTS } from "../web/src/app/fontSubset.ts";

const FONT_WEIGHTS: Record<string, string> = { inter: INTER_WEIGHTS, unbounded: UNBOUNDED_WEIGHTS };
const FONT_FILE = /^@fontsource-variable\/[^/]+\/files\/(([a-z]+)-[^/?]+\.woff2)\?url$/;
// noHinting and noLayoutClosure are options of subset-font that its types do not list.
const SUBSET_OPTIONS = { targetFormat: "woff2", noHinting: true, noLayoutClosure: true } as const;
const SUBSET_DIR = new URL("../node_modules/.cache/subset-fonts/", import.meta.url);

/**
 * Only the site's weights and the characters of French text are kept, without hinting (ignored by
 * today's phones and Macs) nor glyphs reachable only through ligatures and alternates. The cut file
 * is written beside the build's cache and imported instead of the original, so Vite names and emits
 * it like any asset.
 */
export const subsetFonts: Plugin = {
  name: "subset-fonts",
  apply: "build",
  enforce: "pre",
  async resolveId(source) {
    const match = FONT_FILE.exec(source);
    if (!match) return null;
    const [, file, family] = match;
    const [min, max] = FONT_WEIGHTS[family].split(" ").map(Number);
    const original = await readFile(createRequire(import.meta.url).resolve(source.replace(/\?url$/, "")));
    const subset = await subsetFont(original, charactersOf(FONT_CHARACTERS), { ...SUBSET_OPTIONS, variationAxes: { wght: { min, max } } });
    await mkdir(SUBSET_DIR, { recursive: true });
    const target = new URL(file, SUBSET_DIR);
    await writeFile(target, subset);
    return `${target.pathname}?url`;
  },
};
