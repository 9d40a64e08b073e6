// GET /api/live: the WebSocket upgrade is handed to the Hub; any other request is told to upgrade.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { contentHub } from "./hub";

export const liveRoutes = new Hono<AppEnv>().get("/", (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "UPGRADE_REQUIRED", "Cette adresse attend une connexion WebSocket.", undefined, { upgrade: "websocket" });
  }
  return contentHub(c.env).fetch(c.req.raw);
});
