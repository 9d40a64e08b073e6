// /api/<collection>: the list for anyone, and create (one, or several at once), update and delete for the admin, for any
// collection from its description (docs/product.md §10). Each committed write is announced to the
// open pages (the Hub), and an image no item shows any more is released.
import { type Context, Hono } from "hono";
import type { AnyCollection, ItemOf } from "../../shared/collections";
import { batchSchema, idParam, itemSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { releaseImage } from "../images/cleanup";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { publish } from "../live/publish";
import { CollectionStore, imageColumns, tableOf } from "./store";

export function collectionRoutes<D extends AnyCollection>(description: D) {
  const store = (env: Env) => new CollectionStore(env.DB, description);
  const { code, message } = description.words.notFound;
  const notFound = () => new ApiError(404, code, message);
  const body = validate("json", itemSchema(description));
  const batch = validate("json", batchSchema(description));
  const id = validate("param", idParam);
  const table = tableOf(description);
  /** Pushes the new list to open pages after the response: a Hub failure never touches the write. */
  const announce = (c: Context<AppEnv>) => c.executionCtx.waitUntil(publish(c.env, table));
  /** The images `before` showed that `after` (or nothing, after a delete) does not. */
  const releaseDropped = async (env: Env, before: ItemOf<D>, after?: ItemOf<D>) => {
    for (const column of imageColumns(description)) {
      const image = (before as Record<string, unknown>)[column];
      if (typeof image === "string" && image !== (after as Record<string, unknown> | undefined)?.[column]) await releaseImage(env, image);
    }
  };

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await store(c.env).list()))
      .post("/", requireAdmin, body, async (c) => {
        const item = await store(c.env).insert(c.req.valid("json"));
        announce(c);
        return c.json(item, 201);
      })
      // Several items at once ("Répéter" an event): all stored in one transaction, or none.
      .post("/batch", requireAdmin, batch, async (c) => {
        const items = await store(c.env).insertMany(c.req.valid("json").items);
        announce(c);
        return c.json(items, 201);
      })
      .put("/:id", requireAdmin, id, body, async (c) => {
        const change = await store(c.env).update(c.req.valid("param").id, c.req.valid("json"));
        if (!change) throw notFound();
        announce(c);
        await releaseDropped(c.env, change.previous, change.item);
        return c.json(change.item);
      })
      .delete("/:id", requireAdmin, id, async (c) => {
        const item = await store(c.env).remove(c.req.valid("param").id);
        if (!item) throw notFound();
        announce(c);
        await releaseDropped(c.env, item);
        return c.body(null, 204);
      })
  );
}
