// How many booking requests are new (docs/product.md §23) and how many clients' reviews wait for the
// DJ (§26), live for the whole admin page: its own channel (/api/requests/live) tells both counts on
// connect and after every change, so that the « Demandes » tab's badge and « À valider » move, and
// their lists are read again, without a reload.
import { frameObject } from "../../../../shared/live";
import { REQUESTS_LIVE_PATH, type RequestsCount } from "../../../../shared/requests";
import { useAdminChannel } from "./useAdminChannel";

/** The counts in a frame of the channel, or null for anything else (a PONG, a future message); a frame without `reviews` counts none. */
export function parseRequestsCount(data: string): RequestsCount | null {
  const { type, fresh, reviews = 0 } = frameObject(data) ?? {};
  return type === "requests" && typeof fresh === "number" && typeof reviews === "number" ? { type, fresh, reviews } : null;
}

/** The channel's two counts. */
export type WaitingCounts = Omit<RequestsCount, "type">;

const latest = (_: WaitingCounts | null, { fresh, reviews }: RequestsCount): WaitingCounts => ({ fresh, reviews });

/**
 * Both counts, from one socket, null until the channel has told them; `admin`: only an administrator
 * may listen. The page calls it once: each call opens its own socket.
 */
export const useRequestsCounts = (admin: boolean): WaitingCounts | null => useAdminChannel(admin, REQUESTS_LIVE_PATH, parseRequestsCount, latest);
