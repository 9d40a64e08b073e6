// Keeps an item form's values as its draft while they differ from where the form started
// (docs/product.md §19): kept once typing pauses, and at once when the page goes away; deleted when
// the values come back to the start. Paused while a draft found in the browser waits for an answer.
import { useCallback, useEffect, useRef } from "react";
import type { CollectionName } from "../../../../shared/collections";
import { DRAFT_SAVE_DELAY_MS } from "../../../../shared/limits";
import { deleteDraft, saveDraft } from "./drafts";
import type { FormValues } from "./forms";

interface DraftOptions {
  collection: CollectionName;
  itemId: number | null;
  values: FormValues;
  changed: boolean;
  /** True while the draft found earlier is offered: it must not be overwritten yet. */
  paused: boolean;
}

/** Returns `discard`: forgets the draft, and any write still waiting (the form was saved or abandoned). */
export function useDraft({ collection, itemId, values, changed, paused }: DraftOptions): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (paused) return;
    if (!changed) {
      deleteDraft(collection, itemId);
      return;
    }
    const keep = () => {
      clearTimeout(timer.current);
      saveDraft({ collection, itemId, values, savedAt: Date.now() });
    };
    timer.current = setTimeout(keep, DRAFT_SAVE_DELAY_MS);
    window.addEventListener("pagehide", keep);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("pagehide", keep);
    };
  }, [collection, itemId, values, changed, paused]);

  return useCallback(() => {
    clearTimeout(timer.current);
    deleteDraft(collection, itemId);
  }, [collection, itemId]);
}
