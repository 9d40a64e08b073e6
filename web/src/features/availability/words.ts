// The date checker's French words (docs/product.md §22), in its page's chunk.
import type { DayState } from "../../../../shared/availability";
import { DAY_STATES } from "../../../../shared/availability";
import { frenchDay } from "../../../../shared/french-day";

export const CHECKER = {
  intro: "Choisissez le jour de votre événement : la réponse est immédiate. Puis envoyez votre demande en un geste, par téléphone, SMS, WhatsApp ou e-mail.",
  pick: "Choisissez un jour dans le calendrier, ou tapez sa date.",
  checking: "Vérification…",
  typed: "Ou tapez la date",
  legend: "Légende",
  details: "Votre événement (facultatif)",
  kind: "Type d’événement",
  anyKind: "Non précisé",
  town: "Ville",
  guests: "Nombre d’invités",
  message: "Votre message, prêt à envoyer",
  loadFailed: "Les disponibilités ne se chargent pas. Vérifiez votre connexion puis réessayez.",
  retry: "Réessayer",
} as const;

/** The answer's title for each state of a day. */
export const ANSWER_TITLES: Record<DayState, string> = { ...DAY_STATES, past: "Date passée", beyond: "Pas encore ouverte" };

/** What follows the title, for the day asked. */
export function answerText(state: DayState, day: string, lastDay: string): string {
  const when = frenchDay(day);
  switch (state) {
    case "free":
      return `Le ${when} est libre. Envoyez votre demande :`;
    case "option":
      return `Une option est posée sur le ${when} : elle peut encore se libérer. Écrivez pour être prévenu en premier :`;
    case "taken":
      return `Le ${when} est déjà réservé. Choisissez un autre jour.`;
    case "past":
      return `Le ${when} est passé. Choisissez un jour à venir.`;
    case "beyond":
      return `Les réservations sont ouvertes jusqu’au ${frenchDay(lastDay)}. Revenez un peu plus tard pour le ${when}.`;
  }
}

/** Whether the answer offers to get in touch: the day can still be booked. */
export const canAsk = (state: DayState) => state === "free" || state === "option";
