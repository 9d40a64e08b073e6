// Each event's figures in its row of « Événements » (docs/product.md §24): its page's views and its
// ticket-link taps since counting began (GET /api/stats/events?ids=). Read once the figures' channel
// has spoken (it does on connect), for the events shown, and again for all of them on each frame.
import { useEffect, useRef, useState } from "react";
import { MAX_EVENT_FIGURES, STATS_PATH, type EventFigures } from "../../../../shared/stats";
import { api } from "../../lib/api";

const NONE = { views: 0, tickets: 0 };

/** The ids in runs the API takes at once: a page of the list is one request. */
function runsOf(ids: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_EVENT_FIGURES) runs.push(ids.slice(start, start + MAX_EVENT_FIGURES));
  return runs;
}

/**
 * The figures of the events shown, by id (an event the API leaves out has none). `moved`: the
 * channel's count of frames (useStatsLive), null until it has told: nothing is read before.
 */
export function useEventFigures(ids: readonly number[], moved: number | null): EventFigures {
  const [figures, setFigures] = useState<EventFigures>({});
  // The frame each event was last read for: a new frame reads every event shown, a new event only itself.
  const readFor = useRef(new Map<number, number>());
  const shown = ids.join(",");

  useEffect(() => {
    if (moved === null || shown === "") return;
    const due = shown
      .split(",")
      .map(Number)
      .filter((id) => readFor.current.get(id) !== moved);
    for (const run of runsOf(due)) {
      for (const id of run) readFor.current.set(id, moved);
      api<EventFigures>("GET", `${STATS_PATH}/events?ids=${run.join(",")}`).then(
        (answer) => {
          // An answer overtaken by a later frame's is dropped.
          const current = run.filter((id) => readFor.current.get(id) === moved);
          setFigures((held) => ({ ...held, ...Object.fromEntries(current.map((id) => [id, answer[id] ?? NONE])) }));
        },
        // The rows stay without their figures: the next frame reads them again.
        (error: unknown) => console.warn("Chiffres des événements injoignables :", error),
      );
    }
  }, [shown, moved]);

  return figures;
}
