// How many booking requests are new (docs/product.md §23), live for the whole admin page: its own
// channel (/api/requests/live) tells the count on connect and after every change, so that the
// « Demandes » tab's badge moves, and its list is read again, without a reload.
import { frameObject } from "../../../../shared/live";
import { REQUESTS_LIVE_PATH, type RequestsCount } from "../../../../shared/requests";
import { useAdminChannel } from "./useAdminChannel";

/** The count in a frame of the channel, or null for anything else (a PONG, a future message). */
export function parseRequestsCount(data: string): RequestsCount | null {
  const { type, fresh } = frameObject(data) ?? {};
  return type === "requests" && typeof fresh === "number" ? { type, fresh } : null;
}

const latest = (_: number | null, { fresh }: RequestsCount) => fresh;

/** The count of new requests, null until the channel has told it; `admin`: only an administrator may listen. */
export const useRequestsCount = (admin: boolean): number | null => useAdminChannel(admin, REQUESTS_LIVE_PATH, parseRequestsCount, latest);
