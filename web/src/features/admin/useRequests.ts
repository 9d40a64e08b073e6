// The admin's booking requests (« Demandes », docs/product.md §23): read newest first
// (GET /api/requests) when shown and again whenever the live count of new ones moves, older pages
// added below; a status set (PATCH) or a request deleted (DELETE) applied once the Worker has saved
// it, and a request's day marked « Pris » (PUT /api/busy-days/<date>).
import { useEffect, useState } from "react";
import { BUSY_DAYS_PATH, type AdminMonth, type BusyDay } from "../../../../shared/availability";
import { MAX_NOTE_CHARS } from "../../../../shared/limits";
import { REQUESTS_PATH, type BookingRequest, type RequestsPage, type RequestStatus } from "../../../../shared/requests";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { REQUEST_WORDS } from "./requestWords";

export type RequestsLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; page: RequestsPage };

const LOADING: RequestsLoad = { state: "loading" };

/** The first page read again over the list shown: the older requests « Voir plus » added stay below it. */
function withOlder(first: RequestsPage, shown: RequestsPage): RequestsPage {
  const cut = first.next;
  const older = cut === null ? [] : shown.requests.filter((request) => request.id < cut);
  return older.length ? { ...first, requests: [...first.requests, ...older], next: shown.next } : first;
}

/** The next page added below the list shown, without a request it already holds. */
function withNext(shown: RequestsPage, next: RequestsPage): RequestsPage {
  const held = new Set(shown.requests.map((request) => request.id));
  return { ...next, requests: [...shown.requests, ...next.requests.filter((request) => !held.has(request.id))] };
}

/**
 * Marks the request's day « Pris », with a note saying whose request it is; a note the DJ already
 * wrote on that day (an option for someone) is kept above it.
 */
async function blockDay(request: BookingRequest) {
  const month = await api<AdminMonth>("GET", `${BUSY_DAYS_PATH}?month=${request.date.slice(0, 7)}`);
  const earlier = month.busyDays.find((day) => day.date === request.date)?.note;
  const note = [earlier, REQUEST_WORDS.blockNote(request)].filter(Boolean).join("\n");
  return api<BusyDay>("PUT", `${BUSY_DAYS_PATH}/${request.date}`, { body: { kind: "booked", note: note.slice(0, MAX_NOTE_CHARS) } });
}

/** `fresh`: the live count of new requests, whose every move reads the list again. */
export function useRequests(fresh: number | null) {
  const [load, setLoad] = useState<RequestsLoad>(LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<RequestsPage>("GET", REQUESTS_PATH, { signal: controller.signal }).then(
      (first) => setLoad((current) => ({ state: "ready", page: current.state === "ready" ? withOlder(first, current.page) : first })),
      // A list shown stays when a read behind it fails: the next move of the count reads it again.
      (error: unknown) =>
        controller.signal.aborted || setLoad((current) => (current.state === "ready" ? current : { state: "failed", message: errorMessage(error) })),
    );
    return () => controller.abort();
  }, [fresh, attempt]);

  const update = (change: (page: RequestsPage) => RequestsPage) =>
    setLoad((current) => (current.state === "ready" ? { state: "ready", page: change(current.page) } : current));

  /** The request as the Worker now has it (null once deleted), in its place. */
  const apply = (id: number, request: BookingRequest | null) =>
    update((page) => ({ ...page, requests: page.requests.flatMap((shown) => (shown.id !== id ? [shown] : request ? [request] : [])) }));

  /** The next page below the list; rejects with the API's error. */
  const showMore = async (before: number) => {
    const next = await api<RequestsPage>("GET", `${REQUESTS_PATH}?before=${before}`);
    update((shown) => withNext(shown, next));
  };

  const setStatus = async (id: number, status: RequestStatus) => apply(id, await api<BookingRequest>("PATCH", `${REQUESTS_PATH}/${id}`, { body: { status } }));

  const remove = async (id: number) => {
    await api<null>("DELETE", `${REQUESTS_PATH}/${id}`);
    apply(id, null);
  };

  const retry = () => {
    setLoad(LOADING);
    setAttempt((count) => count + 1);
  };

  return { load, retry, showMore, setStatus, remove, blockDay };
}
