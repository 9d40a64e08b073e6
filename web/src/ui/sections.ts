// The home page's sections in order (docs/product.md §2): the hero, one per collection, the about
// and contact texts. The menu lists them; the home page renders them.
import { COLLECTIONS, COLLECTION_NAMES, isCollectionName, showsBuiltInWhenEmpty } from "../../../shared/collections";
import { useView } from "../data/useView";

const SECTIONS: readonly { id: string; label: string }[] = [
  { id: "home", label: "Accueil" },
  ...COLLECTION_NAMES.map((name) => ({ id: name, label: COLLECTIONS[name].words.plural })),
  { id: "about", label: "À Propos" },
  { id: "contact", label: "Contact" },
];

/** The sections the home page shows: not a collection's that has no item and no built-in ones (mixes, reviews). */
export function useSections() {
  const totals = useView()?.totals;
  return SECTIONS.filter(({ id }) => !totals || !isCollectionName(id) || showsBuiltInWhenEmpty(COLLECTIONS[id]) || totals[id] > 0);
}
