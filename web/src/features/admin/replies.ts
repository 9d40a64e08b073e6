// The admin's one-tap answers to a booking request (docs/product.md §23): the message prepared in
// French, and the link of each way the visitor left to reach him.
import { EVENT_KINDS } from "../../../../shared/booking";
import { frenchDay } from "../../../../shared/french-day";
import { visitorPhoneHref, type BookingRequest } from "../../../../shared/requests";

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
