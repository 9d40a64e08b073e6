// The events' search of the admin (docs/product.md §19): an event matches when its name or its venue
// holds every word typed, accents and case ignored ("fete" finds « Fête »). The events in the page
// are filtered at once, on each key; the site's answer, over the whole agenda, follows.
import { startTransition, useEffect, useState } from "react";
import { COLLECTIONS, searchFieldsOf, type EventItem } from "../../../../shared/collections";
import { ADMIN_PAGE_SIZE } from "../../../../shared/paging";
import { matchesSearch } from "../../../../shared/search";
import { fetchListPage } from "../../data/fetchContent";

export { foldText } from "../../../../shared/search";

/** How long typing pauses before the site is asked: one request per word rather than per key. */
const SEARCH_DELAY_MS = 200;

/** Whether the event's name or venue holds every word of the query; a blank query matches every event. */
export const matchesEvent = (event: Pick<EventItem, "name" | "venue">, query: string): boolean =>
  matchesSearch(event, searchFieldsOf(COLLECTIONS.events), query);

export interface SiteSearch {
  /** The events of the whole agenda that match, once the site has answered for this query; null before, and when it could not. */
  found: EventItem[] | null;
  /** More events match than one answer holds. */
  truncated: boolean;
  /** The site was asked for this query and will not answer more: what the page holds is all there is to show. */
  settled: boolean;
}

/** The site's answer to the query (GET /api/events?q=), asked once typing pauses; off when `enabled` is false. */
export function useSiteSearch(query: string, enabled: boolean): SiteSearch {
  const [answer, setAnswer] = useState<{ query: string; items: EventItem[] | null; truncated: boolean } | null>(null);
  const asked = query.trim();
  useEffect(() => {
    if (!enabled || !asked) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchListPage("events", { query: asked, limit: ADMIN_PAGE_SIZE }).then(
        // Drawn in slices, so that a key meanwhile is answered at once.
        (page) => current && startTransition(() => setAnswer({ query: asked, items: page.items, truncated: page.next !== null })),
        (error: unknown) => {
          console.warn("Recherche injoignable, seuls les événements de la page sont filtrés :", error);
          if (current) setAnswer({ query: asked, items: null, truncated: false });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, enabled]);
  const fresh = enabled && answer?.query === asked;
  return { found: fresh ? answer.items : null, truncated: fresh && answer.truncated, settled: !enabled || fresh };
}
