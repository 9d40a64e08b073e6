// The scale bench's report: every figure side by side (one column per scale), the reasons of the
// figures that could not be measured, and one line per target with ✓ (holds), ✗ (does not) or
// ? (a figure it needs is n/a).
import { CLIENTS } from "./live.mjs";

/**
 * @typedef {Record<string, any>} ScaleResults one scale's results, read by path: { label, counts, fill, bytes, paint, admin, live }
 * @typedef {[label: string, path: string[], format: (value: any) => string]} Row
 */

const LABEL_WIDTH = 40;
const CELL_WIDTH = 18;

/**
 * The value at `path` in a scale's results, or `{ error }` when it, or an object on its way, could not be measured.
 * @param {ScaleResults} result
 * @param {string[]} path
 * @returns {any}
 */
function pick(result, path) {
  /** @type {any} */
  let value = result;
  for (const key of path) {
    if (value === undefined || value === null) return { error: "not measured" };
    if (value.error) return value;
    value = value[key];
  }
  return value === undefined || value === null ? { error: "not measured" } : value;
}

/**
 * @param {any} value
 * @returns {value is { error: string }}
 */
const failed = (value) => typeof value === "object" && value !== null && "error" in value;

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} bytes */
const size = (bytes) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${kb(bytes)} KB` : `${(bytes / 1024 ** 2).toFixed(2)} MB`);
/** @param {{ raw: number, gzip: number }} sizes */
const rawGzip = ({ raw, gzip }) => `${kb(raw)} / ${kb(gzip)}`;

/**
 * The table's rows: a section title (a string), or [label, path in a scale's results, format].
 * @param {string[]} pageLabels
 * @param {string[]} paintLabels
 * @param {number} loads
 * @returns {(string | Row)[]}
 */
function tableRows(pageLabels, paintLabels, loads) {
  return [
    "Content",
    ["events / photos / venues", ["counts"], (/** @type {Record<string, number>} */ { events, photos, venues }) => `${events} / ${photos} / ${venues}`],
    ["filled through the API in", ["fill"], (fill) => (fill.builtIn ? "built-in" : `${fill.seconds.toFixed(1)} s`)],
    '<script id="initial-data">, KB raw / gzip',
    ...pageLabels.map((label) => /** @type {Row} */ ([label, ["bytes", "pages", label, "data"], rawGzip])),
    "HTML, KB raw / gzip",
    ...pageLabels.map((label) => /** @type {Row} */ ([label, ["bytes", "pages", label, "html"], rawGzip])),
    "Other answers, KB raw / gzip",
    ["/ JSON-LD (ld+json blocks)", ["bytes", "jsonLd"], rawGzip],
    ["/events.ics", ["bytes", "ics"], rawGzip],
    `Paint, 390×844, CPU 4×, median of ${loads} loads`,
    ...paintLabels.flatMap(
      (label) =>
        /** @type {Row[]} */ ([
          [`${label} first contentful paint`, ["paint", label, "fcp"], ms],
          [`${label} ready (data-app="ready")`, ["paint", label, "ready"], ms],
        ]),
    ),
    "/admin signed in, 390×844, CPU 4×",
    [`first rows drawn (median of ${loads})`, ["admin", "firstRows"], ms],
    ["search: one key → next frame", ["admin", "search", "frame"], ms],
    ["search: one key → the page's rows filtered", ["admin", "search", "filtered"], ms],
    ["search: one key → the site's answer shown", ["admin", "search", "answered"], ms],
    ["scroll: frame duration p95", ["admin", "scroll", "p95"], ms],
    ["JS heap used (after GC)", ["admin", "heap"], (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`],
    `Live: one PUT /api/events/<id>, ${CLIENTS} WebSocket clients`,
    ["frame one page receives", ["live", "frameBytes"], size],
    [`reach, p95 of the ${CLIENTS} pages' delays`, ["live", "reach", "p95"], ms],
    [`reach, ${CLIENTS}th page (max over reps)`, ["live", "reach", "max"], ms],
  ];
}

/**
 * @param {string} label
 * @param {string[]} cells
 */
const line = (label, cells) => console.log(`  ${label.padEnd(LABEL_WIDTH)}${cells.map((cell) => cell.padStart(CELL_WIDTH)).join("")}`);

/**
 * The table; returns the figures that could not be measured, grouped by their reason.
 * @param {ScaleResults[]} results
 * @param {(string | Row)[]} rows
 */
function printTable(results, rows) {
  /** @type {Map<string, string[]>} */
  const missing = new Map();
  line(
    "",
    results.map((result) => result.label),
  );
  for (const row of rows) {
    if (typeof row === "string") {
      console.log(`\n${row}`);
      continue;
    }
    const [label, path, format] = row;
    const cells = results.map((result) => {
      const value = pick(result, path);
      if (!failed(value)) return format(value);
      const key = `${result.label}: ${value.error}`;
      missing.set(key, [...(missing.get(key) ?? []), label]);
      return "n/a";
    });
    line(label, cells);
  }
  return missing;
}

/** @param {Map<string, string[]>} missing */
function printMissing(missing) {
  if (missing.size === 0) return;
  console.log("\nn/a, and why:");
  for (const [reason, labels] of missing) console.log(`  ${reason}  (${labels.join("; ")})`);
}

/**
 * Each load's figures behind a median, in ms: how much the machine moved them.
 * @param {ScaleResults} result
 */
function runsOf(result) {
  const paint = pick(result, ["paint"]);
  const parts = failed(paint)
    ? []
    : Object.entries(paint)
        .filter(([, page]) => !failed(page))
        .map(
          ([label, page]) =>
            `${label} ${page.runs.map((/** @type {{ fcp: number, ready: number }} */ run) => `${Math.round(run.fcp)}/${Math.round(run.ready)}`).join(" ")}`,
        );
  const rows = pick(result, ["admin", "rowsEach"]);
  if (!failed(rows)) parts.push(`/admin rows ${rows.map(Math.round).join(" ")}`);
  return parts.length ? `loads (paint/ready): ${parts.join("; ")}` : null;
}

/**
 * The loads left out of a median, and why.
 * @param {ScaleResults} result
 */
function failedLoads(result) {
  const paint = pick(result, ["paint"]);
  const pages = failed(paint) ? [] : Object.entries(paint).filter(([, page]) => !failed(page));
  const admin = pick(result, ["admin"]);
  return [...pages, ...(failed(admin) ? [] : [["/admin", admin]])]
    .filter(([, measured]) => measured.failed.length > 0)
    .map(([label, measured]) => `${label}: ${measured.failed.length} load(s) left out (${[...new Set(measured.failed)].join("; ")})`);
}

/**
 * Notes on what the figures are made of: each load, the live frame's beginning, the search's rows, the scroll's length.
 * @param {ScaleResults[]} results
 */
function printNotes(results) {
  console.log("\nNotes:");
  for (const result of results) {
    const live = pick(result, ["live"]);
    const scroll = pick(result, ["admin", "scroll"]);
    const search = pick(result, ["admin", "search"]);
    const parts = [runsOf(result), ...failedLoads(result)].filter(Boolean);
    if (!failed(search)) {
      const keys = search.runs
        .map((/** @type {{ frame: number, filtered: number, answered: number }} */ run) => [run.frame, run.filtered, run.answered].map(Math.round).join("/"))
        .join(" ");
      parts.push(`search "${search.key}": ${search.rowsBefore} rows → ${search.rowsAfter}; each key (frame/filtered/answered, ms): ${keys}`);
    }
    if (!failed(live)) parts.push(`live frame ${live.carriesChange ? "carries the new name" : "does not carry the new name"}, begins ${live.frameStart}`);
    if (!failed(live) && live.incomplete) parts.push(`${live.incomplete} repetition(s) did not reach every client`);
    if (!failed(scroll))
      parts.push(`scroll over a ${scroll.height} px list: p95 of each pass ${scroll.p95s.map(Math.round).join(" ")} ms (${scroll.frames.join(", ")} frames)`);
    if (parts.length) console.log(`  ${result.label}: ${parts.join("\n       ")}`);
  }
}

/**
 * A target line: ratio targets compare a figure at the last scale with the first's, absolute ones bound it.
 * @param {string} mark
 * @param {string} label
 * @param {string} detail
 */
function target(mark, label, detail) {
  console.log(`  ${mark} ${label.padEnd(52)} ${detail}`);
}

/**
 * @param {string} label
 * @param {any} small the figure at the first scale, or `{ error }`
 * @param {any} large the figure at the last scale, or `{ error }`
 * @param {number} limit
 * @param {(value: number) => string} format
 */
function ratioTarget(label, small, large, limit, format) {
  if (failed(small) || failed(large)) return target("?", label, `n/a (${failed(small) ? small.error : large.error})`);
  const ratio = large / small;
  target(ratio <= limit ? "✓" : "✗", label, `${format(small)} → ${format(large)}: ×${ratio.toFixed(2)} (≤ ×${limit})`);
}

/**
 * @param {string} label
 * @param {any[]} values figures, or `{ error }`
 * @param {number} bound
 * @param {(value: number) => string} format
 */
function boundTarget(label, values, bound, format) {
  const missing = values.find(failed);
  if (missing) return target("?", label, `n/a (${missing.error})`);
  target(values.every((value) => value < bound) ? "✓" : "✗", label, `${values.map(format).join(", ")} (< ${format(bound)})`);
}

/**
 * @param {ScaleResults[]} results
 * @param {string[]} pageLabels
 * @param {string[]} paintLabels
 */
function printTargets(results, pageLabels, paintLabels) {
  const first = results[0];
  const last = results[results.length - 1];
  /** @param {ScaleResults} result @param {...string} path */
  const at = (result, ...path) => pick(result, path);
  /** @param {...string} path @returns {[any, any]} */
  const both = (...path) => [at(first, ...path), at(last, ...path)];
  /** @param {number} bytes */
  const gz = (bytes) => `${kb(bytes)} KB`;
  console.log(`\nTargets, ${last.label} against ${first.label} (✓ holds, ✗ does not, ? not measured):`);
  for (const label of pageLabels) {
    ratioTarget(`${label} HTML, gzip`, ...both("bytes", "pages", label, "html", "gzip"), 1.25, gz);
    ratioTarget(`${label} initial data, gzip`, ...both("bytes", "pages", label, "data", "gzip"), 1.25, gz);
  }
  for (const label of paintLabels) {
    ratioTarget(`${label} first contentful paint`, ...both("paint", label, "fcp"), 1.25, ms);
    ratioTarget(`${label} ready`, ...both("paint", label, "ready"), 1.25, ms);
  }
  ratioTarget("/admin first rows", ...both("admin", "firstRows"), 1.5, ms);
  boundTarget(`/admin search key: next frame at ${last.label}`, [at(last, "admin", "search", "frame")], 100, ms);
  boundTarget(`/admin scroll frame p95 at ${last.label}`, [at(last, "admin", "scroll", "p95")], 100, ms);
  boundTarget(
    `/admin JS heap at ${last.label}`,
    [at(last, "admin", "heap")],
    15 * 1024 ** 2,
    (/** @type {number} */ bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`,
  );
  boundTarget(`live frame at ${last.label}`, [at(last, "live", "frameBytes")], 2048, size);
  ratioTarget(`live reach of ${CLIENTS} pages (p95)`, ...both("live", "reach", "p95"), 1.25, ms);
}

/**
 * The whole report.
 * @param {ScaleResults[]} results one object per scale, in order (1x first): { label, counts, fill, bytes, paint, admin, live }
 * @param {{ pageLabels: string[], paintLabels: string[], loads: number }} labels
 */
export function printReport(results, { pageLabels, paintLabels, loads }) {
  console.log(`\n${"═".repeat(LABEL_WIDTH + CELL_WIDTH * results.length + 2)}`);
  const missing = printTable(results, tableRows(pageLabels, paintLabels, loads));
  printMissing(missing);
  printNotes(results);
  printTargets(results, pageLabels, paintLabels);
}
