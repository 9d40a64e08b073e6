// The site the bench measures: scripts/start.mjs (build, migrations, wrangler dev) on a free port
// with a fresh state folder, so that the default content is what is measured.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CannotMeasure } from "./cannot-measure.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const START_LIMIT_MS = 240_000;

/**
 * @typedef {object} Site
 * @property {string} origin
 * @property {number} pid the process group of the site: scripts/start.mjs, wrangler and workerd
 * @property {string} log the file the site's output goes to
 * @property {() => number | string | null} exit its exit code once it has ended ("signal" when killed), null until then
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the site in a process group of its own, so that stopping it stops wrangler and workerd too.
 * @param {number} port
 * @param {{ stateDir: string, log: string }} options
 * @returns {Site}
 */
export function launchSite(port, { stateDir, log }) {
  const output = createWriteStream(log);
  const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PERSIST_TO: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout.pipe(output);
  server.stderr.pipe(output);
  /** @type {number | string | null} */
  let exit = null;
  server.once("exit", (code) => (exit = code ?? "signal"));
  const pid = server.pid;
  if (pid === undefined) throw new CannotMeasure(`the site could not be started; see ${log}`);
  return { origin: `http://127.0.0.1:${port}`, pid, log, exit: () => exit, stop: () => (exit === null ? stopGroup(server, pid) : Promise.resolve()) };
}

/**
 * SIGTERM to the site's process group, then SIGKILL if it has not ended within 10 s.
 * @param {import("node:child_process").ChildProcess} server
 * @param {number} pid
 */
async function stopGroup(server, pid) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000));
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/**
 * Waits until the site serves its events and a home page with its data, or fails.
 * @param {Site} site
 */
export async function siteReady(site) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (site.exit() !== null) throw new CannotMeasure(`the site did not start (exit ${site.exit()}); see ${site.log}`);
    try {
      const res = await fetch(`${site.origin}/api/events`);
      if (res.ok && (await res.json()).length > 0) {
        const page = await fetch(`${site.origin}/`);
        if (page.ok && (await page.text()).includes('id="initial-data"')) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new CannotMeasure(`the site did not answer within 4 minutes; see ${site.log}`);
}
