// A booking request in « Demandes » (docs/product.md §23), laid out for a phone first: who, which
// day, its status, what the visitor told; the answers prepared for one tap (a new request answered
// so becomes « Répondue »), its status to set, its day to block, « Demander un avis » (the client's
// number and address in the links, AskReview.tsx) and « Supprimer ».
import { CalendarX, Mail, MessageCircle, MessageSquare, MessageSquareQuote, Phone, Trash2, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { EVENT_KINDS } from "../../../../shared/booking";
import { frenchDay } from "../../../../shared/french-day";
import { phoneText } from "../../../../shared/phone";
import { REQUEST_STATUS_NAMES, REQUEST_STATUSES, type BookingRequest, type RequestStatus } from "../../../../shared/requests";
import { errorMessage } from "../../lib/errorMessage";
import { Button, buttonClass } from "../../ui/Button";
import { fieldInputClass } from "./fieldInputClass";
import { FormAlert } from "./FormAlert";
import { REPLY_WAYS, replyLinks, replyMessage, type ReplyWay } from "./replies";
import { REQUEST_WORDS } from "./requestWords";
import { REVIEW_WORDS } from "./reviewWords";
import type { useRequests } from "./useRequests";

/** Each status's pill: a new request stands out, a closed one fades. */
const PILLS: Record<RequestStatus, string> = {
  new: "bg-ember-500 text-night-950",
  answered: "bg-sky-400/15 text-sky-300",
  won: "bg-emerald-400/15 text-emerald-300",
  lost: "bg-white/10 text-sand-400",
  spam: "bg-red-400/10 text-red-300",
};

const REPLY_ICONS: Record<ReplyWay, LucideIcon> = { call: Phone, sms: MessageSquare, whatsapp: MessageCircle, mail: Mail };

type Outcome = { kind: "failed"; message: string } | { kind: "blocked" } | null;

interface RequestCardProps {
  request: BookingRequest;
  /** The DJ's name, which signs the answers. */
  djName: string;
  /** "YYYY-MM-DD": a day before it can no longer be blocked. */
  today: string;
  actions: Pick<ReturnType<typeof useRequests>, "setStatus" | "remove" | "blockDay">;
  /** Opens « Demander un avis » with a link made for this request. */
  onAskReview: (request: BookingRequest) => void;
}

export function RequestCard({ request, djName, today, actions, onAskReview }: RequestCardProps) {
  // The status chosen, shown while the Worker saves it; back to the request's own after.
  const [chosen, setChosen] = useState<RequestStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const status = chosen ?? request.status;
  const titleId = `request-${request.id}`;

  /** Runs an action, its failure said above the card's buttons: whether it went through. */
  const attempt = async (action: () => Promise<unknown>) => {
    setOutcome(null);
    try {
      await action();
      return true;
    } catch (error) {
      setOutcome({ kind: "failed", message: errorMessage(error) });
      return false;
    }
  };

  const changeStatus = async (next: RequestStatus) => {
    setChosen(next);
    await attempt(() => actions.setStatus(request.id, next));
    setChosen(null);
  };

  const block = async () => {
    setBusy(true);
    if (await attempt(() => actions.blockDay(request))) setOutcome({ kind: "blocked" });
    setBusy(false);
  };

  // A new request answered by one of the links is « Répondue » without another tap (once: the
  // status shown is already « Répondue » while the Worker saves it).
  const replied = () => {
    if (status === "new") void changeStatus("answered");
  };

  // Once deleted, the card leaves the list: only a failure leaves it here to use again.
  const remove = async () => {
    if (!window.confirm(REQUEST_WORDS.removeQuestion(request.name))) return;
    setBusy(true);
    if (!(await attempt(() => actions.remove(request.id)))) setBusy(false);
  };

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-white/10 bg-night-900/60 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words font-display text-lg font-bold">
            {request.name}
          </h3>
          <p className="mt-1 text-sm font-semibold text-ember-300 first-letter:uppercase">{frenchDay(request.date)}</p>
        </div>
        <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${PILLS[status]}`}>{REQUEST_STATUSES[status]}</span>
      </div>
      <RequestDetails request={request} />
      {request.message ? <p className="whitespace-pre-line break-words text-sm text-sand-200">{request.message}</p> : null}
      <p className="text-xs text-sand-400">{REQUEST_WORDS.received(request.createdAt)}</p>
      <Replies request={request} djName={djName} onReply={replied} />
      <FormAlert message={outcome?.kind === "failed" ? outcome.message : null} />
      <div>
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
          <div className="sm:w-56">
            <label htmlFor={`${titleId}-status`} className="block text-sm font-semibold text-sand-200">
              {REQUEST_WORDS.status}
            </label>
            <select
              id={`${titleId}-status`}
              value={status}
              onChange={(event) => void changeStatus(event.target.value as RequestStatus)}
              className={`mt-2 ${fieldInputClass}`}
            >
              {REQUEST_STATUS_NAMES.map((name) => (
                <option key={name} value={name}>
                  {REQUEST_STATUSES[name]}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => void block()} disabled={busy || request.date < today}>
            <CalendarX className="size-4" aria-hidden="true" />
            {REQUEST_WORDS.block}
          </Button>
          <Button onClick={() => onAskReview(request)} disabled={busy}>
            <MessageSquareQuote className="size-4" aria-hidden="true" />
            {REVIEW_WORDS.ask}
          </Button>
          <Button onClick={() => void remove()} disabled={busy} className="hover:!border-red-400 hover:!text-red-300">
            <Trash2 className="size-4" aria-hidden="true" />
            {REQUEST_WORDS.remove}
          </Button>
        </div>
        {/* Always there, so that a screen reader hears the sentence when it comes. */}
        <div role="status">{outcome?.kind === "blocked" ? <p className="mt-3 text-sm text-emerald-300">{REQUEST_WORDS.blocked}</p> : null}</div>
      </div>
    </article>
  );
}

/** What the visitor told beyond his name and day, each only when given, and how to reach him. */
function RequestDetails({ request }: { request: BookingRequest }) {
  const details: [string, string][] = [
    [REQUEST_WORDS.kind, request.kind ? EVENT_KINDS[request.kind].label : ""],
    [REQUEST_WORDS.town, request.town],
    [REQUEST_WORDS.guests, request.guests ? String(request.guests) : ""],
    [REQUEST_WORDS.budget, request.budget],
    [REQUEST_WORDS.phone, request.phone ? phoneText(request.phone) : ""],
    [REQUEST_WORDS.email, request.email],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {details
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sand-400">{term}</dt>
            <dd className="break-words text-sand-50">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The answer, prepared and signed, in every way the visitor left a number or an address for. */
function Replies({ request, djName, onReply }: { request: BookingRequest; djName: string; onReply: () => void }) {
  const links = replyLinks(request, replyMessage(request, djName));
  return (
    <div role="group" aria-label={REQUEST_WORDS.replies} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {(Object.keys(REPLY_WAYS) as ReplyWay[]).map((way) => {
        const href = links[way];
        if (!href) return null;
        const Icon = REPLY_ICONS[way];
        // WhatsApp is a web page: a tab of its own keeps the admin open.
        const newTab = way === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {};
        return (
          <a key={way} href={href} onClick={onReply} className={buttonClass("outline")} {...newTab}>
            <Icon className="size-4" aria-hidden="true" />
            {REPLY_WAYS[way]}
            {way === "whatsapp" ? <span className="sr-only">{REQUEST_WORDS.newTab}</span> : null}
          </a>
        );
      })}
    </div>
  );
}
