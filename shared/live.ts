// The live channel (GET /api/live): what the Hub sends to every open page, shared with the browser.
import { isCollectionName, type CollectionName, type Item } from "./collections";
import type { Profile } from "./profile";

export const LIVE_PATH = "/api/live";

/** The query parameter with which a page asks for a list at least at a content version (worker/cache/edge.ts). */
export const MIN_VERSION_PARAM = "v";

/** A client may send PING to check its socket; the runtime answers PONG without waking the Hub. */
export const PING = "ping";
export const PONG = "pong";

/**
 * Every message names the content's version it was read at (docs/product.md §18): the page compares
 * it with the version its lists came with, and asks for the lists only when it has fallen behind.
 */
interface Versioned {
  version: number;
}

/** Sent on connect: the content's version as the Hub last saw it. */
export type VersionMessage = { type: "version" } & Versioned;

/**
 * One item as it is now: `item` null when it left the lists (to the trash); for a collection ordered
 * by hand, `before` names the item it now stands just before (null: the last).
 */
export interface ItemChange<T> {
  id: number;
  item: T | null;
  before?: number | null;
}

/** The items a write changed (one, or a batch's), read after it committed: never the whole list. */
export type ChangeMessage = {
  [C in CollectionName]: { type: "change"; collection: C; changes: ItemChange<Item<C>>[] } & Versioned;
}[CollectionName];

/** The whole profile after it was saved. */
export type ProfileMessage = { type: "profile"; profile: Profile } & Versioned;

export type LiveMessage = VersionMessage | ChangeMessage | ProfileMessage;

/** The object a frame from the Hub holds, or null for anything else (a PONG). */
export function frameObject(data: string): Record<string, unknown> | null {
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === "object" && message !== null ? (message as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The message in a frame from the Hub, or null for anything else (a PONG, a future message type). */
export function parseLiveMessage(data: string): LiveMessage | null {
  const message: unknown = frameObject(data);
  if (!message) return null;
  const { type, collection, changes, profile, version } = message as Record<string, unknown>;
  if (typeof version !== "number") return null;
  if (type === "version") return message as VersionMessage;
  if (type === "change" && isCollectionName(collection) && Array.isArray(changes)) return message as ChangeMessage;
  if (type === "profile" && typeof profile === "object" && profile !== null) return message as ProfileMessage;
  return null;
}
