// /avis (docs/product.md §2, §26): every review the DJ published (the first LIST_PAGE_ITEMS), newest
// first unless he ordered them otherwise.
import { PAGES } from "../../../../shared/pages";
import { useView } from "../../data/useView";
import { usePageTitle } from "../../hooks/usePageTitle";
import { ReviewGrid } from "../../ui/ReviewCard";
import { SubPage } from "../../ui/SubPage";

export default function ReviewsPage() {
  const view = useView();
  usePageTitle(PAGES.reviews.heading);
  const reviews = view?.content.reviews ?? [];
  return (
    <SubPage back={{ to: "/#reviews", label: "Retour à l’accueil" }}>
      <h1 className="mt-8 font-display text-4xl font-bold tracking-tight sm:text-5xl">{PAGES.reviews.heading}</h1>
      <p className="mt-4 max-w-2xl text-base text-sand-400 sm:text-lg">Ils m’ont fait confiance pour leur mariage, leur entreprise ou leur établissement.</p>
      {view && reviews.length === 0 ? (
        <p className="mt-12 rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">Aucun avis pour le moment.</p>
      ) : (
        <ReviewGrid reviews={reviews} />
      )}
    </SubPage>
  );
}
