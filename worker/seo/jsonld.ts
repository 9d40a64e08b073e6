// schema.org JSON-LD for search engines: the DJ (`Person`), one `MusicEvent` per upcoming event,
// with Europe/Paris times, its status (docs/product.md §16) and absolute URLs, and one
// `MusicRecording` per mix shown. Reviews get no markup: Google ignores a site's reviews of itself.
import { COLLECTIONS, compareInOrder, type EventItem, type MixItem } from "../../shared/collections";
import { isoDuration } from "../../shared/duration";
import { eventPath } from "../../shared/event-page";
import type { EventStatus } from "../../shared/event-status";
import { phoneHref } from "../../shared/phone";
import type { Profile } from "../../shared/profile";
import { socialLinks } from "../../shared/social";
import { webLink } from "../calendar/ics";
import { eventSchedule } from "../../shared/event-time";
import { eventStart, parisDateTime, parisToday } from "../lib/paris-time";

export const OG_IMAGE = { path: "/media/og.jpg", width: 1200, height: 630, type: "image/jpeg" } as const;

/** An image of the data as an absolute URL; inline images (data:) are not addresses to share. */
export function absoluteImage(image: string, origin: string): string | null {
  if (image.startsWith("/") && !image.startsWith("//")) return `${origin}${image}`;
  return /^https:\/\/\S+$/i.test(image) ? image : null;
}

/** Upcoming = dated today or later, today being the calendar day in Paris. */
export function upcomingEvents(events: readonly EventItem[], now: Date): EventItem[] {
  const today = parisToday(now);
  return events.filter((event) => event.date >= today).sort(compareInOrder(COLLECTIONS.events));
}

const personId = (origin: string) => `${origin}/#dj`;

export function djPerson(dj: Profile, origin: string) {
  const image = absoluteImage(dj.portrait, origin);
  return {
    "@type": "Person",
    "@id": personId(origin),
    name: dj.name,
    jobTitle: "DJ",
    description: dj.tagline,
    url: `${origin}/`,
    ...(image ? { image } : {}),
    sameAs: socialLinks(dj).map((link) => link.url),
    telephone: phoneHref(dj.phone).replace(/^tel:/, ""),
    email: dj.email,
    address: { "@type": "PostalAddress", addressLocality: dj.city, addressCountry: "FR" },
  };
}

/** The end of a French address: "66000 Perpignan" (or "Perpignan 66000"), a postcode and a town. */
const POSTCODE_TOWN = /^(?:(\d{5})\s+(.+)|(.+?)\s+(\d{5}))$/;

/** A town part, with its postcode apart when it has one. */
function town(part: string): Record<string, string> {
  const match = POSTCODE_TOWN.exec(part);
  if (!match) return { addressLocality: part };
  return { postalCode: match[1] ?? match[4], addressLocality: match[2] ?? match[3] };
}

/**
 * An event's venue as search engines read a place, from the way the admin writes it, French style:
 * "Les Voiles Pourpres, Promenade de la Côte Vermeille, 66140 Canet-en-Roussillon" is the place's
 * name, its street and its town (a postcode before or after it); "Villa privée, Sainte-Marie-la-Mer"
 * a name and a town; "Perpignan" alone, a town.
 */
export function place(venue: string) {
  const parts = venue
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const name = parts[0] ?? venue;
  const street = parts.slice(1, -1).join(", ");
  const address = { "@type": "PostalAddress", ...(street && { streetAddress: street }), ...town(parts.at(-1) ?? venue), addressCountry: "FR" };
  return { "@type": "Place", name, address };
}

/** schema.org's word for each status: sold out is still scheduled (the offer says it is sold out). */
const SCHEMA_STATUS = {
  scheduled: "EventScheduled",
  soldOut: "EventScheduled",
  cancelled: "EventCancelled",
  postponed: "EventPostponed",
  rescheduled: "EventRescheduled",
} as const satisfies Record<EventStatus, string>;

/** The ticket offer: where to buy, and whether any are left. */
function offers(event: EventItem) {
  const url = webLink(event.ticketLink);
  const soldOut = event.status === "soldOut";
  if (!url && !soldOut) return {};
  return { offers: { "@type": "Offer", ...(url ? { url } : {}), ...(soldOut ? { availability: "https://schema.org/SoldOut" } : {}) } };
}

export function musicEvent(event: EventItem, dj: Profile, origin: string) {
  const schedule = eventSchedule(event.date, event.time);
  const performer = { "@type": "Person", "@id": personId(origin), name: dj.name, url: `${origin}/` };
  return {
    "@type": "MusicEvent",
    name: event.name,
    startDate: eventStart(event.date, event.time),
    ...(schedule.end && schedule.endDay ? { endDate: parisDateTime(schedule.endDay, schedule.end) } : {}),
    eventStatus: `https://schema.org/${SCHEMA_STATUS[event.status]}`,
    // The date it was announced for, at the same time of day.
    ...(event.status === "rescheduled" && event.previousDate ? { previousStartDate: eventStart(event.previousDate, event.time) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(event.venue),
    image: [absoluteImage(event.image, origin) ?? `${origin}${OG_IMAGE.path}`],
    description: event.description,
    url: `${origin}${eventPath(event)}`,
    performer,
    organizer: performer,
    ...offers(event),
  };
}

/** A mix (docs/product.md §25): a recording by the DJ, at its platform's address. */
export function musicRecording(mix: MixItem, dj: Profile, origin: string) {
  const image = absoluteImage(mix.cover, origin);
  return {
    "@type": "MusicRecording",
    name: mix.title,
    url: mix.link,
    duration: isoDuration(mix.duration),
    genre: mix.styles,
    datePublished: mix.date,
    byArtist: { "@type": "Person", "@id": personId(origin), name: dj.name },
    ...(image ? { image } : {}),
  };
}

/** The page's JSON-LD: the DJ, and on the public pages the upcoming events and the mixes they show. */
export function structuredData(dj: Profile, origin: string, upcoming: readonly EventItem[] | null, mixes: readonly MixItem[] = []) {
  const graph: object[] = [djPerson(dj, origin)];
  if (upcoming) for (const event of upcoming) graph.push(musicEvent(event, dj, origin));
  for (const mix of mixes) graph.push(musicRecording(mix, dj, origin));
  return { "@context": "https://schema.org", "@graph": graph };
}
