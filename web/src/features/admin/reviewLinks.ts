// The ways « Demander un avis » sends its message (docs/product.md §26): WhatsApp, SMS and e-mail,
// to the client's number and address when the link was made for his request, else to whomever the
// DJ picks in the app. The same forms as the booking's links (shared/booking.ts contactLinks).
import { visitorPhone, visitorPhoneHref } from "../../../../shared/requests";
import type { ReviewLink } from "../../../../shared/reviews";
import { REVIEW_WORDS } from "./reviewWords";

export const REVIEW_WAYS = ["whatsapp", "sms", "mail"] as const;
export type ReviewWay = (typeof REVIEW_WAYS)[number];

/** Each way's link, the message in it: "sms:<number>?&body=" (iOS and Android alike), wa.me with the number's country code and no "+". */
export function reviewLinks({ message, phone, email }: Pick<ReviewLink, "message" | "phone" | "email">): Record<ReviewWay, string> {
  const text = encodeURIComponent(message);
  const number = phone ? visitorPhone(phone) : null;
  const tel = number === null ? "" : visitorPhoneHref(number).slice("tel:".length);
  return {
    whatsapp: `https://wa.me/${tel.replace(/^\+/, "")}?text=${text}`,
    sms: `sms:${tel}?&body=${text}`,
    mail: `mailto:${email.trim()}?subject=${encodeURIComponent(REVIEW_WORDS.subject)}&body=${text}`,
  };
}
