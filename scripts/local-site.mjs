// What `npm start` and `npm run dev` do alike before serving the site on localhost: the port from
// PORT, the local state folder from PERSIST_TO, .dev.vars with a secret, the local D1 migrations.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import net from "node:net";

/** @param {string} name */
export const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
export const persistTo = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
// Wrangler asks before applying migrations when it sees a terminal; CI=true answers yes.
const quiet = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" };

/**
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 */
export function run(step, command, args) {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: quiet });
  if (result.status !== 0) fail(`${step} failed (exit code ${result.status ?? result.signal}). See the output above.`);
}

/**
 * @param {number} candidate
 * @returns {Promise<boolean>}
 */
function portIsFree(candidate) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port: candidate, host: "localhost" }, () => server.close(() => resolve(true)));
  });
}

/**
 * The port to serve on (PORT, 8787 by default), checked free; `command` is what the user typed.
 * @param {string} command
 */
export async function freePort(command) {
  const port = Number(process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);
  if (!(await portIsFree(port))) fail(`Port ${port} is already in use. Stop the program using it, or choose another port: PORT=8788 ${command}`);
  return port;
}

/** .dev.vars with a random JWT_SECRET, when it is missing (never committed: .gitignore). */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) return;
  writeFileSync(".dev.vars", `JWT_SECRET=${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  console.log("▶ Created .dev.vars with a random JWT_SECRET");
}

export const migrateLocalDatabase = () =>
  run("Applying the D1 migrations to the local database", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistTo]);
