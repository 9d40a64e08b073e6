// GET /api/live: the WebSocket upgrade is handed to the Hub; any other request is told to upgrade.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { API_MESSAGES } from "../../shared/messages";
import { ApiError } from "../lib/errors";
import { CHANNEL_HEADER, contentHub, type Channel } from "./hub";

/** Hands a WebSocket upgrade to the Hub, on the channel named (the caller checked who may listen to it). */
export function upgradeTo(c: Context<AppEnv>, channel: Channel) {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "UPGRADE_REQUIRED", API_MESSAGES.UPGRADE_REQUIRED, undefined, { upgrade: "websocket" });
  }
  const request = new Request(c.req.raw);
  request.headers.set(CHANNEL_HEADER, channel);
  return contentHub(c.env).fetch(request);
}

export const liveRoutes = new Hono<AppEnv>().get("/", (c) => upgradeTo(c, "content"));
