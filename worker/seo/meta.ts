// What each page tells search engines and link previews: title, description, canonical URL,
// robots, Open Graph and Twitter card, JSON-LD (docs/product.md §13).
// No preload of the hero photo: the largest paint of the home page is the hero's text, and on a
// weak connection a preloaded photo takes bandwidth from it (measured on slow 4G: the text 0.25 s
// later). The <img> asks for it with fetchpriority=high.
import type { EventItem } from "../../shared/collections";
import { pageTitle, type PageDescription, type PageName } from "../../shared/pages";
import type { Profile } from "../../shared/profile";
import { escapeAttribute, scriptJson } from "../lib/html";
import { OG_IMAGE, structuredData } from "./jsonld";

const frenchDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const longDate = (day: string) => frenchDay.format(new Date(`${day}T00:00:00Z`));

function eventsDescription(dj: Profile, upcoming: readonly EventItem[] | null): string {
  const where = dj.city === "Perpignan" ? "à Perpignan" : `entre ${dj.city} et Perpignan`;
  const base = `Les dates de ${dj.name} ${where} : soirées en beach club, en club et en plein air.`;
  if (!upcoming) return base;
  if (upcoming.length === 0) return `${base} Prochaines dates bientôt annoncées.`;
  const [next] = upcoming;
  const count = upcoming.length === 1 ? "1 événement à venir" : `${upcoming.length} événements à venir`;
  return `${base} ${count}, prochain rendez-vous le ${longDate(next.date)} : ${next.name}.`;
}

/** Each page's description for search engines and link previews; `upcoming` is null when the events could not be read. */
export const PAGE_DESCRIPTIONS: Record<PageName, (dj: Profile, upcoming: readonly EventItem[] | null) => string> = {
  home: (dj) =>
    `${dj.name}, DJ freelance à ${dj.city} : house, disco, reggae, jazz et classiques pour beach clubs, bars, mariages, soirées privées et événements d’entreprise.`,
  events: eventsDescription,
  login: (dj) => `Connectez-vous à votre espace personnel sur le site de ${dj.name}.`,
  admin: (dj) => `Administration du site de ${dj.name}.`,
};

const meta = (key: "name" | "property", name: string, content: string | number) => `<meta ${key}="${name}" content="${escapeAttribute(String(content))}" />`;

/** The tags appended to `<head>`; `upcoming` is null when the events could not be read. */
export function headTags(page: PageDescription, dj: Profile, description: string, origin: string, upcoming: readonly EventItem[] | null): string {
  const url = `${origin}${page.path}`;
  const title = pageTitle(page.heading, dj);
  const image = `${origin}${OG_IMAGE.path}`;
  const imageAlt = `${dj.name} – ${dj.tagline}`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", dj.name),
    meta("property", "og:locale", "fr_FR"),
    meta("property", "og:url", url),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image", image),
    meta("property", "og:image:type", OG_IMAGE.type),
    meta("property", "og:image:width", OG_IMAGE.width),
    meta("property", "og:image:height", OG_IMAGE.height),
    meta("property", "og:image:alt", imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", imageAlt),
  ];
  if (page.sitemapPriority === null) tags.push(meta("name", "robots", "noindex"));
  else tags.push(`<script type="application/ld+json">${scriptJson(structuredData(dj, origin, upcoming))}</script>`);
  return tags.join("\n    ");
}
