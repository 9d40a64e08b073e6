// What the lists' buttons do to an item (docs/product.md §16, §20): delete it after the question,
// with a toast that undoes it, and move it by hand; what the server refuses becomes the notice.
import { useCallback, useState } from "react";
import type { CollectionName, Item } from "../../../../shared/collections";
import { TRASH_MESSAGES } from "../../../../shared/messages";
import { useData } from "../../data/DataProvider";
import { useWrites } from "./writes";
import { titleOf, writeErrorMessage } from "./forms";

export const DELETE_QUESTION = "Êtes-vous sûr de vouloir supprimer cet élément ?";

/** The toast after a delete: its sentence, and how to undo it while it is offered; `key` starts it again for each delete. */
export type Toast = { key: number; message: string; undo?: () => void } | null;

export function useItemActions() {
  const data = useData();
  const writes = useWrites();
  const [notice, setNotice] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast>(null);
  const hideToast = useCallback(() => setToast(null), []);
  /** A new toast in place of the one shown, with its own time. */
  const showToast = (message: string, undo?: () => void) => setToast((current) => ({ key: (current?.key ?? 0) + 1, message, undo }));
  const refused = (collection: CollectionName, item: Item<CollectionName>, what: string, error: unknown) =>
    setNotice(`« ${titleOf(collection, item)} » n’a pas été ${what} : ${writeErrorMessage(collection, error)}`);

  /** « Annuler »: the item back from the trash, in its place. */
  const undoDelete = async (collection: CollectionName, item: Item<CollectionName>, index: number) => {
    setToast(null);
    try {
      await writes.restore(collection, item, index);
      showToast(TRASH_MESSAGES.restoredToast);
    } catch (error) {
      refused(collection, item, "restauré", error);
    }
  };

  const remove = async (collection: CollectionName, item: Item<CollectionName>) => {
    if (!window.confirm(DELETE_QUESTION)) return;
    setNotice(null);
    const index = data[collection].findIndex((other) => other.id === item.id);
    try {
      await writes.remove(collection, item.id);
      showToast(TRASH_MESSAGES.deleted, () => void undoDelete(collection, item, index));
    } catch (error) {
      console.warn("Suppression refusée :", error);
      refused(collection, item, "supprimé", error);
    }
  };

  const move = async (collection: CollectionName, item: Item<CollectionName>, before: number | null) => {
    setNotice(null);
    try {
      await writes.move(collection, item.id, before);
    } catch (error) {
      refused(collection, item, "déplacé", error);
    }
  };

  return { notice, clearNotice: () => setNotice(null), toast, hideToast, remove, move };
}
