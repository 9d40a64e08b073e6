// The DJ's availability (docs/product.md §22): the days he marks busy in the admin, private, and
// what a visitor learns of a day: free, held or taken, never why. Shared by the Worker, the admin
// and the visitor's checker (a chunk of its own: no zod here, its rules are in shared/validation.ts).
import type { EventStatus } from "./event-status";
import { addDays, addMonths, parseDay } from "./event-time";

export const AVAILABILITY_PATH = "/api/availability";
export const BUSY_DAYS_PATH = "/api/busy-days";

/** What the DJ marks a day as, with its word in the admin. */
export const BUSY_KINDS = {
  booked: "Pris",
  option: "Option",
} as const;

export type BusyKind = keyof typeof BUSY_KINDS;

/** A day the DJ marked: its note is his alone, never in any answer to a visitor. */
export interface BusyDay {
  date: string;
  kind: BusyKind;
  note: string;
  /** When it last changed (milliseconds); absent from a day not saved yet. */
  updatedAt?: number;
}

/** What a visitor may know of a day he can still book, with its French word. */
export const DAY_STATES = {
  free: "Libre",
  option: "Option en cours",
  taken: "Déjà pris",
} as const;

export type BookableState = keyof typeof DAY_STATES;
/** A day's answer: one of those, or a day before today or past the DJ's horizon, where nothing is said. */
export type DayState = BookableState | "past" | "beyond";

/** The days of a month that are not free, between today and the horizon, and that window itself. */
export interface MonthAvailability {
  /** "YYYY-MM" */
  month: string;
  /** The first day a visitor can book: today in Paris. */
  today: string;
  /** The last day a visitor can book: today plus the DJ's horizon. */
  lastDay: string;
  days: Record<string, Exclude<BookableState, "free">>;
}

export interface DayAvailability {
  date: string;
  state: DayState;
  /** As in MonthAvailability: what "past" and "beyond" are measured against. */
  today: string;
  lastDay: string;
}

/** An event as the admin's calendar shows it beside the busy days. */
export interface DayEvent {
  id: number;
  name: string;
  date: string;
  status: EventStatus;
}

/** GET /api/busy-days?month=: the admin's month, its busy days with their notes and all its events (the cancelled too). */
export interface AdminMonth {
  month: string;
  today: string;
  lastDay: string;
  busyDays: BusyDay[];
  events: DayEvent[];
}

/** The choices of the profile's horizon, in months, and their words. */
export const HORIZON_MONTHS = {
  "6": "6 mois",
  "12": "12 mois",
  "18": "18 mois",
  "24": "24 mois",
  "36": "36 mois",
} as const;

export type HorizonChoice = keyof typeof HORIZON_MONTHS;
export const DEFAULT_HORIZON: HorizonChoice = "24";

/** The last day a visitor can ask for. */
export const lastBookableDay = (today: string, horizon: HorizonChoice) => addMonths(today, Number(horizon));

/**
 * A day's state from what stands on it: a public event that takes place or a day marked « Pris »
 * make it taken, an « Option » held; taken wins over held.
 */
export function stateOf(date: string, window: { today: string; lastDay: string }, standing: { event: boolean; busy?: BusyKind }): DayState {
  if (date < window.today) return "past";
  if (date > window.lastDay) return "beyond";
  if (standing.event || standing.busy === "booked") return "taken";
  return standing.busy === "option" ? "option" : "free";
}

/** "YYYY-MM" of a real month. */
export const isMonth = (month: string) => /^\d{4}-\d{2}$/.test(month) && parseDay(`${month}-01`) !== null;

/** The first and last days of a month "YYYY-MM". */
export const monthBounds = (month: string) => {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
};
