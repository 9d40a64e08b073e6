// The item forms' drafts kept in this browser (docs/product.md §19), offered back above the tabs:
// « Reprendre le brouillon » opens its form in its tab, « Ignorer » forgets it.
import { useState } from "react";
import type { CollectionName, Item } from "../../../../shared/collections";
import { useData } from "../../data/DataProvider";
import { deleteDraft, listDrafts, type Draft } from "./drafts";
import type { FormValues } from "./forms";

interface DraftActions {
  /** Shows the draft's tab; false when the DJ stays where he is. */
  select: (collection: CollectionName) => boolean;
  /** Opens the form on the item (null: a new one) with the draft's values. */
  open: (item: Item<CollectionName> | null, values: FormValues) => void;
}

export function useDrafts({ select, open }: DraftActions) {
  const data = useData();
  const [drafts, setDrafts] = useState<Draft[]>(listDrafts);
  /** The draft of an item deleted since becomes a new item's. */
  const resume = (draft: Draft) => {
    if (!select(draft.collection)) return;
    const item = (data[draft.collection] as Item<CollectionName>[]).find((other) => other.id === draft.itemId) ?? null;
    if (draft.itemId !== null && !item) deleteDraft(draft.collection, draft.itemId);
    open(item, draft.values);
  };
  const ignore = (draft: Draft) => {
    deleteDraft(draft.collection, draft.itemId);
    setDrafts(listDrafts());
  };
  /** Reads them again: a form closed may have left one, or taken its own away. */
  const reread = () => setDrafts(listDrafts());
  return { drafts, resume, ignore, reread };
}
