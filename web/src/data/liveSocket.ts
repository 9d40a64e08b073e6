// One WebSocket to a live channel (same origin), /api/live unless another is named: there the first
// message names the content's version, each next one carries the items a write changed, or the whole
// profile; the admin's other channel carries its own messages, read by its own parser. The socket
// reconnects with exponential backoff (capped, with jitter) when it drops.
import { LIVE_PATH, PING, parseLiveMessage, type LiveMessage } from "../../../shared/live";

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
const JITTER_MS = 1_000;
const HEARTBEAT_MS = 30_000;

/** Delay before reconnection attempt `attempt` (0 = first retry): 1 s, 2 s, 4 s … 30 s, plus jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt) + Math.floor(random() * JITTER_MS);
}

export function liveUrl(location: Pick<Location, "protocol" | "host">, path = LIVE_PATH): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
}

/**
 * Opens the socket to /api/live, or to another channel's `path` whose frames `parse` reads, and
 * keeps it open (reconnecting after a drop) until the returned function is called; each message is
 * handed to `onMessage`. Loaded after the page's first render, which needs none of it.
 */
export function connectLive(onMessage: (message: LiveMessage) => void): () => void;
export function connectLive<M>(onMessage: (message: M) => void, path: string, parse: (data: string) => M | null): () => void;
export function connectLive<M>(
  onMessage: (message: M) => void,
  path = LIVE_PATH,
  parse = parseLiveMessage as unknown as (data: string) => M | null,
): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    try {
      socket = new WebSocket(liveUrl(window.location, path));
    } catch (error) {
      console.warn("Connexion temps réel impossible :", error);
      scheduleRetry();
      return;
    }
    socket.onopen = () => {
      attempt = 0;
      heartbeat = setInterval(() => {
        if (socket?.readyState === WebSocket.OPEN) socket.send(PING);
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      const message = parse(event.data);
      if (message) onMessage(message);
    };
    socket.onclose = () => {
      clearInterval(heartbeat);
      socket = null;
      scheduleRetry();
    };
    // An error is always followed by close, where the retry is scheduled.
    socket.onerror = () => {};
  };

  const scheduleRetry = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, backoffDelay(attempt));
    attempt += 1;
  };

  // Coming back online or to the tab: try at once rather than waiting out the backoff.
  const retryNow = () => {
    if (stopped || socket || document.visibilityState === "hidden") return;
    clearTimeout(retryTimer);
    connect();
  };

  connect();
  window.addEventListener("online", retryNow);
  document.addEventListener("visibilitychange", retryNow);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(heartbeat);
    window.removeEventListener("online", retryNow);
    document.removeEventListener("visibilitychange", retryNow);
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  };
}
