// The events' search of the admin (docs/product.md §19): an event matches when its name or its venue
// holds every word typed, accents and case ignored ("fete" finds « Fête »).
import type { EventItem } from "../../../shared/collections";

/** The text without accents, in lower case, its spaces collapsed: what the search compares. */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("fr")
    .replace(/\s+/g, " ")
    .trim();

/** Whether the event's name or venue holds every word of the query; a blank query matches every event. */
export function matchesEvent(event: Pick<EventItem, "name" | "venue">, query: string): boolean {
  const words = foldText(query).split(" ").filter(Boolean);
  const text = foldText(`${event.name} ${event.venue}`);
  return words.every((word) => text.includes(word));
}
