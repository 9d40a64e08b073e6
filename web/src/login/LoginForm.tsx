// The sign-in / sign-up form (docs/product.md §2 /login, §4 "Login screen", §5, §8): two modes toggled by a
// link, a show/hide toggle on the password, the confirm field in sign-up, a busy state, the error
// box cleared by any edit, and home on success.
import { Eye, EyeOff, LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useAuth } from "../auth/AuthProvider";
import { requestSession } from "./session";
import { TEXTS, checkLoginForm, fieldOfCode, loginErrorMessage, type LoginField, type LoginMode } from "./messages";
import { MAX_EMAIL_CHARS, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "../../../shared/limits";

interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Called once signed in (the page goes home). */
  onSuccess: () => void;
}

const inputClass =
  "block h-12 w-full rounded-xl border border-white/15 bg-night-900/80 px-4 text-base text-sand-50 placeholder:text-sand-400/70 transition focus:border-ember-400 focus:outline-none focus:ring-2 focus:ring-ember-400/30 aria-[invalid=true]:border-red-400/80";
const labelClass = "mb-2 block text-sm font-medium text-sand-200";

export function LoginForm({ mode, onModeChange, onSuccess }: LoginFormProps) {
  const { signedIn } = useAuth();
  const texts = TEXTS[mode];
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: LoginField | null } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const refs = {
    email: emailRef,
    password: passwordRef,
    confirm: confirmRef,
  };
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const switchMode = () => {
    setError(null);
    setConfirm("");
    onModeChange(mode === "signin" ? "signup" : "signin");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkLoginForm(mode, email, password, confirm);
    if (problem) {
      setError(problem);
      refs[problem.field].current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      signedIn(await requestSession(mode, email.trim(), password));
      if (mounted.current) onSuccess();
    } catch (caught) {
      if (!mounted.current) return;
      const code = (caught as { code?: unknown } | null)?.code;
      const field = typeof code === "string" ? fieldOfCode(code) : null;
      setError({ message: loginErrorMessage(caught, mode), field });
      setBusy(false);
      if (field) refs[field].current?.focus();
    }
  };

  const errorId = `${id}-error`;
  const described = (field: LoginField) => (error?.field === field ? errorId : undefined);
  const toggleLabel = visible ? "Masquer le mot de passe" : "Afficher le mot de passe";

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={error ? errorId : undefined}>
      {error ? (
        <div
          id={errorId}
          role="alert"
          data-testid="login-error"
          className="flex items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm font-medium text-red-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
          <span>{error.message}</span>
        </div>
      ) : null}

      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_CHARS}
          placeholder="vous@exemple.fr"
          value={email}
          onChange={(event) => edit(setEmail)(event.target.value)}
          aria-invalid={error?.field === "email" || undefined}
          aria-describedby={described("email")}
          className={inputClass}
        />
      </div>

      <div>
        <label htmlFor={`${id}-password`} className={labelClass}>
          Mot de passe
        </label>
        <div className="relative">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type={visible ? "text" : "password"}
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
            required
            maxLength={MAX_PASSWORD_CHARS}
            value={password}
            onChange={(event) => edit(setPassword)(event.target.value)}
            aria-invalid={error?.field === "password" || undefined}
            aria-describedby={[mode === "signup" ? `${id}-hint` : "", described("password") ?? ""].join(" ").trim() || undefined}
            className={`${inputClass} pr-14`}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={visible}
            aria-controls={mode === "signup" ? `${id}-password ${id}-confirm` : `${id}-password`}
            className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-lg text-sand-400 transition hover:text-ember-300"
          >
            {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
        {mode === "signup" ? (
          <p id={`${id}-hint`} className="mt-2 text-xs text-sand-400">
            {MIN_PASSWORD_CHARS} caractères minimum.
          </p>
        ) : null}
      </div>

      {mode === "signup" ? (
        <div>
          <label htmlFor={`${id}-confirm`} className={labelClass}>
            Confirmer le mot de passe
          </label>
          <input
            ref={confirmRef}
            id={`${id}-confirm`}
            name="confirm-password"
            type={visible ? "text" : "password"}
            autoComplete="new-password"
            required
            maxLength={MAX_PASSWORD_CHARS}
            value={confirm}
            onChange={(event) => edit(setConfirm)(event.target.value)}
            aria-invalid={error?.field === "confirm" || undefined}
            aria-describedby={described("confirm")}
            className={inputClass}
          />
        </div>
      ) : null}

      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-ember-500 px-6 text-base font-semibold text-night-950 shadow-lg shadow-ember-500/20 transition hover:bg-ember-400 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {busy ? texts.busy : texts.submit}
      </button>

      <p className="text-center text-sm text-sand-400">
        {texts.switchQuestion}{" "}
        <button
          type="button"
          onClick={switchMode}
          disabled={busy}
          className="font-semibold text-ember-400 underline-offset-4 transition hover:text-ember-300 hover:underline disabled:opacity-60"
        >
          {texts.switchAction}
        </button>
      </p>
    </form>
  );
}
