// The booking requests in D1 (migration 0013): kept, read by the admin a page at a time, newest
// first, moved through their statuses, deleted by the DJ or by the daily job's retention.
import { REQUESTS_PAGE_SIZE, type BookingRequest, type RequestForm, type RequestsPage, type RequestStatus } from "../../shared/requests";
import { guardD1 } from "../lib/storage";

const COLUMNS = "id, status, name, phone, email, date, kind, town, guests, budget, message, createdAt, updatedAt";

/** Keeps a request sent by a visitor, "new": as stored. */
export async function insertRequest(db: D1Database, form: RequestForm, now: number): Promise<BookingRequest> {
  const { name, phone, email, date, kind, town, guests, budget, message } = form;
  const stored = await guardD1(
    db
      .prepare(
        `INSERT INTO booking_requests (name, phone, email, date, kind, town, guests, budget, message, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      )
      .bind(name, phone, email, date, kind, town, guests, budget, message, now, now)
      .first<BookingRequest>(),
  );
  if (!stored) throw new Error("booking_requests: INSERT … RETURNING returned no row");
  return stored;
}

/** The count of new requests (the admin's badge), in a batch: the Hub's, with the reviews waiting, and the list's. */
export const freshStatement = (db: D1Database) => db.prepare("SELECT COUNT(*) AS fresh FROM booking_requests WHERE status = 'new'");

/** A page of requests, newest first (before the request `before` when given), and the count of new ones. */
export async function readRequests(db: D1Database, before?: number): Promise<RequestsPage> {
  const [page, fresh] = await guardD1(
    db.batch([
      db
        .prepare(`SELECT ${COLUMNS} FROM booking_requests WHERE id < ? ORDER BY id DESC LIMIT ?`)
        .bind(before ?? Number.MAX_SAFE_INTEGER, REQUESTS_PAGE_SIZE + 1),
      freshStatement(db),
    ]),
  );
  const rows = page.results as unknown as BookingRequest[];
  const requests = rows.slice(0, REQUESTS_PAGE_SIZE);
  return {
    requests,
    next: rows.length > REQUESTS_PAGE_SIZE ? requests.at(-1)!.id : null,
    fresh: (fresh.results[0] as { fresh: number }).fresh,
  };
}

/** The request with this id, or null. */
export function readRequest(db: D1Database, id: number): Promise<BookingRequest | null> {
  return guardD1(db.prepare(`SELECT ${COLUMNS} FROM booking_requests WHERE id = ?`).bind(id).first<BookingRequest>());
}

/** Sets a request's status: the request as stored, or null when none has this id. */
export function setStatus(db: D1Database, id: number, status: RequestStatus, now: number): Promise<BookingRequest | null> {
  return guardD1(
    db.prepare(`UPDATE booking_requests SET status = ?, updatedAt = ? WHERE id = ? RETURNING ${COLUMNS}`).bind(status, now, id).first<BookingRequest>(),
  );
}

/** Deletes a request for good: whether there was one. */
export async function deleteRequest(db: D1Database, id: number): Promise<boolean> {
  return (await guardD1(db.prepare("DELETE FROM booking_requests WHERE id = ?").bind(id).run())).meta.changes > 0;
}

/** The retention: deletes the requests last changed at or before `cutoff`; how many went. */
export async function purgeRequestsUntil(db: D1Database, cutoff: number): Promise<number> {
  return (await guardD1(db.prepare("DELETE FROM booking_requests WHERE updatedAt <= ?").bind(cutoff).run())).meta.changes;
}

/** Every request, newest first: the admin's export. */
export async function allRequests(db: D1Database): Promise<BookingRequest[]> {
  return (await guardD1(db.prepare(`SELECT ${COLUMNS} FROM booking_requests ORDER BY id DESC`).all<BookingRequest>())).results;
}
