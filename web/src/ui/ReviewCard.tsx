// A client's review (docs/product.md §26), as the home page and /avis show it: his words, then
// his first name, the kind of event, its month and town, and his photo when there is one.
import { EVENT_KIND_LABELS } from "../../../shared/event-kinds";
import type { ReviewItem } from "../../../shared/collections";
import { frenchMonth } from "../../../shared/french-dates";
import { responsiveImage } from "../lib/images";
import { Icon } from "./icons";

export function ReviewCard({ review }: { review: ReviewItem }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-night-900 p-6 sm:p-7">
      <Icon name="Quote" className="size-7 text-ember-400" />
      <blockquote className="mt-4 flex-1 whitespace-pre-line text-base leading-relaxed text-sand-200">{review.text}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {review.photo ? (
          <img
            {...responsiveImage(review.photo, "48px")}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <span className="text-sm">
          <span className="block font-semibold text-sand-50">{review.firstName}</span>
          <span className="text-sand-400">{`${EVENT_KIND_LABELS[review.kind]} · ${frenchMonth(review.month)} · ${review.town}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The reviews' grid: 1 column, 2 from 768 px, 3 from 1024 px. */
export function ReviewGrid({ reviews }: { reviews: readonly ReviewItem[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
