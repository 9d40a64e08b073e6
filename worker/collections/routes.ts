// /api/<collection>: the list for anyone, and create (one, or several at once), update and delete for the admin, for any
// collection from its description (docs/product.md §10). Each committed write is announced to the
// open pages (the Hub). Images are saved as worker/images/saved-images.ts says; one no item shows
// any more is left to the daily sweep (worker/images/cleanup.ts).
import { type Context, Hono } from "hono";
import type { AnyCollection } from "../../shared/collections";
import { batchSchema, idParam, type ItemInput, itemSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { savedImages } from "../images/saved-images";
import { ApiError } from "../lib/errors";
import { timed } from "../lib/timing";
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
  const images = imageColumns(description);
  /** Pushes the new list to open pages after the response: a Hub failure never touches the write. */
  const announce = (c: Context<AppEnv>) => c.executionCtx.waitUntil(publish(c.env, table));
  const savedItem = async (env: Env, input: ItemInput<D["fields"]>) => (await savedImages(env.IMAGES, images, [input]))[0];

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await timed(c, "d1", store(c.env).list())))
      .post("/", requireAdmin, body, async (c) => {
        const item = await store(c.env).insert(await savedItem(c.env, c.req.valid("json")));
        announce(c);
        return c.json(item, 201);
      })
      // Several items at once ("Répéter" an event): all stored in one transaction, or none.
      .post("/batch", requireAdmin, batch, async (c) => {
        const inputs = await savedImages(c.env.IMAGES, images, c.req.valid("json").items, (index, field) => `items.${index}.${field}`);
        const items = await store(c.env).insertMany(inputs);
        announce(c);
        return c.json(items, 201);
      })
      .put("/:id", requireAdmin, id, body, async (c) => {
        const item = await store(c.env).update(c.req.valid("param").id, await savedItem(c.env, c.req.valid("json")));
        if (!item) throw notFound();
        announce(c);
        return c.json(item);
      })
      .delete("/:id", requireAdmin, id, async (c) => {
        const item = await store(c.env).remove(c.req.valid("param").id);
        if (!item) throw notFound();
        announce(c);
        return c.body(null, 204);
      })
  );
}
