// The login form's state (docs/product.md §5): the three fields, the password's visibility, the busy
// state and the error, with the checks made on submit and the call that follows.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useAuth } from "../../data/AuthProvider";
import { requestSession } from "../../data/session";
import { checkLoginForm, fieldOfError, loginErrorMessage, type LoginField, type LoginMode } from "./messages";

export interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Called once signed in (the page goes home). */
  onSuccess: () => void;
}

export interface LoginError {
  message: string;
  /** The field it is about, which gets the focus back; null for the form as a whole. */
  field: LoginField | null;
}

/** False once the form is gone: an answer that comes later then neither shows nor navigates. */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on each mount: StrictMode unmounts and mounts the form once more in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

export function useLoginForm({ mode, onModeChange, onSuccess }: LoginFormProps) {
  const { signedIn } = useAuth();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: "", password: "", confirm: "" });
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };
  const mounted = useMounted();
  const focus = (field: LoginField) => refs[field].current?.focus();

  // Any edit clears the error: it spoke of what was there before.
  const edit = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const switchMode = () => {
    setError(null);
    setValues((current) => ({ ...current, confirm: "" }));
    onModeChange(mode === "signin" ? "signup" : "signin");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkLoginForm(mode, values.email, values.password, values.confirm);
    if (problem) {
      setError(problem);
      focus(problem.field);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      signedIn(await requestSession(mode, values.email.trim(), values.password));
      if (mounted.current) onSuccess();
    } catch (caught) {
      if (!mounted.current) return;
      const field = fieldOfError(caught);
      setError({ message: loginErrorMessage(caught, mode), field });
      setBusy(false);
      if (field) focus(field);
    }
  };

  return { values, edit, visible, toggleVisible: () => setVisible((shown) => !shown), busy, error, refs, submit, switchMode };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
