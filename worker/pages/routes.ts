// The pages of the app (shared/pages.ts) answered by the Worker: the built index.html from the
// static assets, rewritten as it streams (HTMLRewriter) with the session, the lists and the DJ's
// profile as JSON, so
// the app starts with real content and no round trip, and with what the page tells search engines
// and link previews (worker/seo/meta.ts). The pages the table marks `rendered` also come with the
// app's own HTML in #root, rendered here with React from that same data (web/src/app/ssr.tsx, reached
// as "#ssr"): the first paint needs no script, and the browser hydrates it (docs/product.md §13).
import type { Context } from "hono";
import { Hono } from "hono";
import { renderApp } from "#ssr";
import type { EventItem, MixItem } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import { PAGE_NAMES, PAGES, type PageName } from "../../shared/pages";
import { resolvePage } from "../../shared/resolve-page";
import type { InitialData } from "../../shared/initial-data";
import type { Profile } from "../../shared/profile";
import { eventsPath, type Agenda, type PageView, type ViewQuery } from "../../shared/views";
import { readSession } from "../accounts/session";
import { readView, type SiteView } from "../content/views";
import type { AppEnv } from "../env";
import { shareImage } from "../images/share";
import { escapeAttribute, scriptJson, wellFormed } from "../lib/html";
import { timed } from "../lib/timing";
import { parisToday } from "../lib/paris-time";
import { siteOrigin } from "../lib/site-origin";
import { DEFAULT_PROFILE } from "../profile/store";
import { upcomingEvents } from "../seo/jsonld";
import { eventMeta, headTags, pageMeta, type PageMeta, type UpcomingSummary } from "../seo/meta";
import { inlineAssets, writeInline } from "./inline-assets";

/**
 * The page carries the visitor's session (and content that changes live): no shared cache may
 * keep it (`private`), and the browser asks again on every load (`no-cache`) instead of showing
 * a copy that may name someone who has since logged out. `no-cache` rather than `no-store` keeps
 * the page eligible for the back/forward cache, so "Back" stays instant on a phone.
 * `Vary: Cookie` in case a cache between ignores `private`.
 */
export const PAGE_CACHE_CONTROL = "private, no-cache";

/** The user of the request, `null` for nobody, `undefined` when the accounts cannot be read. */
async function loadUser(c: Context<AppEnv>): Promise<InitialData["user"]> {
  try {
    const session = await readSession(c);
    return session && { email: session.email, role: session.role };
  } catch (error) {
    console.error("Page without the session (D1 unavailable)", error);
    return undefined;
  }
}

/** What the page shows, the profile and their version, or null when D1 cannot give them. */
async function loadViewOrNull(db: D1Database, query: ViewQuery, today: string): Promise<SiteView | null> {
  try {
    return await readView(db, query, today);
  } catch (error) {
    console.error("Page without its content (D1 unavailable)", error);
    return null;
  }
}

/**
 * The page's HTML as the app's first render makes it (web/src/app/ssr.tsx), from the same data as is
 * injected; null when the session or the lists are unknown (D1 unavailable: the browser renders
 * then, after asking the API), or should rendering fail (the browser renders then).
 */
async function renderAppOrNull(url: string, data: InitialData, today: string): Promise<string | null> {
  if (data.user === undefined || !data.view || !data.profile) return null;
  try {
    return await renderApp(url, { user: data.user, view: data.view, profile: data.profile, today });
  } catch (error) {
    console.error("Page rendered without its HTML (the browser renders it)", error);
    return null;
  }
}

/** The built index.html, straight from the static assets (never a 304: no conditional headers). */
const fetchShell = (c: Context<AppEnv>) => c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { method: "GET" }));

/** What the page of the address shows: the page itself, the not-found page instead, or a move to the event's right address. */
type Resolved = { name: PageName; event: EventItem | null } | { redirect: string };

/** A page of /events that lists something: a year of the archive that has events, a page number within the list's. */
const agendaExists = ({ year, years, part, parts }: Agenda) => (year === null || years.some((entry) => entry.year === year)) && part <= parts;

/**
 * An event's page stands for its event (its view holds it, read by id): an id no event has is the
 * not-found page, and a slug other than the event's own (or none) is sent to its address. Without
 * the view (D1 unavailable), the page is served as it is and the browser looks the event up.
 */
function resolve(name: PageName, pathname: string, view: PageView | undefined): Resolved {
  if (name === "events" && view?.agenda && !agendaExists(view.agenda)) return { name: "notFound", event: null };
  if (name !== "event" || !view) return { name, event: null };
  const event = view.content.events[0];
  if (!event) return { name: "notFound", event: null };
  const path = eventPath(event);
  return path === pathname ? { name, event } : { redirect: path };
}

async function metaOf(
  c: Context<AppEnv>,
  name: PageName,
  event: EventItem | null,
  dj: Profile,
  upcoming: EventItem[] | null,
  summary: UpcomingSummary | null,
  canonical?: string,
  mixes?: readonly MixItem[],
): Promise<PageMeta> {
  const origin = siteOrigin(c);
  if (!event) return pageMeta(name, dj, origin, upcoming, summary, canonical, mixes);
  return eventMeta(event, dj, origin, await shareImage(c.env, event.image, origin));
}

export async function renderPage(c: Context<AppEnv>, requested: PageName): Promise<Response> {
  const url = new URL(c.req.url);
  const now = new Date();
  const today = parisToday(now);
  const query = resolvePage(url.pathname, url.search).view;
  const [shell, user, stored] = await Promise.all([fetchShell(c), loadUser(c), timed(c, "d1", loadViewOrNull(c.env.DB, query, today))]);
  if (!shell.ok || !shell.body) return shell;
  const shellHtml = await shell.text();
  const inline = "inlineAssets" in PAGES[requested] ? await inlineAssets(c.env.ASSETS, shellHtml, c.req.url) : null;
  if (!stored) c.set("fromDefaults", true);

  const resolved = resolve(requested, url.pathname, stored?.view);
  if ("redirect" in resolved) return c.redirect(`${resolved.redirect}${url.search}`, 301);
  const { name, event } = resolved;
  const page = PAGES[name];

  const data: InitialData = {};
  if (user !== undefined) data.user = user;
  if (stored) Object.assign(data, { view: stored.view, profile: stored.profile, version: stored.version });
  // Without D1, the page speaks of the DJ as the built-in profile does (the browser shows that one too).
  const dj = stored?.profile ?? DEFAULT_PROFILE;
  // Search engines read the events the page shows, never the whole agenda; its description counts
  // every upcoming event and names the soonest, whichever page or year of /events it is.
  const upcoming = stored && upcomingEvents(stored.view.content.events, now);
  const summary = stored && { count: stored.view.totals.upcoming, next: stored.next ?? upcoming?.[0] ?? null };
  // A year or a page of /events is its own address for search engines (the sitemap lists the years).
  const agenda = name === "events" ? stored?.view.agenda : undefined;
  // A page of many addresses is its own address (/avis/<token>); a year or a page of /events too.
  const canonical = agenda ? eventsPath(agenda.year, agenda.part) : "pattern" in page ? url.pathname : undefined;
  const meta = await metaOf(c, name, event, dj, upcoming, summary, canonical, stored?.view.content.mixes);
  const app = page.rendered ? await timed(c, "render", renderAppOrNull(`${url.pathname}${url.search}`, data, today)) : null;
  if (app) data.today = today;

  const rewriter = inline ? writeInline(new HTMLRewriter(), inline) : new HTMLRewriter();
  const html = rewriter
    .on("title", {
      element: (element) => {
        element.setInnerContent(wellFormed(meta.title));
      },
    })
    .on('meta[name="description"]', {
      element: (element) => {
        element.replace(`<meta name="description" content="${escapeAttribute(wellFormed(meta.description))}" />`, { html: true });
      },
    })
    .on("head", {
      element: (element) => {
        element.append(`  ${wellFormed(headTags(meta, dj))}\n  `, { html: true });
      },
    })
    .on("div#root", {
      element: (element) => {
        if (app) element.setInnerContent(wellFormed(app), { html: true });
      },
    })
    // The outline of a page the browser renders (web/index.html): a page rendered here has its content.
    .on("div#page-skeleton", {
      element: (element) => {
        if (app) element.remove();
      },
    })
    .on("body", {
      element: (element) => {
        // Before the app's module script runs (modules run once the document is parsed).
        if (Object.keys(data).length > 0) {
          element.append(`<script id="initial-data" type="application/json">${scriptJson(data)}</script>\n  `, { html: true });
        }
      },
    })
    .transform(new Response(shellHtml));

  return new Response(html.body, {
    status: "status" in page ? page.status : 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": PAGE_CACHE_CONTROL,
      Vary: "Cookie",
      ...(inline && { "Content-Security-Policy": inline.policy }),
    },
  });
}

/** The not-found page at any address (an unknown calendar file, an address under /events/ that is no page). */
export const notFoundPage = (c: Context<AppEnv>) => renderPage(c, "notFound");

/** The folders of the build's files and the artwork: a missing file there is no page. */
const FILE_FOLDERS = /^\/(assets|media)\//;

/**
 * What an address nothing answers gets: 405 for a page asked with another method than GET or HEAD, a
 * plain 404 for a missing file or any other method, the French not-found page otherwise. Never the
 * app's shell with a 200, which search engines would take for a page (a "soft 404").
 */
export function unknownAddress(c: Context<AppEnv>): Response | Promise<Response> {
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  if (!read && resolvePage(c.req.path).name) return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  if (!read || FILE_FOLDERS.test(c.req.path)) {
    return new Response("Fichier introuvable.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return notFoundPage(c);
}

export const pageRoutes = new Hono<AppEnv>();
for (const name of PAGE_NAMES) pageRoutes.get(PAGES[name].path, (c) => renderPage(c, name));
// The rest of /events/: "/events/" is the events page; an event's address with a trailing slash is
// its page (which moves it to its address); anything else is not found, never the app's fallback.
pageRoutes.get("/events/", (c) => c.redirect(PAGES.events.path, 301));
pageRoutes.get("/events/*", (c) => renderPage(c, resolvePage(c.req.path).name === "event" ? "event" : "notFound"));
