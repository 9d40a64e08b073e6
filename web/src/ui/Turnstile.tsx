// Cloudflare Turnstile's check (docs/product.md §23, §26), drawn in the public forms (a booking
// request, a client's review) when the site has a site key: its script, from Cloudflare, is loaded
// once when a form first needs it; the token it gives goes with the form, and a token that expires
// or fails is dropped, for a new check.
import { useEffect, useRef, useState } from "react";

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widget: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    // A failure is forgotten: the next form tries again.
    const fail = () => {
      loading = null;
      reject(new Error("Turnstile"));
    };
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

/** `onToken`: a stable function (a state's setter), told each new token, and "" when one lapses; `failed`: the form's sentence when the script cannot come. */
export function Turnstile({ siteKey, onToken, failed: failedText }: { siteKey: string; onToken: (token: string) => void; failed: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let widget: string | null = null;
    let gone = false;
    const drop = () => onToken("");
    loadTurnstile().then(
      (turnstile) => {
        if (gone || !box.current) return;
        widget = turnstile.render(box.current, {
          sitekey: siteKey,
          language: "fr",
          theme: "dark",
          callback: onToken,
          "expired-callback": drop,
          "error-callback": drop,
        });
      },
      () => gone || setFailed(true),
    );
    return () => {
      gone = true;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, onToken]);
  return failed ? (
    <p role="alert" className="mt-5 text-sm text-red-200">
      {failedText}
    </p>
  ) : (
    <div ref={box} className="mt-5 min-h-[65px]" />
  );
}
