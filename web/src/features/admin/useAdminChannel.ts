// One of the admin's live channels of the Hub (docs/product.md §23, §24), for the whole admin page:
// its frames, read by `parse`, folded by `fold` into the state the page shows, without a reload.
import { useEffect, useState } from "react";

/**
 * The state `fold` makes of the channel's frames at `path`, null until the first; `admin`: only an
 * administrator may listen. `parse` and `fold` are the module's own functions (stable: the socket
 * is opened once).
 */
export function useAdminChannel<M, S>(admin: boolean, path: string, parse: (data: string) => M | null, fold: (state: S | null, message: M) => S): S | null {
  const [state, setState] = useState<S | null>(null);
  useEffect(() => {
    if (!admin || typeof WebSocket === "undefined") return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    // Imported as the page's own channel imports it (data/DataProvider.tsx): the same chunk, once.
    void import("../../data/liveSocket").then(({ connectLive }) => {
      if (!gone) disconnect = connectLive((message: M) => setState((held) => fold(held, message)), path, parse);
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [admin, path, parse, fold]);
  return state;
}
