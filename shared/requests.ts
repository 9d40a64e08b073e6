// Booking requests (docs/product.md §23): what a visitor sends through the form the DJ may switch
// on, as the admin's « Demandes » tab reads it, with its status, and the answers it prepares.
// Shared by the Worker, the visitor's form and the admin; the rules are in shared/validation.ts.
import { EVENT_KINDS, type EventKind } from "./booking";
import { frenchDay } from "./french-day";
import { REQUEST_RETENTION_MONTHS } from "./limits";
import { visitorPhoneHref } from "./phone";

export const REQUESTS_PATH = "/api/requests";
/** The admin's live channel of the requests: a count of the new ones, pushed on every change. */
export const REQUESTS_LIVE_PATH = `${REQUESTS_PATH}/live`;

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

/** What the live channel sends the admin. */
export interface RequestsCount {
  type: "requests";
  fresh: number;
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

/** The ways the admin answers a request in one tap, by what the visitor left. */
export const REPLY_WAYS = {
  call: "Appeler",
  sms: "SMS",
  whatsapp: "WhatsApp",
  mail: "E-mail",
} as const;

export type ReplyWay = keyof typeof REPLY_WAYS;

/** "Bonjour Julie, merci pour votre demande pour le samedi 14 juin 2027 (mariage à Collioure). Je reviens vers vous avec une proposition. DJ Max Ribera" */
export function replyMessage(request: Pick<BookingRequest, "name" | "date" | "kind" | "town">, djName: string): string {
  const about = [request.kind ? EVENT_KINDS[request.kind].label.toLowerCase() : "", request.town ? `à ${request.town}` : ""].filter(Boolean).join(" ");
  return (
    `Bonjour ${request.name}, merci pour votre demande pour le ${frenchDay(request.date)}${about ? ` (${about})` : ""}. ` +
    `Je reviens vers vous avec une proposition. ${djName}`
  );
}

/** Each way's link to the visitor, the answer in it; a way he left no number or address for is absent. */
export function replyLinks(request: BookingRequest, message: string): Partial<Record<ReplyWay, string>> {
  const text = encodeURIComponent(message);
  const links: Partial<Record<ReplyWay, string>> = {};
  if (request.phone) {
    const tel = visitorPhoneHref(request.phone);
    const international = tel.slice("tel:+".length);
    links.call = tel;
    links.sms = `sms:${tel.slice("tel:".length)}?&body=${text}`;
    links.whatsapp = `https://wa.me/${international}?text=${text}`;
  }
  if (request.email) links.mail = `mailto:${request.email}?subject=${encodeURIComponent(`Votre demande pour le ${frenchDay(request.date)}`)}&body=${text}`;
  return links;
}
