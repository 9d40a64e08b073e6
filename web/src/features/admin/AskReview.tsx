// « Demander un avis » (docs/product.md §26), from an event's « Plus d’actions » or a booking
// request's card: the Worker makes a one-use link (POST /api/review-requests) and the message that
// carries it; the dialog shows them, how long the link lasts, and sends the message by WhatsApp,
// SMS or e-mail (to the request's client when it has his number and address), or copies the link.
import { Check, Copy, LoaderCircle, Mail, MessageCircle, MessageSquare, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { REVIEW_REQUESTS_PATH, type ReviewAbout, type ReviewLink } from "../../../../shared/reviews";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { Button, buttonClass } from "../../ui/Button";
import { fieldInputClass } from "./fieldInputClass";
import { FormAlert, ReadFailed } from "./FormAlert";
import { Modal } from "./Modal";
import { REVIEW_WAYS, reviewLinks, type ReviewWay } from "./reviewLinks";
import { REVIEW_WORDS } from "./reviewWords";

/** What a link is asked for, and the name the dialog shows for it (the event's, the client's). */
export interface AskTarget {
  about: ReviewAbout;
  name: string;
}

export type Asking = { target: AskTarget } & ({ state: "busy" } | { state: "failed"; message: string } | { state: "ready"; link: ReviewLink });

/**
 * The dialog's state: `ask` opens it at once and asks the Worker for the link (from the tap, never
 * from an effect: each call makes a link); an answer that comes after the dialog closed, or after
 * another ask, is dropped.
 */
export function useAskReview() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const latest = useRef(0);

  const request = async (target: AskTarget) => {
    const call = ++latest.current;
    setAsking({ target, state: "busy" });
    try {
      const link = await api<ReviewLink>("POST", REVIEW_REQUESTS_PATH, { body: target.about });
      if (latest.current === call) setAsking({ target, state: "ready", link });
    } catch (error) {
      if (latest.current === call) setAsking({ target, state: "failed", message: errorMessage(error) });
    }
  };

  return {
    asking,
    ask: (target: AskTarget) => void request(target),
    retry: () => {
      if (asking) void request(asking.target);
    },
    close: () => {
      latest.current += 1;
      setAsking(null);
    },
  };
}

interface AskReviewDialogProps {
  asking: Asking;
  onRetry: () => void;
  onClose: () => void;
}

export function AskReviewDialog({ asking, onRetry, onClose }: AskReviewDialogProps) {
  return (
    <Modal title={REVIEW_WORDS.ask} onClose={onClose}>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7" data-testid="ask-review">
        <p className="break-words text-sm text-sand-400">{REVIEW_WORDS.askFor(asking.target.name)}</p>
        {asking.state === "busy" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-sand-200">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {REVIEW_WORDS.preparing}
          </p>
        ) : null}
        {asking.state === "failed" ? <ReadFailed message={asking.message} retry={onRetry} /> : null}
        {asking.state === "ready" ? <LinkShare link={asking.link} /> : null}
      </div>
    </Modal>
  );
}

const WAY_ICONS: Record<ReviewWay, LucideIcon> = { whatsapp: MessageCircle, sms: MessageSquare, mail: Mail };

/** How long « Lien copié » shows. */
const COPIED_MS = 3000;

/** The message, read-only, how long its link lasts, and the ways to send it. */
function LinkShare({ link }: { link: ReviewLink }) {
  const id = useId();
  const links = reviewLinks(link);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = window.setTimeout(() => setCopy("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      // Absent outside a secure context: said as a failure like a refusal.
      await navigator.clipboard.writeText(link.url);
      setCopy("copied");
    } catch (error) {
      console.warn("Copie du lien refusée :", error);
      setCopy("failed");
    }
  };

  return (
    <>
      <div>
        <label htmlFor={id} className="mb-2 block text-sm font-medium text-sand-200">
          {REVIEW_WORDS.message}
        </label>
        <textarea
          id={id}
          readOnly
          value={link.message}
          rows={6}
          aria-describedby={`${id}-until`}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldInputClass} resize-none text-sm leading-relaxed`}
        />
        <p id={`${id}-until`} className="mt-2 text-sm text-sand-400">
          {REVIEW_WORDS.validUntil(link.expiresAt)}
        </p>
      </div>
      <div role="group" aria-label={REVIEW_WORDS.send} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {REVIEW_WAYS.map((way) => {
          const Icon = WAY_ICONS[way];
          // WhatsApp is a web page: a tab of its own keeps the admin open.
          const newTab = way === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {};
          return (
            <a key={way} href={links[way]} className={buttonClass("outline")} {...newTab}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {REVIEW_WORDS[way]}
              {way === "whatsapp" ? <span className="sr-only">{REVIEW_WORDS.newTab}</span> : null}
            </a>
          );
        })}
        <Button kind="outline" onClick={() => void copyLink()}>
          {copy === "copied" ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <Copy className="size-4 shrink-0" aria-hidden="true" />}
          {REVIEW_WORDS.copy}
        </Button>
      </div>
      {/* Always there, so that a screen reader hears « Lien copié » when it comes. */}
      <div role="status" className="min-h-5 text-sm font-medium text-emerald-300">
        {copy === "copied" ? REVIEW_WORDS.copied : null}
      </div>
      <FormAlert message={copy === "failed" ? REVIEW_WORDS.copyFailed : null} />
    </>
  );
}
