// A home page section far below the first screen, whose code comes only when the visitor nears it:
// the Worker renders it whole (its links work before any script), and the browser hydrates it
// once its code is there. React keeps the server's HTML of a suspended part while it hydrates the
// rest, and a tap on it meanwhile is replayed after (docs/architecture.md, "How the home page loads").
import { lazy, type ComponentType } from "react";

/** How near, past the bottom of the screen, a section's code is fetched: a screen ahead of the visitor. */
const AHEAD = "100% 0px";

/**
 * Resolves once the element with this id is within a screen of the viewport; at once where there
 * is no such element yet (the page was opened from another, its sections are still to be made) or
 * no document (the Worker's render).
 */
function near(id: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}

/** The component of `load`, fetched once the section `id` it renders is near. */
export const lazyWhenNear = (id: string, load: () => Promise<{ default: ComponentType }>) =>
  lazy(typeof document === "undefined" ? load : () => near(id).then(load));
