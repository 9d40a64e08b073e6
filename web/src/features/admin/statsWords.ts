// The admin's words for the audience figures (« Statistiques », docs/product.md §24): its tab, its
// figures, lists and tables, and an event's line in « Événements ». Records over the contract's
// names (shared/stats.ts), so that a new moment, device or page asks the compiler for its word.
import { FRENCH_MONTHS } from "../../../../shared/french-dates";
import { parseDay } from "../../../../shared/event-time";
import { PAGES } from "../../../../shared/pages";
import type { CountedPage, DeviceClass, MomentName, StatsPeriod } from "../../../../shared/stats";

export const MOMENT_WORDS: Record<MomentName, string> = {
  call: "Appels",
  sms: "SMS",
  whatsapp: "WhatsApp",
  mail: "E-mails",
  request: "Demandes",
  date: "Dates vérifiées",
  instagram: "Instagram",
  social: "Autres réseaux",
  ticket: "Billetterie",
  calendar: "Ajouts à l’agenda",
  share: "Partages",
  mix: "Mixes écoutés",
};

/** The pages by the heading their title shows; the home page has none. */
export const PAGE_WORDS: Record<CountedPage, string> = {
  home: "Accueil",
  events: PAGES.events.heading,
  availability: PAGES.availability.heading,
  mixes: PAGES.mixes.heading,
  reviews: PAGES.reviews.heading,
  legal: PAGES.legal.heading,
  privacy: PAGES.privacy.heading,
};

export const DEVICE_WORDS: Record<DeviceClass, string> = { mobile: "Téléphone", tablet: "Tablette", desktop: "Ordinateur" };

const numbers = new Intl.NumberFormat("fr-FR");
/** A count as French writes it: "1 234". */
export const formatCount = (count: number) => numbers.format(count);

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count > 1 ? many : one}`;

/** "29 oct.", "29 oct. 2026" with its year; the raw text when it is no day. */
export function shortDay(day: string, withYear = false): string {
  const parts = parseDay(day);
  if (!parts) return day;
  return `${parts.day} ${FRENCH_MONTHS[parts.month - 1][1]}${withYear ? ` ${parts.year}` : ""}`;
}

export const STATS_WORDS = {
  tab: "Statistiques",
  period: "Période",
  periodOption: (days: StatsPeriod) => `${days} jours`,
  /** "Du 29 oct. 2026 au 27 nov. 2026": the period the figures cover. */
  range: (from: string, to: string) => `Du ${shortDay(from, true)} au ${shortDay(to, true)}`,
  visits: "Visites",
  views: "Pages vues",
  otherMoments: "Autres moments",
  perDay: "Visites par jour",
  /** A bar's tooltip: "29 oct. : 12 visites". */
  visitsOn: (day: string, count: number) => `${shortDay(day)} : ${plural(count, "visite", "visites")}`,
  /** The caption of the day-by-day table, the chart's figures for screen readers. */
  dayTable: "Chiffres par jour",
  day: "Jour",
  pages: "Pages",
  events: "Événements",
  sources: "Sources",
  devices: "Appareils",
  countries: "Pays",
  momentsBySource: "Moments par source",
  source: "Source",
  /** A top list's column: what its counts count. */
  viewsUnit: "Vues",
  visitsUnit: "Visites",
  deletedEvent: "Événement supprimé",
  direct: "Accès direct",
  unknownCountry: "Inconnu",
  none: "Rien sur cette période.",
  empty: "Pas encore de visites sur cette période.",
  privacy: "Les chiffres sont comptés sans cookie : rien n’identifie un visiteur, et vos visites ne sont pas comptées quand vous êtes connecté.",
  tickets: (count: number) => plural(count, "clic billetterie", "clics billetterie"),
  /** An event's line in its row: "12 vues · 3 clics billetterie", a part left out at 0, "" when both are. */
  eventLine: (views: number, tickets: number) =>
    [views ? plural(views, "vue", "vues") : "", tickets ? STATS_WORDS.tickets(tickets) : ""].filter(Boolean).join(" · "),
} as const;

/** A visit's source: its host or utm_source, « Accès direct » for none. */
export const sourceWord = (source: string) => source || STATS_WORDS.direct;

let regions: Intl.DisplayNames | undefined;

/** A country's name in French from its ISO code, « Inconnu » for none; the code itself when Intl knows no such region. */
export function countryWord(code: string): string {
  if (!code) return STATS_WORDS.unknownCountry;
  try {
    regions ??= new Intl.DisplayNames("fr", { type: "region" });
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
