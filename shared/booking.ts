// A visitor's booking, prepared for him to send (docs/product.md §22): the kind of event, the
// message in French built from the date and what he typed, and the DJ's phone, SMS, WhatsApp and
// mail links that carry it. Nothing is stored: the visitor sends it himself, from his own phone.
import { EVENT_KIND_LABELS, type EventKind } from "./event-kinds";
import { frenchDay } from "./french-day";
import { phoneHref } from "./phone";

/** The kinds of event a visitor can name, with the words the form shows and the words of the message. */
export const EVENT_KINDS = {
  wedding: { label: EVENT_KIND_LABELS.wedding, phrase: "un mariage" },
  birthday: { label: EVENT_KIND_LABELS.birthday, phrase: "un anniversaire" },
  private: { label: EVENT_KIND_LABELS.private, phrase: "une soirée privée" },
  corporate: { label: EVENT_KIND_LABELS.corporate, phrase: "un événement d’entreprise" },
  venue: { label: EVENT_KIND_LABELS.venue, phrase: "une soirée dans un établissement" },
  public: { label: EVENT_KIND_LABELS.public, phrase: "un événement public" },
} as const satisfies Record<EventKind, { label: string; phrase: string }>;

export { EVENT_KIND_LABELS, type EventKind };

/** The most guests a visitor can name: a number past it is surely a typo. */
export const MAX_GUESTS = 10_000;

/** What the visitor tells of his event; only the date is needed. */
export interface BookingDetails {
  date: string;
  kind?: EventKind | "";
  town?: string;
  guests?: number | null;
}

/** "Bonjour, je souhaiterais vous réserver le samedi 14 juin 2027 pour un mariage à Collioure, environ 120 invités." */
export function bookingMessage({ date, kind, town, guests }: BookingDetails): string {
  let text = `Bonjour, je souhaiterais vous réserver le ${frenchDay(date)}`;
  if (kind) text += ` pour ${EVENT_KINDS[kind].phrase}`;
  const place = town?.trim();
  if (place) text += ` à ${place}`;
  if (guests && guests > 0) text += `, environ ${guests} invité${guests > 1 ? "s" : ""}`;
  return `${text}.`;
}

/** The mail's subject: "Réservation du samedi 14 juin 2027". */
export const bookingSubject = (date: string) => `Réservation du ${frenchDay(date)}`;

/** The ways to reach the DJ, in the order the checker offers them. */
export const CONTACT_WAYS = {
  call: "Appeler",
  sms: "SMS",
  whatsapp: "WhatsApp",
  mail: "E-mail",
} as const;

export type ContactWay = keyof typeof CONTACT_WAYS;

/**
 * Each way's link, the message in it where the way takes one (a call cannot). "sms:<number>?&body="
 * is read by iOS and Android alike; wa.me takes the number with its country code and no "+".
 */
export function contactLinks(dj: { phone: string; email: string }, message: string, subject: string): Record<ContactWay, string> {
  const tel = phoneHref(dj.phone);
  const text = encodeURIComponent(message);
  return {
    call: tel,
    sms: `sms:${tel.slice("tel:".length)}?&body=${text}`,
    whatsapp: `https://wa.me/${tel.slice("tel:+".length)}?text=${text}`,
    mail: `mailto:${dj.email}?subject=${encodeURIComponent(subject)}&body=${text}`,
  };
}
