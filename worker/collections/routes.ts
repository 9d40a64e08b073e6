// /api/<collection>: the list by pages and one item by id for anyone, and create (one, or several at once), update and delete for the admin, for any
// collection from its description (docs/product.md §10). A delete moves the item to the trash, which
// the admin lists, restores from and empties item by item; a collection ordered by hand also moves
// its items (docs/product.md §20). Each committed write is announced to the open pages (the Hub).
// Images are saved as worker/images/saved-images.ts says; one no item shows any more, trash
// included, is left to the daily sweep (worker/images/cleanup.ts).
import { type Context, Hono } from "hono";
import { isHandOrdered, type AnyCollection } from "../../shared/collections";
import { TRASH_MESSAGES, type NotFoundWords } from "../../shared/messages";
import { listPath } from "../../shared/paging";
import { batchSchema, idParam, type ItemInput, itemSchema, listQuerySchema, moveSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { savedImages } from "../images/saved-images";
import { ApiError } from "../lib/errors";
import { parisToday } from "../lib/paris-time";
import { timed } from "../lib/timing";
import { validate } from "../lib/validate";
import { publish } from "../live/publish";
import { readPage } from "./list";
import { CollectionStore, imageColumns, tableOf } from "./store";

/** The routes of a collection; `notFound`: its 404's code and sentence (ITEM_NOT_FOUND of shared/messages.ts). */
export function collectionRoutes<D extends AnyCollection>(description: D, { code, message }: NotFoundWords) {
  const store = (env: Env) => new CollectionStore(env.DB, description);
  const notFound = () => new ApiError(404, code, message);
  const notInTrash = () => new ApiError(404, code, TRASH_MESSAGES.notInTrash);
  const body = validate("json", itemSchema(description));
  const batch = validate("json", batchSchema(description));
  const id = validate("param", idParam);
  const place = validate("json", moveSchema);
  const pageQuery = validate("query", listQuerySchema);
  const table = tableOf(description);
  const images = imageColumns(description);
  /** Pushes the changed items to open pages after the response: a Hub failure never touches the write. */
  const announce = (c: Context<AppEnv>, ids: number[]) => c.executionCtx.waitUntil(publish(c.env, table, ids));
  const savedItem = async (env: Env, input: ItemInput<D["fields"]>) => (await savedImages(env.IMAGES, images, [input]))[0];

  const routes = new Hono<AppEnv>()
    // A page of the list, as an array; a `Link` header names the next page when there is one.
    .get("/", pageQuery, async (c) => {
      const query = c.req.valid("query");
      const page = await timed(c, "d1", readPage(c.env.DB, table, query, parisToday()));
      if (page.next) c.header("Link", `<${listPath(description.name, { ...query, after: page.next })}>; rel="next"`);
      return c.json(page.items);
    })
    .post("/", requireAdmin, body, async (c) => {
      const item = await store(c.env).insert(await savedItem(c.env, c.req.valid("json")));
      announce(c, [item.id]);
      return c.json(item, 201);
    })
    // Several items at once ("Répéter" an event): all stored in one transaction, or none.
    .post("/batch", requireAdmin, batch, async (c) => {
      const inputs = await savedImages(c.env.IMAGES, images, c.req.valid("json").items, (index, field) => `items.${index}.${field}`);
      const items = await store(c.env).insertMany(inputs);
      announce(
        c,
        items.map((item) => item.id),
      );
      return c.json(items, 201);
    })
    .put("/:id", requireAdmin, id, body, async (c) => {
      const item = await store(c.env).update(c.req.valid("param").id, await savedItem(c.env, c.req.valid("json")));
      if (!item) throw notFound();
      announce(c, [item.id]);
      return c.json(item);
    })
    // To the trash: out of the lists, restorable for TRASH_RETENTION_DAYS.
    .delete("/:id", requireAdmin, id, async (c) => {
      const item = await store(c.env).remove(c.req.valid("param").id);
      if (!item) throw notFound();
      announce(c, [item.id]);
      return c.body(null, 204);
    })
    .get("/trash", requireAdmin, async (c) => c.json(await timed(c, "d1", store(c.env).trash())))
    // Answers the item back in its place, as a move does.
    .post("/trash/:id/restore", requireAdmin, id, async (c) => {
      const restored = await store(c.env).restore(c.req.valid("param").id);
      if (!restored) throw notInTrash();
      announce(c, [restored.item.id]);
      return c.json(restored);
    })
    // For good: nothing to announce, the lists never showed it.
    .delete("/trash/:id", requireAdmin, id, async (c) => {
      if (!(await store(c.env).purge(c.req.valid("param").id))) throw notInTrash();
      return c.body(null, 204);
    })
    // After /trash, which is no id.
    .get("/:id", id, async (c) => {
      const item = await timed(c, "d1", store(c.env).get(c.req.valid("param").id));
      if (!item) throw notFound();
      return c.json(item);
    });
  if (!isHandOrdered(description)) return routes;
  // Answers the item and its new place: the page that moved it shows what every other page will.
  return routes.post("/:id/move", requireAdmin, id, place, async (c) => {
    const moved = await store(c.env).move(c.req.valid("param").id, c.req.valid("json").before);
    if (!moved) throw notFound();
    announce(c, [moved.item.id]);
    return c.json(moved);
  });
}
