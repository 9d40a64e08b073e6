// The one place that turns a failed call (lib/api.ts) into the French sentence the screen shows,
// from the sentences the Worker answers with (shared/messages.ts). Outside the home page's script:
// only the admin and the login screen show errors.
import { API_MESSAGES, AUTH_MESSAGES, GENERIC_ERROR, NETWORK_ERROR, tooManyAttempts, type AuthCode } from "../../../shared/messages";
import type { ApiError } from "./api";

const FALLBACK_MESSAGES: Readonly<Record<string, string>> = { ...API_MESSAGES, NETWORK_ERROR };

export const isAuthCode = (code: string): code is AuthCode => code in AUTH_MESSAGES;

/**
 * The French sentence for a failure. The sign-in failures and the throttle are told by their code
 * (docs/product.md §8: the login screen's catalogue, the wait from Retry-After); any other failure
 * by the API's own sentence, else the one of its code, else the generic one.
 */
export function errorMessage(error: unknown): string {
  const { code, message, retryAfter } = (error && typeof error === "object" ? error : {}) as Partial<ApiError>;
  if (typeof code !== "string") return GENERIC_ERROR;
  if (code === "RATE_LIMITED") return tooManyAttempts(typeof retryAfter === "number" ? retryAfter : undefined);
  if (isAuthCode(code)) return AUTH_MESSAGES[code];
  return (typeof message === "string" && message) || FALLBACK_MESSAGES[code] || GENERIC_ERROR;
}
