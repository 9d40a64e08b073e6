// The sign-in / sign-up form (docs/product.md §2 /login, §4 "Login screen", §5, §8): two modes toggled by a
// link, the confirm field in sign-up, a busy state, the error box cleared by any edit, and home on
// success. Its state is useLoginForm's; its fields, LoginFields'.
import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "../../ui/Button";
import { ConfirmField, EmailField, PasswordField } from "./LoginFields";
import { TEXTS, type LoginField, type LoginMode } from "./messages";
import { useLoginForm, type LoginFormProps, type LoginFormState } from "./useLoginForm";

export function LoginForm(props: LoginFormProps) {
  const { mode } = props;
  const form = useLoginForm(props);
  const id = useId();
  const texts = TEXTS[mode];
  const errorId = `${id}-error`;
  // Each field points at the error box (aria-describedby) while the error is about it.
  const field = (name: LoginField) => ({
    formId: id,
    inputRef: form.refs[name],
    value: form.values[name],
    onValue: form.edit(name),
    errorId: form.error?.field === name ? errorId : undefined,
  });

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5" aria-describedby={form.error ? errorId : undefined}>
      {form.error ? <ErrorBox id={errorId} message={form.error.message} /> : null}
      <EmailField {...field("email")} />
      <PasswordField {...field("password")} mode={mode} visible={form.visible} onToggle={form.toggleVisible} />
      {mode === "signup" ? <ConfirmField {...field("confirm")} visible={form.visible} /> : null}
      <Button type="submit" kind="primary" size="lg" disabled={form.busy} className="w-full">
        {form.busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {form.busy ? texts.busy : texts.submit}
      </Button>
      <SwitchMode mode={mode} form={form} />
    </form>
  );
}

function ErrorBox({ id, message }: { id: string; message: string }) {
  return (
    <div
      id={id}
      role="alert"
      data-testid="login-error"
      className="flex items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm font-medium text-red-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** « Pas encore de compte ? Créer un compte », or the way back to signing in. */
function SwitchMode({ mode, form }: { mode: LoginMode; form: LoginFormState }) {
  const texts = TEXTS[mode];
  return (
    <p className="text-center text-sm text-sand-400">
      {texts.switchQuestion}{" "}
      <Button kind="text" onClick={form.switchMode} disabled={form.busy}>
        {texts.switchAction}
      </Button>
    </p>
  );
}
