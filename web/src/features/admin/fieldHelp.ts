// What the admin's form writes in a collection's empty field (its placeholder) and under it (its
// hint). Only the admin shows them: kept here rather than in the collections' descriptions
// (shared/collections.ts), which every visitor's first script carries. The profile's fields keep
// theirs in shared/profile.ts, which only the admin loads.
import type { COLLECTIONS, CollectionName } from "../../../../shared/collections";

export interface FieldHelp {
  placeholder?: string;
  hint?: string;
}

type HelpOf<C extends CollectionName> = Partial<Record<keyof (typeof COLLECTIONS)[C]["fields"], FieldHelp>>;

export const COLLECTION_FIELD_HELP: { [C in CollectionName]: HelpOf<C> } = {
  events: {
    name: { placeholder: "Sunset House Session" },
    previousDate: { hint: "La date annoncée avant le changement ; « Date » est la nouvelle." },
    time: { placeholder: "20:00 - 02:00" },
    venue: { placeholder: "Lieu, adresse, ville" },
    ticketLink: { placeholder: "https://…", hint: "Facultatif : le bouton « Billetterie » apparaît sur la carte de l’événement." },
  },
  photos: {
    title: { placeholder: "Coucher de soleil aux platines" },
  },
  venues: {
    name: { placeholder: "Les Voiles Pourpres" },
    location: { placeholder: "Canet-en-Roussillon" },
  },
  mixes: {
    title: { placeholder: "Sunset Sessions #12" },
    link: {
      placeholder: "https://soundcloud.com/…",
      hint: "L’adresse du mix sur SoundCloud, Mixcloud ou YouTube, telle que la montre le navigateur (pas un lien court on.soundcloud.com).",
    },
    cover: { hint: "Carrée de préférence : elle s’affiche avant que le visiteur lance le mix." },
    duration: { placeholder: "1:02:30", hint: "Heures, minutes et secondes, ou minutes et secondes (58:00)." },
    styles: { placeholder: "House, disco, funk" },
    date: { hint: "Le jour où le mix a été enregistré ou publié." },
  },
  reviews: {
    firstName: { placeholder: "Camille" },
    town: { placeholder: "Collioure" },
    text: { hint: "Les mots du client, tels qu’il les a écrits." },
    photo: { hint: "Facultative : une photo de la soirée, avec l’accord des personnes qu’elle montre." },
  },
};
