// The form of one item in its modal (docs/product.md §2, §4, §16, §19): every field required, a field that
// depends on another shown only while it applies; values and draft in useItemValues, sending in useItemSubmit.
// Closing with changes asks first; a refused write keeps the modal open with everything typed.
import { LoaderCircle } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { CollectionName, Item } from "../../../../shared/collections";
import { isShown } from "../../../../shared/fields";
import { DRAFT_MESSAGES } from "../../../../shared/messages";
import { Button } from "../../ui/Button";
import { COLLECTION_ADMIN_WORDS } from "./collectionWords";
import { formFields, type FormField, type FormValues } from "./forms";
import { FieldInput } from "./FieldInput";
import { Modal } from "./Modal";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";
import { DraftNotice } from "./DraftNotice";
import type { Draft } from "./drafts";
import { useFormErrors } from "./useFormErrors";
import { useItemSubmit } from "./useItemSubmit";
import { useItemValues } from "./useItemValues";
import { useVenueSuggestions } from "./useVenueSuggestions";

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
  const words = COLLECTION_ADMIN_WORDS[collection];
  const allFields = useMemo(() => formFields(collection), [collection]);
  const formId = useId();
  const form = useItemValues({ collection, item, copyOf, resume });
  const { values } = form;
  /** The fields that apply to what is chosen now (« Date initiale » only with « Nouvelle date »). */
  const fields = allFields.filter((field) => isShown(field, values));
  /** Focused first: the first required field left blank (the date of a copy), else the first. */
  const [firstField] = useState(() => (fields.find((field) => field.required && !values[field.name]) ?? fields[0]).name);
  const { errors, failure, setErrors, setFailure, clearError } = useFormErrors();
  const [uploading, setUploading] = useState(false);
  const venueSuggestions = useVenueSuggestions(allFields);
  const done = (saved: Item<CollectionName>) => {
    form.discardDraft();
    onSaved?.(saved);
    onClose();
  };
  const { saving, onSubmit } = useItemSubmit({ collection, item, values, fields, formId, uploading, setErrors, setFailure, onSaved: done });

  const setValue = (name: string, value: string) => {
    form.setValue(name, value);
    clearError(name);
  };

  const resumeDraft = (draft: Draft) => {
    form.resumeDraft(draft);
    setErrors({});
    setFailure(null);
  };

  const requestClose = () => {
    if (form.confirmLeave()) onClose();
  };

  const renderField = (field: FormField) => (
    <FieldInput
      key={field.name}
      field={field}
      id={`${formId}-${field.name}`}
      value={values[field.name] ?? ""}
      onChange={(value) => setValue(field.name, value)}
      error={errors[field.name]}
      onBusyChange={setUploading}
      onEdit={() => clearError(field.name)}
      suggestions={field.kind === "text" && field.suggestPlaces ? venueSuggestions : undefined}
      first={field.name === firstField}
    />
  );

  const title = item ? words.editTitle : words.addTitle;
  const { offer } = form;
  return (
    <Modal title={title} onClose={requestClose} locked={saving}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={title}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          {offer ? <DraftNotice message={DRAFT_MESSAGES.foundHere} onResume={() => resumeDraft(offer)} onIgnore={form.ignoreDraft} /> : null}
          <FormAlert message={failure} />
          {fields.map(renderField)}
          <RequiredNote />
        </div>
        <FormFooter onCancel={requestClose} busy={saving}>
          <SubmitButton saving={saving} uploading={uploading} editing={item !== null} />
        </FormFooter>
      </form>
    </Modal>
  );
}

/** « Ajouter » or « Enregistrer », waiting while the item is written or its image sent. */
function SubmitButton({ saving, uploading, editing }: { saving: boolean; uploading: boolean; editing: boolean }) {
  return (
    <Button kind="primary" size="lg" type="submit" disabled={saving || uploading} className="flex-[2] sm:flex-none">
      {saving || uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
      {saving ? "Enregistrement..." : uploading ? "Envoi de l’image..." : editing ? "Enregistrer" : "Ajouter"}
    </Button>
  );
}

/** Below the fields: what their * means. */
function RequiredNote() {
  return (
    <p className="text-xs text-sand-400">
      <span className="text-ember-400" aria-hidden="true">
        *
      </span>{" "}
      Champ obligatoire
    </p>
  );
}
