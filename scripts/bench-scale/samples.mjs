// Samples of the three sites taken in turns, and the few statistics the scale bench prints.

/**
 * `sample(target, round)` for every target in turn, `rounds` times: 1x, 10x, 100x, 1x, 10x…, so that
 * what else the machine does at a moment weighs on every scale alike, not on one. A null target (a
 * site that did not start) is skipped and stays null. Each target's samples, and why the failed ones failed.
 */
export async function interleaved(targets, rounds, sample) {
  const results = targets.map((target) => (target ? { samples: [], failed: [] } : null));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      if (!target) continue;
      try {
        results[index].samples.push(await sample(target, round));
      } catch (error) {
        results[index].failed.push(error.message.split("\n")[0]);
      }
    }
  }
  return results;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The nearest-rank percentile of the values. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
