// Brute-force throttle of sign-in: failures counted in D1 (so a restart forgets nothing), per email
// and per client address, over a sliding window of 15 minutes.
import { ApiError } from "../errors";
import { guard } from "./d1";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;

interface Counted {
  key: string;
  limit: number;
}

/** The counters one sign-in attempt touches. */
export const throttleKeys = (email: string, address: string): Counted[] => [
  { key: `email:${email}`, limit: MAX_FAILURES_PER_EMAIL },
  { key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS },
];

const minutes = (ms: number) => {
  const count = Math.ceil(ms / 60_000);
  return `${count} minute${count > 1 ? "s" : ""}`;
};

/** 429 RATE_LIMITED, with Retry-After, while any counter holds its limit of failures in the window. */
export async function assertNotThrottled(db: D1Database, counters: Counted[], now = Date.now()) {
  // The limit-th most recent failure of a key: once it leaves the window, the key is under its limit.
  const statement = db.prepare("SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?");
  const results = await guard(db.batch<{ at: number }>(counters.map(({ key, limit }) => statement.bind(key, now - THROTTLE_WINDOW_MS, limit - 1))));
  const wait = Math.max(0, ...results.map(({ results: [row] }) => (row ? row.at + THROTTLE_WINDOW_MS - now : 0)));
  if (wait > 0) {
    throw new ApiError(429, "RATE_LIMITED", `Trop de tentatives de connexion. Réessayez dans ${minutes(wait)}.`, undefined, {
      "Retry-After": String(Math.ceil(wait / 1000)),
    });
  }
}

/** Counts one failure on every counter, and forgets failures that have left the window. */
export async function recordFailure(db: D1Database, counters: Counted[], now = Date.now()) {
  const insert = db.prepare("INSERT INTO sign_in_failures (key, at) VALUES (?, ?)");
  await guard(
    db.batch([
      db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").bind(now - THROTTLE_WINDOW_MS),
      ...counters.map(({ key }) => insert.bind(key, now)),
    ]),
  );
}

/** A successful sign-in clears its email's counter (not the address's: one's own account must not reset it). */
export const clearEmailFailures = (db: D1Database, email: string) =>
  guard(db.prepare("DELETE FROM sign_in_failures WHERE key = ?").bind(`email:${email}`).run());
