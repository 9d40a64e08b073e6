// The form of one item in its modal (docs/product.md §2, §4, §16): every field required (the API's own
// rules, checked here first so that each field gets its French message), a field that depends on
// another shown only while it applies, create (blank, or from a copy) or update by id, then close
// and release the temporary preview. A refused write keeps the modal open with everything typed,
// and says why. What is typed is kept as a draft in the browser, a draft found there is offered back,
// and closing with changes asks first (docs/product.md §19).
import { LoaderCircle } from "lucide-react";
import { useCallback, useId, useMemo, useState, type FormEvent } from "react";
import type { CollectionName, Item } from "../../../shared/collections";
import { isShown } from "../../../shared/fields";
import { DRAFT_MESSAGES } from "../../../shared/messages";
import { useData } from "../data/DataProvider";
import { useWrites } from "../data/writes";
import {
  checkValues,
  copyValues,
  FORM_INVALID,
  formFields,
  initialValues,
  serverFieldErrors,
  words as wordsOf,
  writeErrorMessage,
  type FieldErrors,
  type FormField,
  type FormValues,
} from "./forms";
import { FieldInput } from "./FieldInput";
import { Modal } from "./Modal";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";
import { DraftNotice } from "./DraftNotice";
import { deleteDraft, readDraft, valuesDiffer, type Draft } from "./drafts";
import { useDraft } from "./useDraft";

interface ItemFormProps {
  collection: CollectionName;
  /** The item edited, or null to create one. */
  item: Item<CollectionName> | null;
  /** For a new item: the item it starts as a copy of (« Dupliquer »). */
  copyOf?: Item<CollectionName>;
  /** Values to start from instead (a draft taken back from the admin's notice). */
  resume?: FormValues;
  onClose: () => void;
  /** After a successful write. */
  onSaved?: (item: Item<CollectionName>) => void;
}

export function ItemForm({ collection, item, copyOf, resume, onClose, onSaved }: ItemFormProps) {
  const data = useData();
  const writes = useWrites();
  const words = wordsOf(collection);
  const allFields = useMemo(() => formFields(collection), [collection]);
  const formId = useId();
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
  /** The fields that apply to what is chosen now (« Date initiale » only with « Nouvelle date »). */
  const fields = allFields.filter((field) => isShown(field, values));
  /** Focused first: the first required field left blank (the date of a copy), else the first. */
  const [firstField] = useState(() => (fields.find((field) => field.required && !values[field.name]) ?? fields[0]).name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  /** The places already used (venues, events' venues), offered where a field asks for a place. */
  const venueSuggestions = useMemo(() => {
    if (!allFields.some((field) => field.kind === "text" && field.suggestPlaces)) return [];
    const places = new Set<string>();
    for (const venue of data.venues) places.add(`${venue.name}, ${venue.location}`);
    for (const event of data.events) places.add(event.venue);
    return [...places].sort((a, b) => a.localeCompare(b, "fr"));
  }, [allFields, data.events, data.venues]);

  const clearError = (name: string) => {
    setFailure(null);
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Typing here sets the draft found aside: what is typed becomes the draft.
    setOffer(null);
    clearError(name);
  };

  const resumeDraft = (draft: Draft) => {
    setValues(draft.values);
    setErrors({});
    setFailure(null);
    setOffer(null);
  };

  const ignoreDraft = () => {
    deleteDraft(collection, itemId);
    setOffer(null);
  };

  /** ✕, Escape, the backdrop and « Annuler »: changes are only dropped once the admin says so. */
  const requestClose = () => {
    if (changed) {
      if (!window.confirm(DRAFT_MESSAGES.closeQuestion)) return;
      discardDraft();
    }
    onClose();
  };

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
      discardDraft();
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      console.warn("Écriture refusée :", caught);
      setErrors(serverFieldErrors(caught));
      setFailure(writeErrorMessage(collection, caught));
      setSaving(false);
    }
  };

  const renderField = (field: FormField) => (
    <FieldInput
      key={field.name}
      field={field}
      id={`${formId}-${field.name}`}
      value={values[field.name] ?? ""}
      onChange={(value) => setValue(field.name, value)}
      error={errors[field.name]}
      onBusyChange={onBusyChange}
      onEdit={() => clearError(field.name)}
      suggestions={field.kind === "text" && field.suggestPlaces ? venueSuggestions : undefined}
      first={field.name === firstField}
    />
  );

  const submitLabel = saving ? "Enregistrement..." : uploading ? "Envoi de l’image..." : item ? "Enregistrer" : "Ajouter";

  return (
    <Modal title={item ? words.editTitle : words.addTitle} onClose={requestClose} locked={saving}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={item ? words.editTitle : words.addTitle}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          {offer ? <DraftNotice message={DRAFT_MESSAGES.foundHere} onResume={() => resumeDraft(offer)} onIgnore={ignoreDraft} /> : null}
          <FormAlert message={failure} />
          {fields.map(renderField)}
          <p className="text-xs text-sand-400">
            <span className="text-ember-400" aria-hidden="true">
              *
            </span>{" "}
            Champ obligatoire
          </p>
        </div>
        <FormFooter onCancel={requestClose} busy={saving}>
          <button
            type="submit"
            disabled={saving || uploading}
            className="inline-flex h-12 flex-[2] items-center justify-center gap-2 rounded-full bg-ember-500 px-7 sm:flex-none text-sm font-semibold text-night-950 shadow-lg shadow-ember-500/20 transition hover:bg-ember-400 disabled:cursor-wait disabled:opacity-70"
          >
            {saving || uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </button>
        </FormFooter>
      </form>
    </Modal>
  );
}
