// `npm start`: the whole site on http://localhost:8787 (PORT to change it) with local D1, R2 and
// Durable Objects under .wrangler/state, so a second start keeps the data.
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { freePort as systemPort } from "./lib/free-port.mjs";
import { bin, ensureDevVars, freePort, migrateLocalDatabase, persistTo, run } from "./local-site.mjs";

const port = await freePort("npm start");
ensureDevVars();
// SKIP_BUILD=1: dist/client is already the build of these sources (the browser tests build once a run).
if (process.env.SKIP_BUILD === "1" && existsSync("dist/client/index.html")) console.log("\n▶ Serving the build already in dist/client (SKIP_BUILD=1)");
else run("Building the site (vite build)", bin("vite"), ["build", "--logLevel", "warn"]);
migrateLocalDatabase();

// This server serves its own copy of the build: another `vite build` (a second server starting,
// a test run) empties and rewrites dist/client, and wrangler dev, watching it, could be left
// serving a half-written folder (the pages then answer 404).
const assets = `.wrangler/dev-assets/${port}`;
rmSync(assets, { recursive: true, force: true });
cpSync("dist/client", assets, { recursive: true });

console.log(`\n▶ Starting the site on http://localhost:${port}\n`);
// React's production build in the Worker too, as `vite build` gives the browser and `wrangler
// deploy` the Worker: the Worker renders / and /events with React, and React's development build
// takes ten times longer to do it (about 350 ms instead of 30 ms here). NODE_ENV=development keeps it.
// --test-scheduled: GET /__scheduled runs the daily job (the trash's purge, the image sweep) at once.
// The debugger's port is one the system gives: two sites starting at once (the browser tests') would
// otherwise both take wrangler's first free one, and the second fail.
const inspectorPort = await systemPort();
const args = [
  "dev",
  "--port",
  String(port),
  "--inspector-port",
  String(inspectorPort),
  "--assets",
  assets,
  "--test-scheduled",
  "--show-interactive-dev-session=false",
  // A sender for the booking requests' e-mail: wrangler dev keeps each one in a file and logs its path.
  "--var",
  "REQUEST_MAIL_FROM:demandes@localhost",
  ...persistTo,
];
const dev = spawn(bin("wrangler"), args, {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => {
  rmSync(assets, { recursive: true, force: true });
  process.exit(code ?? 0);
});
