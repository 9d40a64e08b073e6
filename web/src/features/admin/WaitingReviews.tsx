// « À valider (n) » (docs/product.md §26), above the published reviews in the « Avis » tab: each
// review a client sent through his link, with what he told and what the link was asked for, to
// publish or refuse. Nothing at all while none waits; read again whenever the live count moves.
import { Check, LoaderCircle, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { WaitingReview } from "../../../../shared/reviews";
import { errorMessage } from "../../lib/errorMessage";
import { Button } from "../../ui/Button";
import { FormAlert, ReadFailed } from "./FormAlert";
import { REVIEW_WORDS } from "./reviewWords";
import { useWaitingReviews } from "./useWaitingReviews";

/** `count`: the live count of waiting reviews (the requests channel's `reviews`), null until told. */
export function WaitingReviews({ count }: { count: number | null }) {
  const { load, retry, publish, refuse } = useWaitingReviews(count);
  const [notice, setNotice] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reviews = load.state === "ready" ? load.reviews : [];

  /** Runs a card's action; once done, its card has left: the sentence says so and the focus stays in the tab. */
  const runAction = async (action: () => Promise<void>, done: string) => {
    setNotice(null);
    await action();
    setNotice(done);
    top.current?.focus();
  };

  return (
    <div ref={top} tabIndex={-1} className="focus-visible:outline-none">
      {/* Always there, so that a screen reader hears the sentence when it comes, the list gone or not. */}
      <div role="status">
        {notice ? (
          <p className="mb-6 rounded-xl border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-200">{notice}</p>
        ) : null}
      </div>
      {load.state === "failed" ? <ReadFailed message={load.message} retry={retry} className="mb-8" /> : null}
      {reviews.length > 0 ? (
        <section aria-labelledby={titleId} className="mb-10" data-testid="waiting-reviews">
          <h3 id={titleId} className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-ember-300">
            {REVIEW_WORDS.waiting(reviews.length)}
          </h3>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <WaitingCard
                  review={review}
                  onPublish={() => runAction(() => publish(review.id), REVIEW_WORDS.published(review.firstName))}
                  onRefuse={() => runAction(() => refuse(review.id), REVIEW_WORDS.refused)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface WaitingCardProps {
  review: WaitingReview;
  onPublish: () => Promise<void>;
  onRefuse: () => Promise<void>;
}

/** One waiting review: who, for what, his text, when; « Publier » and « Refuser » (asked first). */
function WaitingCard({ review, onPublish, onRefuse }: WaitingCardProps) {
  const [busy, setBusy] = useState<"publish" | "refuse" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = `waiting-review-${review.id}`;

  // Once done, the card leaves the list: only a failure leaves it here to use again.
  const run = async (which: "publish" | "refuse", action: () => Promise<void>) => {
    setBusy(which);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(null);
    }
  };
  const refuse = () => {
    if (window.confirm(REVIEW_WORDS.refuseQuestion(review.firstName))) void run("refuse", onRefuse);
  };

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-2xl border border-ember-400/30 bg-night-900/80 p-4 sm:p-5">
      <div className="min-w-0">
        <h4 id={titleId} className="break-words font-display text-lg font-bold">
          {review.firstName}
        </h4>
        <p className="mt-1 text-sm font-semibold text-ember-300">{REVIEW_WORDS.about(review)}</p>
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-sand-100">{review.text}</p>
      <div className="mt-auto space-y-0.5 text-xs text-sand-400">
        {review.about ? <p className="break-words">{REVIEW_WORDS.askedFor(review.about)}</p> : null}
        <p>{REVIEW_WORDS.sent(review.sentAt)}</p>
      </div>
      <FormAlert message={error} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button kind="primary" onClick={() => void run("publish", onPublish)} disabled={busy !== null} aria-busy={busy === "publish"}>
          {busy === "publish" ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
          {REVIEW_WORDS.publish}
        </Button>
        <Button onClick={refuse} disabled={busy !== null} aria-busy={busy === "refuse"} className="hover:!border-red-400 hover:!text-red-300">
          {busy === "refuse" ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
          {REVIEW_WORDS.refuse}
        </Button>
      </div>
    </article>
  );
}
