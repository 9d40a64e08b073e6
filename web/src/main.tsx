// The app's start in the browser: the data the Worker injected, the built-in lists (and profile) when
// one is missing, the code of the page, then hydration of the Worker's HTML (or a render of an empty page).
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { COLLECTION_NAMES, type Content } from "../../shared/collections";
import { pageAt, PAGES } from "../../shared/pages";
import type { Profile } from "../../shared/profile";
import App, { loadPageCode, type AppProps } from "./App";

type InitialProps = Omit<AppProps, "profile"> & { profile?: Profile };

/**
 * The session, the lists, the profile and the server's day that the Worker injected into the page,
 * so the first render has real content. Without the element (e.g. `vite preview`, or D1 down) the
 * props stay undefined and the providers fetch as they would anyway.
 */
function readInitialData(): InitialProps {
  const element = document.getElementById("initial-data");
  if (!element?.textContent) return {};
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>;
    const props: InitialProps = {};
    const user = data.user as AppProps["initialUser"];
    if (user === null || (typeof user === "object" && typeof user?.email === "string")) props.initialUser = user;
    const content = data.content as Content | undefined;
    if (content && COLLECTION_NAMES.every((name) => Array.isArray(content[name]))) props.initialContent = content;
    const profile = data.profile as Profile | undefined;
    if (typeof profile?.name === "string" && Array.isArray(profile.services)) props.profile = profile;
    if (typeof data.today === "string") props.today = data.today;
    if (typeof data.version === "number") props.contentVersion = data.version;
    return props;
  } catch (error) {
    console.warn("Données initiales illisibles, chargement par l'API :", error);
    return {};
  }
}

/** The app's props: the injected data, with the built-in lists and profile standing in for missing ones. */
async function appProps(): Promise<AppProps> {
  const { initialContent, profile, ...props } = readInitialData();
  // The built-in content is separate files, fetched only when the page lacks some (docs/product.md
  // §4: the defaults stand in for an unreachable API or an empty list). The Worker's HTML was
  // rendered with the same substitution (web/src/ssr.tsx), so hydration sees the same lists.
  if (profile && initialContent && COLLECTION_NAMES.every((name) => initialContent[name].length > 0)) return { ...props, initialContent, profile };
  const { loadDefaultContent, loadDefaultProfile, withDefaults } = await import("./data/defaults");
  const [defaults, shownProfile] = await Promise.all([loadDefaultContent(), profile ?? loadDefaultProfile()]);
  return { ...props, profile: shownProfile, ...(initialContent ? { initialContent: withDefaults(initialContent, defaults) } : { defaults }) };
}

async function start() {
  // The page's own code before hydrating it, so that React finds everything it rendered: asked
  // for at once, alongside the data.
  const page = pageAt(window.location.pathname);
  const pageCode = page && PAGES[page].rendered ? loadPageCode(page) : null;
  const props = await appProps();
  await pageCode;

  const root = document.getElementById("root")!;
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
