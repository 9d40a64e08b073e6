// The review requests in D1 (migration 0014, docs/product.md §26): the one-use links the DJ makes,
// kept by the SHA-256 of their token only, and the review a client sent through one, waiting for the
// DJ until he publishes or refuses it. Private: nothing here is read by a public answer.
import { MAX_WAITING_REVIEWS, type ReviewForm, type ReviewLinkInfo, type ReviewLinkState, type WaitingReview } from "../../shared/reviews";
import { guardD1 } from "../lib/storage";

/** What the client sent, as kept in `review` (JSON) until the DJ decides: the form without the box, which `sentAt` dates. */
export type SentReview = Omit<ReviewForm, "consent">;

/** A link as the client's page and his sending read it. */
export interface StoredLink extends Omit<ReviewLinkInfo, "state"> {
  status: "open" | "sent" | "published" | "refused";
  expiresAt: number;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** A new token: 32 random bytes, base64url without padding (43 characters, REVIEW_TOKEN). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What D1 keeps of a token: its SHA-256, in hex. A leak of the table gives no link. */
export const hashToken = async (token: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));

/** What a link is for the client at `now`: open, already used (sent, then published or refused), or expired. */
export const linkState = ({ status, expiresAt }: Pick<StoredLink, "status" | "expiresAt">, now: number): ReviewLinkState =>
  status !== "open" ? "sent" : expiresAt <= now ? "expired" : "open";

/** Keeps a new link, open until `expiresAt`: its id. */
export async function insertLink(
  db: D1Database,
  link: { tokenHash: string; about: string; kind: string | null; month: string | null; expiresAt: number },
  now: number,
): Promise<number> {
  const row = await guardD1(
    db
      .prepare("INSERT INTO review_requests (tokenHash, about, kind, month, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?, ?) RETURNING id")
      .bind(link.tokenHash, link.about, link.kind, link.month, now, link.expiresAt)
      .first<{ id: number }>(),
  );
  if (!row) throw new Error("review_requests: INSERT … RETURNING returned no row");
  return row.id;
}

/** The link of this token's hash, or null when the site never made it (or has deleted it since). */
export function readLink(db: D1Database, tokenHash: string): Promise<StoredLink | null> {
  return guardD1(db.prepare("SELECT status, expiresAt, kind, month FROM review_requests WHERE tokenHash = ?").bind(tokenHash).first<StoredLink>());
}

/**
 * Keeps the client's review on its link, once: one statement, so that of two sendings at once only
 * one finds the link open. Whether it was kept (false: the link is used, expired or unknown).
 */
export async function sendReview(db: D1Database, tokenHash: string, review: SentReview, now: number): Promise<boolean> {
  const { firstName, kind, month, town, text } = review;
  const result = await guardD1(
    db
      .prepare("UPDATE review_requests SET status = 'sent', sentAt = ?, review = ? WHERE tokenHash = ? AND status = 'open' AND expiresAt > ?")
      .bind(now, JSON.stringify({ firstName, kind, month, town, text }), tokenHash, now)
      .run(),
  );
  return result.meta.changes > 0;
}

/** The count of the reviews waiting for the DJ, to run alone or in a batch (the Hub's). */
export const waitingStatement = (db: D1Database) => db.prepare("SELECT COUNT(*) AS reviews FROM review_requests WHERE status = 'sent'");

interface WaitingRow {
  id: number;
  about: string;
  sentAt: number;
  review: string;
}

const waitingOf = ({ id, about, sentAt, review }: WaitingRow): WaitingReview => ({ id, about, sentAt, ...(JSON.parse(review) as SentReview) });

/** The reviews waiting for the DJ, oldest first, MAX_WAITING_REVIEWS at most. */
export async function readWaiting(db: D1Database): Promise<WaitingReview[]> {
  const { results } = await guardD1(
    db
      .prepare("SELECT id, about, sentAt, review FROM review_requests WHERE status = 'sent' ORDER BY sentAt, id LIMIT ?")
      .bind(MAX_WAITING_REVIEWS)
      .all<WaitingRow>(),
  );
  return results.map(waitingOf);
}

/**
 * Takes a waiting review out of « À valider », as `status` (published or refused), and forgets its
 * text there: the review and when it was sent, read in the same transaction, or null when no
 * review of this id waits (never sent, or already decided).
 */
export async function decideReview(db: D1Database, id: number, status: "published" | "refused"): Promise<{ review: SentReview; sentAt: number } | null> {
  const [read, decided] = await guardD1(
    db.batch<WaitingRow>([
      db.prepare("SELECT id, about, sentAt, review FROM review_requests WHERE id = ? AND status = 'sent'").bind(id),
      db.prepare("UPDATE review_requests SET status = ?, review = NULL WHERE id = ? AND status = 'sent'").bind(status, id),
    ]),
  );
  const row = read.results[0];
  if (!row || decided.meta.changes === 0) return null;
  const { firstName, kind, month, town, text } = waitingOf(row);
  return { review: { firstName, kind, month, town, text }, sentAt: row.sentAt };
}

/** Puts a review decided by `decideReview` back to wait, as it was: its publication failed. */
export async function undecideReview(db: D1Database, id: number, review: SentReview): Promise<void> {
  await guardD1(db.prepare("UPDATE review_requests SET status = 'sent', review = ? WHERE id = ?").bind(JSON.stringify(review), id).run());
}

/** The daily job: deletes the links expired at or before `cutoff`, except those whose review still waits; how many went. */
export async function purgeLinksUntil(db: D1Database, cutoff: number): Promise<number> {
  return (await guardD1(db.prepare("DELETE FROM review_requests WHERE expiresAt <= ? AND status <> 'sent'").bind(cutoff).run())).meta.changes;
}
