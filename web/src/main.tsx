import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { COLLECTIONS, type Content } from "../../shared/types";
import App, { type AppProps } from "./App";
import { DEFAULT_CONTENT } from "./data/DataProvider";
import "./styles.css";

/**
 * The session and the lists the Worker injected into the page (issue 8), so the first render
 * has real content. Without the element (e.g. `vite preview`, or D1 down) the props stay
 * undefined and the providers fetch as they would anyway.
 */
function readInitialData(): AppProps {
  const element = document.getElementById("initial-data");
  if (!element?.textContent) return {};
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>;
    const props: AppProps = {};
    const user = data.user as AppProps["initialUser"];
    if (user === null || (typeof user === "object" && typeof user?.email === "string")) props.initialUser = user;
    const content = data.content as AppProps["initialContent"];
    if (content && COLLECTIONS.every((name) => Array.isArray(content[name]))) {
      // As after a fetch (SPEC §4): an empty list keeps the built-in one.
      const lists = COLLECTIONS.map((name) => [name, content[name].length > 0 ? content[name] : DEFAULT_CONTENT[name]]);
      props.initialContent = Object.fromEntries(lists) as Content;
    }
    return props;
  } catch (error) {
    console.warn("Données initiales illisibles, chargement par l'API :", error);
    return {};
  }
}

const { initialUser, initialContent } = readInitialData();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App initialUser={initialUser} initialContent={initialContent} />
  </StrictMode>,
);
