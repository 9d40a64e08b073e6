// The admin's month of « Disponibilités »: its busy days with their notes and its events
// (GET /api/busy-days?month=), read when shown, and a day marked or set free (PUT and DELETE
// /api/busy-days/<date>) applied to it once the Worker has saved it.
import { useCallback, useEffect, useState } from "react";
import { BUSY_DAYS_PATH, type AdminMonth, type BusyDay } from "../../../../shared/availability";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";

export type BusyMonthLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; month: AdminMonth };

const LOADING: BusyMonthLoad = { state: "loading" };

export function useBusyMonth(month: string) {
  // The last answer, with the month and the attempt it answers: another one is loading meanwhile.
  const [read, setRead] = useState<{ month: string; attempt: number; load: BusyMonthLoad } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (load: BusyMonthLoad) => setRead({ month, attempt, load });
    api<AdminMonth>("GET", `${BUSY_DAYS_PATH}?month=${month}`, { signal: controller.signal }).then(
      (answer) => settle({ state: "ready", month: answer }),
      (error: unknown) => controller.signal.aborted || settle({ state: "failed", message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [month, attempt]);

  /** The day as the Worker stored it, or null once set free, replacing the one shown. */
  const apply = useCallback((date: string, day: BusyDay | null) => {
    setRead((current) => {
      if (current?.load.state !== "ready") return current;
      const shown = current.load.month;
      const others = shown.busyDays.filter((busy) => busy.date !== date);
      const busyDays = day ? [...others, day].sort((a, b) => (a.date < b.date ? -1 : 1)) : others;
      return { ...current, load: { state: "ready", month: { ...shown, busyDays } } };
    });
  }, []);

  /** Marks the day (or sets it free with null), then shows it so; rejects with the API's error. */
  const save = useCallback(
    async (date: string, marked: Pick<BusyDay, "kind" | "note"> | null) => {
      if (marked) apply(date, await api<BusyDay>("PUT", `${BUSY_DAYS_PATH}/${date}`, { body: marked }));
      else {
        await api<null>("DELETE", `${BUSY_DAYS_PATH}/${date}`);
        apply(date, null);
      }
    },
    [apply],
  );

  const load = read && read.month === month && read.attempt === attempt ? read.load : LOADING;
  return { load, save, retry: () => setAttempt((count) => count + 1) };
}
