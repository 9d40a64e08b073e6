// GET /api/live: the WebSocket upgrade is handed to the Hub; any other request is told to upgrade.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { API_MESSAGES } from "../../shared/messages";
import { ApiError } from "../lib/errors";
import { contentHub } from "./hub";

export const liveRoutes = new Hono<AppEnv>().get("/", (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "UPGRADE_REQUIRED", API_MESSAGES.UPGRADE_REQUIRED, undefined, { upgrade: "websocket" });
  }
  return contentHub(c.env).fetch(c.req.raw);
});
