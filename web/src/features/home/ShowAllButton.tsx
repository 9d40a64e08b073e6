// The button of « Voir toutes les photos »: it asks the API for the list's next page at each tap,
// and goes once the last page has come.
import { useState } from "react";
import { COLLECTIONS, type CollectionName, type Content } from "../../../../shared/collections";
import { Button } from "../../ui/Button";
import { fetchListPage } from "../../data/fetchContent";

interface ShowAllButtonProps<C extends CollectionName> {
  name: C;
  total: number;
  /** Takes the items of each page, in order. */
  onPage: (items: Content[C]) => void;
}

export default function ShowAllButton<C extends CollectionName>({ name, total, onPage }: ShowAllButtonProps<C>) {
  // The cursor of the next page: undefined before the first, null after the last.
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const showMore = async () => {
    setBusy(true);
    try {
      const page = await fetchListPage(name, next ? { after: next } : {});
      onPage(page.items as Content[C]);
      setNext(page.next);
    } catch (error) {
      console.warn("Suite de la liste injoignable :", error);
    } finally {
      setBusy(false);
    }
  };

  if (next === null) return null;
  return (
    <div className="mt-10 flex justify-center">
      <Button kind="outline" size="lg" onClick={() => void showMore()} disabled={busy} aria-busy={busy}>
        {COLLECTIONS[name].words.showAll}
        <span className="tabular-nums text-sand-400">({total})</span>
      </Button>
    </div>
  );
}
