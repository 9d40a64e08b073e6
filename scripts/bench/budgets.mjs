// The performance budgets `npm run bench` holds the site to; the figures measured against them are
// in docs/performance.md.
export const BUDGETS = {
  jsKb: 90,
  cssKb: 20,
  fontsKb: 45,
  score: 100,
  lcpMs: 1500,
  /** The home page's first paint and largest paint, equal. */
  paintMs: 900,
  cls: 0.02,
  /** Anonymous pages and lists, as a share of a static file's requests/s. */
  shareOfStatic: 0.8,
  d1WarmQueries: 0,
  d1MissQueries: 3,
  changeSeenMs: 1000,
};
