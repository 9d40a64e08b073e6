// What is happening to an event (docs/product.md §16): its status and its French word, declared
// once for the admin's form, the badges, the JSON-LD and the calendars.

/** Each status and its French word, in the admin's order; "scheduled" is the default. */
export const EVENT_STATUSES = {
  scheduled: "Programmé",
  soldOut: "Complet",
  cancelled: "Annulé",
  postponed: "Reporté",
  rescheduled: "Nouvelle date",
} as const;

export type EventStatus = keyof typeof EVENT_STATUSES;

export const DEFAULT_EVENT_STATUS: EventStatus = "scheduled";

/** The status whose event keeps its previous date beside the new one. */
export const RESCHEDULED: EventStatus = "rescheduled";

/** Whether it will happen on its date: tickets can be bought and the date added to a calendar. */
export const takesPlace = (status: EventStatus) => status !== "cancelled" && status !== "postponed";

/** Whether a visitor sees a badge: every status but the ordinary one. */
export const hasBadge = (status: EventStatus) => status !== DEFAULT_EVENT_STATUS;
