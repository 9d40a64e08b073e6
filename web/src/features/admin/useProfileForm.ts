// The "Profil" tab's state (docs/product.md §15): the values typed and the profile they started from,
// the errors shown, the images still being sent, and the save (optimistic, errors under their fields).
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { Profile, ProfileField, Service } from "../../../../shared/profile";
import { useData } from "../../data/DataProvider";
import { useWrites } from "./writes";
import { errorMessage } from "../../lib/errorMessage";
import { FORM_INVALID, serverFieldErrors, type FieldErrors } from "./forms";
import { checkProfile, differs, profileValues, type ProfileValues } from "./profileValues";

/** The values typed and the profile they started from: a change that comes live replaces both while nothing is typed. */
function useProfileDraft(profile: Profile, saving: boolean) {
  const [base, setBase] = useState<Profile>(profile);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const dirty = differs(values, base);

  // Saved elsewhere (another tab, another device) while this form is untouched: show it.
  if (profile !== base && !dirty && !saving) {
    setBase(profile);
    setValues(profileValues(profile));
  }

  const startFrom = (stored: Profile) => {
    setBase(stored);
    setValues(profileValues(stored));
  };
  return { base, values, setValues, dirty, startFrom };
}

/** Says when the form starts or stops holding unsaved changes, and has the browser ask before the page is left. */
function useDirtyWarning(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/** How many images are being sent: the profile is not saved before they are. */
function useUploadCount() {
  const [uploads, setUploads] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1))), []);
  return { uploads, onBusyChange };
}

/** The errors under the fields, the message above them and « enregistré »: an edit clears its field's errors and the messages. */
function useFormFeedback() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const edited = (keys: string[]) => {
    setSaved(false);
    setFailure(null);
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => !keys.some((edit) => key === edit || key.startsWith(`${edit}.`))));
      return Object.keys(rest).length === Object.keys(current).length ? current : rest;
    });
  };
  return { errors, setErrors, failure, setFailure, saved, setSaved, edited };
}

export function useProfileForm(formId: string, onDirtyChange: (dirty: boolean) => void) {
  const { profile } = useData();
  const writes = useWrites();
  const [saving, setSaving] = useState(false);
  const draft = useProfileDraft(profile, saving);
  const feedback = useFormFeedback();
  const { uploads, onBusyChange } = useUploadCount();
  useDirtyWarning(draft.dirty, onDirtyChange);

  /** Shows the errors, the message above them, and focuses the first field refused. */
  const refuse = (found: FieldErrors, message: string) => {
    feedback.setErrors(found);
    feedback.setFailure(message);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${formId}-${first.replaceAll(".", "-")}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const checked = checkProfile(draft.values);
    if (!checked.ok) return refuse(checked.errors, FORM_INVALID);
    setSaving(true);
    try {
      draft.startFrom(await writes.saveProfile(checked.profile));
      feedback.setSaved(true);
    } catch (caught) {
      console.warn("Profil refusé :", caught);
      refuse(serverFieldErrors(caught), errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    draft.setValues(profileValues(draft.base));
    feedback.setErrors({});
    feedback.setFailure(null);
  };

  const setField = (name: ProfileField, value: string) => {
    draft.setValues((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
    feedback.edited([name]);
  };

  const setServices = (services: Service[]) => {
    draft.setValues((current) => ({ ...current, services }));
    feedback.edited(["services"]);
  };

  const { values, dirty } = draft;
  const { errors, failure, saved, edited } = feedback;
  return { values, dirty, errors, failure, saved, saving, uploads, edited, setField, setServices, onBusyChange, onSubmit, cancel };
}
