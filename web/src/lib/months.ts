// The months a review can name, as a list to choose from: typing "2026-06" is nobody's habit, and
// <input type="month"> is a plain text box in Firefox and Safari.
import { frenchMonth } from "../../../shared/french-dates";
import { localDay } from "./dates";

/** How far back a review's month goes in the list. */
const MONTHS_BACK = 36;

/** "" (to choose), then this month and the ones before it, newest first, with `kept` among them whatever its age. */
export function monthOptions(kept: string, now = new Date()): Record<string, string> {
  const options: Record<string, string> = kept ? {} : { "": "Choisir un mois" };
  const [year, month] = localDay(now).split("-").map(Number);
  for (let back = 0; back < MONTHS_BACK; back++) {
    const date = new Date(year, month - 1 - back, 1);
    const value = localDay(date).slice(0, 7);
    options[value] = frenchMonth(value);
  }
  if (kept && !(kept in options)) options[kept] = frenchMonth(kept);
  return options;
}
