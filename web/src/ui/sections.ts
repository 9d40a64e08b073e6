// The home page's sections in order (docs/product.md §2): the hero, one per collection, the about
// and contact texts. The menu lists them; the home page renders them.
import { COLLECTION_NAMES, COLLECTIONS } from "../../../shared/collections";

export const SECTIONS: readonly { id: string; label: string }[] = [
  { id: "home", label: "Accueil" },
  ...COLLECTION_NAMES.map((name) => ({ id: name, label: COLLECTIONS[name].words.plural })),
  { id: "about", label: "À Propos" },
  { id: "contact", label: "Contact" },
];
