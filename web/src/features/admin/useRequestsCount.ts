// How many booking requests are new (docs/product.md §23), live for the whole admin page: its own
// channel (/api/requests/live) tells the count on connect and after every change, so that the
// « Demandes » tab's badge moves, and its list is read again, without a reload.
import { useEffect, useState } from "react";
import { frameObject } from "../../../../shared/live";
import { REQUESTS_LIVE_PATH, type RequestsCount } from "../../../../shared/requests";

/** The count in a frame of the channel, or null for anything else (a PONG, a future message). */
export function parseRequestsCount(data: string): RequestsCount | null {
  const { type, fresh } = frameObject(data) ?? {};
  return type === "requests" && typeof fresh === "number" ? { type, fresh } : null;
}

/** The count of new requests, null until the channel has told it; `admin`: only an administrator may listen. */
export function useRequestsCount(admin: boolean): number | null {
  const [fresh, setFresh] = useState<number | null>(null);
  useEffect(() => {
    if (!admin || typeof WebSocket === "undefined") return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    // Imported as the page's own channel imports it (data/DataProvider.tsx): the same chunk, once.
    void import("../../data/liveSocket").then(({ connectLive }) => {
      if (!gone) disconnect = connectLive((message) => setFresh(message.fresh), REQUESTS_LIVE_PATH, parseRequestsCount);
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [admin]);
  return fresh;
}
