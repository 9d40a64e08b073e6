// schema.org JSON-LD for search engines: the DJ (`Person`) and one `MusicEvent` per upcoming
// event, with Europe/Paris times and absolute URLs.
import { COLLECTIONS, compareInOrder, type EventItem } from "../../shared/collections";
import { phoneHref } from "../../shared/phone";
import type { Profile } from "../../shared/profile";
import { socialLinks } from "../../shared/social";
import { webLink } from "../calendar/ics";
import { eventSchedule, parisDateTime, parisToday } from "../lib/paris-time";

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

/** "Les Voiles Pourpres, Promenade de la Côte Vermeille, Canet-en-Roussillon": place, street, town. */
function place(venue: string) {
  const parts = venue
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const name = parts[0] ?? venue;
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (parts.length >= 3) {
    address.streetAddress = parts.slice(1, -1).join(", ");
    address.addressLocality = parts[parts.length - 1];
  } else if (parts.length === 2) {
    address.addressLocality = parts[1];
  } else {
    address.streetAddress = venue;
  }
  address.addressCountry = "FR";
  return { "@type": "Place", name, address };
}

export function musicEvent(event: EventItem, dj: Profile, origin: string) {
  const schedule = eventSchedule(event.date, event.time);
  const performer = { "@type": "Person", "@id": personId(origin), name: dj.name, url: `${origin}/` };
  const ticket = webLink(event.ticketLink);
  return {
    "@type": "MusicEvent",
    name: event.name,
    startDate: schedule.start ? parisDateTime(schedule.startDay, schedule.start) : event.date,
    ...(schedule.end && schedule.endDay ? { endDate: parisDateTime(schedule.endDay, schedule.end) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(event.venue),
    image: [absoluteImage(event.image, origin) ?? `${origin}${OG_IMAGE.path}`],
    description: event.description,
    url: `${origin}/events`,
    performer,
    organizer: performer,
    ...(ticket ? { offers: { "@type": "Offer", url: ticket } } : {}),
  };
}

/** The page's JSON-LD: the DJ, and on the public pages the upcoming events. */
export function structuredData(dj: Profile, origin: string, upcoming: readonly EventItem[] | null) {
  const graph: object[] = [djPerson(dj, origin)];
  if (upcoming) for (const event of upcoming) graph.push(musicEvent(event, dj, origin));
  return { "@context": "https://schema.org", "@graph": graph };
}
