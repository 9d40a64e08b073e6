// The audience figures of a period (« Statistiques », docs/product.md §24): GET /api/stats?days=, read
// when shown, when another period is picked, and again on each frame of the figures' channel; the
// figures shown stay while the next ones come, so that nothing flashes.
import { useEffect, useState } from "react";
import { STATS_PATH, type StatsPeriod, type StatsReport } from "../../../../shared/stats";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";

/** The period shown first: a month, long enough to see a trend, short enough to be this season's. */
export const DEFAULT_PERIOD: StatsPeriod = 30;

/** `days`: the period the report shown covers, which may be the one before a switch until the new one comes. */
export type StatsLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; report: StatsReport; days: StatsPeriod };

const LOADING: StatsLoad = { state: "loading" };

/** `moved`: the live channel's count of frames (useStatsLive), whose every move reads the figures again. */
export function useStats(moved: number | null) {
  // The frame sent on connect says nothing new to a tab that has just read the figures: read again from the second on.
  const changes = Math.max(0, (moved ?? 1) - 1);
  const [days, setDays] = useState<StatsPeriod>(DEFAULT_PERIOD);
  const [load, setLoad] = useState<StatsLoad>(LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<StatsReport>("GET", `${STATS_PATH}?days=${days}`, { signal: controller.signal }).then(
      (report) => setLoad({ state: "ready", report, days }),
      // The period's figures shown stay when a read behind them fails: the next frame reads them again.
      (error: unknown) =>
        controller.signal.aborted ||
        setLoad((current) => (current.state === "ready" && current.days === days ? current : { state: "failed", message: errorMessage(error) })),
    );
    return () => controller.abort();
  }, [days, changes, attempt]);

  /** Another period: the figures shown stay (dimmed) until its own come; after a failure, « Chargement… ». */
  const select = (next: StatsPeriod) => {
    setDays(next);
    setLoad((current) => (current.state === "failed" ? LOADING : current));
  };

  const retry = () => {
    setLoad(LOADING);
    setAttempt((count) => count + 1);
  };

  return { days, select, load, retry };
}
