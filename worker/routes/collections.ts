// One router factory for /api/events, /api/photos and /api/venues.
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import type { ZodType } from "zod";
import { NOT_FOUND_CODE } from "../../shared/api";
import { idParam, inputSchemas } from "../../shared/schemas";
import type { CollectionName } from "../../shared/types";
import { requireAdmin } from "../auth/session";
import type { AppEnv } from "../env";
import { ApiError, fieldErrors, validationFailed } from "../errors";
import { releaseImage } from "../images/cleanup";
import { publish } from "../live/publish";
import { CollectionStore, type ItemInput } from "../store/collections";

const NOT_FOUND_MESSAGE: Record<CollectionName, string> = {
  events: "Cet événement n'existe plus.",
  photos: "Cette photo n'existe plus.",
  venues: "Ce lieu n'existe plus.",
};

/** zValidator that answers VALIDATION_FAILED with the fields at fault. */
const validate = <T extends ZodType>(target: "json" | "param", schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(fieldErrors(result.error));
  });

export function collectionRoutes<C extends CollectionName>(name: C) {
  const store = (env: Env) => new CollectionStore(env.DB, name);
  const notFound = () => new ApiError(404, NOT_FOUND_CODE[name], NOT_FOUND_MESSAGE[name]);
  const body = validate("json", inputSchemas[name]);
  const id = validate("param", idParam);
  /** Pushes the new list to open pages after the response: a Hub failure never touches the write. */
  const announce = (c: Context<AppEnv>) => c.executionCtx.waitUntil(publish(c.env, name));

  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await store(c.env).list()))
    .post("/", requireAdmin, body, async (c) => {
      const item = await store(c.env).insert(c.req.valid("json") as ItemInput<C>);
      announce(c);
      return c.json(item, 201);
    })
    .put("/:id", requireAdmin, id, body, async (c) => {
      const change = await store(c.env).update(c.req.valid("param").id, c.req.valid("json") as ItemInput<C>);
      if (!change) throw notFound();
      announce(c);
      if (change.previous.image !== change.item.image) await releaseImage(c.env, change.previous.image);
      return c.json(change.item);
    })
    .delete("/:id", requireAdmin, id, async (c) => {
      const item = await store(c.env).remove(c.req.valid("param").id);
      if (!item) throw notFound();
      announce(c);
      await releaseImage(c.env, item.image);
      return c.body(null, 204);
    });
}
