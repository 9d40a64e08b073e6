// `npm run dev`: the site on http://localhost:8787 (PORT to change it) as `npm start` serves it,
// rebuilt on every save, and the page reloaded in the browser:
// - the app: `vite build` in watch mode (React's development build, not minified), each build
//   copied into the folder wrangler dev serves (only what changed, the pages last);
// - the Worker: wrangler dev rebuilds and reloads it when its sources change (web/src too, for
//   the pages it renders with React through #ssr), and reloads the assets when they change;
// - the page: wrangler dev announces each reload on a WebSocket of its own on the site's origin,
//   /cdn-cgi/live-reload, which a script added to the page by this build only (/__dev/reload.js)
//   listens to. Wrangler's `--live-reload` would add an inline script, which the site's
//   Content-Security-Policy refuses (script-src 'self'); this one is a file of the site, and its
//   socket is on the site's origin (connect-src 'self'). The CSP stays the production one.
// Local D1, R2 and Durable Objects live under .wrangler/state, shared with `npm start`.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { bin, ensureDevVars, freePort, migrateLocalDatabase, persistTo } from "./local-site.mjs";

// React's development build, in the browser and in the Worker: its warnings, and errors that say
// what is wrong (a hydration mismatch shows the difference). NODE_ENV=production for the other.
process.env.NODE_ENV ??= "development";
const { build } = await import("vite");

const port = await freePort("npm run dev");
ensureDevVars();
migrateLocalDatabase();

// Apart from dist/client, which `npm start`, `npm run build` and the tests empty and rewrite. Vite
// writes each build into build/, emptied each time; site/, which wrangler dev serves and watches,
// only gains files, so that an open page keeps its scripts (named after their content).
const devDir = resolve(`.wrangler/dev-build/${port}`);
const buildDir = join(devDir, "build");
const siteDir = join(devDir, "site");
const RELOAD_SCRIPT = "__dev/reload.js";
const STATE_FILE = "__dev/state.json";

/** @param {string} message */
const log = (message) => console.log(`[${new Date().toLocaleTimeString("en-GB")}] ${message}`);

/**
 * The page's side. Wrangler dev says "reload" on its socket each time it has reloaded the Worker
 * or the assets, once the new ones answer. One save makes several such reloads: the app's build
 * marks the state "building" when it starts, publishes its files in two steps when it ends, and
 * the Worker is rebuilt too when the file is one of the pages it renders. The page reloads on a
 * message only when the app is not being built: once, with the new app and the new Worker. A page
 * loaded from an older build (a message missed while it was loading) reloads as soon as its
 * socket opens; so does a page whose dev server has restarted.
 */
const reloadScript = `// npm run dev only (scripts/dev.mjs): reloads the page when wrangler dev has reloaded the site.
const pageBuild = new URL(import.meta.url).searchParams.get("build");
const socketUrl = \`\${location.protocol === "https:" ? "wss" : "ws"}://\${location.host}/cdn-cgi/live-reload\`;
let retries = 0;
let settling;

async function reloadWhenBuilt(onlyForANewBuild) {
  let state;
  try {
    state = await (await fetch("/${STATE_FILE}", { cache: "no-store" })).json();
  } catch {
    return;
  }
  if (state.building || (onlyForANewBuild && state.build === pageBuild)) return;
  location.reload();
}

function connect() {
  const socket = new WebSocket(socketUrl, "WRANGLER_PROXYWORKER_LIVE_RELOAD_PROTOCOL");
  socket.onopen = () => {
    void reloadWhenBuilt(retries === 0);
    retries = 0;
  };
  socket.onmessage = () => {
    clearTimeout(settling);
    settling = setTimeout(reloadWhenBuilt, 100, false);
  };
  socket.onclose = () => setTimeout(connect, Math.min(250 * 2 ** retries++, 5000));
}
connect();
`;

/** The id of the last build: its files' names, which change with their content. */
let builtId = "";

/**
 * This build only: the reload script, as a file of the site and in every page.
 * @type {import("vite").Plugin}
 */
const devReload = {
  name: "dev-reload",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: RELOAD_SCRIPT, source: reloadScript });
  },
  transformIndexHtml: {
    order: "post",
    handler(_html, { bundle }) {
      const names = Object.keys(bundle ?? {})
        .filter((name) => !name.endsWith(".html"))
        .sort();
      builtId = createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 12);
      return [{ tag: "script", attrs: { type: "module", src: `/${RELOAD_SCRIPT}?build=${builtId}` }, injectTo: "body" }];
    },
  },
};

/** From the start of a build until it is published (or fails), unless another one has started. */
let building = false;
let builds = 0;
/** The build the pages name, once wrangler dev serves all its files. */
let publishedId = "";
let markers = 0;
/** @type {import("node:child_process").ChildProcess | undefined} */
let wrangler;
let stopping = false;

/**
 * @param {string} file
 * @param {string | Buffer} data
 */
function writeSiteFile(file, data) {
  mkdirSync(dirname(join(siteDir, file)), { recursive: true });
  writeFileSync(join(siteDir, file), data);
}

const writeState = () => writeSiteFile(STATE_FILE, JSON.stringify({ building, build: publishedId }));

/** The files of the build just made, read at once: the next build empties build/. */
function readBuild() {
  return /** @type {string[]} */ (readdirSync(buildDir, { recursive: true }))
    .filter((file) => statSync(join(buildDir, file)).isFile())
    .map((file) => ({ file, data: readFileSync(join(buildDir, file)) }));
}

/**
 * @param {string} file
 * @param {Buffer} data
 */
function isServed(file, data) {
  const path = join(siteDir, file);
  return existsSync(path) && statSync(path).size === data.length && readFileSync(path).equals(data);
}

/**
 * Resolves once wrangler dev answers `file` with `text`. It reads the assets' contents from disk
 * when asked, but knows only the files that were there when it last reloaded (others answer
 * index.html, as the site's unknown addresses do).
 * @param {string} file
 * @param {string} text
 */
async function untilServed(file, text) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && !stopping;) {
    try {
      if ((await (await fetch(`http://localhost:${port}/${file}`, { cache: "no-store" })).text()) === text) return;
    } catch {
      // Not answering yet (it is reloading): ask again.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  if (!stopping) log("⚠ wrangler dev did not take the new build within a minute: the pages may name files it does not serve yet.");
}

/**
 * Into site/, what changed: first the new scripts and styles (and a marker file), and once
 * wrangler dev serves them, the page that names them. A page is never served naming files that
 * wrangler dev does not know yet (they would answer index.html instead).
 * @param {{ file: string, data: Buffer }[]} files
 * @param {string} id
 * @param {number} took
 * @param {number} buildNumber
 */
async function publish(files, id, took, buildNumber) {
  const changed = files.filter(({ file, data }) => !isServed(file, data));
  const pages = changed.filter(({ file }) => file.endsWith(".html"));
  const others = changed.filter(({ file }) => !file.endsWith(".html"));
  for (const { file, data } of others) writeSiteFile(file, data);
  if (others.length > 0 && wrangler) {
    const marker = `__dev/published-${++markers}.txt`;
    writeSiteFile(marker, id);
    await untilServed(marker, id);
    rmSync(join(siteDir, `__dev/published-${markers - 1}.txt`), { force: true });
  }
  for (const { file, data } of pages) writeSiteFile(file, data);
  const first = !publishedId;
  publishedId = id;
  if (buildNumber === builds) building = false;
  writeState();
  if (first) log(`✓ App built in ${took} ms`);
  else log(`✓ App built in ${took} ms, ${changed.length ? `${changed.length} file(s) changed: the page reloads` : "nothing changed"}`);
}

console.log("\n▶ Building the app (vite build --watch)");
rmSync(devDir, { recursive: true, force: true });
let buildStartedAt = Date.now();
let publishing = Promise.resolve();

const watching = await build({
  configFile: resolve("vite.config.ts"),
  mode: "development",
  logLevel: "warn",
  clearScreen: false,
  plugins: [devReload],
  build: {
    outDir: buildDir,
    emptyOutDir: true,
    // Readable as it is, and rebuilt in about 1 s here instead of 1.5 to 2 s with source maps.
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    // An editor's save can be several writes: one build for them all.
    watch: { buildDelay: 100 },
  },
});
/** With `build.watch`, Vite answers the watcher. */
const watcher = /** @type {import("vite").Rolldown.RolldownWatcher} */ (watching);

watcher.on("event", (event) => {
  switch (event.code) {
    case "START":
      building = true;
      builds++;
      buildStartedAt = Date.now();
      if (publishedId) {
        log("↻ The app changed: building it…");
        writeState();
      }
      break;
    case "BUNDLE_END": {
      event.result.close();
      const files = readBuild();
      const [id, took, buildNumber] = [builtId, Date.now() - buildStartedAt, builds];
      publishing = publishing.then(async () => {
        await publish(files, id, took, buildNumber);
        if (!wrangler && !stopping) startWrangler();
      });
      break;
    }
    case "ERROR": {
      event.result.close();
      const buildNumber = builds;
      publishing = publishing.then(() => {
        if (buildNumber !== builds || !publishedId) return;
        building = false;
        writeState();
      });
      // Vite has printed the error.
      log(
        `✖ The app does not build (see above). ${publishedId ? "The last build is still served: save a fix." : "Save a fix: the site starts once the app builds."}`,
      );
      break;
    }
  }
});

function startWrangler() {
  console.log(`\n▶ Starting the site on http://localhost:${port} (Ctrl-C to stop)\n`);
  wrangler = spawn(bin("wrangler"), ["dev", "--port", String(port), "--assets", siteDir, "--show-interactive-dev-session=false", ...persistTo], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  wrangler.on("exit", (code, signal) => {
    wrangler = undefined;
    if (!stopping) console.error(`\n✖ wrangler dev stopped (${signal ?? `exit code ${code}`}).`);
    void stop(code ?? 0);
  });
}

/** @type {Promise<void> | undefined} */
let watcherClosed;
/**
 * Ctrl-C, or wrangler dev stopping: stops the other one too, then removes the build.
 * @param {number} code
 */
async function stop(code) {
  stopping = true;
  await (watcherClosed ??= watcher.close());
  // wrangler dev's exit comes back here once it has stopped.
  if (wrangler) return void wrangler.kill("SIGTERM");
  rmSync(devDir, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(0));
