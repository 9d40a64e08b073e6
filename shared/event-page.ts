// The address of an event's own page (docs/product.md §16): /events/<id>-<slug>. The id finds the
// event; the slug, made from its name, only reads well in a shared link: the Worker sends any other
// slug (or none) to the right address with a 301.
import type { EventItem } from "./collections";

/** /events/1718000000000 or /events/1718000000000-anything: the id, and the slug as written. */
export const EVENT_PAGE_PATH = /^\/events\/([1-9]\d{0,15})(?:-([^/]*))?\/?$/i;

/** "Fête de la Musique sur le port" → "fete-de-la-musique-sur-le-port" (at most 60 characters). */
export function slugOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The event's page: "/events/1749902400000-sunset-house-session" (the id alone for a name with no letter or digit). */
export function eventPath(event: Pick<EventItem, "id" | "name">): string {
  const slug = slugOf(event.name);
  return `/events/${event.id}${slug ? `-${slug}` : ""}`;
}

/** The id and slug of an event page's address, or null for any other address. */
export function parseEventPath(pathname: string): { id: number; slug: string | null } | null {
  const match = EVENT_PAGE_PATH.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? { id, slug: match[2] ?? null } : null;
}
