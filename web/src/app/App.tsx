// The app's shape: the session, data and "today" providers around the page of the address. The
// Worker renders the pages shared/pages.ts marks `rendered` with this same component
// (web/src/app/ssr.tsx, StaticRouter) and the browser hydrates them (BrowserRouter); the others are
// rendered by the browser only.
//
// React Router's declarative mode (<BrowserRouter>, its hooks) rather than the data router: the
// site has a few fixed paths and no loaders, and the data router costs 17 KB more gzip in the home
// page's script. The page is picked by its path (Page below), links are AppLink.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ElementType, type ReactNode } from "react";
import { BrowserRouter, Navigate, useLocation, useNavigationType } from "react-router";
import type { Content } from "../../../shared/collections";
import type { Profile } from "../../../shared/profile";
import type { PageView } from "../../../shared/views";
import { byPage, type PageName } from "../../../shared/pages";
import { resolvePage } from "../../../shared/resolve-page";
import { AuthProvider, type AuthUser } from "../data/AuthProvider";
import { DataProvider } from "../data/DataProvider";
import { TodayProvider } from "../hooks/useToday";
import { beacon } from "../lib/beacon";
import { layOutWholePage } from "../lib/scroll";

/**
 * The code of each page, apart from the app's first script (React, the router, the providers, the
 * header and footer): a page loads only its own sections. main.tsx fetches the code of a page the
 * Worker rendered while the app starts, and hydrates once it is there.
 */
const PAGE_CODE = {
  home: () => import("../features/home/Home"),
  events: () => import("../features/events/Events"),
  event: () => import("../features/events/EventPage"),
  mixes: () => import("../features/mixes/MixesPage"),
  reviews: () => import("../features/reviews/ReviewsPage"),
  reviewForm: () => import("../features/reviews/ReviewFormPage"),
  availability: () => import("../features/availability/Availability"),
  legal: () => import("../features/legal/LegalNotice"),
  privacy: () => import("../features/legal/Privacy"),
  notFound: () => import("./NotFound"),
  login: () => import("../features/auth/Login"),
  admin: () => import("../features/admin/Admin"),
} satisfies Record<PageName, () => Promise<{ default: ComponentType }>>;

const PAGE_COMPONENTS = byPage<ElementType>((name) => lazy(PAGE_CODE[name]));

/** Fetches the code of the page. */
export const loadPageCode = async (name: PageName) => {
  await PAGE_CODE[name]();
};

/** Scroll positions of the pages visited in this tab, by history entry. */
const positions = new Map<string, number>();
// A first load has the key "default" on every page: keep those apart by path.
const entryKey = (location: { key: string; pathname: string }) => (location.key === "default" ? `default:${location.pathname}` : location.key);

/**
 * Scrolling as between the pages of a plain site: a new page starts at its top (a "/#section"
 * link is Home's to handle), Back and Forward return to where that page was left. The first
 * render leaves the position to the browser (a reload keeps it).
 */
function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const current = useRef(key);

  useLayoutEffect(() => {
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return;
    current.current = key;
    if (navigationType === "POP") {
      layOutWholePage();
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (!location.hash) window.scrollTo(0, 0);
  }, [key, navigationType, location.hash]);

  return null;
}

/**
 * Each page the app opens itself, without loading it, told to the Worker, which counts the pages
 * it serves (docs/product.md §24); a new address of the same page (a section, a page of a list) is not.
 */
function CountPageViews() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    beacon("view");
  }, [pathname]);
  return null;
}

/**
 * Marks the page once the app runs in it (`<html data-app="ready">`): until then the Worker's HTML
 * is on screen but its buttons do nothing yet (a tap meanwhile is replayed: earlyTaps.ts).
 * Browser tests wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

/**
 * The page for the address (shared/pages.ts). A few fixed paths need no route matching: React
 * Router's <Routes> would add 4 KB gzip to the home page's script for it. An unknown address goes
 * home; one under /events/ is an event's page or the not-found page (resolvePage).
 */
function Page() {
  const { name } = resolvePage(useLocation().pathname);
  if (!name) return <Navigate to="/" replace />;
  const Component = PAGE_COMPONENTS[name];
  return <Component />;
}

export function AppRoutes() {
  return (
    <>
      <ScrollRestoration />
      <CountPageViews />
      {/* Nothing while a page's code comes: the page's outline shows meanwhile (#page-skeleton, styles.css). */}
      <Suspense>
        <Page />
        {/* Inside the page's boundary: marked once the page itself is taken over, not only the app around it. */}
        <ReadyMark />
      </Suspense>
    </>
  );
}

export interface AppProps {
  /** Injected by the server into the page: the session, known without a request. */
  initialUser?: AuthUser | null;
  /** Injected by the server into the page: what it shows, under its key (shared/views.ts). */
  initialView?: { key: string; view: PageView };
  /** Lists known at the start (tests). */
  initialContent?: Content;
  /** The content's version the injected view and profile stand for (docs/product.md §18). */
  contentVersion?: number;
  /** The built-in lists, when they are needed (no injected content): see data/defaults. */
  defaults?: Content;
  /** The DJ's profile: injected by the server, or the built-in one. */
  profile: Profile;
  /** The server's calendar day "YYYY-MM-DD" (see useToday): the first render uses it. */
  today?: string;
  /** The router around the routes: the browser's history by default, a StaticRouter on the server. */
  router?: ComponentType<{ children: ReactNode }>;
}

export default function App({ initialUser, initialView, initialContent, contentVersion, defaults, profile, today, router: Router = BrowserRouter }: AppProps) {
  return (
    <AuthProvider initialUser={initialUser}>
      <DataProvider initial={initialContent} initialView={initialView} version={contentVersion} defaults={defaults} profile={profile}>
        <TodayProvider today={today}>
          <Router>
            <AppRoutes />
          </Router>
        </TodayProvider>
      </DataProvider>
    </AuthProvider>
  );
}
