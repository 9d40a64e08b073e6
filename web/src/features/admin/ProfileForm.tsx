// The "Profil" tab (docs/product.md §15): the DJ's identity, texts, contacts, links and services,
// grouped as the site shows them, checked with the API's own rules, saved whole with one
// "Enregistrer". The form tells the admin page whether it holds unsaved changes (leaving asks first).
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useId, type ReactNode } from "react";
import { PROFILE_GROUPS, SERVICES_GROUP_TITLE, type ProfileField } from "../../../../shared/profile";
import { Button } from "../../ui/Button";
import { FieldInput } from "./FieldInput";
import type { FieldErrors, FormValues } from "./forms";
import { PROFILE_FORM_FIELDS } from "./profileValues";
import { ServicesEditor } from "./ServicesEditor";
import { FormAlert } from "./FormAlert";
import { useProfileForm } from "./useProfileForm";

/** Asked before leaving the tab, the admin or the page with unsaved changes. */
export const LEAVE_QUESTION = "Vos modifications du profil ne sont pas enregistrées. Quitter sans enregistrer ?";
export const SAVED_MESSAGE = "Profil enregistré : le site est à jour.";

/** One group of the form, under its title. */
function ProfileFieldset({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-white/10 bg-night-900/60 p-5 sm:p-6">
      <legend className="float-left mb-5 w-full font-display text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

interface FieldGroupProps {
  formId: string;
  fields: readonly ProfileField[];
  values: FormValues;
  errors: FieldErrors;
  setField: (name: ProfileField, value: string) => void;
  edited: (keys: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

/** A group's fields: texts and pictures take the whole width; lines go two by two on a large screen. */
function FieldGroup({ formId, fields, values, errors, setField, edited, onBusyChange }: FieldGroupProps) {
  return (
    <div className="clear-both grid gap-5 md:grid-cols-2">
      {fields.map((name) => {
        const field = PROFILE_FORM_FIELDS[name];
        return (
          <div key={name} className={field.kind === "longText" || field.kind === "image" ? "md:col-span-2" : ""}>
            <FieldInput
              field={field}
              id={`${formId}-${name}`}
              value={values[name] ?? ""}
              onChange={(value) => setField(name, value)}
              error={errors[name]}
              onBusyChange={onBusyChange}
              onEdit={() => edited([name])}
            />
          </div>
        );
      })}
    </div>
  );
}

/** « Profil enregistré » once saved, « Modifications non enregistrées » while changed, read out as it changes. */
function SaveStatus({ saved, dirty }: { saved: boolean; dirty: boolean }) {
  return (
    <p role="status" className="min-w-0 flex-1 basis-full text-sm sm:basis-auto">
      {saved && !dirty ? (
        <span className="inline-flex items-center gap-2 text-emerald-300">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {SAVED_MESSAGE}
        </span>
      ) : dirty ? (
        <span className="text-ember-300">Modifications non enregistrées</span>
      ) : null}
    </p>
  );
}

interface SaveBarProps {
  saved: boolean;
  dirty: boolean;
  saving: boolean;
  uploads: number;
  onCancel: () => void;
}

/** The bar kept at the foot of the screen: where the changes stand, « Annuler » and « Enregistrer ». */
function SaveBar({ saved, dirty, saving, uploads, onCancel }: SaveBarProps) {
  const busy = saving || uploads > 0;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-white/10 bg-night-950/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
      <SaveStatus saved={saved} dirty={dirty} />
      <Button kind="outline" size="lg" onClick={onCancel} disabled={!dirty || saving} className="flex-1 sm:flex-none">
        <span className="sm:hidden">Annuler</span>
        <span className="hidden sm:inline">Annuler les modifications</span>
      </Button>
      <Button type="submit" kind="primary" size="lg" disabled={busy} className="flex-1 sm:flex-none">
        {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {saving ? "Enregistrement..." : uploads > 0 ? "Envoi de l’image..." : "Enregistrer"}
      </Button>
    </div>
  );
}

interface ProfileFormProps {
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

export function ProfileForm({ onDirtyChange }: ProfileFormProps) {
  const formId = useId();
  const form = useProfileForm(formId, onDirtyChange);
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Profil" className="space-y-6">
      <p className="text-sm text-sand-400">Ces informations apparaissent sur tout le site : en-tête, accueil, à propos, contact et pied de page.</p>
      <FormAlert message={form.failure} />

      {PROFILE_GROUPS.map((group) => (
        <ProfileFieldset key={group.title} title={group.title}>
          <FieldGroup
            formId={formId}
            fields={group.fields}
            values={form.values.fields}
            errors={form.errors}
            setField={form.setField}
            edited={form.edited}
            onBusyChange={form.onBusyChange}
          />
        </ProfileFieldset>
      ))}

      <ProfileFieldset title={SERVICES_GROUP_TITLE}>
        <div className="clear-both">
          <ServicesEditor idPrefix={`${formId}-services`} services={form.values.services} onChange={form.setServices} errors={form.errors} />
        </div>
      </ProfileFieldset>

      <SaveBar saved={form.saved} dirty={form.dirty} saving={form.saving} uploads={form.uploads} onCancel={form.cancel} />
    </form>
  );
}
