// The browser tests' sites (playwright.config.ts), started together rather than one after the other
// as Playwright's webServer entries are: the build first when it is not fresh, then both servers at
// once, each `node scripts/start.mjs` on its port and state folder. Stopped when the run ends.
import type { FullConfig } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

export interface Site {
  port: number;
  state: string;
}

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 5_000;
const MAX_RESTARTS = 2;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the site answers its API, or rejects when it exits or the time is over. */
async function answering({ port }: Site, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site on port ${port} stopped (exit ${server.exitCode}) before answering.`);
    const up = await fetch(`http://localhost:${port}/api/events`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await pause(500);
  }
  throw new Error(`The site on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** Signals the server's process group; nothing when it has gone already. */
function killGroup(server: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-server.pid!, signal);
  } catch {
    // ESRCH: no process left in the group.
  }
}

/** Whether anything answers HTTP on the port. */
const listening = (port: number) =>
  fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );

/** Resolves once nothing listens on the port any more (or after START_TIMEOUT_MS). */
async function portFree(port: number): Promise<void> {
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && (await listening(port));) await pause(500);
}

/** Stops a server and what it started (wrangler, workerd): its process group, forcibly if it lingers. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  killGroup(server, "SIGTERM");
  const lingering = await Promise.race([exited.then(() => false), pause(STOP_TIMEOUT_MS).then(() => true)]);
  if (lingering) killGroup(server, "SIGKILL");
}

/** What the configuration asks for, in its metadata: the sites, and whether dist/ is already their build. */
export interface SitesToStart {
  sites: Site[];
  built: boolean;
}

/** Starts `node scripts/start.mjs` for the site, in a process group of its own (stopped whole). */
const startSite = (site: Site) =>
  spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(site.port), PERSIST_TO: site.state, SKIP_BUILD: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });

/**
 * Playwright's global setup: builds the site unless built, starts every site, and returns what stops
 * them. A site that stops once answering (`wrangler dev` crashing on a busy machine) is said so and
 * started again on its port and state, up to MAX_RESTARTS times, so that one crash does not fail
 * every test after it.
 */
export default async function startSites({ metadata }: FullConfig): Promise<() => Promise<void>> {
  const { sites, built } = metadata as SitesToStart;
  if (!built && spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" }).status !== 0) throw new Error("The site does not build.");
  let running = false;
  let stopping = false;
  const servers: ChildProcess[] = [];
  const restarts = sites.map(() => 0);
  const supervise = (index: number) => {
    const server = startSite(sites[index]);
    servers[index] = server;
    server.once("exit", (code, signal) => {
      const { port } = sites[index];
      if (!running || stopping) return;
      if (restarts[index]++ === MAX_RESTARTS) return void console.error(`\nThe site on port ${port} stopped again: left stopped.\n`);
      console.error(`\nThe site on port ${port} stopped during the run (${signal ?? `exit ${code}`}): starting it again.\n`);
      // What it started may outlive it (workerd, holding the port): its whole group goes first.
      killGroup(server, "SIGKILL");
      void portFree(port).then(() => supervise(index));
    });
  };
  sites.forEach((_, index) => supervise(index));
  const stopAll = async () => {
    stopping = true;
    await Promise.all(servers.map(stop));
  };
  try {
    await Promise.all(sites.map((site, index) => answering(site, servers[index])));
    running = true;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
