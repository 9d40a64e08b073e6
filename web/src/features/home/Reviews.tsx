// Reviews (docs/product.md §2, §26, id "reviews"): « Ils m’ont fait confiance », the newest reviews
// the DJ published, and « Voir tous les avis » (/avis) when there are more.
import type { ReviewItem } from "../../../../shared/collections";
import { PAGES } from "../../../../shared/pages";
import { ReviewGrid } from "../../ui/ReviewCard";
import { PageLink } from "./PageLink";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";

export default function Reviews({ reviews, total }: { reviews: ReviewItem[]; total: number }) {
  if (reviews.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="below-fold scroll-mt-20 bg-night-900/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="reviews-title" eyebrow="Avis" title="Ils m’ont fait confiance">
            <p>Mariés, entreprises, bars et clubs : ce qu’ils disent de leur soirée.</p>
          </SectionHeading>
        </Reveal>
        <ReviewGrid reviews={reviews} />
        <PageLink name="reviews" to={PAGES.reviews.path} shown={reviews.length} total={total} />
      </div>
    </section>
  );
}
