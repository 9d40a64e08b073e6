// « Restaurer » and « Supprimer définitivement » (after a question) in the « Corbeille » (docs/product.md
// §20): one item at a time, each saying how it went; done, the item leaves the dialog's list.
import { useState } from "react";
import type { CollectionName } from "../../../../shared/collections";
import { TRASH_MESSAGES as T } from "../../../../shared/messages";
import { useWrites } from "./writes";
import { errorMessage } from "../../lib/errorMessage";
import { titleOf } from "./forms";
import { purgeItem, type TrashedItem } from "./trash";

export type TrashOutcome = { ok: boolean; message: string };

export function useTrashActions(remove: (collection: CollectionName, id: number) => void) {
  const writes = useWrites();
  /** The item whose restore or purge is under way. */
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TrashOutcome | null>(null);

  const act = async (collection: CollectionName, item: TrashedItem<CollectionName>, action: () => Promise<unknown>, done: string) => {
    setBusy(item.id);
    setOutcome(null);
    try {
      await action();
      remove(collection, item.id);
      setOutcome({ ok: true, message: done });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const restore = (collection: CollectionName, item: TrashedItem<CollectionName>) => {
    const { deletedAt: _, ...fields } = item;
    void act(collection, item, () => writes.restore(collection, fields), T.restored(titleOf(collection, item)));
  };

  const purge = (collection: CollectionName, item: TrashedItem<CollectionName>) => {
    const title = titleOf(collection, item);
    if (!window.confirm(T.purgeQuestion(title))) return;
    void act(collection, item, () => purgeItem(collection, item.id), T.purged(title));
  };

  return { busy, outcome, restore, purge };
}
