// The months in French, shared by the pages (web/src/lib/dates.ts) and the days written out in full
// (shared/french-day.ts).
/**
 * The months as Intl.DateTimeFormat writes them in fr-FR, long and short ("juillet", "juil."),
 * written out rather than asked of it: the first formatter a page makes loads the locale's
 * calendar data, 13 to 22 ms of main thread here (four times that on a slow phone), on every view
 * of a page with a date, for twelve words that never change. test/web/dates.test.ts checks them
 * against Intl.
 */
export const FRENCH_MONTHS = [
  ["janvier", "janv."],
  ["février", "févr."],
  ["mars", "mars"],
  ["avril", "avr."],
  ["mai", "mai"],
  ["juin", "juin"],
  ["juillet", "juil."],
  ["août", "août"],
  ["septembre", "sept."],
  ["octobre", "oct."],
  ["novembre", "nov."],
  ["décembre", "déc."],
] as const;

/** "juin 2026" for the month "2026-06". */
export const frenchMonth = (month: string) => `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1][0]} ${month.slice(0, 4)}`;
