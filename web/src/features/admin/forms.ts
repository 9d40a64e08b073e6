// The admin's forms (docs/product.md §2 /admin), derived from the descriptions of the collections
// (and of the profile, ./profileValues): their fields, the values they edit, and the checks made
// before sending (the API's own rules).
import { COLLECTIONS, type CollectionName, type Item } from "../../../../shared/collections";
import { isRequired, isShown, type Field, type Fields } from "../../../../shared/fields";
import { MAX_URL_CHARS } from "../../../../shared/limits";
import { FIELD_MESSAGES } from "../../../../shared/messages";
import { itemSchema } from "../../../../shared/validation";
import type { ItemFields } from "./writes";
import { errorMessage } from "../../lib/errorMessage";
import { COLLECTION_FIELD_HELP, type FieldHelp } from "./fieldHelp";

/** A field of the form: its description and its name. */
export type FormField = Field & { name: string; required: boolean; maxLength: number | undefined };

/** The form's fields for these described fields, in order, with what the form writes in and under them. */
export function toFormFields(fields: Fields, help: Readonly<Record<string, FieldHelp | undefined>> = {}): FormField[] {
  return Object.entries(fields).map(([field, description]) => ({
    ...description,
    ...help[field],
    name: field,
    required: isRequired(description),
    maxLength: "max" in description ? description.max : description.kind === "link" ? MAX_URL_CHARS : undefined,
  }));
}

/** The fields of the collection's form, in order. */
export const formFields = (name: CollectionName): FormField[] => toFormFields(COLLECTIONS[name].fields, COLLECTION_FIELD_HELP[name]);

/** Above a form that cannot be sent yet. */
export const FORM_INVALID = "Certains champs sont à compléter ou à corriger.";

/** How an item is named in the admin's buttons and messages. */
export const titleOf = (name: CollectionName, item: object) => String((item as Record<string, unknown>)[COLLECTIONS[name].titleField] ?? "");

/** The item's picture: its collection's first image field, or none. */
export function imageOf(name: CollectionName, item: object): string {
  const column = Object.entries(COLLECTIONS[name].fields).find(([, field]) => field.kind === "image")?.[0];
  return column ? String((item as Record<string, unknown>)[column] ?? "") : "";
}

export type FormValues = Record<string, string>;

/** The form's starting values: the item's fields, or blanks for a new item; a choice never blank (its initial value), a null field blank. */
export function initialValues(name: CollectionName, item: Item<CollectionName> | null): FormValues {
  const values: FormValues = {};
  for (const field of formFields(name)) {
    const value = item ? (item as unknown as Record<string, unknown>)[field.name] : undefined;
    values[field.name] = typeof value === "string" ? value : field.kind === "choice" ? field.initial : "";
  }
  return values;
}

/**
 * A new item's values copied from another (« Dupliquer »): its fields, but every date (and consent) blank and
 * every choice at its initial value, since the copy is for another day (an event starts again as
 * « Programmé », without the previous date of a moved one).
 */
export function copyValues(name: CollectionName, item: Item<CollectionName>): FormValues {
  const values = initialValues(name, item);
  for (const field of formFields(name)) {
    if (field.kind === "date" || field.kind === "consent") values[field.name] = "";
    else if (field.kind === "choice") values[field.name] = field.initial;
  }
  return values;
}

/** One French message per field at fault, keyed by its path ("phone", "services.0.label"). */
export type FieldErrors = Record<string, string>;

/** The first message of each field, from zod's issues. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[], errors: FieldErrors = {}): FieldErrors {
  for (const issue of issues) errors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return errors;
}

export type Checked<C extends CollectionName> = { ok: true; fields: ItemFields<C> } | { ok: false; errors: FieldErrors };

/** The values checked with the API's own rules: the item's fields, or one French message per field. */
export function checkValues<C extends CollectionName>(name: C, values: FormValues): Checked<C> {
  const result = itemSchema(COLLECTIONS[name]).safeParse(values);
  if (result.success) {
    const { id: _id, ...fields } = result.data as { id?: number };
    return { ok: true, fields: fields as ItemFields<C> };
  }
  const errors: FieldErrors = {};
  // An empty required field gets the same words whatever its rule (a blank date is not "invalid").
  for (const field of formFields(name))
    if (field.required && isShown(field, values) && !values[field.name]?.trim()) errors[field.name] = FIELD_MESSAGES.required;
  return { ok: false, errors: issuesByField(result.error.issues, errors) };
}

/** The label of a field, for messages naming it; a field of one item of a batch ("items.3.date") is named as the field. */
export function fieldLabel(name: CollectionName, field: string): string {
  const own = field.replace(/^items\.\d+\./, "");
  return formFields(name).find((def) => def.name === own)?.label ?? field;
}

/** A refused write in French: the API's sentence, naming the fields at fault for a validation error. */
export function writeErrorMessage(name: CollectionName, error: unknown): string {
  const text = errorMessage(error);
  const { code, fields } = (error && typeof error === "object" ? error : {}) as { code?: unknown; fields?: { field: string; message: string }[] };
  if (code === "VALIDATION_FAILED" && Array.isArray(fields) && fields.length > 0) {
    // The items of a batch are copies of one another: one fault is usually theirs all, said once.
    const details = [...new Set(fields.map((field) => `${fieldLabel(name, field.field)} : ${field.message}`))].join(" ; ");
    return `${text.replace(/\.$/, "")} — ${details}.`;
  }
  return text;
}

/** The field errors an API refusal carries (VALIDATION_FAILED), keyed by field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const fields = (error as { fields?: { field: string; message: string }[] } | null)?.fields;
  const errors: FieldErrors = {};
  if (Array.isArray(fields)) for (const field of fields) errors[field.field] ??= field.message;
  return errors;
}
