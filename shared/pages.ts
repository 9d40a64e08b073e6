// The site's pages (docs/product.md §2), declared once: their address, whether the Worker renders
// them with React or the browser does, their heading in the title, and whether search engines see them. The app
// picks its page here (and its code in web/src/App.tsx), the Worker its meta tags (and each page's
// description in worker/seo/meta.ts, kept out of the browser's script) and the sitemap its
// addresses; the compiler checks that each of those names every page, and a test that
// wrangler.toml sends every page to the Worker (README, "Adding a page").
import type { Profile } from "./profile";

export interface PageDescription {
  path: string;
  /** Rendered by the Worker with the app's components and hydrated (true), or rendered by the browser. */
  rendered: boolean;
  /** What the browser's tab shows before the DJ's name (pageTitle); null for the home page. */
  heading: string | null;
  /** Listed in the sitemap with this priority; null for a page search engines must not index. */
  sitemapPriority: string | null;
}

/** The title of a page: "Tous les événements – DJ Max Ribera", or for the home page "DJ Max Ribera – <tagline>". */
export const pageTitle = (heading: string | null, profile: Pick<Profile, "name" | "tagline">) =>
  heading ? `${heading} – ${profile.name}` : `${profile.name} – ${profile.tagline}`;

export const PAGES = {
  home: {
    path: "/",
    rendered: true,
    heading: null,
    sitemapPriority: "1.0",
  },
  events: {
    path: "/events",
    rendered: true,
    heading: "Tous les événements",
    sitemapPriority: "0.8",
  },
  login: {
    path: "/login",
    rendered: false,
    heading: "Connexion",
    sitemapPriority: null,
  },
  admin: {
    path: "/admin",
    rendered: false,
    heading: "Administration",
    sitemapPriority: null,
  },
} as const satisfies Record<string, PageDescription>;

export type PageName = keyof typeof PAGES;

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** The page at this address: "/Events/" is /events; null for an address that is no page. */
export function pageAt(pathname: string): PageName | null {
  const path = pathname.replace(/(.)\/+$/, "$1").toLowerCase();
  return PAGE_NAMES.find((name) => PAGES[name].path === path) ?? null;
}

/** A record with one entry per page, each made by `make`. */
export const byPage = <T>(make: (name: PageName) => T) => Object.fromEntries(PAGE_NAMES.map((name) => [name, make(name)])) as Record<PageName, T>;
