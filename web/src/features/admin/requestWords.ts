// The admin's words for the booking requests (« Demandes », docs/product.md §23): its tab's badge,
// its list and each request's card. One object, so that the tests read the same sentences.
import { DAY_STATES } from "../../../../shared/availability";
import { EVENT_KINDS } from "../../../../shared/booking";
import type { BookingRequest } from "../../../../shared/requests";

const received = {
  day: new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Paris" }),
  time: new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }),
};

export const REQUEST_WORDS = {
  tab: "Demandes",
  /** After the tab's count, for screen readers: " (3 nouvelles)". */
  fresh: (count: number) => ` (${count} nouvelle${count > 1 ? "s" : ""})`,
  empty: "Aucune demande pour l’instant.",
  /** After `empty`, while the form is off. */
  formOff: "Activez le formulaire dans Profil › Contact pour en recevoir depuis « Vérifier une date ».",
  more: "Voir plus",
  kind: "Événement",
  town: "Lieu",
  guests: "Invités",
  budget: "Budget",
  phone: "Téléphone",
  email: "E-mail",
  message: "Message",
  /** "Reçue le 27 nov. 2026 à 08:12", Paris time. */
  received: (createdAt: number) => `Reçue le ${received.day.format(createdAt)} à ${received.time.format(createdAt)}`,
  replies: "Répondre",
  newTab: " (nouvel onglet)",
  status: "Statut",
  block: "Bloquer la date",
  blocked: `Date bloquée : les visiteurs la voient « ${DAY_STATES.taken} ».`,
  /** The busy day's private note: "Demande de Julie Martin — Mariage". */
  blockNote: ({ name, kind }: Pick<BookingRequest, "name" | "kind">) => `Demande de ${name}${kind ? ` — ${EVENT_KINDS[kind].label}` : ""}`,
  remove: "Supprimer",
  removeQuestion: (name: string) => `Supprimer définitivement la demande de ${name} ?`,
} as const;
