// Samples of the three sites taken in turns, and the few statistics the scale bench prints.

/**
 * @template R
 * @typedef {{ samples: R[], failed: string[] }} Samples a target's samples, and why the failed ones failed
 */

/**
 * `sample(target, round)` for every target in turn, `rounds` times: 1x, 10x, 100x, 1x, 10x…, so that
 * what else the machine does at a moment weighs on every scale alike, not on one. A null target (a
 * site that did not start) is skipped and stays null. Each target's samples, and why the failed ones failed.
 * @template T, R
 * @param {(T | null)[]} targets
 * @param {number} rounds
 * @param {(target: T, round: number) => Promise<R>} sample
 * @returns {Promise<(Samples<R> | null)[]>}
 */
export async function interleaved(targets, rounds, sample) {
  const results = targets.map((target) => (target ? { samples: /** @type {R[]} */ ([]), failed: /** @type {string[]} */ ([]) } : null));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const result = results[index];
      if (!target || !result) continue;
      try {
        result.samples.push(await sample(target, round));
      } catch (error) {
        result.failed.push(/** @type {Error} */ (error).message.split("\n")[0]);
      }
    }
  }
  return results;
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The nearest-rank percentile of the values.
 * @param {number[]} values
 * @param {number} p
 */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
