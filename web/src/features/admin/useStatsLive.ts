// The figures' live channel (/api/stats/live, docs/product.md §24): a frame on connect and a few
// seconds after the figures moved, on which « Statistiques » and the events' rows read theirs again.
import { frameObject } from "../../../../shared/live";
import { STATS_LIVE_PATH, type StatsMoved } from "../../../../shared/stats";
import { useAdminChannel } from "./useAdminChannel";

/** The nudge in a frame of the channel, or null for anything else (a PONG, a future message). */
export function parseStatsMoved(data: string): StatsMoved | null {
  return frameObject(data)?.type === "stats" ? { type: "stats" } : null;
}

const counted = (count: number | null) => (count ?? 0) + 1;

/** How many frames the channel has sent (each new count: read again), null until the first; `admin`: only an administrator may listen. */
export const useStatsLive = (admin: boolean): number | null => useAdminChannel(admin, STATS_LIVE_PATH, parseStatsMoved, counted);
