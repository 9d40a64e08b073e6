// What each page tells search engines and link previews: title, description, canonical URL,
// robots, Open Graph and Twitter card, JSON-LD.
// No preload of the hero photo: the largest paint of the home page is the hero's text, drawn by
// the script, and on a weak connection a preloaded photo takes bandwidth from that script
// (measured on slow 4G: the text 0.25 s later). The <img> asks for it with fetchpriority=high.
import type { Event } from "../../shared/types";
import { site } from "../../web/src/content/site";
import { OG_IMAGE, structuredData, upcomingEvents } from "./jsonld";
import { scriptJson } from "../html/json";

export const PAGE_PATHS = ["/", "/events", "/login", "/admin"] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

export interface PageMeta {
  /** The same titles as the pages set themselves (useDocumentTitle), so nothing changes on start. */
  title: string;
  description: string;
  /** False for /login and /admin: `noindex`, and left out of the sitemap. */
  indexable: boolean;
}

const frenchDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const longDate = (day: string) => frenchDay.format(new Date(`${day}T00:00:00Z`));

export const HOME_DESCRIPTION = `${site.name}, DJ freelance à ${site.city} : house, disco, reggae, jazz et classiques pour beach clubs, bars, mariages, soirées privées et événements d’entreprise.`;

function eventsDescription(events: readonly Event[] | null, now: Date): string {
  const base = `Les dates de ${site.name} entre ${site.city} et Perpignan : soirées en beach club, en club et en plein air.`;
  if (!events) return base;
  const upcoming = upcomingEvents(events, now);
  if (upcoming.length === 0) return `${base} Prochaines dates bientôt annoncées.`;
  const next = upcoming[0];
  const count = upcoming.length === 1 ? "1 événement à venir" : `${upcoming.length} événements à venir`;
  return `${base} ${count}, prochain rendez-vous le ${longDate(next.date)} : ${next.name}.`;
}

export function pageMeta(path: PagePath, events: readonly Event[] | null, now: Date): PageMeta {
  switch (path) {
    case "/":
      return { title: `${site.name} – ${site.tagline}`, description: HOME_DESCRIPTION, indexable: true };
    case "/events":
      return { title: `Tous les événements – ${site.name}`, description: eventsDescription(events, now), indexable: true };
    case "/login":
      return { title: `Connexion – ${site.name}`, description: `Connectez-vous à votre espace personnel sur le site de ${site.name}.`, indexable: false };
    case "/admin":
      return { title: `Administration – ${site.name}`, description: `Administration du site de ${site.name}.`, indexable: false };
  }
}

/** Text for an HTML attribute value between double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const meta = (key: "name" | "property", name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttribute(String(content))}" />`;

/** The tags appended to `<head>`. */
export function headTags(path: PagePath, pageInfo: PageMeta, origin: string, events: readonly Event[] | null, now: Date): string {
  const url = `${origin}${path}`;
  const image = `${origin}${OG_IMAGE.path}`;
  const imageAlt = `${site.name} – ${site.tagline}`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.name),
    meta("property", "og:locale", "fr_FR"),
    meta("property", "og:url", url),
    meta("property", "og:title", pageInfo.title),
    meta("property", "og:description", pageInfo.description),
    meta("property", "og:image", image),
    meta("property", "og:image:type", OG_IMAGE.type),
    meta("property", "og:image:width", OG_IMAGE.width),
    meta("property", "og:image:height", OG_IMAGE.height),
    meta("property", "og:image:alt", imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", pageInfo.title),
    meta("name", "twitter:description", pageInfo.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
  ];
  if (!pageInfo.indexable) tags.push(meta("name", "robots", "noindex"));
  if (pageInfo.indexable) {
    tags.push(`<script type="application/ld+json">${scriptJson(structuredData(origin, events, now))}</script>`);
  }
  return tags.join("\n    ");
}
