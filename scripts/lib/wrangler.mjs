// The site's D1 database and R2 bucket from a script, through wrangler: the local ones (`npm start`'s
// .wrangler/state, another folder with --persist-to) or the deployed ones (--remote). Each call is
// one wrangler run: D1's synchronously, R2's as promises, since a site's images are many (a run
// takes seconds) and the remote ones can be fetched several at a time.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = new URL("../..", import.meta.url).pathname;
const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");
/** The D1 binding, as wrangler.toml names it. */
const DATABASE = "DB";
/** What a wrangler run may print: an export with inline images runs to megabytes. */
const MAX_OUTPUT_BYTES = 1024 * 1024 * 1024;
/** Linux refuses a single argument over 128 KiB: longer SQL goes through a file. */
const MAX_COMMAND_CHARS = 100_000;

/**
 * @typedef {{ remote?: boolean, persistTo?: string }} Target the deployed site, or a local state folder
 * @typedef {{ status: number | null, error?: Error, stdout: string, stderr: string }} WranglerRun
 */

/** The R2 bucket behind the IMAGES binding, read from wrangler.toml. */
export const BUCKET = /bucket_name\s*=\s*"([^"]+)"/.exec(readFileSync(path.join(ROOT, "wrangler.toml"), "utf8"))?.[1];

/**
 * Where the scripts work, from their arguments: `--remote` (the deployed site), `--persist-to DIR`
 * (a local state folder; PERSIST_TO, as for `npm start`, when absent). Returns the other arguments too.
 * @param {string[]} args
 * @returns {{ target: Target, rest: string[] }}
 */
export function parseTarget(args) {
  /** @type {string[]} */
  const rest = [];
  let remote = false;
  let persistTo = process.env.PERSIST_TO;
  for (let index = 0; index < args.length; index++) {
    if (args[index] === "--remote") remote = true;
    else if (args[index] === "--persist-to") persistTo = args[++index];
    else if (args[index].startsWith("--persist-to=")) persistTo = args[index].slice("--persist-to=".length);
    else rest.push(args[index]);
  }
  if (remote && persistTo) throw new Error("--persist-to is for the local state only: not with --remote.");
  if (persistTo === "") throw new Error("--persist-to needs a folder.");
  return { target: { remote, persistTo }, rest };
}

/**
 * The wrangler flags of a target: --remote, or --local with its state folder.
 * @param {Target} [target]
 */
export function targetFlags({ remote = false, persistTo } = {}) {
  if (remote) return ["--remote"];
  return persistTo ? ["--local", "--persist-to", path.resolve(persistTo)] : ["--local"];
}

/**
 * A human name of the target, for messages.
 * @param {Target} [target]
 */
export const targetName = ({ remote = false, persistTo } = {}) =>
  remote ? "the deployed site (--remote)" : `the local site (${path.resolve(persistTo ?? path.join(ROOT, ".wrangler/state"))})`;

// CI=true: wrangler asks nothing. No metrics, no banner in the JSON.
const OPTIONS = { cwd: ROOT, env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" } };

/** @param {string[]} args */
const wrangler = (args) => spawnSync(WRANGLER, args, { ...OPTIONS, encoding: "utf8", maxBuffer: MAX_OUTPUT_BYTES });

/**
 * The same as a promise: `{ status, stdout, stderr }` once wrangler has exited.
 * @param {string[]} args
 * @returns {Promise<WranglerRun>}
 */
function wranglerAsync(args) {
  return new Promise((resolve) => {
    const child = spawn(WRANGLER, args, { ...OPTIONS, stdio: ["ignore", "pipe", "pipe"] });
    const output = { stdout: "", stderr: "" };
    child.stdout.on("data", (chunk) => (output.stdout += chunk));
    child.stderr.on("data", (chunk) => (output.stderr += chunk));
    child.on("error", (error) => resolve({ status: null, error, ...output }));
    child.on("close", (status) => resolve({ status, ...output }));
  });
}

/** @param {WranglerRun} result */
const failure = (result) => (result.error?.message ?? `${result.stderr}${result.stdout}`.trim()) || `wrangler exited with ${result.status}`;

/** Attempts of a local statement that finds the database locked by the running site (`npm start` writing at that moment). */
const LOCKED_ATTEMPTS = 5;
const LOCKED = /SQLITE_BUSY|database is locked/i;

/**
 * `wrangler d1 execute`, tried again a little later while a local database is locked.
 * @param {string[]} input
 * @param {Target} target
 */
function executeD1(input, target) {
  for (let attempt = 1; ; attempt++) {
    const result = wrangler(["d1", "execute", DATABASE, ...targetFlags(target), "--json", ...input]);
    if (result.status === 0 || target.remote || attempt === LOCKED_ATTEMPTS || !LOCKED.test(`${result.stdout}${result.stderr}`)) return result;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
}

/**
 * Runs SQL (one statement or several, separated by ";") on the site's D1 in one batch, all or
 * nothing, and returns the rows of each statement. A remote SQL file (over 100,000 characters) is
 * imported by D1, which returns no rows.
 * @param {string} sql
 * @param {Target} [target]
 * @returns {Record<string, any>[][]}
 */
export function runD1Statements(sql, target = {}) {
  const long = sql.length > MAX_COMMAND_CHARS;
  const folder = long ? mkdtempSync(path.join(tmpdir(), "d1-")) : null;
  try {
    const input = folder ? ["--file", path.join(folder, "statements.sql")] : ["--command", sql];
    if (folder) writeFileSync(input[1], sql);
    const result = executeD1(input, target);
    let answer;
    try {
      answer = JSON.parse(result.stdout);
    } catch {
      throw new Error(`D1: ${failure(result)}`);
    }
    if (result.status !== 0 || !Array.isArray(answer)) throw new Error(`D1: ${answer?.error?.text ?? failure(result)}`);
    return answer.map((statement) => statement.results ?? []);
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs SQL on the site's D1 (see runD1Statements) and returns the rows of its last statement.
 * @param {string} sql
 * @param {Target} [target]
 */
export function runD1(sql, target = {}) {
  return runD1Statements(sql, target).at(-1) ?? [];
}

/**
 * Copies the R2 object `key` of the site's bucket into `file`; resolves to false when the bucket has no such key.
 * @param {string} key
 * @param {string} file
 * @param {Target} [target]
 */
export async function getR2Object(key, file, target = {}) {
  const result = await wranglerAsync(["r2", "object", "get", `${BUCKET}/${key}`, ...targetFlags(target), "--file", file]);
  if (result.status === 0) return true;
  if (/specified key does not exist/i.test(`${result.stdout}${result.stderr}`)) return false;
  throw new Error(`R2 ${key}: ${failure(result)}`);
}

/**
 * Stores `file` as the R2 object `key` of the site's bucket, with its HTTP headers (contentType, cacheControl).
 * @param {string} key
 * @param {string} file
 * @param {{ contentType?: string, cacheControl?: string }} [headers]
 * @param {Target} [target]
 */
export async function putR2Object(key, file, { contentType, cacheControl } = {}, target = {}) {
  const headers = [...(contentType ? ["--content-type", contentType] : []), ...(cacheControl ? ["--cache-control", cacheControl] : [])];
  const result = await wranglerAsync(["r2", "object", "put", `${BUCKET}/${key}`, ...targetFlags(target), "--file", file, ...headers]);
  if (result.status !== 0) throw new Error(`R2 ${key}: ${failure(result)}`);
}
