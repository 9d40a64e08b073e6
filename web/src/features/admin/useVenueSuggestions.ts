// The places already used (venues, events' venues), offered where a form's field asks for a place.
import { useMemo } from "react";
import { useData } from "../../data/DataProvider";
import type { FormField } from "./forms";

export function useVenueSuggestions(fields: readonly FormField[]): string[] {
  const data = useData();
  return useMemo(() => {
    if (!fields.some((field) => field.kind === "text" && field.suggestPlaces)) return [];
    const places = new Set<string>();
    for (const venue of data.venues) places.add(`${venue.name}, ${venue.location}`);
    for (const event of data.events) places.add(event.venue);
    return [...places].sort((a, b) => a.localeCompare(b, "fr"));
  }, [fields, data.events, data.venues]);
}
