// What the bench can be told through its environment.

/** Seconds under load for each address. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Connections autocannon keeps open. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Lighthouse runs per page: the median one is kept, as Lighthouse's advice on variability recommends, since one run can be thrown by the machine. */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
/** The Chromium that loads the pages and that Lighthouse drives. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
