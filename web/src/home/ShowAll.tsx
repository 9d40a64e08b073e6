// « Voir toutes les photos » (docs/product.md §21): a home section shows its first items; the rest
// come from the API by pages, on demand, below them.
import { useState, type ReactNode } from "react";
import { COLLECTIONS, type CollectionName, type Content } from "../../../shared/collections";

interface ShowAll<C extends CollectionName> {
  /** The items to show: the section's own, then those asked for. */
  items: Content[C];
  /** The button, while some are not shown; null once every item is. */
  button: ReactNode;
}

/** The section's items, and the button that brings the others (a page at a time). */
export function useShowAll<C extends CollectionName>(name: C, shown: Content[C], total: number): ShowAll<C> {
  const [more, setMore] = useState<{ items: Content[C]; next: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const known = new Set(shown.map((item) => item.id));
  const items = [...shown, ...(more?.items ?? []).filter((item) => !known.has(item.id))] as Content[C];
  const done = more ? more.next === null : items.length >= total;

  const showMore = async () => {
    setBusy(true);
    try {
      const { fetchListPage } = await import("../data/fetchContent");
      const page = await fetchListPage(name, more?.next ? { after: more.next } : {});
      setMore((current) => ({ items: [...(current?.items ?? []), ...page.items] as Content[C], next: page.next }));
    } catch (error) {
      console.warn("Suite de la liste injoignable :", error);
    } finally {
      setBusy(false);
    }
  };

  const button = done ? null : (
    <div className="mt-10 flex justify-center">
      <button
        type="button"
        onClick={() => void showMore()}
        disabled={busy}
        aria-busy={busy}
        className="inline-flex h-12 items-center gap-2 rounded-full border border-white/20 px-7 text-sm font-semibold transition hover:border-ember-400 hover:bg-ember-500 hover:text-night-950 disabled:opacity-60"
      >
        {COLLECTIONS[name].words.showAll}
        <span className="tabular-nums text-sand-400">({total})</span>
      </button>
    </div>
  );
  return { items, button };
}
