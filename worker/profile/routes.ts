// /api/profile (docs/product.md §15): the DJ's profile for anyone, replaced whole by the admin. A
// saved profile is announced to the open pages (the Hub). Its pictures are saved as
// worker/images/saved-images.ts says; one it no longer shows is left to the daily sweep.
import { Hono } from "hono";
import { profileSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { savedImages } from "../images/saved-images";
import { timed } from "../lib/timing";
import { validate } from "../lib/validate";
import { publish } from "../live/publish";
import { profileImageFields, readProfile, writeProfile } from "./store";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await timed(c, "d1", readProfile(c.env.DB))))
  .put("/", requireAdmin, validate("json", profileSchema), async (c) => {
    const [profile] = await savedImages(c.env.IMAGES, profileImageFields, [c.req.valid("json")]);
    await writeProfile(c.env.DB, profile);
    c.executionCtx.waitUntil(publish(c.env, "profile"));
    return c.json(profile);
  });
