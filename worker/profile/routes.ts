// /api/profile (docs/product.md §15): the DJ's profile for anyone, replaced whole by the admin. A
// saved profile is announced to the open pages (the Hub), and a picture it no longer shows is released.
import { Hono } from "hono";
import { profileSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { releaseImage } from "../images/cleanup";
import { validate } from "../lib/validate";
import { publish } from "../live/publish";
import { profileImageFields, readProfile, writeProfile } from "./store";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await readProfile(c.env.DB)))
  .put("/", requireAdmin, validate("json", profileSchema), async (c) => {
    const profile = c.req.valid("json");
    const previous = await writeProfile(c.env.DB, profile);
    c.executionCtx.waitUntil(publish(c.env, "profile"));
    for (const field of profileImageFields) {
      const image = previous[field];
      if (typeof image === "string" && image !== profile[field]) await releaseImage(c.env, image);
    }
    return c.json(profile);
  });
