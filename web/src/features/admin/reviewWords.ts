// The admin's words for the reviews asked of clients (docs/product.md §26): « À valider » above the
// published reviews, the « Avis » tab's badge, and the « Demander un avis » dialog. One object, so
// that the tests read the same sentences.
import { EVENT_KIND_LABELS } from "../../../../shared/booking";
import { frenchMonth } from "../../../../shared/french-dates";
import type { WaitingReview } from "../../../../shared/reviews";

const PARIS = "Europe/Paris";
const formats = {
  day: new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: PARIS }),
  longDay: new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: PARIS }),
  time: new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: PARIS }),
};

export const REVIEW_WORDS = {
  /** « À valider (2) », above the published reviews. */
  waiting: (count: number) => `À valider (${count})`,
  /** After the « Avis » tab's count, for screen readers: " (2 à valider)". */
  waitingBadge: (count: number) => ` (${count} à valider)`,
  /** What the client told beside his text: "Mariage · juin 2026 · Collioure". */
  about: ({ kind, month, town }: Pick<WaitingReview, "kind" | "month" | "town">) =>
    [EVENT_KIND_LABELS[kind] ?? "", /^\d{4}-\d{2}$/.test(month) ? frenchMonth(month) : month, town].filter(Boolean).join(" · "),
  /** What the link was made for: "Demandé pour : Mariage Dupont". */
  askedFor: (about: string) => `Demandé pour : ${about}`,
  /** "Envoyé le 27 nov. 2026 à 08:12", Paris time. */
  sent: (sentAt: number) => `Envoyé le ${formats.day.format(sentAt)} à ${formats.time.format(sentAt)}`,
  publish: "Publier",
  refuse: "Refuser",
  refuseQuestion: (firstName: string) => `Refuser l’avis de ${firstName} ? Son texte sera supprimé.`,
  published: (firstName: string) => `Avis de ${firstName} publié.`,
  refused: "Avis refusé.",

  ask: "Demander un avis",
  /** Under the dialog's title: whom or what it asks for. */
  askFor: (name: string) => `Pour « ${name} »`,
  preparing: "Préparation du lien…",
  message: "Message à envoyer",
  /** "Lien valable jusqu’au 12 août 2026", Paris time. */
  validUntil: (expiresAt: number) => `Lien valable jusqu’au ${formats.longDay.format(expiresAt)}`,
  send: "Envoyer",
  whatsapp: "WhatsApp",
  sms: "SMS",
  mail: "E-mail",
  newTab: " (nouvel onglet)",
  /** The mail's subject. */
  subject: "Votre avis",
  copy: "Copier le lien",
  copied: "Lien copié",
  copyFailed: "Le lien n’a pas pu être copié : sélectionnez-le dans le message.",
} as const;
