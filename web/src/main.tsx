// The app's start in the browser: the data the Worker injected, the built-in lists when a list is
// missing, the code of the page, then hydration of the Worker's HTML (or a render of an empty page).
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { COLLECTION_NAMES, type Content } from "../../shared/collections";
import { pageAt, PAGES } from "../../shared/pages";
import App, { loadPageCode, type AppProps } from "./App";

/**
 * The session, the lists and the server's day that the Worker injected into the page,
 * so the first render has real content. Without the element (e.g. `vite preview`, or D1 down) the
 * props stay undefined and the providers fetch as they would anyway.
 */
function readInitialData(): AppProps {
  const element = document.getElementById("initial-data");
  if (!element?.textContent) return {};
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>;
    const props: AppProps = {};
    const user = data.user as AppProps["initialUser"];
    if (user === null || (typeof user === "object" && typeof user?.email === "string")) props.initialUser = user;
    const content = data.content as Content | undefined;
    if (content && COLLECTION_NAMES.every((name) => Array.isArray(content[name]))) props.initialContent = content;
    if (typeof data.today === "string") props.today = data.today;
    return props;
  } catch (error) {
    console.warn("Données initiales illisibles, chargement par l'API :", error);
    return {};
  }
}

async function start() {
  const props = readInitialData();
  // The built-in lists are separate files, fetched only when the page lacks a list (docs/product.md
  // §4: the defaults stand in for an unreachable API or an empty list). The Worker's HTML was
  // rendered with the same substitution (web/src/ssr.tsx), so hydration sees the same lists.
  const { initialContent } = props;
  if (!initialContent || COLLECTION_NAMES.some((name) => initialContent[name].length === 0)) {
    const { loadDefaultContent, withDefaults } = await import("./data/defaults");
    const defaults = await loadDefaultContent();
    if (initialContent) props.initialContent = withDefaults(initialContent, defaults);
    else props.defaults = defaults;
  }

  // The page's own code before hydrating it, so that React finds everything it rendered.
  const page = pageAt(window.location.pathname);
  if (page && PAGES[page].rendered) await loadPageCode(page);

  const root = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
  // The rendered pages come with the Worker's HTML: take it over (boot.ts waited for it to be on
  // screen). The others (and a page the Worker could not render) come empty: render.
  // From here React handles the page's events (see earlyTaps.ts).
  document.documentElement.dataset.app = "hydrating";
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
