// The build of the app (web/) into dist/client, which the Worker serves as static assets.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import sharp from "sharp";
import subsetFont from "subset-font";
import { defineConfig, type Plugin } from "vite";
import { iconSprite } from "./web/src/components/iconSet.ts";
import { charactersOf, FONT_CHARACTERS, INTER_WEIGHTS, UNBOUNDED_WEIGHTS } from "./web/src/fontSubset.ts";

/**
 * The app's script (web/src/main.tsx, loaded by web/src/boot.ts) in one file with what every page
 * shares: React, the router, the providers, the header, the footer, the cards. Left alone, the
 * bundler puts what the pages share in chunks of their own (it cannot tell that the pages only
 * ever load after the app), more requests and 1.5 KB more gzip. Each page's own code (the home
 * page's sections in web/src/home/, an event's page, /events…) is its own chunk, fetched with the
 * app (App.tsx), so that no page carries another's; the image viewer and the phone's menu, with the
 * focus trap and scroll lock they share, are fetched when first wanted (home/LazyImageModal.tsx,
 * components/Header.tsx), and so is the API's client (lib/api.ts): a page the Worker rendered has
 * its user and its lists, and calls the API only when it falls behind or signs in.
 */
const APP_CHUNK =
  /node_modules\/(react|react-dom|scheduler|react-router)\/|\/web\/src\/(main|App)\.tsx$|\/web\/src\/(components\/(?!MobileMenu\.)|auth\/|hooks\/(?!useFocusTrap|useScrollLock))|\/web\/src\/lib\/(?!errorMessage\.|api\.)|\/web\/src\/data\/(DataProvider|useLiveSnapshots)\.tsx?$|\/shared\/(collections|fields|limits|pages|site|live|images|phone)\.ts$/;

/**
 * React Router ships as one large module whose unused components still reach the bundle: each is
 * made by a call (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`) and then given
 * a `displayName`, both of which the bundler must assume have effects. Marking the calls pure and
 * dropping the names (read only by React's developer tools) lets it leave out what the site never
 * uses (NavLink, Form, the data router's route rendering…): about 5 KB gzip less in the home
 * page's script. It warns when it finds nothing to change (React Router's code has changed).
 */
const treeShakeReactRouter: Plugin = {
  name: "tree-shake-react-router",
  apply: "build",
  transform(code, id) {
    if (!id.includes("/node_modules/react-router/")) return null;
    let changes = 0;
    const shakeable = code
      .replace(/^\w+\.displayName = "[^"]*";$/gm, () => (changes++, ""))
      .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, (_, call: string) => (changes++, `= /* @__PURE__ */ ${call}`));
    if (changes === 0 && /\bforwardRef\(/.test(code)) this.warn(`nothing to mark pure in ${id}: React Router's code has changed`);
    // Lines stay where they were: the source map still points at the right ones.
    return { code: shakeable, map: null };
  },
};

/**
 * Vite's helper for import(), which every page's script goes through: it announces the chunk's own
 * imports (<link rel="modulepreload">) so that they download alongside it, and links the chunk's
 * style sheet (the admin's, admin/admin.css), then imports the chunk once that sheet is in place,
 * so that nothing shows unstyled. Vite's version (0.9 KB gzip in every page's first script) also
 * reports failures as an event, which the site does not listen to; this one is 0.3 KB. A sheet
 * that fails to load lets the chunk run all the same: the page works, if unstyled.
 */
const PRELOAD_HELPER = `(() => {
  const linked = new Map();
  const link = (href) => {
    const element = document.createElement("link");
    const ready = href.endsWith(".css") ? new Promise((done) => (element.onload = element.onerror = done)) : null;
    element.rel = ready ? "stylesheet" : "modulepreload";
    if (!ready) element.crossOrigin = "";
    element.href = href;
    document.head.append(element);
    return ready;
  };
  return (load, deps) => {
    const sheets = [];
    for (const dep of deps ?? []) {
      const href = "/" + dep;
      if (!linked.has(href)) linked.set(href, link(href));
      const sheet = linked.get(href);
      if (sheet) sheets.push(sheet);
    }
    return sheets.length > 0 ? Promise.all(sheets).then(load) : load();
  };
})()`;

const smallPreloadHelper: Plugin = {
  name: "small-preload-helper",
  apply: "build",
  enforce: "pre",
  load(id) {
    return id === "\0vite/preload-helper.js" ? `export const __vitePreload = ${PRELOAD_HELPER};` : null;
  },
};

const BOOT_ENTRY = /\/web\/src\/boot\.ts$/;

/**
 * The page's entry (web/src/boot.ts) as a script that imports nothing by itself, so that the Worker
 * can write it into the home page (worker/pages/inline-assets.ts): the first view then needs no
 * request but the page, and the app's chunk, asked for once that view is painted, is the first
 * script the network carries. The helper for import() gets its own copy instead of the shared
 * chunk's (stateless but for the announced links, which the browser's module map would dedupe
 * anyway), and the chunks it imports are named from the site's root rather than from the script's
 * own address, which an inline script does not have. The page then announces no preload.
 */
const selfContainedBoot: Plugin = {
  name: "self-contained-boot",
  apply: "build",
  enforce: "post",
  // After Vite's own generateBundle has listed each import()'s chunks (`__vite__mapDeps`), which it finds by their relative names.
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      const boot = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.moduleIds.some((id) => BOOT_ENTRY.test(id)));
      const helper = Object.values(bundle).find((file) => file.type === "chunk" && file.name === "preload");
      if (boot?.type !== "chunk" || !helper) return this.error("self-contained-boot: no boot.ts entry or no preload chunk in the build");
      const dir = boot.fileName.slice(0, boot.fileName.lastIndexOf("/") + 1);
      const helperFile = helper.fileName.slice(dir.length);
      const staticImport = new RegExp(`import\\{(\\w+)(?: as (\\w+))?\\}from"\\./${helperFile.replaceAll(".", "\\.")}";`);
      boot.code = boot.code
        .replace(staticImport, (_, exported: string, local?: string) => `const ${local ?? exported}=${PRELOAD_HELPER};`)
        .replace(/import\((["'`])\.\//g, `import($1/${dir}`);
      if (/\bfrom\s*["'`]|\bimport\s*["'`(]\s*\.|import\s*["'`]/.test(boot.code))
        this.error(`self-contained-boot: ${boot.fileName} still imports a module by itself`);
      boot.imports = boot.imports.filter((file) => file !== helper.fileName);
      const html = bundle["index.html"];
      if (html?.type === "asset" && typeof html.source === "string") {
        html.source = html.source.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${helper.fileName}">`), "");
      }
    },
  },
};

const FONT_WEIGHTS: Record<string, string> = { inter: INTER_WEIGHTS, unbounded: UNBOUNDED_WEIGHTS };
const FONT_FILE = /^@fontsource-variable\/[^/]+\/files\/(([a-z]+)-[^/?]+\.woff2)\?url$/;
// noHinting and noLayoutClosure are options of subset-font that its types do not list.
const SUBSET_OPTIONS = { targetFormat: "woff2", noHinting: true, noLayoutClosure: true } as const;
const SUBSET_DIR = new URL("./node_modules/.cache/subset-fonts/", import.meta.url);

/**
 * The two variable fonts as the site uses them (web/src/fontSubset.ts): only its weights and the
 * characters of French text, without hinting (ignored by today's phones and Macs) nor glyphs
 * reachable only through ligatures and alternates. 40 KB for both instead of 99 KB. The cut file is
 * written beside the build's cache and imported instead of the original, so Vite names and emits it
 * like any asset. The dev server serves the originals.
 */
const subsetFonts: Plugin = {
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

/** The icon web/index.html links (the dev server serves it from web/public). */
const FAVICON_LINK = /<link rel="icon" href="\/([\w-]+\.svg)"[^>]*>/;
const FAVICON_SIZE = 48;

/**
 * The tab's icon inside each page: web/public/favicon.svg drawn at build time as a 48 px PNG of 64
 * colours (0.8 KB) in a data: address. A linked icon is a request that Chromium makes while the
 * page is being painted, and an SVG one is a document of its own that the page's thread parses and
 * lays out: either can end before the first frame is on screen, and Lighthouse then counts it in
 * the largest paint but not the first (README, "How the home page loads"). The dev server links
 * the SVG.
 */
const inlineFavicon: Plugin = {
  name: "inline-favicon",
  apply: "build",
  async transformIndexHtml(html) {
    const file = FAVICON_LINK.exec(html)?.[1];
    if (!file) return this.error("inline-favicon: web/index.html links no SVG icon");
    const png = await sharp(await readFile(new URL(`./web/public/${file}`, import.meta.url)), { density: 300 })
      .resize(FAVICON_SIZE, FAVICON_SIZE)
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer();
    const size = `${FAVICON_SIZE}x${FAVICON_SIZE}`;
    return html.replace(FAVICON_LINK, `<link rel="icon" href="data:image/png;base64,${png.toString("base64")}" type="image/png" sizes="${size}" />`);
  },
};

const APP_ROOT = '<div id="root"></div>';

/**
 * The icons' sprite (web/src/components/iconSet.ts) inside every page, right after the app's root:
 * the page draws each icon it shows from there, so that its HTML carries a drawing once (the home
 * page shows 52 icons of 20 kinds: 9 KB less, the sprite counted) and the script none.
 */
const iconSpriteInPage: Plugin = {
  name: "icon-sprite",
  transformIndexHtml(html) {
    if (!html.includes(APP_ROOT)) return this.error(`icon-sprite: web/index.html has no ${APP_ROOT}`);
    return html.replace(APP_ROOT, `${APP_ROOT}\n    ${iconSprite()}`);
  },
};

// The SPA lives in web/; its build is served by the Worker as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: "web",
  plugins: [inlineFavicon, iconSpriteInPage, subsetFonts, smallPreloadHelper, selfContainedBoot, treeShakeReactRouter, react(), tailwindcss()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Every browser the site targets knows <link rel="modulepreload">: no polyfill in boot.ts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Constants imported from another module (the limits in shared/limits.ts) written where they
      // are used rather than referenced: a little less script for the home page.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          groups: [
            { name: "app", test: APP_CHUNK },
            // Vite's helper for import(), shared by boot.ts and the app: in a chunk of its own
            // (0.9 KB, announced by the page), or the app's chunk would become a static import of
            // boot.ts, fetched and run at once.
            { name: "preload", test: /vite\/preload-helper/, priority: 1 },
          ],
        },
      },
    },
  },
});
