// The login form's three fields (docs/product.md §5): email, password with its show/hide toggle
// (and its hint in sign-up), and the confirmation of sign-up. Ids grow from the form's own.
import { Eye, EyeOff } from "lucide-react";
import type { ChangeEvent, ReactNode, RefObject } from "react";
import { MAX_EMAIL_CHARS, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "../../../../shared/limits";
import type { LoginMode } from "./messages";

const inputClass =
  "block h-12 w-full rounded-xl border border-white/15 bg-night-900/80 px-4 text-base text-sand-50 placeholder:text-sand-400/70 transition focus:border-ember-400 focus:outline-none focus:ring-2 focus:ring-ember-400/30 aria-[invalid=true]:border-red-400/80";
const labelClass = "mb-2 block text-sm font-medium text-sand-200";

/** What every field of the form shares: its value, and its error as ARIA states it. */
const bound = (value: string, onValue: (value: string) => void, errorId?: string) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value),
  "aria-invalid": Boolean(errorId) || undefined,
});

interface FieldProps {
  /** The form's id: the field's is `${formId}-email`, `${formId}-password`… */
  formId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onValue: (value: string) => void;
  /** The error's id, when the error is about this field. */
  errorId: string | undefined;
}

function Labelled({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function EmailField({ formId, inputRef, value, onValue, errorId }: FieldProps) {
  return (
    <Labelled htmlFor={`${formId}-email`} label="Email">
      <input
        ref={inputRef}
        id={`${formId}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={MAX_EMAIL_CHARS}
        placeholder="vous@exemple.fr"
        {...bound(value, onValue, errorId)}
        aria-describedby={errorId}
        className={inputClass}
      />
    </Labelled>
  );
}

interface PasswordProps extends FieldProps {
  mode: LoginMode;
  visible: boolean;
  onToggle: () => void;
}

export function PasswordField({ formId, inputRef, value, onValue, errorId, mode, visible, onToggle }: PasswordProps) {
  const hintId = mode === "signup" ? `${formId}-hint` : "";
  return (
    <Labelled htmlFor={`${formId}-password`} label="Mot de passe">
      <div className="relative">
        <input
          ref={inputRef}
          id={`${formId}-password`}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete={mode === "signin" ? "current-password" : "new-password"}
          required
          maxLength={MAX_PASSWORD_CHARS}
          {...bound(value, onValue, errorId)}
          aria-describedby={[hintId, errorId ?? ""].join(" ").trim() || undefined}
          className={`${inputClass} pr-14`}
        />
        <VisibilityToggle visible={visible} onToggle={onToggle} controls={mode === "signup" ? `${formId}-password ${formId}-confirm` : `${formId}-password`} />
      </div>
      {hintId ? (
        <p id={hintId} className="mt-2 text-xs text-sand-400">
          {MIN_PASSWORD_CHARS} caractères minimum.
        </p>
      ) : null}
    </Labelled>
  );
}

/** Shows or hides the password, and the confirmation with it (`controls`: the ids of both). */
function VisibilityToggle({ visible, onToggle, controls }: { visible: boolean; onToggle: () => void; controls: string }) {
  const label = visible ? "Masquer le mot de passe" : "Afficher le mot de passe";
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      aria-pressed={visible}
      aria-controls={controls}
      className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-lg text-sand-400 transition hover:text-ember-300"
    >
      {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
    </button>
  );
}

export function ConfirmField({ formId, inputRef, value, onValue, errorId, visible }: FieldProps & { visible: boolean }) {
  return (
    <Labelled htmlFor={`${formId}-confirm`} label="Confirmer le mot de passe">
      <input
        ref={inputRef}
        id={`${formId}-confirm`}
        name="confirm-password"
        type={visible ? "text" : "password"}
        autoComplete="new-password"
        required
        maxLength={MAX_PASSWORD_CHARS}
        {...bound(value, onValue, errorId)}
        aria-describedby={errorId}
        className={inputClass}
      />
    </Labelled>
  );
}
