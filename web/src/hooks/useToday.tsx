// "Today" for the public pages (docs/product.md §9: the upcoming/past boundary is local midnight; the footer
// shows the current year). The server renders / and /events with its own calendar day (Paris) and
// injects it; the browser's first render uses that same day, so hydration matches the server's
// HTML exactly, and right after it switches to the visitor's own local day (a re-render only when
// the two differ: another time zone, a clock set elsewhere, a page kept open past midnight).
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { parseLocalDate, startOfToday } from "../lib/dates";

const TodayContext = createContext<Date | null>(null);

export function TodayProvider({ today, children }: { today?: string; children: ReactNode }) {
  const [day, setDay] = useState(() => (today && parseLocalDate(today)) || startOfToday());

  useEffect(() => {
    // A transition: React finishes hydrating the page before it applies the change, where an
    // urgent update would make it drop the server's HTML and render the page anew.
    const sync = () => {
      const local = startOfToday();
      startTransition(() => setDay((current) => (current.getTime() === local.getTime() ? current : local)));
    };
    sync();
    // Back to a tab left open, or restored from the back/forward cache, on another day.
    const onVisible = () => document.visibilityState === "visible" && sync();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", sync);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pageshow", sync);
    };
  }, []);

  return <TodayContext.Provider value={day}>{children}</TodayContext.Provider>;
}

/** Local midnight of today (see TodayProvider); outside the provider, the clock's own day. */
export function useToday(): Date {
  return useContext(TodayContext) ?? startOfToday();
}
