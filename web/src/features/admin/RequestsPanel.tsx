// « Demandes » (docs/product.md §23): the booking requests visitors sent through the form, newest
// first, each a card (RequestCard.tsx). The list is read again whenever the live count of new ones
// moves, so that a request comes in without a reload; « Voir plus » adds the older ones.
import { useState } from "react";
import { LIST_PAGE_MESSAGES } from "../../../../shared/messages";
import { requestFormOpen, type BookingRequest } from "../../../../shared/requests";
import { useData } from "../../data/DataProvider";
import { useToday } from "../../hooks/useToday";
import { localDay } from "../../lib/dates";
import { errorMessage } from "../../lib/errorMessage";
import { Button } from "../../ui/Button";
import { FormAlert, ReadFailed } from "./FormAlert";
import { RequestCard } from "./RequestCard";
import { REQUEST_WORDS } from "./requestWords";
import { useRequests } from "./useRequests";

/** `fresh`: the live count of new requests (useRequestsCounts), null until told; `onAskReview` opens « Demander un avis » for one. */
export function RequestsPanel({ fresh, onAskReview }: { fresh: number | null; onAskReview: (request: BookingRequest) => void }) {
  const { load, retry, showMore, ...actions } = useRequests(fresh);
  const today = localDay(useToday());
  const { profile } = useData();

  if (load.state === "loading") {
    return (
      <p aria-busy="true" className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">
        {LIST_PAGE_MESSAGES.loading}
      </p>
    );
  }
  if (load.state === "failed") {
    return <ReadFailed message={load.message} retry={retry} />;
  }
  const { requests, next } = load.page;
  if (requests.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">
        {REQUEST_WORDS.empty}
        {requestFormOpen(profile) ? null : ` ${REQUEST_WORDS.formOff}`}
      </p>
    );
  }
  return (
    <div className="max-w-3xl space-y-4">
      <ul className="space-y-4">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} djName={profile.name} today={today} actions={actions} onAskReview={onAskReview} />
          </li>
        ))}
      </ul>
      {next === null ? null : <MoreButton onMore={() => showMore(next)} />}
    </div>
  );
}

/** « Voir plus », and why the next page did not come. */
function MoreButton({ onMore }: { onMore: () => Promise<void> }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const more = async () => {
    setState({ busy: true, error: null });
    try {
      await onMore();
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: errorMessage(error) });
    }
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <FormAlert message={state.error} />
      <Button onClick={() => void more()} disabled={state.busy} aria-busy={state.busy}>
        {state.busy ? LIST_PAGE_MESSAGES.loading : REQUEST_WORDS.more}
      </Button>
    </div>
  );
}
