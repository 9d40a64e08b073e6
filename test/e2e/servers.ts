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
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** Stops a server and what it started (wrangler, workerd): its process group, forcibly if it lingers. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  const lingering = await Promise.race([exited.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS))]);
  if (lingering) process.kill(-server.pid, "SIGKILL");
}

/** What the configuration asks for, in its metadata: the sites, and whether dist/ is already their build. */
export interface SitesToStart {
  sites: Site[];
  built: boolean;
}

/** Playwright's global setup: builds the site unless built, starts every site, and returns what stops them. */
export default async function startSites({ metadata }: FullConfig): Promise<() => Promise<void>> {
  const { sites, built } = metadata as SitesToStart;
  if (!built && spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" }).status !== 0) throw new Error("The site does not build.");
  const servers = sites.map((site) =>
    spawn(process.execPath, ["scripts/start.mjs"], {
      env: { ...process.env, PORT: String(site.port), PERSIST_TO: site.state, SKIP_BUILD: "1" },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    }),
  );
  const stopAll = async () => void (await Promise.all(servers.map(stop)));
  try {
    await Promise.all(sites.map((site, index) => answering(site, servers[index])));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
