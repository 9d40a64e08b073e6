// The app's start in the browser: the data the Worker injected, the built-in lists (and profile) when
// one is missing, the code of the page, then hydration of the Worker's HTML (or a render of an empty page).
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { parseInitialData } from "../../../shared/initial-data";
import { PAGES } from "../../../shared/pages";
import { resolvePage, viewKeyAt } from "../../../shared/resolve-page";
import { listenForMoments } from "../lib/beacon";
import App, { loadPageCode, type AppProps } from "./App";

/**
 * The app's props from what the Worker injected (the session, the page's view, the profile, the
 * server's day), so the first render has real content. Without the element (e.g. `vite preview`,
 * or D1 down) or without a view, the built-in lists and profile stand in while the providers ask the API.
 */
async function appProps(): Promise<AppProps> {
  const text = document.getElementById("initial-data")?.textContent;
  let data: ReturnType<typeof parseInitialData> = {};
  try {
    if (text) data = parseInitialData(text);
  } catch (error) {
    console.warn("Données initiales illisibles, chargement par l'API :", error);
  }
  const { user, view, profile, today, version } = data;
  const props = { initialUser: user, today, contentVersion: version };
  if (view && profile) {
    return { ...props, profile, initialView: { key: viewKeyAt(location.pathname, location.search, view.day), view } };
  }
  // The built-in content is separate files, fetched only when the page lacks its data.
  const { loadDefaultContent, loadDefaultProfile } = await import("../data/defaults");
  const [defaults, shownProfile] = await Promise.all([loadDefaultContent(), profile ?? loadDefaultProfile()]);
  return { ...props, profile: shownProfile, defaults };
}

async function start() {
  const root = document.getElementById("root")!;
  // Once: this module runs twice when it is asked again after a slow first try that comes in the
  // end (build/browser/preload-helper.js).
  if (root.dataset.started !== undefined) return;
  root.dataset.started = "";
  listenForMoments();
  // The page's own code before hydrating it, so that React finds everything it rendered: asked
  // for at once, alongside the data.
  const page = resolvePage(window.location.pathname).name;
  const pageCode = page && PAGES[page].rendered ? loadPageCode(page) : null;
  const props = await appProps();
  await pageCode;

  const app = (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
  // The rendered pages come with the Worker's HTML: take it over (boot.ts waited for it to be on
  // screen). The others (and a page the Worker could not render) come empty: render.
  // From here React handles the page's events (see earlyTaps.ts). Hydration as a transition: React
  // does it in slices of a few milliseconds, so a tap or a frame never waits for the whole page
  // (a part the visitor taps is hydrated first, at once).
  document.documentElement.dataset.app = "hydrating";
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
