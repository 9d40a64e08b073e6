// Whether the site uses Cloudflare Turnstile (docs/product.md §23, §26): its site key, which the
// public forms (a booking request, a client's review) draw their check with.
import { useEffect, useState } from "react";
import { REQUESTS_PATH, type RequestSettings } from "../../../shared/requests";
import { api } from "../lib/api";

/** Turnstile's site key, once the site has said whether it uses Turnstile (null: it does not, or cannot be asked). */
export function useTurnstileKey(): string | null {
  const [siteKey, setSiteKey] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<RequestSettings>("GET", `${REQUESTS_PATH}/settings`, { signal: controller.signal }).then(
      (settings) => setSiteKey(settings.turnstileSiteKey),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return siteKey;
}
