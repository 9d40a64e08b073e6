// The "Profil" tab's values and checks (docs/product.md §15): the profile's fields as the form
// edits them (text, "" for a blank link), its services, and the API's own rules (profileSchema)
// checked before sending, with one French message per field.
import { PROFILE_FIELDS, type Profile, type ProfileField, type Service } from "../../../../shared/profile";
import { FIELD_MESSAGES } from "../../../../shared/messages";
import { profileSchema } from "../../../../shared/validation";
import { issuesByField, toFormFields, type FieldErrors, type FormField, type FormValues } from "./forms";

export const PROFILE_FORM_FIELDS = Object.fromEntries(toFormFields(PROFILE_FIELDS).map((field) => [field.name, field])) as Record<ProfileField, FormField>;

export interface ProfileValues {
  fields: FormValues;
  services: Service[];
}

export function profileValues(profile: Profile): ProfileValues {
  const fields: FormValues = {};
  for (const name of Object.keys(PROFILE_FIELDS) as ProfileField[]) fields[name] = profile[name] ?? "";
  return { fields, services: profile.services.map((service) => ({ ...service })) };
}

/** Whether the form holds something other than `saved` (the question before leaving). */
export const differs = (values: ProfileValues, saved: Profile) => JSON.stringify(values) !== JSON.stringify(profileValues(saved));

export type CheckedProfile = { ok: true; profile: Profile } | { ok: false; errors: FieldErrors };

export function checkProfile(values: ProfileValues): CheckedProfile {
  const result = profileSchema.safeParse({ ...values.fields, services: values.services });
  if (result.success) return { ok: true, profile: result.data };
  const errors: FieldErrors = {};
  // An empty required field gets the same words whatever its rule (a blank email is not "invalid").
  for (const field of Object.values(PROFILE_FORM_FIELDS))
    if (field.required && !values.fields[field.name]?.trim()) errors[field.name] = FIELD_MESSAGES.required;
  return { ok: false, errors: issuesByField(result.error.issues, errors) };
}
