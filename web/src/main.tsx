import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { COLLECTIONS, type Content } from "../../shared/types";
import App, { loadEventsPage, type AppProps } from "./App";

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
    if (content && COLLECTIONS.every((name) => Array.isArray(content[name]))) props.initialContent = content;
    if (typeof data.today === "string") props.today = data.today;
    return props;
  } catch (error) {
    console.warn("Données initiales illisibles, chargement par l'API :", error);
    return {};
  }
}

async function start() {
  const props = readInitialData();
  // The built-in lists are a separate file, fetched only when the page lacks a list (SPEC §4:
  // the defaults stand in for an unreachable API or an empty list). The Worker's HTML was rendered
  // with the same substitution (web/src/ssr.tsx), so hydration sees the same lists.
  const { initialContent } = props;
  if (!initialContent || COLLECTIONS.some((name) => initialContent[name].length === 0)) {
    const { DEFAULT_CONTENT, withDefaults } = await import("./data/defaults");
    if (initialContent) props.initialContent = withDefaults(initialContent, DEFAULT_CONTENT);
    else props.defaults = DEFAULT_CONTENT;
  }

  // The page's own code before hydrating it, so that React finds everything it rendered.
  if (window.location.pathname === "/events") await loadEventsPage();

  const root = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
  // / and /events come rendered by the Worker: take over that HTML (boot.ts waited for it to be
  // on screen). /login and /admin (and a page the Worker could not render) come empty: render.
  // From here React handles the page's events (see earlyTaps.ts).
  document.documentElement.dataset.app = "hydrating";
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
