// The site's pages (docs/product.md §2), declared once: their address, whether the Worker renders
// them with React or the browser does, their title, and whether search engines see them. The app
// picks its page here (and its code in web/src/App.tsx), the Worker its meta tags (and each page's
// description in worker/seo/meta.ts, kept out of the browser's script) and the sitemap its
// addresses; the compiler checks that each of those names every page, and a test that
// wrangler.toml sends every page to the Worker (README, "Adding a page").
import { site } from "./site";

export interface PageDescription {
  path: string;
  /** Rendered by the Worker with the app's components and hydrated (true), or rendered by the browser. */
  rendered: boolean;
  /** The title of the page, as the browser's tab shows it. */
  title: string;
  /** Listed in the sitemap with this priority; null for a page search engines must not index. */
  sitemapPriority: string | null;
}

/** "Tous les événements – DJ Max Ribera" */
export const pageTitle = (heading: string) => `${heading} – ${site.name}`;

export const PAGES = {
  home: {
    path: "/",
    rendered: true,
    title: `${site.name} – ${site.tagline}`,
    sitemapPriority: "1.0",
  },
  events: {
    path: "/events",
    rendered: true,
    title: pageTitle("Tous les événements"),
    sitemapPriority: "0.8",
  },
  login: {
    path: "/login",
    rendered: false,
    title: pageTitle("Connexion"),
    sitemapPriority: null,
  },
  admin: {
    path: "/admin",
    rendered: false,
    title: pageTitle("Administration"),
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
