// The site's pages (docs/product.md §2), declared once: their address, whether the Worker renders
// them with React or the browser does, their heading in the title, and whether search engines see them. The app
// picks its page here (and its code in web/src/app/App.tsx), the Worker its meta tags (and each page's
// description in worker/seo/meta.ts, kept out of the browser's script) and the sitemap its
// addresses; the compiler checks that each of those names every page, and a test that
// wrangler.toml sends every page to the Worker (docs/how-to/adding-a-page.md).
import { EVENT_PAGE_PATH } from "./event-page";
import { REVIEW_FORM_PREFIX } from "./reviews";
import { MAX_PAGE_TITLE_CHARS } from "./limits";
import type { Profile } from "./profile";

export interface PageDescription {
  /** The address, or for a page of many addresses the Worker's route pattern (the app matches `pattern`). */
  path: string;
  /** The addresses of a page of many (one per event), matched in place of `path`. */
  pattern?: RegExp;
  /** The HTTP status the Worker answers it with (the not-found page's 404); 200 when absent. */
  status?: 404;
  /** Rendered by the Worker with the app's components and hydrated (true), or rendered by the browser. */
  rendered: boolean;
  /**
   * Its style sheet and first script written into the page (docs/product.md §18): the first view,
   * text, in one round trip, with no request before it. Pages whose largest paint is a picture keep
   * the links, cached from one page to the next.
   */
  inlineAssets?: true;
  /** What the browser's tab shows before the DJ's name (pageTitle); null for the home page, and for an event's page (its name). */
  heading: string | null;
  /** Kept in the edge cache for anonymous visitors (docs/product.md §18): the same for everyone who is not signed in. */
  edgeCached: boolean;
  /** Listed in the sitemap with this priority (a page of many: each of its addresses); null for a page search engines must not index. */
  sitemapPriority: string | null;
}

/** The text cut to `max` characters at most, at a word when one ends past half of it, with "…". */
function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * The title of a page: "Tous les événements – DJ Max Ribera", or for the home page "DJ Max Ribera – <tagline>",
 * within MAX_PAGE_TITLE_CHARS: a long heading (an event's name) is cut first, so the DJ's name stays.
 */
export function pageTitle(heading: string | null, profile: Pick<Profile, "name" | "tagline">): string {
  if (!heading) return clipped(`${profile.name} – ${profile.tagline}`, MAX_PAGE_TITLE_CHARS);
  const room = Math.max(MAX_PAGE_TITLE_CHARS - " – ".length - profile.name.length, MAX_PAGE_TITLE_CHARS / 2);
  return clipped(`${clipped(heading, room)} – ${profile.name}`, MAX_PAGE_TITLE_CHARS);
}

export const PAGES = {
  home: {
    path: "/",
    rendered: true,
    inlineAssets: true,
    heading: null,
    edgeCached: true,
    sitemapPriority: "1.0",
  },
  events: {
    path: "/events",
    rendered: true,
    heading: "Tous les événements",
    edgeCached: true,
    sitemapPriority: "0.8",
  },
  event: {
    path: "/events/:ref",
    pattern: EVENT_PAGE_PATH,
    rendered: true,
    heading: null,
    edgeCached: true,
    sitemapPriority: "0.6",
  },
  mixes: {
    path: "/mixes",
    rendered: true,
    heading: "Mixes",
    edgeCached: true,
    sitemapPriority: "0.6",
  },
  reviews: {
    path: "/avis",
    rendered: true,
    heading: "Avis de clients",
    edgeCached: true,
    sitemapPriority: "0.5",
  },
  reviewForm: {
    path: `${REVIEW_FORM_PREFIX}:token`,
    pattern: /^\/avis\/[^/]+$/,
    rendered: false,
    heading: "Donner votre avis",
    edgeCached: false,
    sitemapPriority: null,
  },
  availability: {
    path: "/disponibilites",
    rendered: true,
    heading: "Vérifier une date",
    edgeCached: true,
    sitemapPriority: "0.5",
  },
  legal: {
    path: "/mentions-legales",
    rendered: true,
    heading: "Mentions légales",
    edgeCached: true,
    sitemapPriority: "0.3",
  },
  privacy: {
    path: "/confidentialite",
    rendered: true,
    heading: "Confidentialité",
    edgeCached: true,
    sitemapPriority: "0.3",
  },
  notFound: {
    path: "/404",
    status: 404,
    rendered: true,
    heading: "Page introuvable",
    edgeCached: false,
    sitemapPriority: null,
  },
  login: {
    path: "/login",
    rendered: false,
    heading: "Connexion",
    edgeCached: false,
    sitemapPriority: null,
  },
  admin: {
    path: "/admin",
    rendered: false,
    heading: "Administration",
    edgeCached: false,
    sitemapPriority: null,
  },
} as const satisfies Record<string, PageDescription>;

export type PageName = keyof typeof PAGES;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** Under /events/ every address is an event's page or the not-found page, never the home page. */
const EVENTS_PREFIX = /^\/events\/./i;

/** The page at this address: "/Events/" is /events; null for an address that is no page (the app goes home). */
export function pageAt(pathname: string): PageName | null {
  const path = pathname.replace(/(.)\/+$/, "$1").toLowerCase();
  const page = PAGE_NAMES.find((name) => {
    const description: PageDescription = PAGES[name];
    return description.pattern ? description.pattern.test(path) : description.path === path;
  });
  return page ?? (EVENTS_PREFIX.test(path) ? "notFound" : null);
}

/** A record with one entry per page, each made by `make`. */
export const byPage = <T>(make: (name: PageName) => T) => Object.fromEntries(PAGE_NAMES.map((name) => [name, make(name)])) as Record<PageName, T>;
