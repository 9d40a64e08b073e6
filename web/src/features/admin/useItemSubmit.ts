// Sending an item's form (docs/product.md §4): the values checked here first, so that each field gets
// its French message, then created or updated by id; a refused write keeps the form and says why.
import type { FormEvent } from "react";
import { useState } from "react";
import type { CollectionName, Item } from "../../../../shared/collections";
import { useWrites } from "./writes";
import { checkValues, FORM_INVALID, serverFieldErrors, writeErrorMessage, type FieldErrors, type FormField, type FormValues } from "./forms";

interface ItemSubmitOptions {
  collection: CollectionName;
  /** The item edited, or null to create one. */
  item: Item<CollectionName> | null;
  values: FormValues;
  /** The fields shown, in order, and the prefix of their ids: the first wrong one gets the focus. */
  fields: readonly FormField[];
  formId: string;
  /** An image is still on its way: the form waits for it. */
  uploading: boolean;
  setErrors: (errors: FieldErrors) => void;
  setFailure: (failure: string | null) => void;
  onSaved: (item: Item<CollectionName>) => void;
}

export function useItemSubmit({ collection, item, values, fields, formId, uploading, setErrors, setFailure, onSaved }: ItemSubmitOptions) {
  const writes = useWrites();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploading) return;
    const checked = checkValues(collection, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(FORM_INVALID);
      const first = fields.find((field) => checked.errors[field.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = item ? await writes.update(collection, item.id, checked.fields) : await writes.add(collection, checked.fields);
      onSaved(saved);
    } catch (caught) {
      console.warn("Écriture refusée :", caught);
      setErrors(serverFieldErrors(caught));
      setFailure(writeErrorMessage(collection, caught));
      setSaving(false);
    }
  };

  return { saving, onSubmit };
}
