// /avis/<token> (docs/product.md §26): the page a client opens from the link the DJ sent him. It
// reads what the link is now (GET /api/review-requests/<token>): open, the form, its kind and month
// already chosen when the DJ's event or request told them; used, expired or unknown, said in French
// with the way home. The form is checked by the API's own rules before sending, with the hidden
// field, the time it was open and Turnstile's check when the site uses it, for the API's guards
// against robots. Rendered by the browser only, in its own chunk.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { EVENT_KIND_LABELS, type EventKind } from "../../../../shared/event-kinds";
import { MAX_FIRST_NAME_CHARS, MAX_PLACE_CHARS, MAX_REVIEW_CHARS } from "../../../../shared/limits";
import { TOO_MANY_REVIEWS } from "../../../../shared/messages";
import { PAGES } from "../../../../shared/pages";
import { HONEYPOT_FIELD, MIN_REQUEST_FILL_MS } from "../../../../shared/requests";
import { REVIEW_FORM_PREFIX, REVIEW_REQUESTS_PATH, REVIEW_TOKEN, type ReviewLinkInfo } from "../../../../shared/reviews";
import { reviewFormSchema } from "../../../../shared/validation";
import { useData } from "../../data/DataProvider";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useTurnstileKey } from "../../hooks/useTurnstileKey";
import { api, ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { monthOptions } from "../../lib/months";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";
import { byField, Consent, Field, FIELD, focusFirstProblem, type FieldErrors, Honeypot } from "../../ui/FormField";
import { SubPage } from "../../ui/SubPage";
import { Turnstile } from "../../ui/Turnstile";
import { REVIEW_FORM } from "./reviewFormWords";

/** What the page shows: the link being read, its form, the thanks, or why there is no form. */
type Shown =
  { state: "loading" } | { state: "failed" } | ({ state: "open" } & Omit<ReviewLinkInfo, "state">) | { state: "thanks" | "sent" | "expired" | "unknown" };

/** The codes of a link that takes no review, and what the page then says. */
const CLOSED: Record<string, "sent" | "expired" | "unknown"> = { REVIEW_LINK_USED: "sent", REVIEW_LINK_EXPIRED: "expired", REVIEW_LINK_NOT_FOUND: "unknown" };

/** The link's state, read again on « Réessayer ». */
function useLink(token: string) {
  const [shown, setShown] = useState<Shown>(() => (REVIEW_TOKEN.test(token) ? { state: "loading" } : { state: "unknown" }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!REVIEW_TOKEN.test(token)) return;
    const controller = new AbortController();
    api<ReviewLinkInfo>("GET", `${REVIEW_REQUESTS_PATH}/${token}`, { signal: controller.signal }).then(
      ({ state, kind, month }) => setShown(state === "open" ? { state, kind, month } : { state }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const closed = error instanceof ApiError ? CLOSED[error.code] : undefined;
        setShown(closed ? { state: closed } : { state: "failed" });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);
  const retry = useCallback(() => {
    setShown({ state: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { shown, setShown, retry };
}

export default function ReviewFormPage() {
  usePageTitle(PAGES.reviewForm.heading);
  const { profile } = useData();
  const token = useLocation().pathname.slice(REVIEW_FORM_PREFIX.length);
  const { shown, setShown, retry } = useLink(token);
  // What replaces the form after a sending takes the focus the vanished button had.
  const [moved, setMoved] = useState(false);
  const focusIfMoved = (box: HTMLElement | null) => {
    if (moved) box?.focus();
  };

  let body;
  if (shown.state === "loading") {
    body = (
      <p role="status" className="mt-6 text-sand-400">
        {REVIEW_FORM.loading}
      </p>
    );
  } else if (shown.state === "failed") {
    body = (
      <div className="mt-6">
        <p role="alert" className="text-red-200">
          {REVIEW_FORM.loadFailed}
        </p>
        <button type="button" onClick={retry} className={buttonClass("outline", "md", "mt-4")}>
          {REVIEW_FORM.retry}
        </button>
      </div>
    );
  } else if (shown.state === "open") {
    body = (
      <ReviewForm
        token={token}
        name={profile.name}
        kind={shown.kind}
        month={shown.month}
        onDone={(state) => {
          setMoved(true);
          setShown({ state });
        }}
      />
    );
  } else if (shown.state === "thanks") {
    body = (
      <div
        ref={focusIfMoved}
        tabIndex={-1}
        role="status"
        data-testid="review-sent"
        className="mt-6 rounded-2xl border border-emerald-400/40 bg-emerald-400/10 p-5 text-emerald-100"
      >
        <p className="font-display text-lg font-bold">{REVIEW_FORM.sentTitle}</p>
        <p className="mt-1 text-sand-50">{REVIEW_FORM.sent(profile.name)}</p>
        <HomeLink />
      </div>
    );
  } else {
    const sentence = { sent: REVIEW_FORM.used, expired: REVIEW_FORM.expired, unknown: REVIEW_FORM.unknown }[shown.state];
    body = (
      <div ref={focusIfMoved} tabIndex={-1} data-testid={`review-link-${shown.state}`} className="mt-6 rounded-2xl border border-white/10 bg-night-900 p-5">
        <p className="text-sand-50">{sentence}</p>
        <HomeLink />
      </div>
    );
  }

  return (
    <SubPage back={{ to: "/", label: "Retour à l’accueil" }}>
      <div className="mt-8 max-w-2xl">
        <h1 className="font-display text-4xl font-black tracking-tight sm:text-5xl">{PAGES.reviewForm.heading}</h1>
        {shown.state === "open" ? <p className="mt-4 text-base text-sand-300">{REVIEW_FORM.intro(profile.name)}</p> : null}
        {body}
      </div>
    </SubPage>
  );
}

function HomeLink() {
  return (
    <AppLink to="/" className={buttonClass("outline", "md", "mt-4")}>
      {REVIEW_FORM.home}
    </AppLink>
  );
}

interface ReviewFormProps {
  token: string;
  name: string;
  kind: EventKind | null;
  month: string | null;
  /** The review went, or the link turned out to take none. */
  onDone: (state: "thanks" | "sent" | "expired" | "unknown") => void;
}

interface Draft {
  firstName: string;
  kind: EventKind | "";
  month: string;
  town: string;
  text: string;
  consent: boolean;
}

function ReviewForm({ token, name, kind, month, onDone }: ReviewFormProps) {
  const [draft, setDraft] = useState<Draft>({ firstName: "", kind: kind ?? "", month: month ?? "", town: "", text: "", consent: false });
  // The page's own clock, which a wrong date on the phone does not affect.
  const [openedAt] = useState(() => performance.now());
  const [honeypot, setHoneypot] = useState("");
  const turnstileKey = useTurnstileKey();
  const [turnstile, setTurnstile] = useState("");
  // A token serves once: each sending the Worker answered draws a new check.
  const [checks, setChecks] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [months] = useState(() => monthOptions(month ?? ""));

  const change = (values: Partial<Draft>) => {
    setDraft((held) => ({ ...held, ...values }));
    // Changed, a field is no longer the one refused.
    setErrors((held) => Object.fromEntries(Object.entries(held).filter(([field]) => !(field in values))));
  };
  const newCheck = () => {
    if (!turnstileKey) return;
    setTurnstile("");
    setChecks((count) => count + 1);
  };
  const fail = (problems: FieldErrors, message: string) => {
    setErrors(problems);
    setAlert(message);
    focusFirstProblem(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reviewFormSchema.safeParse(draft);
    if (!checked.success) return fail(byField(checked.error.issues.map(({ path, message }) => ({ field: String(path[0]), message }))), REVIEW_FORM.invalid);
    if (turnstileKey && !turnstile) return fail({}, REVIEW_FORM.turnstileWait);
    setSending(true);
    try {
      // A person quicker than the robots' guard (his browser filled the form) waits out the rest of it.
      // A tenth of a second over: a timer may fire a moment before its time.
      const early = MIN_REQUEST_FILL_MS + 100 - (performance.now() - openedAt);
      if (early > 100) await new Promise((resolve) => setTimeout(resolve, early));
      const fillMs = Math.ceil(performance.now() - openedAt);
      await api("POST", `${REVIEW_REQUESTS_PATH}/${token}`, { body: { ...draft, [HONEYPOT_FIELD]: honeypot, fillMs, turnstile } });
      onDone("thanks");
    } catch (error) {
      const answered = error instanceof ApiError && error.status > 0;
      if (answered && CLOSED[error.code]) return onDone(CLOSED[error.code]);
      if (answered) newCheck();
      const problems = answered ? byField(error.fields) : {};
      // The day's count in the review's own words; another refusal of the guards (too fast, Turnstile) says the Worker's sentence.
      const said = answered && error.code === "RATE_LIMITED" ? TOO_MANY_REVIEWS : errorMessage(error);
      fail(problems, Object.keys(problems).length > 0 ? REVIEW_FORM.invalid : said);
    } finally {
      setSending(false);
    }
  };

  const text = (field: "firstName" | "town" | "text") => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  const select = (field: "kind" | "month") => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  const kinds: Record<string, string> = draft.kind || kind ? EVENT_KIND_LABELS : { "": REVIEW_FORM.chooseKind, ...EVENT_KIND_LABELS };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-6 rounded-2xl border border-white/10 bg-night-900 p-4 sm:p-5">
      {alert ? (
        <p role="alert" tabIndex={-1} className="mb-4 rounded-xl border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-100">
          {alert}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={REVIEW_FORM.firstName} error={errors.firstName} required>
          {(props) => (
            <input
              {...props}
              {...text("firstName")}
              maxLength={MAX_FIRST_NAME_CHARS}
              autoComplete="given-name"
              className={`${FIELD} h-12 ${props.className}`}
            />
          )}
        </Field>
        <Field label={REVIEW_FORM.town} error={errors.town} required>
          {(props) => (
            <input {...props} {...text("town")} maxLength={MAX_PLACE_CHARS} autoComplete="address-level2" className={`${FIELD} h-12 ${props.className}`} />
          )}
        </Field>
        <Field label={REVIEW_FORM.kind} error={errors.kind} required>
          {(props) => (
            <select {...props} {...select("kind")} className={`${FIELD} h-12 ${props.className}`}>
              {Object.entries(kinds).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={REVIEW_FORM.month} error={errors.month} required>
          {(props) => (
            <select {...props} {...select("month")} className={`${FIELD} h-12 ${props.className}`}>
              {Object.entries(months).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={REVIEW_FORM.text} error={errors.text} required className="mt-4" note={REVIEW_FORM.count(draft.text.length, MAX_REVIEW_CHARS)}>
        {(props) => (
          <textarea
            {...props}
            {...text("text")}
            rows={6}
            maxLength={MAX_REVIEW_CHARS}
            placeholder={REVIEW_FORM.textPlaceholder}
            className={`${FIELD} py-3 ${props.className}`}
          />
        )}
      </Field>
      <Honeypot label={REVIEW_FORM.honeypot} value={honeypot} onChange={setHoneypot} />
      {turnstileKey ? <Turnstile key={checks} siteKey={turnstileKey} onToken={setTurnstile} failed={REVIEW_FORM.turnstileFailed} /> : null}
      <Consent
        label={REVIEW_FORM.consent(name)}
        checked={draft.consent}
        onChange={(consent) => change({ consent })}
        error={draft.consent ? undefined : errors.consent}
      >
        <AppLink to={PAGES.privacy.path} className="ml-9 inline-flex min-h-11 items-center text-sm font-semibold text-ember-300 underline underline-offset-2">
          {REVIEW_FORM.privacy}
        </AppLink>
      </Consent>
      <button type="submit" disabled={sending} className={buttonClass("primary", "lg", "mt-5 w-full sm:w-auto")}>
        {sending ? REVIEW_FORM.sending : REVIEW_FORM.send}
      </button>
    </form>
  );
}
