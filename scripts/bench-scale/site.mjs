// The site the scale bench measures: a snapshot of the code started with scripts/start.mjs on a free
// port with a fresh state folder, its administrator, and its content grown through the HTTP API.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { freePort } from "../lib/free-port.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;
/** The API's bound on a batch (shared/limits.ts MAX_BATCH_ITEMS). */
const BATCH_ITEMS = 52;
/** The day the dates are spread around, and how far: past and upcoming events at every scale. */
const YEARS_BACK = 10;
const YEARS_AHEAD = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export class CannotMeasure extends Error {}

/**
 * @typedef {"events" | "photos" | "venues"} Collection
 * @typedef {object} Site a site the bench started
 * @property {string} origin
 * @property {import("node:child_process").ChildProcess} child scripts/start.mjs, the leader of the site's process group
 * @property {string | null} cookie the administrator's session, once signed up
 * @property {Record<Collection, number>} counts the items of each collection
 */

/** The built-in content the migrations store, which is the 1x site, and the source of every generated item. */
export const DEFAULTS = /** @type {Record<Collection, Record<string, any>[]>} */ (
  Object.fromEntries(
    ["events", "photos", "venues"].map((name) => [name, JSON.parse(readFileSync(path.join(ROOT, "shared/default-content", `${name}.json`), "utf8"))]),
  )
);

// Read-only, and never the index's lock: others commit in this repository meanwhile.
/** @param {string[]} args */
const git = (args) => spawnSync("git", ["--no-optional-locks", ...args], { cwd: ROOT, maxBuffer: 1024 ** 3 });
/** @param {string[]} args */
const gitText = (args) => spawnSync("git", ["--no-optional-locks", ...args], { cwd: ROOT, maxBuffer: 1024 ** 3, encoding: "utf8" }).stdout;

/**
 * What the snapshot was taken from, for the report: the commit and whether the tree differed from it.
 * @param {string} source
 */
export function describeSource(source) {
  const commit = gitText(["rev-parse", "--short", source === "worktree" ? "HEAD" : source]).trim();
  if (source !== "worktree") return `${source} (${commit})`;
  const changed = gitText(["status", "--porcelain"]).trim().split("\n").filter(Boolean).length;
  return `the working tree (HEAD ${commit}${changed ? `, ${changed} changed file(s)` : ", clean"})`;
}

/**
 * A copy of the code in `dir`: others edit the working tree while the bench runs, and wrangler dev,
 * watching its sources, would reload (and drop the live sockets) or fail to build mid-run. "worktree"
 * copies the files git sees (tracked and untracked, less the ignored ones); anything else is a commit.
 * @param {string} source
 * @param {string} dir
 */
export function snapshot(source, dir) {
  mkdirSync(dir, { recursive: true });
  if (source === "worktree") {
    const files = gitText(["ls-files", "-co", "--exclude-standard", "-z"]).split("\0").filter(Boolean);
    for (const file of files.filter((name) => existsSync(path.join(ROOT, name)))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    }
  } else {
    const archive = git(["archive", "--format=tar", source]);
    if (archive.status !== 0) throw new CannotMeasure(`git archive ${source}: ${archive.stderr}`);
    const unpacked = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (unpacked.status !== 0) throw new CannotMeasure(`tar: ${unpacked.stderr}`);
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the snapshot's own scripts/start.mjs (build, migrations, wrangler dev); resolves once `/`
 * carries its data. `onSpawn(site)` at once, so that Ctrl-C meanwhile stops it too.
 * @param {{ codeDir: string, stateDir: string, logFile: string }} paths
 * @param {(site: Site) => void} [onSpawn]
 */
export async function startSite({ codeDir, stateDir, logFile }, onSpawn = () => {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so that stopping it stops wrangler and workerd too.
  const child = spawn(process.execPath, [path.join(codeDir, "scripts", "start.mjs")], {
    cwd: codeDir,
    env: { ...process.env, PORT: String(port), PERSIST_TO: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  /** @type {Site} */
  const site = { origin, child, cookie: null, counts: { events: DEFAULTS.events.length, photos: DEFAULTS.photos.length, venues: DEFAULTS.venues.length } };
  onSpawn(site);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new CannotMeasure(`the site did not start (exit ${child.exitCode ?? child.signalCode}); see ${logFile}`);
    try {
      const page = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5000) });
      if (page.ok && (await page.text()).includes('id="initial-data"')) return site;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new CannotMeasure(`the site did not answer within 4 minutes; see ${logFile}`);
}

/**
 * Sends `signal` to the site's process group (start.mjs, wrangler, workerd).
 * @param {Site} site
 * @param {NodeJS.Signals} signal
 */
export function signalSite(site, signal) {
  if (site.child.pid === undefined) return;
  try {
    process.kill(-site.child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * SIGTERM, then SIGKILL: wrangler dev may take its time, or ignore it, once its Worker is busy.
 * @param {Site | undefined} site
 */
export async function stopSite(site) {
  if (!site) return;
  const { child } = site;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalSite(site, "SIGTERM");
  const timedOut = (await Promise.race([exited, sleep(5000).then(() => "timeout")])) === "timeout";
  // The whole group, even once start.mjs has exited: wrangler or workerd may outlive it.
  signalSite(site, "SIGKILL");
  if (timedOut) await Promise.race([exited, sleep(2000)]);
}

/**
 * A request as the site's own page makes it: same origin (the Worker refuses writes from elsewhere), the admin's cookie.
 * @param {Site} site
 * @param {string} method
 * @param {string} pathname
 * @param {object} [body]
 */
export function api(site, method, pathname, body) {
  const headers = { origin: site.origin, ...(site.cookie && { cookie: site.cookie }), ...(body && { "content-type": "application/json" }) };
  return fetch(`${site.origin}${pathname}`, { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
}

/**
 * Signs up the fresh database's first account, which is its administrator (worker/accounts/users.ts).
 * @param {Site} site
 */
export async function signUpAdmin(site) {
  const res = await api(site, "POST", "/api/auth/signup", { email: "bench-scale@example.fr", password: "bench-scale-password" });
  const answer = await res.json().catch(() => ({}));
  // `session` on plain-http loopback, `__Host-session` elsewhere (worker/lib/cookies.ts).
  const cookie = res.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
  if (!res.ok || !cookie) throw new CannotMeasure(`could not sign up the administrator (HTTP ${res.status} ${answer.error ?? ""})`);
  if (answer.user?.role !== "admin") throw new CannotMeasure("the bench's account is not admin (ADMIN_EMAILS set in wrangler.toml?)");
  site.cookie = cookie.split(";")[0];
}

/** A spread of `[0, 1)` that stays even for any first n (the golden ratio's sequence): each fill covers the whole span. */
/** @param {number} index */
const spread = (index) => (index * 0.6180339887498949) % 1;

const TODAY = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const SPAN_DAYS = (YEARS_BACK + YEARS_AHEAD) * 365;
/** @param {number} ms */
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/** Mostly scheduled, as an agenda is; every status appears. */
const STATUSES = ["scheduled", "scheduled", "scheduled", "scheduled", "scheduled", "scheduled", "soldOut", "cancelled", "postponed", "rescheduled"];

/**
 * The n-th item of a collection past the built-in ones: a built-in one's words and image, a number, and for events a date of its own.
 * @type {Record<Collection, (n: number) => object>}
 */
const GENERATORS = {
  events(n) {
    const { name, time, venue, image, description } = DEFAULTS.events[n % DEFAULTS.events.length];
    const day = TODAY - YEARS_BACK * 365 * DAY_MS + Math.floor(spread(n) * SPAN_DAYS) * DAY_MS;
    const status = STATUSES[n % STATUSES.length];
    const previousDate = status === "rescheduled" ? isoDay(day - 14 * DAY_MS) : null;
    return { name: `${name} ${n}`, date: isoDay(day), status, previousDate, time, venue, image, description, ticketLink: null };
  },
  photos(n) {
    const { title, image, description } = DEFAULTS.photos[n % DEFAULTS.photos.length];
    return { title: `${title} ${n}`, image, description };
  },
  venues(n) {
    const { name, location, image, description } = DEFAULTS.venues[n % DEFAULTS.venues.length];
    return { name: `${name} ${n}`, location, image, description };
  },
};

/**
 * Adds items to each collection, through POST /api/<collection>/batch, until it holds `factor` times its built-in count.
 * @param {Site} site
 * @param {number} factor
 */
export async function fillTo(site, factor) {
  const started = performance.now();
  /** @type {Record<string, number>} */
  const added = {};
  for (const name of /** @type {Collection[]} */ (Object.keys(GENERATORS))) {
    const target = DEFAULTS[name].length * factor;
    added[name] = 0;
    while (site.counts[name] < target) {
      const size = Math.min(BATCH_ITEMS, target - site.counts[name]);
      const items = Array.from({ length: size }, (_, index) => GENERATORS[name](site.counts[name] + index));
      const res = await api(site, "POST", `/api/${name}/batch`, { items });
      if (res.status !== 201) throw new CannotMeasure(`POST /api/${name}/batch: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
      site.counts[name] += size;
      added[name] += size;
    }
  }
  return { added, seconds: (performance.now() - started) / 1000 };
}

/**
 * The address of the first built-in event's page: the Worker's 301 from /events/<id> gives it.
 * @param {Site} site
 */
export async function eventPagePath(site) {
  const { id } = DEFAULTS.events[0];
  const res = await fetch(`${site.origin}/events/${id}`, { redirect: "manual" });
  const location = res.headers.get("location");
  if (res.status !== 301 || !location) throw new CannotMeasure(`/events/${id} did not lead to the event's page (HTTP ${res.status})`);
  return new URL(location, site.origin).pathname;
}
