// `npm run bench`: the performance budgets (scripts/bench/budgets.mjs), measured on the site started
// afresh; one module of scripts/bench/ per measurement. Exits non-zero only when something could not
// be measured. The latest figures are in docs/performance.md.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminSession } from "./bench/admin.mjs";
import { measureBytes } from "./bench/bytes.mjs";
import { CannotMeasure } from "./bench/cannot-measure.mjs";
import { measureD1 } from "./bench/d1.mjs";
import { measureLighthouse } from "./bench/lighthouse.mjs";
import { measureLoad } from "./bench/load.mjs";
import { firstEventPage } from "./bench/pages.mjs";
import { summary } from "./bench/report.mjs";
import { launchSite, siteReady } from "./bench/site.mjs";
import { freePort } from "./lib/free-port.mjs";

const work = mkdtempSync(path.join(os.tmpdir(), "dj-site-bench-"));
const stateDir = path.join(work, "state");
const log = path.join(work, "server.log");
/** @type {import("./bench/site.mjs").Site | null} */
let site = null;

const cleanup = async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** The longest of the legal pages: a page of text, which must hold the same budgets. */
const PRIVACY_PAGE = "/confidentialite";
/** « Vérifier une date »: a page that asks the API for its month once it runs. */
const CHECKER_PAGE = "/disponibilites";
/** The mixes: covers and play buttons, and nothing asked of a platform until one is pressed. */
const MIXES_PAGE = "/mixes";

/** Lighthouse's simulation scales the CPU time it observes: a busy machine inflates the figures. */
function machine() {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return `${os.cpus().length} CPU(s), load average ${load}, Node ${process.version}`;
}

/** Every measurement, one after the other, on the site at `port`. */
async function bench(/** @type {number} */ port) {
  const origin = `http://127.0.0.1:${port}`;
  console.log(`▶ Starting the site on ${origin} (fresh state in ${stateDir}; build, migrations, wrangler dev)…`);
  console.log(`  machine: ${machine()}`);
  site = launchSite(port, { stateDir, log });
  await siteReady(site);
  const eventPage = await firstEventPage(origin);
  await measureBytes(origin, "/", "the home page");
  await measureBytes(origin, eventPage, "an event's page");
  await measureBytes(origin, PRIVACY_PAGE, "the privacy page");
  await measureBytes(origin, CHECKER_PAGE, "the date checker");
  await measureBytes(origin, MIXES_PAGE, "the mixes");
  await measureLighthouse(origin, "/", "home");
  await measureLighthouse(origin, eventPage, "event");
  await measureLighthouse(origin, PRIVACY_PAGE, "privacy");
  await measureLighthouse(origin, CHECKER_PAGE, "checker");
  await measureLighthouse(origin, MIXES_PAGE, "mixes");
  const admin = { headers: { Cookie: await adminSession(origin) }, held: ["accessibility", "best-practices"], paints: false };
  await measureLighthouse(origin, "/admin", "admin", admin);
  await measureLoad(site, port);
  await measureD1(origin);
  console.log(`\n${summary()}`);
}

let exitCode = 0;
try {
  await bench(await freePort());
} catch (error) {
  exitCode = 1;
  if (error instanceof CannotMeasure) console.error(`\n✖ Cannot measure: ${error.message}`);
  else console.error("\n✖ Cannot measure:", error);
  if (existsSync(log)) console.error(`--- last lines of the server log ---\n${readFileSync(log, "utf8").split("\n").slice(-25).join("\n")}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
