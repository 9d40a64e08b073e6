// An item form's values (docs/product.md §16, §19): where they start (blank, the item's or a copy's),
// what is typed, kept as a draft, and a draft of this form found in the browser, offered back.
import { useState } from "react";
import type { CollectionName, Item } from "../../../../shared/collections";
import { DRAFT_MESSAGES } from "../../../../shared/messages";
import { deleteDraft, readDraft, valuesDiffer, type Draft } from "./drafts";
import { copyValues, initialValues, type FormValues } from "./forms";
import { useDraft } from "./useDraft";

interface ItemValuesOptions {
  collection: CollectionName;
  item: Item<CollectionName> | null;
  copyOf?: Item<CollectionName>;
  resume?: FormValues;
}

export function useItemValues({ collection, item, copyOf, resume }: ItemValuesOptions) {
  const itemId = item?.id ?? null;
  /** Where the form starts: what « changed » is measured from. */
  const [start] = useState<FormValues>(() => (!item && copyOf ? copyValues(collection, copyOf) : initialValues(collection, item)));
  const [values, setValues] = useState<FormValues>(() => resume ?? start);
  /** A draft of this form found in the browser, offered until taken back or set aside. */
  const [offer, setOffer] = useState<Draft | null>(() => {
    const draft = resume ? null : readDraft(collection, itemId);
    return draft && valuesDiffer(draft.values, start) ? draft : null;
  });
  const changed = valuesDiffer(values, start);
  const discardDraft = useDraft({ collection, itemId, values, changed, paused: offer !== null });

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Typing here sets the draft found aside: what is typed becomes the draft.
    setOffer(null);
  };

  const resumeDraft = (draft: Draft) => {
    setValues(draft.values);
    setOffer(null);
  };

  const ignoreDraft = () => {
    deleteDraft(collection, itemId);
    setOffer(null);
  };

  /** ✕, Escape, the backdrop and « Annuler »: whether to close; changes are only dropped once the admin says so. */
  const confirmLeave = () => {
    if (!changed) return true;
    if (!window.confirm(DRAFT_MESSAGES.closeQuestion)) return false;
    discardDraft();
    return true;
  };

  return { values, offer, setValue, resumeDraft, ignoreDraft, discardDraft, confirmLeave };
}
