// The brute-force throttles, counted in D1 so that a restart forgets nothing (docs/product.md §5).
// Sign-in: failures per email and per client address, or per trusted device; past a limit, every
// further failure doubles the wait. Sign-ups and booking requests: attempts per client address over
// a sliding window.
import {
  FIRST_THROTTLE_WAIT_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_EMAIL,
  MAX_SIGNUPS_PER_ADDRESS,
  MAX_THROTTLE_WAIT_MS,
  SIGNUP_WINDOW_MS,
} from "../../shared/limits";
import { tooManyAttempts, tooManySignUps } from "../../shared/messages";
import { ApiError } from "../lib/errors";
import { guardD1 } from "../lib/storage";

/** One count of failed sign-ins: its key in the table, the failures it allows, whether a successful sign-in clears it. */
export interface Counter {
  key: string;
  limit: number;
  clearedBySuccess: boolean;
}

/**
 * What a sign-in answers to. From a trusted device of the email, the device's own count alone:
 * failures made elsewhere never stop it. From any other browser, the email's count (cleared by a
 * success) and the address's (not: signing in to one's own account must not lift it).
 */
export function signInCounters(email: string, address: string, device: string | null): Counter[] {
  if (device) return [{ key: `device:${device}`, limit: MAX_FAILURES_PER_DEVICE, clearedBySuccess: true }];
  return [
    { key: `email:${email}`, limit: MAX_FAILURES_PER_EMAIL, clearedBySuccess: true },
    { key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS, clearedBySuccess: false },
  ];
}

/** The wait after the last of `failures` remembered failures: none under the limit, then doubling from the first wait. */
export const waitAfter = (failures: number, limit: number) =>
  failures < limit ? 0 : Math.min(FIRST_THROTTLE_WAIT_MS * 2 ** (failures - limit), MAX_THROTTLE_WAIT_MS);

function rateLimited(waitMs: number, message: (waitSeconds: number) => string) {
  const seconds = Math.ceil(waitMs / 1000);
  return new ApiError(429, "RATE_LIMITED", message(seconds), undefined, { "Retry-After": String(seconds) });
}

/** Failures older than the longest wait no longer count: forgotten on the way, and by the daily job. */
const forgetOld = (db: D1Database, now: number) => db.prepare("DELETE FROM attempts WHERE at <= ?").bind(now - MAX_THROTTLE_WAIT_MS);

/** The daily job's sweep of the counts: none outlives its wait, though no attempt came since (the privacy page says so). */
export const forgetOldAttempts = (db: D1Database, now: number) => guardD1(forgetOld(db, now).run());

const dropRows = (db: D1Database, rows: number[]) =>
  guardD1(db.prepare("DELETE FROM attempts WHERE id IN (SELECT value FROM json_each(?))").bind(JSON.stringify(rows)).run());

/** A sign-in already counted as a failure, its password not yet checked. */
export interface SignInAttempt {
  counters: Counter[];
  rows: number[];
}

/**
 * Counts the sign-in as a failure of each of its counters in the transaction that reads them, so
 * that guesses sent in parallel cannot all pass: 429 RATE_LIMITED with Retry-After (the attempt
 * then not counted) while a counter has to wait after its last failure.
 */
export async function beginSignIn(db: D1Database, counters: Counter[], now = Date.now()): Promise<SignInAttempt> {
  const since = now - MAX_THROTTLE_WAIT_MS;
  const read = db.prepare("SELECT COUNT(*) AS failures, MAX(at) AS last FROM attempts WHERE key = ? AND at > ?");
  const insert = db.prepare("INSERT INTO attempts (key, at) VALUES (?, ?) RETURNING id");
  const [, ...results] = await guardD1(
    db.batch<{ failures: number; last: number | null; id: number }>([
      forgetOld(db, now),
      ...counters.flatMap(({ key }) => [read.bind(key, since), insert.bind(key, now)]),
    ]),
  );
  const rows = counters.map((_, index) => results[2 * index + 1].results[0].id);
  const waits = counters.map(({ limit }, index) => {
    const { failures, last } = results[2 * index].results[0];
    return last === null ? 0 : last + waitAfter(failures, limit) - now;
  });
  const wait = Math.max(0, ...waits);
  if (wait > 0) {
    await dropRows(db, rows);
    throw rateLimited(wait, tooManyAttempts);
  }
  return { counters, rows };
}

/** The password was right: the attempt was no failure, and the counts a success clears start again. */
export function signInSucceeded(db: D1Database, { counters, rows }: SignInAttempt) {
  const cleared = counters.filter((counter) => counter.clearedBySuccess).map((counter) => counter.key);
  return guardD1(
    db
      .prepare("DELETE FROM attempts WHERE id IN (SELECT value FROM json_each(?1)) OR key IN (SELECT value FROM json_each(?2))")
      .bind(JSON.stringify(rows), JSON.stringify(cleared))
      .run(),
  );
}

/** A count of attempts over a sliding window: its key, the attempts it allows, the window, the refusal's sentence. */
export interface WindowCounter {
  key: string;
  limit: number;
  windowMs: number;
  tooMany: (waitSeconds: number) => string;
}

/**
 * Counts an attempt, or answers 429 RATE_LIMITED with Retry-After when the counter has made its
 * limit within the window. The count and the check are one statement: parallel attempts cannot all
 * pass. The window is at most MAX_THROTTLE_WAIT_MS, which the table forgets nothing younger than.
 */
export async function countInWindow(db: D1Database, { key, limit, windowMs, tooMany }: WindowCounter, now = Date.now()) {
  const since = now - windowMs;
  const [, counted] = await guardD1(
    db.batch([
      forgetOld(db, now),
      db
        .prepare("INSERT INTO attempts (key, at) SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM attempts WHERE key = ?1 AND at > ?3) < ?4")
        .bind(key, now, since, limit),
    ]),
  );
  if (counted.meta.changes > 0) return;
  // Another attempt is allowed once the oldest of the last ones within the limit leaves the window.
  const oldest = await guardD1(
    db
      .prepare("SELECT at FROM attempts WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?")
      .bind(key, since, limit - 1)
      .first<{ at: number }>(),
  );
  throw rateLimited(oldest ? oldest.at + windowMs - now : windowMs, tooMany);
}

/** Counts a sign-up of the address (docs/product.md §5). */
export const countSignUp = (db: D1Database, address: string, now = Date.now()) =>
  countInWindow(db, { key: `signup:${address}`, limit: MAX_SIGNUPS_PER_ADDRESS, windowMs: SIGNUP_WINDOW_MS, tooMany: tooManySignUps }, now);
