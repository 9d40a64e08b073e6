// What each page tells search engines and link previews: title, description, canonical URL,
// robots, Open Graph and Twitter card, JSON-LD (docs/product.md §13). An event's page speaks of
// its event: its name, date and place, its own address and its share card (docs/product.md §16).
// No preload of the hero photo: the largest paint of the home page is the hero's text, and on a
// weak connection a preloaded photo takes bandwidth from it (measured on slow 4G: the text 0.25 s
// later). The <img> asks for it with fetchpriority=high.
import type { EventItem, MixItem } from "../../shared/collections";
import { EVENT_STATUSES, hasBadge } from "../../shared/event-status";
import { eventPath } from "../../shared/event-page";
import { pageTitle, PAGES, type PageName } from "../../shared/pages";
import type { Profile } from "../../shared/profile";
import { escapeAttribute, scriptJson } from "../lib/html";
import { longFrenchDate } from "../lib/paris-time";
import { djPerson, musicEvent, OG_IMAGE, structuredData } from "./jsonld";

/** What /events' description says of the whole agenda, whichever page or year of it is shown. */
export interface UpcomingSummary {
  /** The events from today on. */
  count: number;
  /** The soonest of them. */
  next: EventItem | null;
}

function eventsDescription(dj: Profile, upcoming: UpcomingSummary | null): string {
  const where = dj.city === "Perpignan" ? "à Perpignan" : `entre ${dj.city} et Perpignan`;
  const base = `Les dates de ${dj.name} ${where} : soirées en beach club, en club et en plein air.`;
  if (!upcoming) return base;
  const { count, next } = upcoming;
  if (count === 0 || !next) return `${base} Prochaines dates bientôt annoncées.`;
  const counted = count === 1 ? "1 événement à venir" : `${count} événements à venir`;
  return `${base} ${counted}, prochain rendez-vous le ${longFrenchDate(next.date)} : ${next.name}.`;
}

/** Each page's description for search engines and link previews; `upcoming` is null when the events could not be read. */
export const PAGE_DESCRIPTIONS: Record<PageName, (dj: Profile, upcoming: UpcomingSummary | null) => string> = {
  home: (dj) =>
    `${dj.name}, DJ freelance à ${dj.city} : house, disco, reggae, jazz et classiques pour beach clubs, bars, mariages, soirées privées et événements d’entreprise.`,
  events: eventsDescription,
  // Without its event (D1 unavailable): what any event page is.
  event: (dj) => `Un événement de ${dj.name}, DJ freelance à ${dj.city}.`,
  mixes: (dj) => `Écoutez les mixes de ${dj.name}, DJ à ${dj.city} : house, disco, funk et plus, sur SoundCloud, Mixcloud et YouTube.`,
  reviews: (dj) => `Ce que disent de ${dj.name} les mariés, les entreprises et les établissements qui l’ont fait jouer.`,
  reviewForm: (dj) => `Donnez votre avis sur ${dj.name}.`,
  availability: (dj) =>
    `${dj.name} est-il libre à votre date ? Choisissez le jour de votre mariage, soirée ou événement : réponse immédiate, puis réservation par téléphone, SMS, WhatsApp ou e-mail.`,
  legal: (dj) => `Mentions légales du site de ${dj.name} : l’éditeur, son SIRET et son adresse, l’hébergeur.`,
  privacy: (dj) => `Ce que le site de ${dj.name} garde de ses visiteurs (aucun cookie, une mesure d’audience anonyme) et comment exercer vos droits.`,
  notFound: (dj) => `Cette page n’existe pas ou plus sur le site de ${dj.name}.`,
  login: (dj) => `Connectez-vous à votre espace personnel sur le site de ${dj.name}.`,
  admin: (dj) => `Administration du site de ${dj.name}.`,
};

/** A picture for link previews, with what previews need to lay it out before fetching it. */
export interface ShareCard {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** Everything the head of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical address, absolute. */
  url: string;
  image: ShareCard;
  /** The JSON-LD graph, or null for a page search engines must not index (robots noindex). */
  structuredData: object | null;
}

const siteCard = (dj: Profile, origin: string): ShareCard => ({ ...OG_IMAGE, url: `${origin}${OG_IMAGE.path}`, alt: `${dj.name} – ${dj.tagline}` });

/**
 * The meta of a page of the table (not an event's page with its event: eventMeta): `upcoming` are
 * the upcoming events the page shows (its JSON-LD), `summary` what its description says of the
 * whole agenda; both null when the events could not be read.
 */
export function pageMeta(
  name: PageName,
  dj: Profile,
  origin: string,
  upcoming: readonly EventItem[] | null,
  summary: UpcomingSummary | null,
  /** The page's own address when its query picks what it shows (a year of /events); its path otherwise. */
  canonical: string = PAGES[name].path,
  /** The mixes the page shows (their JSON-LD). */
  mixes: readonly MixItem[] = [],
): PageMeta {
  const page = PAGES[name];
  return {
    title: pageTitle(page.heading, dj),
    description: PAGE_DESCRIPTIONS[name](dj, summary),
    url: `${origin}${canonical}`,
    image: siteCard(dj, origin),
    structuredData: page.sitemapPriority === null ? null : structuredData(dj, origin, upcoming, mixes),
  };
}

/** "Annulé · 14 juillet 2026 · Les Voiles Pourpres, Canet-en-Roussillon. House au coucher du soleil…" (at most about 200 characters). */
export function eventDescription(event: EventItem): string {
  const facts = [hasBadge(event.status) ? EVENT_STATUSES[event.status] : null, longFrenchDate(event.date), event.venue].filter(Boolean).join(" · ");
  const text = event.description.replace(/\s+/g, " ").trim();
  const room = 200 - facts.length - 2;
  const excerpt = text.length > room ? `${text.slice(0, Math.max(0, room - 1)).replace(/\s+\S*$/, "")}…` : text;
  return excerpt ? `${facts}. ${excerpt}` : `${facts}.`;
}

/** The meta of an event's page: its name, its address, its share card and its MusicEvent. */
export function eventMeta(event: EventItem, dj: Profile, origin: string, image: Omit<ShareCard, "alt">): PageMeta {
  return {
    title: pageTitle(event.name, dj),
    description: eventDescription(event),
    url: `${origin}${eventPath(event)}`,
    image: { ...image, alt: event.name },
    structuredData: { "@context": "https://schema.org", "@graph": [djPerson(dj, origin), musicEvent(event, dj, origin)] },
  };
}

const tag = (key: "name" | "property", name: string, content: string | number) => `<meta ${key}="${name}" content="${escapeAttribute(String(content))}" />`;

/** The tags appended to `<head>`. */
export function headTags(meta: PageMeta, dj: Profile): string {
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`,
    tag("property", "og:type", "website"),
    tag("property", "og:site_name", dj.name),
    tag("property", "og:locale", "fr_FR"),
    tag("property", "og:url", meta.url),
    tag("property", "og:title", meta.title),
    tag("property", "og:description", meta.description),
    tag("property", "og:image", meta.image.url),
    tag("property", "og:image:type", meta.image.type),
    tag("property", "og:image:width", meta.image.width),
    tag("property", "og:image:height", meta.image.height),
    tag("property", "og:image:alt", meta.image.alt),
    tag("name", "twitter:card", "summary_large_image"),
    tag("name", "twitter:title", meta.title),
    tag("name", "twitter:description", meta.description),
    tag("name", "twitter:image", meta.image.url),
    tag("name", "twitter:image:alt", meta.image.alt),
  ];
  if (meta.structuredData === null) tags.push(tag("name", "robots", "noindex"));
  else tags.push(`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`);
  return tags.join("\n    ");
}
