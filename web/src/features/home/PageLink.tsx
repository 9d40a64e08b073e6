// « Voir tous les mixes (5) »: a home section that shows the first few of its items and has a page
// of its own for all of them (/mixes, /avis) links to it when there are more.
import type { CollectionName } from "../../../../shared/collections";
import { COLLECTIONS } from "../../../../shared/collections";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";

export function PageLink({ name, to, shown, total }: { name: CollectionName; to: string; shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <div className="mt-10 flex justify-center">
      <AppLink to={to} className={buttonClass("outline", "lg")}>
        {COLLECTIONS[name].words.showAll}
        <span className="tabular-nums text-sand-400">({total})</span>
      </AppLink>
    </div>
  );
}
