// The months of availability the checker has read (GET /api/availability?month=): each fetched
// when first shown and kept while the checker is open; a failed one is fetched again on « Réessayer ».
// A plain fetch: every failure reads the same to a visitor, so the API's client (lib/api.ts) and its
// error codes would be weight for nothing on this page.
import { useCallback, useEffect, useState } from "react";
import { AVAILABILITY_PATH, type MonthAvailability } from "../../../../shared/availability";

/** The month's answer; rejects on any failure (offline, an error answer). */
async function readMonth(month: string, signal: AbortSignal): Promise<MonthAvailability> {
  const response = await fetch(`${AVAILABILITY_PATH}?month=${month}`, { signal, headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as MonthAvailability;
}

export type MonthLoad = { state: "loading" } | { state: "failed" } | { state: "ready"; answer: MonthAvailability };

const LOADING: MonthLoad = { state: "loading" };

export function useMonths(month: string) {
  const [loads, setLoads] = useState<Record<string, MonthLoad>>({});
  const [attempt, setAttempt] = useState(0);
  const ready = loads[month]?.state === "ready";

  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    const settle = (load: MonthLoad) => setLoads((known) => ({ ...known, [month]: load }));
    readMonth(month, controller.signal).then(
      (answer) => settle({ state: "ready", answer }),
      () => controller.signal.aborted || settle({ state: "failed" }),
    );
    return () => controller.abort();
  }, [month, ready, attempt]);

  const retry = useCallback(() => {
    setLoads(({ [month]: _failed, ...others }) => others);
    setAttempt((count) => count + 1);
  }, [month]);

  return { load: loads[month] ?? LOADING, retry };
}
