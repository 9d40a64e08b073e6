// Mixes (docs/product.md §2, §25, id "mixes"): the first mixes, each a facade that loads its
// platform's player only when pressed, and « Voir tous les mixes » (/mixes) when there are more.
import type { MixItem } from "../../../../shared/collections";
import { PAGES } from "../../../../shared/pages";
import { MixGrid } from "../../ui/MixCard";
import { PageLink } from "./PageLink";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";

export default function Mixes({ mixes, total }: { mixes: MixItem[]; total: number }) {
  if (mixes.length === 0) return null;
  return (
    <section id="mixes" aria-labelledby="mixes-title" className="below-fold scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="mixes-title" eyebrow="Mixes" title="Écoutez mon son">
            <p>Des sets enregistrés en club, en plein air et au studio : lancez-en un, il se joue ici même.</p>
          </SectionHeading>
        </Reveal>
        <MixGrid mixes={mixes} />
        <PageLink name="mixes" to={PAGES.mixes.path} shown={mixes.length} total={total} />
      </div>
    </section>
  );
}
