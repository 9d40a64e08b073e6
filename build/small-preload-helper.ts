// Vite's helper for import() replaced by the site's own (build/browser/preload-helper.js), in a
// chunk of its own that web/src/app/boot.ts and the app share.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minify, type Plugin, type Rolldown } from "vite";

const HELPER_FILE = fileURLToPath(new URL("./browser/preload-helper.js", import.meta.url));
const VITE_HELPER_ID = "\0vite/preload-helper.js";
const DECLARATION = "export const __vitePreload = ";
const TYPE_COMMENT = /^ *\/\*\*.*\*\/\n/gm;
const HOLDER = "__preload";

/**
 * The helper, shared by boot.ts and the app, in a chunk of its own (which the page announces): in
 * the app's chunk, it would make that chunk a static import of boot.ts, fetched and run at once.
 */
export const PRELOAD_CHUNK = { name: "preload", test: /vite\/preload-helper/, priority: 1 } satisfies Rolldown.CodeSplittingGroup;

/** The helper as a minified expression, for a script that declares it itself (build/self-contained-boot.ts). */
export async function preloadHelperExpression(): Promise<string> {
  const source = await readFile(HELPER_FILE, "utf8");
  const start = source.indexOf(DECLARATION);
  if (start < 0) throw new Error(`${HELPER_FILE} does not declare "${DECLARATION}…"`);
  const expression = source
    .slice(start + DECLARATION.length)
    .replace(TYPE_COMMENT, "")
    .trimEnd()
    .replace(/;$/, "");
  // Assigned to a global, so that the minifier keeps it whole; the expression is what follows the "=".
  const { code } = await minify("preload-helper.js", `globalThis.${HOLDER}=${expression};`);
  return code.trim().slice(`globalThis.${HOLDER}=`.length).replace(/;$/, "");
}

/**
 * Every page's script goes through the helper for import(): it announces the chunk's own imports
 * (<link rel="modulepreload">) so that they download alongside it, and links the chunk's style
 * sheet (the admin's, admin/admin.css), then imports the chunk once that sheet is in place, so that
 * nothing shows unstyled. Vite's version also reports failures as an event, which the site does not
 * listen to, and is larger. A sheet that fails to load lets the chunk run all the same: the page
 * works, if unstyled.
 */
export const smallPreloadHelper: Plugin = {
  name: "small-preload-helper",
  apply: "build",
  enforce: "pre",
  async load(id) {
    if (id !== VITE_HELPER_ID) return null;
    this.addWatchFile(HELPER_FILE);
    return readFile(HELPER_FILE, "utf8");
  },
};
