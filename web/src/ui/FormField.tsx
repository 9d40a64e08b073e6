// The fields of the public forms (a booking request, docs/product.md §23; a client's review, §26):
// a labelled field with its hint and its error tied to it for screen readers, and a consent box
// whose whole line is the target. Dark theme, 44 px targets at least.
import { useId, type ReactNode } from "react";
import { HONEYPOT_FIELD } from "../../../shared/requests";

export const FIELD = "mt-2 block w-full rounded-xl border bg-night-950 px-4 text-base text-sand-50";
const LABEL = "block text-sm font-semibold text-sand-200";

/** The first problem of each field, by its name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first problem of each field of a refusal (the API's `fields`, or zod's issues made so). */
export const byField = (problems: { field: string; message: string }[]): FieldErrors =>
  problems.reduce<FieldErrors>((errors, { field, message }) => ({ [field]: message, ...errors }), {});

/** Focuses the first field in red of the form, or else its alert, once the error is drawn. */
export const focusFirstProblem = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => (form?.querySelector<HTMLElement>("[aria-invalid=true]") ?? form?.querySelector<HTMLElement>("[role=alert]"))?.focus());

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Said under the field after the hint or the error, tied to it too (a count of characters). */
  note?: ReactNode;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean; className: string }) => ReactNode;
}

/** A labelled field, its hint and its error tied to it for screen readers. */
export function Field({ label, error, hint, required, className = "", note, children }: FieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : hint ? `${id}-hint` : null, note ? `${id}-note` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": described,
        ...(required ? { "aria-required": true } : {}),
        className: error ? "border-red-400" : "border-white/15",
      })}
      {/* The error says what the hint said, and more. */}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-sand-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-sm text-sand-400">
          {note}
        </p>
      ) : null}
    </div>
  );
}

interface ConsentProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Under the box's line (a link to the privacy page). */
  children?: ReactNode;
}

/** The consent box: the whole line is the target, drawn by the box beside the (visually hidden) checkbox. */
export function Consent({ label, checked, onChange, error, children }: ConsentProps) {
  const id = useId();
  return (
    <div className="mt-5">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-sand-200">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={true}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 text-night-950 peer-checked:border-ember-500 peer-checked:bg-ember-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember-300 ${error ? "border-red-400" : "border-white/40"}`}
        >
          {checked ? "✓" : null}
        </span>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden field (shared/requests.ts): out of sight and out of reach of a person, of his keyboard and of his browser's autofill; only a robot fills it. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      {label}
      <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} className="sr-only" />
    </label>
  );
}
