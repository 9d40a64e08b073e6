// A home section far below the fold whose code comes only when it is wanted (docs/performance.md):
// the Worker renders it whole, the browser keeps that HTML as it is (a plain link still works) and
// fetches the section's code, then hydrates it, once the section nears the screen. A page the app
// opens itself (no HTML to keep), or new data for the section, fetches it at once.
import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

/** How far below the screen a section starts coming: its HTML shows meanwhile, only its buttons wait. */
const AHEAD = "300px 0px";

/** Whether the app is past the first render of the Worker's HTML (web/src/app/App.tsx marks it). */
const appRuns = () => document.documentElement.dataset.app === "ready";

export function deferredSection<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let wake = () => {};
  const wanted = typeof document === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
  const Section = lazy(async () => {
    await wanted;
    return load();
  });

  function Deferred(props: P) {
    // Rendered again after the first render: new items, or a page the app opened itself.
    if (typeof document !== "undefined" && appRuns()) wake();
    useEffect(() => {
      const element = document.getElementById(id);
      if (!element) return wake();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: AHEAD });
      observer.observe(element);
      void wanted.then(() => observer.disconnect());
      return () => observer.disconnect();
    }, []);
    return (
      <Suspense fallback={<section id={id} className="min-h-[100svh]" />}>
        <Section {...props} />
      </Suspense>
    );
  }
  // The same items render nothing anew: React keeps the Worker's HTML until the code comes.
  return memo(Deferred);
}
