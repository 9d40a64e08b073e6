// `npm start`: the whole site on http://localhost:8787 (PORT to change it) with local D1, R2 and
// Durable Objects under .wrangler/state, so a second start keeps the data.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";

const port = Number(process.env.PORT ?? 8787);
const persistTo = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
// Wrangler asks before applying migrations when it sees a terminal; CI=true answers yes.
const quiet = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" };

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(step, command, args) {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: quiet });
  if (result.status !== 0) fail(`${step} failed (exit code ${result.status ?? result.signal}). See the output above.`);
}

function portIsFree(candidate) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port: candidate, host: "localhost" }, () => server.close(() => resolve(true)));
  });
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);

if (!existsSync(".dev.vars")) {
  writeFileSync(".dev.vars", `JWT_SECRET=${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  console.log("▶ Created .dev.vars with a random JWT_SECRET");
}

if (!(await portIsFree(port))) {
  fail(`Port ${port} is already in use. Stop the program using it, or choose another port: PORT=8788 npm start`);
}

run("Building the site (vite build)", bin("vite"), ["build", "--logLevel", "warn"]);
run("Applying the D1 migrations to the local database", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistTo]);

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
const dev = spawn(bin("wrangler"), ["dev", "--port", String(port), "--assets", assets, "--show-interactive-dev-session=false", ...persistTo], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => {
  rmSync(assets, { recursive: true, force: true });
  process.exit(code ?? 0);
});
