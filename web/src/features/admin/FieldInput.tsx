// One field of an admin form, from its description (shared/fields.ts): its label (with * when
// required), the input its kind asks for (a list for a choice), its hint and its French error.
// Items' forms and the profile's share it.
import { ChevronDown } from "lucide-react";
import type { FormField } from "./forms";
import { fieldInputClass } from "./fieldInputClass";
import { ImageField } from "./ImageField";
import { monthOptions } from "../../lib/months";
import { localDay } from "../../lib/dates";

interface FieldInputProps {
  field: FormField;
  /** The input's id; the hint and the error hang from it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Tells the form that an image is being uploaded. */
  onBusyChange: (busy: boolean) => void;
  /** Clears the field's error when its image changes. */
  onEdit: () => void;
  /** Values offered while typing (the places already used). */
  suggestions?: readonly string[];
  /** The field the form's dialog focuses first. */
  first?: boolean;
}

/** The input type, keyboard and autofill of each kind of one-line field. */
const INPUTS = {
  text: { type: "text", autoComplete: "off" },
  date: { type: "date", autoComplete: "off" },
  link: { type: "url", inputMode: "url", autoComplete: "url" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  siret: { type: "text", inputMode: "numeric", autoComplete: "off" },
  duration: { type: "text", autoComplete: "off" },
} as const;

export function FieldInput({ field, id, value, onChange, error, onBusyChange, onEdit, suggestions = [], first = false }: FieldInputProps) {
  if (field.kind === "image") {
    return (
      <ImageField
        id={id}
        label={field.label}
        required={field.required}
        value={value}
        onChange={onChange}
        onBusyChange={onBusyChange}
        onEdit={onEdit}
        error={error}
      />
    );
  }
  if (field.kind === "consent") return <ConsentInput field={field} id={id} value={value} onChange={onChange} error={error} />;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "data-autofocus": first ? "" : undefined,
  };
  const typed = { ...common, placeholder: field.placeholder, maxLength: field.maxLength };
  const listId = suggestions.length > 0 ? `${id}-suggestions` : undefined;
  return (
    <div>
      <FieldLabel id={id} label={field.label} required={field.required} />
      {field.kind === "longText" ? (
        <textarea {...typed} rows={field.rows} onChange={(event) => onChange(event.target.value)} className={`${fieldInputClass} resize-y`} />
      ) : field.kind === "choice" || field.kind === "month" ? (
        <div className="relative">
          <select
            {...common}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldInputClass} cursor-pointer appearance-none pr-11 [color-scheme:dark]`}
          >
            {Object.entries(field.kind === "month" ? monthOptions(value) : field.options).map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute right-4 top-1/2 size-4 -translate-y-1/2 text-sand-400" aria-hidden="true" />
        </div>
      ) : (
        <input
          {...typed}
          {...INPUTS[field.kind]}
          list={listId}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldInputClass} ${field.kind === "date" ? "[color-scheme:dark]" : ""}`}
        />
      )}
      {listId ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      <FieldNotes hint={field.hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A box to tick: its value is the day it was ticked, kept as long as it stays ticked. */
function ConsentInput({
  field,
  id,
  value,
  onChange,
  error,
}: Pick<FieldInputProps, "id" | "value" | "onChange" | "error"> & { field: FormField & { kind: "consent" } }) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-sand-200">
        {field.label}{" "}
        <span className="text-ember-400" aria-hidden="true">
          *
        </span>
      </legend>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-sand-200">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={value !== ""}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked ? value || localDay(new Date()) : "")}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-ember-500"
        />
        {field.statement}
      </label>
      <FieldNotes hintId={`${id}-hint`} error={error} errorId={errorId} />
    </fieldset>
  );
}

/** The field's name, with * when it is required. */
function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <div className="mb-2 flex items-baseline gap-1 text-sm font-medium">
      <label htmlFor={id} className="text-sand-200">
        {label}
      </label>
      {required ? (
        <span className="text-ember-400" aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );
}

/** Below the input: its hint and its French error, which the input names in aria-describedby. */
function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-sand-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}
