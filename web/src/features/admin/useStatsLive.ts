// The figures' live channel (/api/stats/live, docs/product.md §24): a frame on connect and a few
// seconds after the figures moved, on which « Statistiques » and the events' rows read theirs again.
import { frameObject } from "../../../../shared/live";
import { STATS_LIVE_PATH, type StatsMoved } from "../../../../shared/stats";
import { useAuth } from "../../data/AuthProvider";
import { useAdminChannel } from "./useAdminChannel";

/** The nudge in a frame of the channel, or null for anything else (a PONG, a future message). */
export function parseStatsMoved(data: string): StatsMoved | null {
  return frameObject(data)?.type === "stats" ? { type: "stats" } : null;
}

const counted = (count: number | null) => (count ?? 0) + 1;

/**
 * How many frames the channel has sent (each new count: read again), null until the first. Heard by
 * the views that show figures, while they show (one tab at a time): an administrator's only.
 */
export function useStatsLive(): number | null {
  const { currentUser } = useAuth();
  return useAdminChannel(currentUser?.role === "admin", STATS_LIVE_PATH, parseStatsMoved, counted);
}
