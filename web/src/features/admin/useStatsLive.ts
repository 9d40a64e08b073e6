// The figures' live channel (/api/stats/live, docs/product.md §24), for the whole admin page: a frame
// on connect and a few seconds after the figures moved, on which « Statistiques » and the events'
// rows read theirs again, without a reload.
import { useEffect, useState } from "react";
import { frameObject } from "../../../../shared/live";
import { STATS_LIVE_PATH, type StatsMoved } from "../../../../shared/stats";

/** The nudge in a frame of the channel, or null for anything else (a PONG, a future message). */
export function parseStatsMoved(data: string): StatsMoved | null {
  return frameObject(data)?.type === "stats" ? { type: "stats" } : null;
}

/** How many frames the channel has sent (each new count: read again), null until the first; `admin`: only an administrator may listen. */
export function useStatsLive(admin: boolean): number | null {
  const [moved, setMoved] = useState<number | null>(null);
  useEffect(() => {
    if (!admin || typeof WebSocket === "undefined") return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    // Imported as the page's own channel imports it (data/DataProvider.tsx): the same chunk, once.
    void import("../../data/liveSocket").then(({ connectLive }) => {
      if (!gone) disconnect = connectLive(() => setMoved((count) => (count ?? 0) + 1), STATS_LIVE_PATH, parseStatsMoved);
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [admin]);
  return moved;
}
