// Reviews asked of clients (docs/product.md §26): the DJ makes a one-use link from an event or a
// request in the admin and sends it; the client writes his review at /avis/<token>; it waits in
// « À valider » until the DJ publishes it (it becomes an item of the `reviews` collection, the
// only reviews any public page reads) or refuses it. Shared by the Worker, the client's form and
// the admin; the rules are in shared/validation.ts.
import type { EventKind } from "./booking";

export const REVIEW_REQUESTS_PATH = "/api/review-requests";
/** The client's page: /avis/<token>. */
export const REVIEW_FORM_PREFIX = "/avis/";
/** A token: 32 random bytes, base64url (43 characters). */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How long a link can be used. */
export const REVIEW_LINK_DAYS = 60;
/** The daily job deletes a link (open, published or refused; never one waiting) this many months after it expired. */
export const REVIEW_LINK_RETENTION_MONTHS = 12;
/** The reviews one client address may send in a day. */
export const MAX_REVIEWS_PER_ADDRESS = 5;
/** The review requests « À valider » shows at most, oldest first. */
export const MAX_WAITING_REVIEWS = 100;

/** What the DJ asks a link for: one of his events, or a booking request (its client's contact prefills the message). */
export type ReviewAbout = { event: number } | { request: number };

/** POST /api/review-requests answers the link (its token is never stored) and what the message says. */
export interface ReviewLink {
  id: number;
  url: string;
  expiresAt: number;
  /** The message to send, in French, with the link. */
  message: string;
  /** The client's phone and email when the link is for a request. */
  phone: string;
  email: string;
}

/** What GET /api/review-requests/<token> tells the client's page. */
export type ReviewLinkState = "open" | "sent" | "expired";

export interface ReviewLinkInfo {
  state: ReviewLinkState;
  /** The kind and month the form starts with (from the event or the request), when known. */
  kind: EventKind | null;
  month: string | null;
}

/** What the client sends (POST /api/review-requests/<token>); the consent is the box he ticked. */
export interface ReviewForm {
  firstName: string;
  kind: EventKind;
  month: string;
  town: string;
  text: string;
  consent: true;
}

/** A sent review, waiting for the DJ (GET /api/review-requests, admin only). */
export interface WaitingReview extends Omit<ReviewForm, "consent"> {
  id: number;
  about: string;
  sentAt: number;
}
