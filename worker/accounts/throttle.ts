// Brute-force throttle of sign-in: failures counted in D1 (so a restart forgets nothing), per email
// and per client address, over a sliding window of 15 minutes.
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL, THROTTLE_WINDOW_MS } from "../../shared/limits";
import { tooManyAttempts } from "../../shared/messages";
import { ApiError } from "../lib/errors";
import { guardD1 } from "../lib/storage";

interface Counted {
  key: string;
  limit: number;
}

/** The counters one sign-in attempt touches. */
export const throttleKeys = (email: string, address: string): Counted[] => [
  { key: `email:${email}`, limit: MAX_FAILURES_PER_EMAIL },
  { key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS },
];

/** 429 RATE_LIMITED, with Retry-After, while any counter holds its limit of failures in the window. */
export async function assertNotThrottled(db: D1Database, counters: Counted[], now = Date.now()) {
  // The limit-th most recent failure of a key: once it leaves the window, the key is under its limit.
  const statement = db.prepare("SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?");
  const results = await guardD1(db.batch<{ at: number }>(counters.map(({ key, limit }) => statement.bind(key, now - THROTTLE_WINDOW_MS, limit - 1))));
  const wait = Math.max(0, ...results.map(({ results: [row] }) => (row ? row.at + THROTTLE_WINDOW_MS - now : 0)));
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError(429, "RATE_LIMITED", tooManyAttempts(seconds), undefined, { "Retry-After": String(seconds) });
  }
}

/** Counts one failure on every counter, and forgets failures that have left the window. */
export async function recordFailure(db: D1Database, counters: Counted[], now = Date.now()) {
  const insert = db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)");
  await guardD1(
    db.batch([db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").bind(now - THROTTLE_WINDOW_MS), ...counters.map(({ key }) => insert.bind(key, now))]),
  );
}

/** A successful sign-in clears its email's counter (not the address's: one's own account must not reset it). */
export const clearEmailFailures = (db: D1Database, email: string) =>
  guardD1(db.prepare("DELETE FROM sign_in_failures WHERE key = ?").bind(`email:${email}`).run());
