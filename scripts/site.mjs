// `npm run site -- export|import <folder or file> [--remote] [--persist-to DIR] [--dry-run]`: the
// whole site as a folder (docs/product.md §17): the file the admin's "Exporter" downloads, and beside
// it images/ with every upload it shows and their copies, so that a site moves to another Cloudflare
// account whole. D1 and R2 through wrangler (scripts/lib/wrangler.mjs). The file is read, checked and
// written with the Worker's own modules (shared/transfer.ts, worker/transfer/tables.ts, loaded by
// scripts/lib/worker-modules.mjs): a second copy of the rules would drift.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadWorkerModules } from "./lib/worker-modules.mjs";
import { getR2Object, parseTarget, putR2Object, runD1Statements, targetName } from "./lib/wrangler.mjs";

const USAGE = `Usage:
  npm run site -- export <folder or file.json> [--remote | --persist-to DIR]
  npm run site -- import <folder or file.json> [--remote | --persist-to DIR] [--dry-run]`;
/**
 * @typedef {import("./lib/wrangler.mjs").Target} Target
 * @typedef {any} Rules the Worker's modules (loadRules), loaded as they run: their types are the Worker's
 */

/** wrangler r2 runs at once: each takes seconds, mostly starting up. */
const PARALLEL_RUNS = 4;

/**
 * The Worker's modules the script needs.
 * @returns {Promise<Rules>}
 */
const loadRules = () =>
  loadWorkerModules(
    "shared/transfer.ts",
    "worker/transfer/tables.ts",
    "worker/images/keys.ts",
    "shared/image-format.ts",
    "shared/collections.ts",
    "shared/limits.ts",
    "shared/messages.ts",
  );

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * Runs `work` on every item, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 */
async function inTurns(items, limit, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      while (queue.length > 0) await work(/** @type {T} */ (queue.shift()));
    }),
  );
}

/**
 * The R2 keys of an upload: the original, then its copies (800 px, share), which it may lack.
 * @param {Rules} rules
 * @param {string} key
 * @returns {string[]}
 */
const objectKeys = (rules, key) => [key, rules.copyKey(key), rules.shareCopyKey(key)];

/**
 * The uploads (keys) the content shows.
 * @param {Rules} rules
 * @param {object} content
 * @returns {string[]}
 */
const uploadKeys = (rules, content) => rules.imageAddresses(content).flatMap((/** @type {string} */ image) => rules.uploadedImageKey(image) ?? []);

/**
 * @param {Rules} rules
 * @param {any} summary what an import changes (compareContent)
 */
function summaryLines(rules, summary) {
  const lines = rules.COLLECTION_NAMES.map((/** @type {string} */ name) => {
    const { added, changed, removed, unchanged } = summary.collections[name];
    return `  ${name.padEnd(8)} ${added} added, ${changed} changed, ${removed} removed, ${unchanged} unchanged`;
  });
  return [...lines, `  profile  ${summary.profile}`];
}

/**
 * @param {Rules} rules
 * @param {Target} target
 */
function readContent(rules, target) {
  return rules.siteContentOf(runD1Statements(rules.siteContentQueries().join(";\n"), target));
}

// --- export ----------------------------------------------------------------------------------

/**
 * @param {Rules} rules
 * @param {string} where
 * @param {Target} target
 */
async function exportSite(rules, where, target) {
  console.log(`▶ Reading ${targetName(target)}`);
  const content = readContent(rules, target);
  const file = rules.transferFile(content, new Date());
  const toFile = where.endsWith(".json");
  const folder = toFile ? path.dirname(where) : where;
  const filePath = toFile ? where : path.join(where, rules.exportFileName(file.exportedAt));
  const images = path.join(folder, "images");
  mkdirSync(images, { recursive: true });

  const keys = uploadKeys(rules, content);
  console.log(`▶ Copying ${keys.length} uploaded images and their copies into ${images}`);
  /** @type {string[]} */
  const lost = [];
  // Keys name their bytes: one already in the folder (an earlier export) is the same file.
  const wanted = keys.flatMap((key) => objectKeys(rules, key)).filter((key) => !existsSync(path.join(images, key)));
  await inTurns(wanted, PARALLEL_RUNS, async (key) => {
    const found = await getR2Object(key, path.join(images, key), target);
    if (!found) rmSync(path.join(images, key), { force: true });
    if (!found && keys.includes(key)) lost.push(key);
  });
  writeFileSync(filePath, rules.serializeTransferFile(file));
  console.log(`\n✔ Exported to ${filePath}`);
  console.log(rules.COLLECTION_NAMES.map((/** @type {string} */ name) => `  ${name}: ${content[name].length}`).join("\n"));
  console.log(`  profile: ${content.profile ? "saved" : "none saved (the built-in one)"}`);
  if (lost.length > 0) console.warn(`\n⚠ The site shows ${lost.length} uploads its bucket does not hold (not exported):\n  ${lost.join("\n  ")}`);
}

// --- import ----------------------------------------------------------------------------------

/**
 * The export file: the one named, or the only dj-site-*.json of the folder.
 * @param {string} where
 */
function exportFileIn(where) {
  if (!existsSync(where)) fail(`${where} does not exist.`);
  if (!statSync(where).isDirectory()) return where;
  const files = readdirSync(where).filter((name) => /^dj-site-.*\.json$/.test(name));
  if (files.length !== 1) fail(`${where} holds ${files.length} export files (dj-site-*.json): name the one to import.`);
  return path.join(where, files[0]);
}

/**
 * The content with its inline images turned into uploads (their files in `scratch`), as the Worker saves them (worker/images/saved-images.ts).
 * @param {Rules} rules
 * @param {object} content
 * @param {string} scratch
 */
async function withInlineUploads(rules, content, scratch) {
  /** @type {Map<string, string>} */
  const inline = new Map();
  for (const image of rules.imageAddresses(content).filter((/** @type {string} */ address) => address.startsWith("data:"))) {
    const bytes = Buffer.from(image.slice(image.indexOf(",") + 1), "base64");
    const extension = rules.sniffImage(bytes);
    if (!extension) fail(rules.TRANSFER_MESSAGES.problem(`${image.slice(0, 40)}…`, rules.FIELD_MESSAGES.inlineImage));
    const key = await rules.imageKey(bytes, extension);
    writeFileSync(path.join(scratch, key), bytes);
    inline.set(image, key);
  }
  return rules.withImages(content, (/** @type {string} */ image) => (inline.has(image) ? `${rules.IMAGES_PATH}${inline.get(image)}` : image));
}

/**
 * @param {Rules} rules
 * @param {string} where
 * @param {Target} target
 * @param {boolean} dryRun
 */
async function importSite(rules, where, target, dryRun) {
  const filePath = exportFileIn(where);
  const images = path.join(path.dirname(filePath), "images");
  let input;
  try {
    input = JSON.parse(readFileSync(filePath, "utf8"));
  } catch {
    fail(rules.TRANSFER_MESSAGES.notJson);
  }
  const check = rules.checkTransferFile(input);
  if (!check.ok)
    fail(`${rules.TRANSFER_MESSAGES.invalidFile}\n  ${check.problems.map((/** @type {{ message: string }} */ problem) => problem.message).join("\n  ")}`);

  const scratch = mkdtempSync(path.join(tmpdir(), "dj-site-import-"));
  try {
    const content = await withInlineUploads(rules, check.content, scratch);
    const fileOf = (/** @type {string} */ key) => [path.join(scratch, key), path.join(images, key)].find((file) => existsSync(file));
    // The uploads neither in the folder nor already in the target's bucket.
    const absent = uploadKeys(rules, content).filter((key) => !fileOf(key));
    /** @type {string[]} */
    const missing = [];
    await inTurns(absent, PARALLEL_RUNS, async (key) => {
      if (!(await getR2Object(key, path.join(scratch, `held-${key}`), target))) missing.push(`${rules.IMAGES_PATH}${key}`);
    });
    if (missing.length > 0) fail(`${rules.API_MESSAGES.IMAGES_MISSING}\n  ${missing.join("\n  ")}`);

    console.log(`▶ Importing ${filePath} into ${targetName(target)}:`);
    console.log(summaryLines(rules, rules.compareContent(readContent(rules, target), content)).join("\n"));
    if (dryRun) return console.log("\n✔ Dry run: nothing was changed.");

    const statements = rules.replacementStatements(content, 1).map(rules.literalSql);
    const tooLong = statements.find((/** @type {string} */ sql) => Buffer.byteLength(sql) >= rules.D1_MAX_STATEMENT_BYTES);
    if (tooLong) fail(`A statement is longer than D1 takes (${rules.D1_MAX_STATEMENT_BYTES} bytes): ${tooLong.slice(0, 120)}…`);

    // Images first: the content never shows one that is not there yet.
    const uploads = uploadKeys(rules, content).filter((key) => !absent.includes(key));
    const objects = uploads.flatMap((key) => objectKeys(rules, key)).filter((key) => fileOf(key));
    console.log(`▶ Sending ${objects.length} images and copies`);
    await inTurns(objects, PARALLEL_RUNS, async (key) => {
      const file = /** @type {string} */ (fileOf(key));
      const bytes = readFileSync(file);
      await putR2Object(key, file, { contentType: rules.CONTENT_TYPES[rules.sniffImage(bytes)] }, target);
    });
    console.log(`▶ Replacing the content (${statements.length} statements, one transaction)`);
    runD1Statements(`${statements.join(";\n")};`, target);
    console.log("\n✔ Imported. Open pages show it when they next load.");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** @type {ReturnType<typeof parseTarget>} */
let parsed;
try {
  parsed = parseTarget(process.argv.slice(2));
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
}
const { target, rest } = parsed;
const dryRun = rest.includes("--dry-run");
const [command, where, ...extra] = rest.filter((arg) => arg !== "--dry-run");
if (!["export", "import"].includes(command) || !where || extra.length > 0 || (dryRun && command !== "import")) fail(USAGE);

try {
  const rules = await loadRules();
  await (command === "export" ? exportSite(rules, where, target) : importSite(rules, where, target, dryRun));
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}
