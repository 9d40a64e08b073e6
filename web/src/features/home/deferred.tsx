// A home section far below the fold whose code comes only when it is wanted (docs/decisions/0036):
// the Worker renders it whole, the browser keeps that HTML as it is (its links to other sites work)
// and fetches the section's code, then hydrates it, once the section nears the screen or is
// touched. A button or a link of the site tapped meanwhile is pressed again once the section runs
// (a link of the site then opens its page in the app, as any other). A page the app opens itself
// (no HTML to keep), or a change of what the section shows, fetches it at once.
import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";
import { useData } from "../../data/DataProvider";
import { useToday } from "../../hooks/useToday";

const onServer = typeof document === "undefined";
/** Longer than this for a section's code, and a link of the site tapped meanwhile is followed as a plain link. */
const LINK_WAIT_MS = 3000;

/** Each deferred section's start: fetches its code, resolved once it has come. */
const starts: (() => Promise<unknown>)[] = [];

/** Every deferred section's code, fetched now: for a page the app opened at one of their ids. */
export const loadAllSections = () => Promise.all(starts.map((start) => start()));

export function deferredSection<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let wake = () => {};
  const wanted = onServer ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
  // A chunk that cannot come keeps the Worker's HTML (the page says so: app/loadFailure.ts), rather
  // than an error that would empty the page.
  const code = wanted.then(load).catch(() => new Promise<never>(() => {}));
  starts.push(() => (wake(), code));
  const Section = lazy(() => code);
  /** The button or link tapped before the section ran; null once it runs. */
  let tapped: HTMLElement | null | undefined;

  /** Inside the boundary: its effect runs once the section has hydrated, and presses the button tapped before. */
  function Hydrated() {
    useEffect(() => {
      // Marked as running first: the listener below lets the press through.
      const tap = tapped;
      tapped = null;
      if (tap?.isConnected) tap.click();
    }, []);
    return null;
  }

  function Deferred(props: P) {
    // The contexts the section reads: a change of one reaches it before it has hydrated, and React
    // would hold the whole update until its code came. Rendered again: at once.
    useData();
    useToday();
    if (!onServer && document.documentElement.dataset.app === "ready") wake();
    useEffect(() => {
      const element = document.getElementById(id);
      if (!element) return wake();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: "300px 0px" });
      observer.observe(element);
      // On the document, before React's own listener, which drops a tap on a section not yet hydrated.
      const touched = (event: Event) => {
        if (tapped !== null && event.target instanceof Element && element.contains(event.target)) {
          wake();
          const mouse = event as MouseEvent;
          if (event.type !== "click" || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
          const target = (tapped = event.target.closest<HTMLElement>('button, a[href^="/"]:not([target])'));
          if (target instanceof HTMLAnchorElement) {
            event.preventDefault();
            setTimeout(() => tapped === target && location.assign(target.href), LINK_WAIT_MS);
          }
        }
      };
      for (const type of ["pointerdown", "click"]) document.addEventListener(type, touched, true);
      return () => {
        observer.disconnect();
        for (const type of ["pointerdown", "click"]) document.removeEventListener(type, touched, true);
      };
    }, []);
    return (
      <Suspense fallback={<section id={id} className="min-h-[100svh]" />}>
        <Section {...props} />
        <Hydrated />
      </Suspense>
    );
  }
  // The same items render nothing anew: React keeps the Worker's HTML until the code comes.
  return memo(Deferred);
}
