// The French words of the client's review form, /avis/<token> (docs/product.md §26), in its own
// chunk. The link's states say the API's own sentences (shared/messages.ts).
import { API_MESSAGES } from "../../../../shared/messages";

export const REVIEW_FORM = {
  intro: (name: string) => `Quelques mots sur votre soirée aideront d’autres clients à choisir ${name}. Tous les champs sont obligatoires.`,
  loading: "Chargement…",
  loadFailed: "Le formulaire ne se charge pas. Vérifiez votre connexion puis réessayez.",
  retry: "Réessayer",
  firstName: "Prénom",
  kind: "Type d’événement",
  chooseKind: "Choisir un type",
  month: "Mois",
  town: "Ville",
  text: "Votre avis",
  textPlaceholder: "L’ambiance, la musique, ce qui vous a plu…",
  /** The count under « Votre avis », its numbers written as the API's "1200 caractères au maximum" writes them. */
  count: (typed: number, max: number) => `${typed} / ${max} caractères`,
  consent: (name: string) => `J’accepte que mon avis, mon prénom, le type, le mois et la ville de mon événement soient publiés sur le site de ${name}.`,
  privacy: "Voir la politique de confidentialité",
  honeypot: "Ne remplissez pas ce champ",
  send: "Envoyer mon avis",
  sending: "Envoi…",
  invalid: "Vérifiez les champs en rouge.",
  turnstileWait: "La vérification anti-robot n’est pas terminée : patientez un instant, puis envoyez à nouveau.",
  turnstileFailed: "La vérification anti-robot ne se charge pas : vérifiez votre connexion puis rechargez la page.",
  sentTitle: "Avis envoyé",
  sent: (name: string) => `Merci ! Votre avis a bien été envoyé. Il apparaîtra sur le site dès que ${name} l’aura validé.`,
  /** The link's states. */
  used: API_MESSAGES.REVIEW_LINK_USED,
  expired: API_MESSAGES.REVIEW_LINK_EXPIRED,
  unknown: API_MESSAGES.REVIEW_LINK_NOT_FOUND,
  home: "Découvrir le site",
} as const;
