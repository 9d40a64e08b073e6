// The "Profil" tab (docs/product.md §15): the DJ's identity, texts, contacts, links and services,
// grouped as the site shows them, checked with the API's own rules, saved whole with one
// "Enregistrer" (optimistic, rolled back on failure, each error in French under its field). The
// form tells the admin page whether it holds unsaved changes, so that leaving asks first.
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { PROFILE_GROUPS, SERVICES_GROUP_TITLE, type Profile, type ProfileField, type Service } from "../../../shared/profile";
import { useData } from "../data/DataProvider";
import { useWrites } from "../data/writes";
import { errorMessage } from "../lib/errorMessage";
import { FieldInput } from "./FieldInput";
import { FORM_INVALID, serverFieldErrors, type FieldErrors } from "./forms";
import { checkProfile, differs, PROFILE_FORM_FIELDS, profileValues, type ProfileValues } from "./profileValues";
import { ServicesEditor } from "./ServicesEditor";
import { FormAlert } from "./FormAlert";

/** Asked before leaving the tab, the admin or the page with unsaved changes. */
export const LEAVE_QUESTION = "Vos modifications du profil ne sont pas enregistrées. Quitter sans enregistrer ?";
export const SAVED_MESSAGE = "Profil enregistré : le site est à jour.";

const fieldset = "rounded-2xl border border-white/10 bg-night-900/60 p-5 sm:p-6";
const legend = "float-left mb-5 w-full font-display text-lg font-bold";

interface ProfileFormProps {
  /** Told whenever the form starts or stops holding unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

export function ProfileForm({ onDirtyChange }: ProfileFormProps) {
  const { profile } = useData();
  const writes = useWrites();
  const formId = useId();
  /** The profile the form started from: a change that comes live replaces it while nothing is typed. */
  const [base, setBase] = useState<Profile>(profile);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const dirty = differs(values, base);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Saved elsewhere (another tab, another device) while this form is untouched: show it.
  if (profile !== base && !dirty && !saving) {
    setBase(profile);
    setValues(profileValues(profile));
  }

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const edited = (keys: string[]) => {
    setSaved(false);
    setFailure(null);
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => !keys.some((edit) => key === edit || key.startsWith(`${edit}.`))));
      return Object.keys(rest).length === Object.keys(current).length ? current : rest;
    });
  };

  const setField = (name: ProfileField, value: string) => {
    setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
    edited([name]);
  };

  const setServices = (services: Service[]) => {
    setValues((current) => ({ ...current, services }));
    edited(["services"]);
  };

  const onBusyChange = useCallback((busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1))), []);

  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${formId}-${first.replaceAll(".", "-")}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const checked = checkProfile(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(FORM_INVALID);
      focusFirstError(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const stored = await writes.saveProfile(checked.profile);
      setBase(stored);
      setValues(profileValues(stored));
      setSaved(true);
    } catch (caught) {
      console.warn("Profil refusé :", caught);
      const found = serverFieldErrors(caught);
      setErrors(found);
      setFailure(errorMessage(caught));
      focusFirstError(found);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setValues(profileValues(base));
    setErrors({});
    setFailure(null);
  };

  const busy = saving || uploads > 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profil" className="space-y-6">
      <p className="text-sm text-sand-400">Ces informations apparaissent sur tout le site : en-tête, accueil, à propos, contact et pied de page.</p>
      <FormAlert message={failure} />

      {PROFILE_GROUPS.map((group) => (
        <fieldset key={group.title} className={fieldset}>
          <legend className={legend}>{group.title}</legend>
          <div className="clear-both grid gap-5 md:grid-cols-2">
            {group.fields.map((name) => {
              const field = PROFILE_FORM_FIELDS[name];
              return (
                // Texts and pictures take the whole width; lines go two by two on a large screen.
                <div key={name} className={field.kind === "longText" || field.kind === "image" ? "md:col-span-2" : ""}>
                  <FieldInput
                    field={field}
                    id={`${formId}-${name}`}
                    value={values.fields[name] ?? ""}
                    onChange={(value) => setField(name, value)}
                    error={errors[name]}
                    onBusyChange={onBusyChange}
                    onEdit={() => edited([name])}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}

      <fieldset className={fieldset}>
        <legend className={legend}>{SERVICES_GROUP_TITLE}</legend>
        <div className="clear-both">
          <ServicesEditor idPrefix={`${formId}-services`} services={values.services} onChange={setServices} errors={errors} />
        </div>
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-white/10 bg-night-950/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
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
        <button
          type="button"
          onClick={cancel}
          disabled={!dirty || saving}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full border border-white/15 px-6 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-50 sm:flex-none"
        >
          <span className="sm:hidden">Annuler</span>
          <span className="hidden sm:inline">Annuler les modifications</span>
        </button>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-ember-500 px-7 text-sm font-semibold text-night-950 shadow-lg shadow-ember-500/20 transition hover:bg-ember-400 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
        >
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {saving ? "Enregistrement..." : uploads > 0 ? "Envoi de l’image..." : "Enregistrer"}
        </button>
      </div>
    </form>
  );
}
