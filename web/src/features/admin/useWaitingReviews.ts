// The reviews clients sent, waiting for the DJ (« À valider », docs/product.md §26): read
// (GET /api/review-requests, oldest first) when the « Avis » tab shows and again whenever the live
// count of waiting ones moves; one published (it becomes an item of the `reviews` collection, put
// in the list at once, the live channel bringing it too) or refused leaves the list once the Worker
// has done it.
import { useEffect, useState } from "react";
import type { ReviewItem } from "../../../../shared/collections";
import { REVIEW_REQUESTS_PATH, type WaitingReview } from "../../../../shared/reviews";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { useWrites } from "./writes";

export type WaitingLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; reviews: WaitingReview[] };

const LOADING: WaitingLoad = { state: "loading" };

/** `count`: the live count of waiting reviews (null until the channel tells it), whose every move reads the list again. */
export function useWaitingReviews(count: number | null) {
  const [load, setLoad] = useState<WaitingLoad>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const writes = useWrites();

  useEffect(() => {
    const controller = new AbortController();
    api<WaitingReview[] | null>("GET", REVIEW_REQUESTS_PATH, { signal: controller.signal }).then(
      (reviews) => setLoad({ state: "ready", reviews: Array.isArray(reviews) ? reviews : [] }),
      // A list shown stays when a read behind it fails: the next move of the count reads it again.
      (error: unknown) =>
        controller.signal.aborted || setLoad((current) => (current.state === "ready" ? current : { state: "failed", message: errorMessage(error) })),
    );
    return () => controller.abort();
  }, [count, attempt]);

  const drop = (id: number) =>
    setLoad((current) => (current.state === "ready" ? { state: "ready", reviews: current.reviews.filter((review) => review.id !== id) } : current));

  /** Publishes the review; rejects with the API's error. */
  const publish = async (id: number) => {
    const item = await api<ReviewItem>("POST", `${REVIEW_REQUESTS_PATH}/${id}/publish`);
    drop(id);
    if (item && typeof item.id === "number") writes.received("reviews", item);
  };

  /** Refuses the review (its text is deleted); rejects with the API's error. */
  const refuse = async (id: number) => {
    await api<null>("POST", `${REVIEW_REQUESTS_PATH}/${id}/refuse`);
    drop(id);
  };

  const retry = () => {
    setLoad(LOADING);
    setAttempt((next) => next + 1);
  };

  return { load, retry, publish, refuse };
}
