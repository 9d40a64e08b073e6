// Vite's helper for import() replaced by the site's own (build/browser/preload-helper.js), in a
// chunk of its own that web/src/app/boot.ts and the app share.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minify, type Plugin, type Rolldown } from "vite";

const HELPER_FILE = fileURLToPath(new URL("./browser/preload-helper.js", import.meta.url));
const VITE_HELPER_ID = "\0vite/preload-helper.js";
const DECLARATION = "export const __vitePreload = ";
const TYPE_COMMENT = /^ *\/\*\*.*\*\/\n/gm;
/** The global that holds the boot's copy of the helper, for the other chunks (build/self-contained-boot.ts). */
export const HOLDER = "__preload";
/** A chunk's loader as Vite writes it for the helper, minified: `()=>import(`./Home-abc.js`)`, the whole argument (not one followed by `.then(…)`). */
const CHUNK_LOADER = /\(\)=>import\((["'`])([^"'`]+\.js)\1\)(?=[,)])/g;

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
  // A chunk's loader, `() => import("./Home-….js")`, is written as a list for the helper. A chunk of
  // components (a page, a dialog: a capitalised name) that no other chunk imports by name gets a
  // second loader, for the same chunk under another address (`?again`), which the helper calls when
  // the first fails or stalls: the browser keeps the first import's failure (or its stalled request)
  // for that address. A chunk others import (the app's) would run twice under two addresses, two
  // Reacts: it is asked again at its own, as the chunks of data are. Written here, after Vite has
  // wrapped each import(), since the helper cannot hold an import() of its own.
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const shared = new Set(chunks.flatMap((chunk) => chunk.imports.map((file) => file.slice(file.lastIndexOf("/") + 1))));
      for (const chunk of chunks) {
        chunk.code = chunk.code.replace(CHUNK_LOADER, (loader, quote: string, path: string) => {
          const name = path.slice(path.lastIndexOf("/") + 1);
          return /^[A-Z]/.test(name) && !shared.has(name) ? `[${loader},()=>import(${quote}${path}?again${quote})]` : `[${loader}]`;
        });
      }
    },
  },
};
