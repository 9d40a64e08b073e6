// The guards of the writes anyone may make from the site's pages against robots and floods
// (docs/product.md §23, §26): a booking request and a client's review. Cheapest first: the hidden
// field, then the time the form was open, Turnstile when the site has both its keys, and last the
// day's count of the client's address.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_MESSAGES } from "../../shared/messages";
import { HONEYPOT_FIELD, MIN_REQUEST_FILL_MS, REQUEST_WINDOW_MS } from "../../shared/requests";
import { clientAddress } from "../accounts/address";
import { countInWindow } from "../accounts/throttle";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import { turnstileVouches } from "./turnstile";

/**
 * A robot that filled the hidden field is told its write went (201 `{ sent: true }`), before any
 * field is checked: it learns nothing to try again with, and nothing is kept.
 */
export const honeypot = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const trap = body && typeof body === "object" ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  if (typeof trap === "string" && trap.trim() !== "") return c.json({ sent: true }, 201);
  await next();
});

/** What the form sends besides its fields (requestSendingSchema): how long it was open (ms), and Turnstile's token. */
export interface Sending {
  fillMs: number;
  turnstile: string;
}

/** The day's count of one kind of write: its attempts' key (with the address), its limit, and the 429's sentence. */
export interface DailyLimit {
  name: string;
  limit: number;
  tooMany: string;
}

/**
 * The guards past the hidden field, cheapest first: under MIN_REQUEST_FILL_MS the form was a
 * robot's (400 REQUEST_REJECTED); with both Turnstile keys (a secret without the site key would
 * refuse everyone, no page drawing the check) a token Cloudflare vouches for (400 TURNSTILE_FAILED);
 * then the address's count over a day (429 RATE_LIMITED), which counts this write.
 */
export async function checkSender(c: Context<AppEnv>, sending: Sending, { name, limit, tooMany }: DailyLimit, now: number) {
  if (sending.fillMs < MIN_REQUEST_FILL_MS) throw new ApiError(400, "REQUEST_REJECTED", API_MESSAGES.REQUEST_REJECTED);
  const address = clientAddress(c.req.raw);
  const secret = c.env.TURNSTILE_SECRET;
  if (secret && c.env.TURNSTILE_SITE_KEY && !(await turnstileVouches(secret, sending.turnstile, address))) {
    throw new ApiError(400, "TURNSTILE_FAILED", API_MESSAGES.TURNSTILE_FAILED);
  }
  await countInWindow(c.env.DB, { key: `${name}:${address}`, limit, windowMs: REQUEST_WINDOW_MS, tooMany: () => tooMany }, now);
}
