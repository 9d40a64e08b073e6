// The public pages rendered by the Worker: the same <App> as in the browser, around a
// StaticRouter, with the same data the page injects (#initial-data), so that the HTML already
// holds the hero, the event cards and the photos before any script has run, and the browser
// hydrates it (main.tsx, hydrateRoot) without a single difference:
// - the user: docs/product.md §2 says the page renders only once the first answer about the session is
//   known; the Worker knows it (it read the cookie), so this render *is* that first render. When
//   it cannot be known (D1 unavailable) nothing is rendered here and the browser asks;
// - the view: what the page shows, injected too (the Worker already put the built-in items in place of
//   a collection that has none);
// - the DJ's profile: the injected one;
// - "today": the server's calendar day, injected too; the browser's first render uses it, then
//   switches to the visitor's own day (hooks/useToday);
// - the browser-only parts (scroll position, IntersectionObserver, matchMedia, sockets) live in
//   effects, which do not run here.
// The Worker reaches this module as "#ssr" (package.json "imports"); it is type-checked with the
// browser code (tsconfig.web.json), and worker/pages/ssr.d.ts is its signature for the Worker's.
import { StrictMode, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { RenderInput } from "../../../shared/initial-data";
import { viewKeyAt } from "../../../shared/resolve-page";
import App from "./App";

/**
 * The HTML inside #root for `url` (path and query): what the browser's first render produces.
 * Rendered whole (allReady) before it is read: the parts the browser loads on demand (React.lazy,
 * e.g. /events) are in it, inline, with no streaming script (the CSP would refuse one).
 */
export async function renderApp(url: string, { user, view, profile, today }: RenderInput): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const address = new URL(url, "http://site");
  const key = viewKeyAt(address.pathname, address.search, view.day);
  let failure: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <App initialUser={user} initialView={{ key, view }} profile={profile} today={today} router={Router} />
    </StrictMode>,
    // Every Suspense boundary inline, whatever the bytes before it: React otherwise moves a boundary
    // past its progressive chunk (12.8 KB) to the end, behind a script the CSP would refuse.
    { onError: (error) => void (failure ??= error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure !== undefined) throw failure;
  return html;
}
