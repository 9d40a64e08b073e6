// The DJ's e-mail of a new booking request (docs/product.md §23), through the `send_email`
// binding (Email Routing), once the site has a sender address; the visitor's address answers it.
import { EVENT_KINDS } from "../../shared/booking";
import { frenchDay } from "../../shared/french-day";
import type { Profile } from "../../shared/profile";
import type { BookingRequest } from "../../shared/requests";

/** The mail's subject: "Nouvelle demande : samedi 14 juin 2027". */
export const noticeSubject = (request: BookingRequest) => `Nouvelle demande : ${frenchDay(request.date)}`;

/** The mail's text: every field the visitor filled, then where to answer it. */
export function noticeText(request: BookingRequest, adminUrl: string): string {
  const filled = (label: string, value: string | number | null) => (value ? [`${label} : ${value}`] : []);
  return [
    `Nouvelle demande de ${request.name} pour le ${frenchDay(request.date)}.`,
    "",
    ...filled("Téléphone", request.phone),
    ...filled("E-mail", request.email),
    ...filled("Type d’événement", request.kind && EVENT_KINDS[request.kind].label),
    ...filled("Ville", request.town),
    ...filled("Invités", request.guests),
    ...filled("Budget", request.budget),
    ...(request.message ? ["", "Message :", request.message] : []),
    "",
    `Répondez-lui depuis « Demandes » : ${adminUrl}`,
  ].join("\n");
}

/** Sends the notice when the site is set up for it; whether it was sent (a failure is logged, never the visitor's problem). */
export async function tellTheDj(env: Env, request: BookingRequest, profile: Profile, adminUrl: string): Promise<boolean> {
  if (!env.REQUEST_MAIL_FROM || !profile.email) return false;
  try {
    await env.REQUEST_MAIL.send({
      from: { name: profile.name, email: env.REQUEST_MAIL_FROM },
      to: profile.email,
      ...(request.email ? { replyTo: request.email } : {}),
      subject: noticeSubject(request),
      text: noticeText(request, adminUrl),
    });
    return true;
  } catch (error) {
    console.error("The request's e-mail could not be sent", error);
    return false;
  }
}
