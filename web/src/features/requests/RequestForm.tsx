// The booking request form (docs/product.md §23), under « Vérifier une date »'s answer when the DJ
// has switched it on: the visitor's name and a way to answer him, a budget and a message if he
// likes, his consent; the day and what he told of his event come from the checker above. Checked
// by the API's own rules before sending, with a hidden field and the time it was opened for the
// API's guards against robots. Its own chunk: loaded when the visitor asks for it.
import { useRef, useState, type FormEvent } from "react";
import type { BookingDetails } from "../../../../shared/booking";
import { frenchDay } from "../../../../shared/french-day";
import { MAX_EMAIL_CHARS, MAX_PHONE_CHARS, MAX_TEXT_CHARS, MAX_TITLE_CHARS } from "../../../../shared/limits";
import { TOO_MANY_REQUESTS } from "../../../../shared/messages";
import { PAGES } from "../../../../shared/pages";
import { HONEYPOT_FIELD, MAX_BUDGET_CHARS, MIN_REQUEST_FILL_MS, REQUESTS_PATH } from "../../../../shared/requests";
import { requestFormSchema } from "../../../../shared/validation";
import { api, ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { AppLink } from "../../ui/AppLink";
import { beacon } from "../../lib/beacon";
import { useTurnstileKey } from "../../hooks/useTurnstileKey";
import { buttonClass } from "../../ui/Button";
import { byField, Consent, Field, FIELD, focusFirstProblem, type FieldErrors as Errors, Honeypot } from "../../ui/FormField";
import { Turnstile } from "../../ui/Turnstile";
import { useRequestDraft, type RequestDraft } from "./useRequestDraft";
import { REQUEST_FORM } from "./words";

interface RequestFormProps {
  date: string;
  details: Omit<BookingDetails, "date">;
}

export default function RequestForm({ date, details }: RequestFormProps) {
  const { draft, change, clear } = useRequestDraft();
  // The page's own clock, which a wrong date on the phone does not affect.
  const [openedAt] = useState(() => performance.now());
  const [honeypot, setHoneypot] = useState("");
  const turnstileKey = useTurnstileKey();
  const [turnstile, setTurnstile] = useState("");
  // A token serves once: each sending the Worker answered draws a new check.
  const [checks, setChecks] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const newCheck = () => {
    if (!turnstileKey) return;
    setTurnstile("");
    setChecks((count) => count + 1);
  };
  // Once sent, the thanks take the focus the vanished button had.
  const thanks = (box: HTMLDivElement | null) => box?.focus();

  const fail = (problems: Errors, message: string) => {
    setErrors(problems);
    // A problem of a field above (the day, the event) has no field here: its sentence is the alert.
    const outside = Object.entries(problems).find(([field]) => !(field in draft));
    setAlert(outside?.[1] ?? message);
    focusFirstProblem(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { ...draft, date, kind: details.kind ?? "", town: details.town ?? "", guests: details.guests ?? null };
    const checked = requestFormSchema.safeParse(request);
    if (!checked.success) return fail(byField(checked.error.issues.map(({ path, message }) => ({ field: String(path[0]), message }))), REQUEST_FORM.invalid);
    if (turnstileKey && !turnstile) return fail({}, REQUEST_FORM.turnstileWait);
    setSending(true);
    try {
      // A person quicker than the robots' guard (his browser filled the form) waits out the rest of it.
      // A tenth of a second over: a timer may fire a moment before its time.
      const early = MIN_REQUEST_FILL_MS + 100 - (performance.now() - openedAt);
      if (early > 100) await new Promise((resolve) => setTimeout(resolve, early));
      const fillMs = Math.ceil(performance.now() - openedAt);
      await api("POST", REQUESTS_PATH, { body: { ...request, [HONEYPOT_FIELD]: honeypot, fillMs, turnstile } });
      newCheck();
      clear();
      setErrors({});
      setAlert(null);
      setSentFor(date);
      beacon("request");
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) newCheck();
      const rateLimited = answered && error.code === "RATE_LIMITED";
      const problems = answered ? byField(error.fields) : {};
      fail(problems, rateLimited ? TOO_MANY_REQUESTS : Object.keys(problems).length > 0 ? REQUEST_FORM.invalid : errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (sentFor) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        data-testid="request-sent"
        className="rounded-2xl border border-emerald-400/40 bg-emerald-400/10 p-5 text-emerald-100"
      >
        <p className="font-display text-lg font-bold">{REQUEST_FORM.sentTitle}</p>
        <p className="mt-1 text-sand-50">{REQUEST_FORM.sent(frenchDay(sentFor))}</p>
        <button type="button" onClick={() => setSentFor(null)} className={buttonClass("outline", "md", "mt-4")}>
          {REQUEST_FORM.another}
        </button>
      </div>
    );
  }

  const text = (name: keyof Omit<RequestDraft, "consent">) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      change({ [name]: event.target.value });
      // Retyped, the field is no longer the one refused.
      if (errors[name]) setErrors(({ [name]: _, ...others }) => others);
    },
  });

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="rounded-2xl border border-white/10 bg-night-900 p-4 sm:p-5">
      {alert ? (
        <p role="alert" tabIndex={-1} className="mb-4 rounded-xl border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-100">
          {alert}
        </p>
      ) : null}
      <div className="grid gap-4 @xl:grid-cols-2">
        <Field label={REQUEST_FORM.name} error={errors.name} required>
          {(props) => <input {...props} {...text("name")} maxLength={MAX_TITLE_CHARS} autoComplete="name" className={`${FIELD} h-12 ${props.className}`} />}
        </Field>
        <Field label={REQUEST_FORM.phone} error={errors.phone} hint={REQUEST_FORM.contactHint}>
          {(props) => (
            <input {...props} {...text("phone")} type="tel" maxLength={MAX_PHONE_CHARS} autoComplete="tel" className={`${FIELD} h-12 ${props.className}`} />
          )}
        </Field>
        <Field label={REQUEST_FORM.email} error={errors.email}>
          {(props) => (
            <input {...props} {...text("email")} type="email" maxLength={MAX_EMAIL_CHARS} autoComplete="email" className={`${FIELD} h-12 ${props.className}`} />
          )}
        </Field>
        <Field label={REQUEST_FORM.budget} error={errors.budget}>
          {(props) => (
            <input
              {...props}
              {...text("budget")}
              maxLength={MAX_BUDGET_CHARS}
              placeholder={REQUEST_FORM.budgetPlaceholder}
              className={`${FIELD} h-12 ${props.className}`}
            />
          )}
        </Field>
      </div>
      <Field label={REQUEST_FORM.message} error={errors.message} className="mt-4">
        {(props) => (
          <textarea
            {...props}
            {...text("message")}
            rows={4}
            maxLength={MAX_TEXT_CHARS}
            placeholder={REQUEST_FORM.messagePlaceholder}
            className={`${FIELD} py-3 ${props.className}`}
          />
        )}
      </Field>
      <Honeypot label={REQUEST_FORM.honeypot} value={honeypot} onChange={setHoneypot} />
      {turnstileKey ? <Turnstile key={checks} siteKey={turnstileKey} onToken={setTurnstile} failed={REQUEST_FORM.turnstileFailed} /> : null}
      <Consent
        label={REQUEST_FORM.consent}
        checked={draft.consent}
        onChange={(consent) => change({ consent })}
        error={draft.consent ? undefined : errors.consent}
      >
        <AppLink to={PAGES.privacy.path} className="ml-9 inline-flex min-h-11 items-center text-sm font-semibold text-ember-300 underline underline-offset-2">
          {REQUEST_FORM.privacy}
        </AppLink>
      </Consent>
      <button type="submit" disabled={sending} className={buttonClass("primary", "lg", "mt-5 w-full @xl:w-auto")}>
        {sending ? REQUEST_FORM.sending : REQUEST_FORM.send}
      </button>
    </form>
  );
}
