// What the scale bench's probes (paint.mjs, admin.mjs) leave on the page's window for the bench to read.

/** One key in the admin's search, timed in the page (admin.mjs, armKeyProbe). */
export interface KeyTimes {
  frame: number;
  /** The first frame drawn with the list changed: the rows the page holds, filtered. */
  filtered: number | null;
  /** The last frame drawn with the list changed before it stays the same: the site's answer shown. */
  answered: number | null;
  rowsBefore: number;
  rowsAfter: number;
}

declare global {
  interface Window {
    /** When the app marked itself ready (paint.mjs). */
    __benchReady?: number;
    /** When a row of the admin's list was first drawn (admin.mjs). */
    __benchRows?: number;
    /** The times of the next key in the admin's search (admin.mjs). */
    __benchKey?: Promise<KeyTimes>;
  }
}
