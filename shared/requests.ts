// Booking requests (docs/product.md §23): what a visitor sends through the form the DJ may switch
// on, as the admin's « Demandes » tab reads it, with its status, and the limits that guard it.
// Shared by the Worker, the visitor's form and the admin; the rules are in shared/validation.ts.
import type { EventKind } from "./booking";
import { MAX_THROTTLE_WAIT_MS } from "./limits";
import { frenchPhone, phoneHref } from "./phone";

export const REQUESTS_PATH = "/api/requests";

// Its limits: here rather than in shared/limits.ts, whose every export the home page's script carries.
/** The requests one client address may send in a day. */
export const MAX_REQUESTS_PER_ADDRESS = 5;
/** A day: the attempts table forgets nothing younger (worker/accounts/throttle.ts). */
export const REQUEST_WINDOW_MS = MAX_THROTTLE_WAIT_MS;
/** Under this time between the form's opening and its sending (measured by the page), a request is a robot's. */
export const MIN_REQUEST_FILL_MS = 3000;
/** A request is deleted this many months after its last change (the daily job). */
export const REQUEST_RETENTION_MONTHS = 36;
/** The requests the admin reads at a time, newest first. */
export const REQUESTS_PAGE_SIZE = 50;
/** Cloudflare Turnstile's tokens are 2048 characters at most. */
export const MAX_TURNSTILE_TOKEN_CHARS = 2048;
/** A request's budget, as the visitor writes it ("1 500 €", "à discuter"). */
export const MAX_BUDGET_CHARS = 60;
/** The admin's live channel of the requests: a count of the new ones (and of the reviews waiting), pushed on every change. */
export const REQUESTS_LIVE_PATH = `${REQUESTS_PATH}/live`;

/** Whether the DJ has switched the request form on. */
export const requestFormOpen = (profile: { requestForm: keyof typeof REQUEST_FORM_CHOICES }) => profile.requestForm === "on";

/** The profile's switch of the request form (off by default: bookings stay by phone or mail). */
export const REQUEST_FORM_CHOICES = {
  off: "Désactivé : téléphone, SMS, WhatsApp et e-mail seulement",
  on: "Activé",
} as const;

/** A request's statuses, with their words in the admin, in the order the DJ moves them through. */
export const REQUEST_STATUSES = {
  new: "Nouvelle",
  answered: "Répondue",
  won: "Gagnée",
  lost: "Perdue",
  spam: "Indésirable",
} as const;

export type RequestStatus = keyof typeof REQUEST_STATUSES;
export const REQUEST_STATUS_NAMES = Object.keys(REQUEST_STATUSES) as RequestStatus[];

/** The field a person never sees nor fills: a robot filling every field gives itself away. */
export const HONEYPOT_FIELD = "website";

/** What the visitor sends; `phone` or `email`, at least one. */
export interface RequestForm {
  name: string;
  phone: string;
  email: string;
  date: string;
  kind: EventKind | "";
  town: string;
  guests: number | null;
  budget: string;
  message: string;
  consent: true;
}

/** GET /api/requests/settings: Turnstile's site key when the site uses it, for the form to draw its check. */
export interface RequestSettings {
  turnstileSiteKey: string | null;
}

/** A request as kept and as the admin reads it. */
export interface BookingRequest extends Omit<RequestForm, "consent"> {
  id: number;
  status: RequestStatus;
  createdAt: number;
  updatedAt: number;
}

/** GET /api/requests: a page of requests, newest first, and how many are new in all. */
export interface RequestsPage {
  requests: BookingRequest[];
  /** The id to ask the next page `before`, null on the last page. */
  next: number | null;
  fresh: number;
}

/** What the live channel sends the admin: the count of new requests, and of the clients' reviews waiting for him (docs/product.md §26). */
export interface RequestsCount {
  type: "requests";
  fresh: number;
  reviews: number;
}

/**
 * The instant before which a request's last change makes it too old to keep: `now` less the
 * retention's months, same day and time (a day the month lacks, 31 or 29, goes to its last day).
 */
export function retentionCutoff(now: number, months = REQUEST_RETENTION_MONTHS): number {
  const at = new Date(now);
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target.getTime();
}

/**
 * A visitor's number: a French one written "06 12 34 56 78" (shared/phone.ts), or one from abroad
 * with its country code, kept "+32470123456"; null when it is neither.
 */
export function visitorPhone(input: string): string | null {
  const french = frenchPhone(input);
  if (french !== null) return french;
  const compact = input.replace(/[\s.\-()\u00a0]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The `tel:` link of a number kept by `visitorPhone`. */
export const visitorPhoneHref = (phone: string) => (phone.startsWith("+") ? `tel:${phone}` : phoneHref(phone));
