// /mixes (docs/product.md §2, §25): every mix the DJ published (the first LIST_PAGE_ITEMS), each a
// facade that loads its platform's player only when pressed.
import { PAGES } from "../../../../shared/pages";
import { useView } from "../../data/useView";
import { usePageTitle } from "../../hooks/usePageTitle";
import { MixGrid } from "../../ui/MixCard";
import { SubPage } from "../../ui/SubPage";

export default function MixesPage() {
  const view = useView();
  usePageTitle(PAGES.mixes.heading);
  const mixes = view?.content.mixes ?? [];
  return (
    <SubPage back={{ to: "/#mixes", label: "Retour à l’accueil" }}>
      <h1 className="mt-8 font-display text-4xl font-bold tracking-tight sm:text-5xl">{PAGES.mixes.heading}</h1>
      <p className="mt-4 max-w-2xl text-base text-sand-400 sm:text-lg">Lancez un mix : il se joue ici même, sans quitter la page.</p>
      {view && mixes.length === 0 ? (
        <p className="mt-12 rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">Aucun mix pour le moment.</p>
      ) : (
        <section aria-labelledby="all-mixes">
          <h2 id="all-mixes" className="sr-only">
            Tous les mixes
          </h2>
          <MixGrid mixes={mixes} />
        </section>
      )}
    </SubPage>
  );
}
