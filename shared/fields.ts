// The kinds of field an item has: what each holds and how the admin's form shows it. Plain data, so
// that the public pages can read the descriptions of the collections without carrying their
// validation, which shared/validation.ts builds from the same fields.
import { MAX_TEXT_CHARS } from "./limits";

/** A field that only applies while another field has a given value (an event's previous date, when it has a new one). */
export interface ShownWhen {
  field: string;
  equals: string;
}

interface FieldBase {
  label: string;
  placeholder?: string;
  /** A line under the field in the form. */
  hint?: string;
  /**
   * Asked for (and required) only while the other field has that value; otherwise stored as null
   * and hidden from the form.
   */
  shownWhen?: ShownWhen;
}

/** One line of text, trimmed, required. */
export interface TextField extends FieldBase {
  kind: "text";
  max: number;
  /** Offer the places already used (events' venues, venues' addresses) as suggestions. */
  suggestPlaces?: boolean;
}

/** Paragraphs, trimmed, required. */
export interface LongTextField extends FieldBase {
  kind: "longText";
  max: number;
  rows: number;
}

/** A real calendar day, YYYY-MM-DD, required. */
export interface DateField extends FieldBase {
  kind: "date";
}

/** An image: an https address, an upload of ours, the site's artwork, or inline data; required unless `optional`. */
export interface ImageField extends FieldBase {
  kind: "image";
  /** Blank is stored as null (a review's photo). */
  optional?: true;
}

/** A web address, optional but for a mix's: blank is stored as null. */
export interface LinkField extends FieldBase {
  kind: "link";
  /** Only https: addresses (the profile's links); otherwise http: too (a ticket office's). */
  httpsOnly?: boolean;
  /** Required, and only the address of a mix the site can play: on SoundCloud, Mixcloud or YouTube (shared/mixes.ts). */
  mix?: true;
}

/** A length of time, "1:02:30" or "58:00" (hours, minutes, seconds), required. */
export interface DurationField extends FieldBase {
  kind: "duration";
}

/** A month, "2026-06", required; the form offers the last few. */
export interface MonthField extends FieldBase {
  kind: "month";
}

/**
 * A person's consent, required: the day it was given ("YYYY-MM-DD"), stored when the box
 * `statement` is ticked (a client's consent to publish his review).
 */
export interface ConsentField extends FieldBase {
  kind: "consent";
  statement: string;
}

/** An email address, trimmed, required. */
export interface EmailField extends FieldBase {
  kind: "email";
}

/** A French phone number, required, stored as "06 12 34 56 78" (shared/phone.ts). */
export interface PhoneField extends FieldBase {
  kind: "phone";
}

/** A SIRET number, required, stored as "123 456 789 00012" (shared/siret.ts). */
export interface SiretField extends FieldBase {
  kind: "siret";
}

/** One value out of a fixed few, each with its French label; `initial` when none is sent. */
export interface ChoiceField<V extends string = string> extends FieldBase {
  kind: "choice";
  /** Value → label, in the order the form offers them. */
  options: Readonly<Record<V, string>>;
  initial: V;
}

export type Field =
  | TextField
  | LongTextField
  | DateField
  | ImageField
  | LinkField
  | EmailField
  | PhoneField
  | SiretField
  | ChoiceField
  | DurationField
  | MonthField
  | ConsentField;
export type Fields = Readonly<Record<string, Field>>;

type OwnValue<F extends Field> = F extends { mix: true }
  ? string
  : F extends LinkField | { optional: true }
    ? string | null
    : F extends ChoiceField<infer V>
      ? V
      : string;

/** What a field holds once checked: null too for a field that is not always asked for. */
export type FieldValue<F extends Field> = F extends { shownWhen: ShownWhen } ? OwnValue<F> | null : OwnValue<F>;

/** Values of fields as checked and stored (an item's without its id, the profile's). */
export type FieldValues<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

export const textField = (label: string, max: number, options: Omit<TextField, "kind" | "label" | "max"> = {}): TextField => ({
  kind: "text",
  label,
  max,
  ...options,
});

export const longTextField = (label: string, options: Partial<Omit<LongTextField, "kind" | "label">> = {}): LongTextField => ({
  kind: "longText",
  label,
  max: MAX_TEXT_CHARS,
  rows: 4,
  ...options,
});

export const dateField = <const O extends Omit<DateField, "kind" | "label">>(label: string, options?: O): DateField & O =>
  ({ kind: "date", label, ...options }) as DateField & O;

export const choiceField = <const V extends string>(
  label: string,
  options: Readonly<Record<V, string>>,
  initial: NoInfer<V>,
  more: Pick<FieldBase, "hint"> = {},
): ChoiceField<V> => ({
  kind: "choice",
  label,
  options,
  initial,
  ...more,
});

export const imageField = <const O extends Omit<ImageField, "kind" | "label">>(label = "Image", options?: O): ImageField & O =>
  ({ kind: "image", label, ...options }) as ImageField & O;

export const linkField = <const O extends Omit<LinkField, "kind" | "label">>(label: string, options?: O): LinkField & O =>
  ({ kind: "link", label, ...options }) as LinkField & O;

export const durationField = (label: string, options: Omit<DurationField, "kind" | "label"> = {}): DurationField => ({ kind: "duration", label, ...options });

export const monthField = (label: string, options: Omit<MonthField, "kind" | "label"> = {}): MonthField => ({ kind: "month", label, ...options });

export const consentField = (label: string, statement: string): ConsentField => ({ kind: "consent", label, statement });

export const emailField = (label: string, options: Omit<EmailField, "kind" | "label"> = {}): EmailField => ({ kind: "email", label, ...options });

export const phoneField = (label: string, options: Omit<PhoneField, "kind" | "label"> = {}): PhoneField => ({ kind: "phone", label, ...options });

export const siretField = (label: string, options: Omit<SiretField, "kind" | "label"> = {}): SiretField => ({ kind: "siret", label, ...options });

/** Whether the form and the API ask for a value (a field with `shownWhen`: while it is shown). */
export const isRequired = (field: Field) => (field.kind === "link" ? field.mix === true : !(field.kind === "image" && field.optional));

/** Whether a field applies to these values: always, or while the field it depends on has its value. */
export const isShown = (field: Field, values: Readonly<Record<string, unknown>>) =>
  !field.shownWhen || values[field.shownWhen.field] === field.shownWhen.equals;
