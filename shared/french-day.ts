// A day written out in full in French ("samedi 14 juin 2027"), as Intl.DateTimeFormat writes it in
// fr-FR: the date checker's answers and the messages it prepares. Apart from shared/french-dates.ts,
// so that the pages' first script does not carry it.
import { parseDay } from "./event-time";
import { FRENCH_MONTHS } from "./french-dates";

/** The days of the week, Sunday first (Date.getUTCDay()), as fr-FR writes them. */
export const FRENCH_WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"] as const;

/** "samedi 14 juin 2027" of a day "YYYY-MM-DD"; the raw text when it is no day. */
export function frenchDay(day: string): string {
  const parts = parseDay(day);
  if (!parts) return day;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return `${FRENCH_WEEKDAYS[weekday]} ${parts.day} ${FRENCH_MONTHS[parts.month - 1][0]} ${parts.year}`;
}
