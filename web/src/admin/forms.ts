// The three admin forms (SPEC §2 /admin): their fields, labels and words, the values they edit,
// and the checks made before sending (the shared zod rules, the very ones of the API).
import type { FieldError } from "../../../shared/api";
import { inputSchemas } from "../../../shared/schemas";
import type { CollectionName, Item } from "../../../shared/types";
import { GENERIC_ERROR, type ItemFields } from "../data/writes";

/** The API's word for a blank required field (shared/schemas.ts). */
export const REQUIRED = "Ce champ est obligatoire";

export type FieldKind = "text" | "date" | "textarea" | "image" | "url";

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  placeholder?: string;
  hint?: string;
  /** For the event's venue: suggestions from the places already used. */
  suggestions?: boolean;
  maxLength?: number;
}

export interface CollectionWords {
  tab: string;
  addTitle: string;
  editTitle: string;
  empty: string;
  /** How an item is named in the edit and delete buttons. */
  itemName: (item: Item<CollectionName>) => string;
}

export const WORDS: Record<CollectionName, CollectionWords> = {
  events: {
    tab: "Événements",
    addTitle: "Ajouter un événement",
    editTitle: "Modifier l’événement",
    empty: "Aucun événement pour le moment.",
    itemName: (item) => (item as Item<"events">).name,
  },
  photos: {
    tab: "Photos",
    addTitle: "Ajouter une photo",
    editTitle: "Modifier la photo",
    empty: "Aucune photo pour le moment.",
    itemName: (item) => (item as Item<"photos">).title,
  },
  venues: {
    tab: "Lieux",
    addTitle: "Ajouter un lieu",
    editTitle: "Modifier le lieu",
    empty: "Aucun lieu pour le moment.",
    itemName: (item) => (item as Item<"venues">).name,
  },
};

const image: FieldDef = { name: "image", label: "Image", kind: "image", required: true };
const description: FieldDef = { name: "description", label: "Description", kind: "textarea", required: true, maxLength: 2000 };

export const FIELDS: Record<CollectionName, FieldDef[]> = {
  events: [
    { name: "name", label: "Nom", kind: "text", required: true, placeholder: "Sunset House Session", maxLength: 120 },
    { name: "date", label: "Date", kind: "date", required: true },
    { name: "time", label: "Horaires", kind: "text", required: true, placeholder: "20:00 - 02:00", maxLength: 40 },
    { name: "venue", label: "Lieu", kind: "text", required: true, placeholder: "Lieu, adresse, ville", suggestions: true, maxLength: 200 },
    image,
    description,
    {
      name: "ticketLink",
      label: "Lien billetterie",
      kind: "url",
      required: false,
      placeholder: "https://…",
      hint: "Facultatif : le bouton « Billetterie » apparaît sur la carte de l’événement.",
      maxLength: 2048,
    },
  ],
  photos: [{ name: "title", label: "Titre", kind: "text", required: true, placeholder: "Coucher de soleil aux platines", maxLength: 120 }, image, description],
  venues: [
    { name: "name", label: "Nom", kind: "text", required: true, placeholder: "Les Voiles Pourpres", maxLength: 120 },
    { name: "location", label: "Localisation", kind: "text", required: true, placeholder: "Canet-en-Roussillon", maxLength: 200 },
    image,
    description,
  ],
};

export type FormValues = Record<string, string>;

/** The form's starting values: the item's fields, or blanks for a new item. */
export function initialValues(name: CollectionName, item: Item<CollectionName> | null): FormValues {
  const values: FormValues = {};
  for (const field of FIELDS[name]) {
    const value = item ? (item as unknown as Record<string, unknown>)[field.name] : "";
    values[field.name] = typeof value === "string" ? value : "";
  }
  return values;
}

export type FieldErrors = Record<string, string>;

export type Checked<C extends CollectionName> = { ok: true; fields: ItemFields<C> } | { ok: false; errors: FieldErrors };

/** The values checked with the API's own rules: the item's fields, or one French message per field. */
export function checkValues<C extends CollectionName>(name: C, values: FormValues): Checked<C> {
  const result = inputSchemas[name].safeParse(values);
  if (result.success) {
    const { id: _id, ...fields } = result.data as { id?: number };
    return { ok: true, fields: fields as ItemFields<C> };
  }
  const errors: FieldErrors = {};
  // An empty required field gets the same words whatever its rule (a blank date is not "invalid").
  for (const field of FIELDS[name]) if (field.required && !values[field.name]?.trim()) errors[field.name] = REQUIRED;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The label of a field, for messages naming it. */
export function fieldLabel(name: CollectionName, field: string): string {
  return FIELDS[name].find((def) => def.name === field)?.label ?? field;
}

/** A refused write in French: the API's sentence, naming the fields at fault for a validation error. */
export function writeErrorMessage(name: CollectionName, error: unknown): string {
  const { message, code, fields } = (error && typeof error === "object" ? error : {}) as {
    message?: unknown;
    code?: unknown;
    fields?: FieldError[];
  };
  const text = typeof message === "string" && message && typeof code === "string" ? message : GENERIC_ERROR;
  if (code === "VALIDATION_FAILED" && Array.isArray(fields) && fields.length > 0) {
    const details = fields.map((field) => `${fieldLabel(name, field.field)} : ${field.message}`).join(" ; ");
    return `${text.replace(/\.$/, "")} — ${details}.`;
  }
  return text;
}

/** The field errors an API refusal carries (VALIDATION_FAILED), keyed by field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const fields = (error as { fields?: FieldError[] } | null)?.fields;
  const errors: FieldErrors = {};
  if (Array.isArray(fields)) for (const field of fields) errors[field.field] ??= field.message;
  return errors;
}
