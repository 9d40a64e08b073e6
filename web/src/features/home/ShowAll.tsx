// « Voir toutes les photos » (docs/product.md §21): a home section shows its first items; the rest
// come from the API by pages, on demand, below them. The button's code comes only when there is more.
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { CollectionName, Content } from "../../../../shared/collections";

const ShowAllButton = lazy(() => import("./ShowAllButton"));

interface ShowAll<C extends CollectionName> {
  /** The items to show: the section's own, then those asked for. */
  items: Content[C];
  /** The button, while some are not shown; null once every item is. */
  button: ReactNode;
}

/** The section's items, and the button that brings the others (a page at a time). */
export function useShowAll<C extends CollectionName>(name: C, shown: Content[C], total: number): ShowAll<C> {
  const [more, setMore] = useState<Content[C]>([] as Content[C]);
  const known = new Set(shown.map((item) => item.id));
  const items = [...shown, ...more.filter((item) => !known.has(item.id))] as Content[C];
  const button =
    items.length < total || more.length > 0 ? (
      <Suspense fallback={<div className="mt-10 h-12" />}>
        <ShowAllButton name={name} total={total} onPage={(page) => setMore((current) => [...current, ...page] as Content[C])} />
      </Suspense>
    ) : null;
  return { items, button };
}
