// The bench's printed report: one section per measurement, one row per figure, marked ✓ or ✗
// against its budget (· when the figure has none).

/** @type {{ mark: string, label: string }[]} */
const rows = [];

/**
 * Prints a row.
 * @param {string} label
 * @param {string | number} figure
 * @param {boolean | null} holds whether the figure is within its budget, null for a figure without one
 * @param {string} target
 */
export function budget(label, figure, holds, target) {
  const mark = holds === null ? "·" : holds ? "✓" : "✗";
  rows.push({ mark, label });
  console.log(`  ${mark} ${label.padEnd(34)} ${String(figure).padStart(12)}   ${target}`);
}

/** @param {string} title */
export const section = (title) => console.log(`\n${title}`);

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The closing line: every budget holds, or which do not. */
export function summary() {
  const failed = rows.filter((row) => row.mark === "✗");
  return failed.length === 0 ? "✓ Every budget holds." : `✗ ${failed.length} budget(s) do not hold: ${failed.map((row) => row.label).join(", ")}.`;
}
