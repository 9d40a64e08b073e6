// "Partager" on an event's page: the system's share sheet where the browser has one (Web Share
// API, mostly phones), else the page's address copied to the clipboard and said aloud (« Lien
// copié »). A WhatsApp link stands beside it in every case.
import { useState, useSyncExternalStore } from "react";
import { Button, buttonClass } from "../../ui/Button";
import { Icon } from "../../ui/icons";

const noSubscription = () => () => {};

/**
 * The site's origin, for absolute links. The server does not know it: it renders "" and so does
 * the browser while it hydrates that HTML, then the browser renders its own.
 */
export const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

type Outcome = "shared" | "copied" | "failed";

/** Shares through the system when it can (a visitor closing the sheet counts as done), else copies the address. */
export async function share(data: ShareData): Promise<Outcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "shared";
      // Refused (no permission, unsupported data): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** wa.me opens WhatsApp (the app, or its web page) with the message ready to send. */
export const whatsappHref = ({ title, url }: ShareData) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

/** What the live region says once done: nothing after the share sheet, else the copy's outcome. */
const OUTCOME_MESSAGES: Record<Outcome, (url: string) => string> = {
  shared: () => "",
  copied: () => "Lien copié",
  failed: (url) => `Copiez ce lien pour le partager : ${url}`,
};

export function ShareActions({ data }: { data: ShareData }) {
  const [message, setMessage] = useState("");
  const onShare = async () => {
    // Emptied first, so that a second « Lien copié » is a change, and said again.
    setMessage("");
    setMessage(OUTCOME_MESSAGES[await share(data)](data.url));
  };
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Button kind="outline" data-moment="share" onClick={() => void onShare()}>
          <Icon name="Share2" className="size-4 text-ember-400" />
          Partager
        </Button>
        <a
          href={whatsappHref(data)}
          target="_blank"
          data-moment="share"
          rel="noopener noreferrer"
          aria-label="Partager sur WhatsApp (nouvel onglet)"
          className={buttonClass("text")}
        >
          <Icon name="MessageCircle" className="size-4 text-ember-400" />
          WhatsApp
        </a>
      </div>
      <p role="status" aria-live="polite" className="mt-1 break-words text-sm text-ember-300">
        {message}
      </p>
    </div>
  );
}
