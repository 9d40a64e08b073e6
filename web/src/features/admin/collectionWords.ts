// The admin's own words for each collection: its form's titles and its empty list. Only the admin
// shows them: kept here rather than in the collections' descriptions (shared/collections.ts), which
// every visitor's first script carries; the compiler asks for every collection's.
import type { CollectionName } from "../../../../shared/collections";

export interface AdminWords {
  addTitle: string;
  editTitle: string;
  /** The admin's list when there is nothing in it. */
  empty: string;
}

export const COLLECTION_ADMIN_WORDS: Record<CollectionName, AdminWords> = {
  events: { addTitle: "Ajouter un événement", editTitle: "Modifier l’événement", empty: "Aucun événement pour le moment." },
  photos: { addTitle: "Ajouter une photo", editTitle: "Modifier la photo", empty: "Aucune photo pour le moment." },
  venues: { addTitle: "Ajouter un lieu", editTitle: "Modifier le lieu", empty: "Aucun lieu pour le moment." },
  mixes: { addTitle: "Ajouter un mix", editTitle: "Modifier le mix", empty: "Aucun mix pour le moment." },
  reviews: { addTitle: "Ajouter un avis", editTitle: "Modifier l’avis", empty: "Aucun avis publié pour le moment." },
};
