// GET /api/views?path=<a page's address>: what that page shows, as its #initial-data carries it
// (docs/product.md §21): the app asks for it on a page it opens without it, and when its view fell behind.
import { Hono } from "hono";
import { z } from "zod";
import { parseDay } from "../../shared/event-time";
import { FIELD_MESSAGES } from "../../shared/messages";
import { resolvePage } from "../../shared/resolve-page";
import type { AppEnv } from "../env";
import { parisToday } from "../lib/paris-time";
import { timed } from "../lib/timing";
import { validate } from "../lib/validate";
import { readView } from "./views";

/**
 * An address of the site: a path, and the query that picks the page's data; and the visitor's day,
 * which decides what is upcoming ("today" is the browser's local day, docs/product.md §9).
 */
const viewQuery = z.object({
  path: z
    .string({ error: FIELD_MESSAGES.page })
    .max(300, FIELD_MESSAGES.page)
    .regex(/^\/[^\s]*$/, FIELD_MESSAGES.page),
  day: z
    .string()
    .refine((day) => parseDay(day) !== null, FIELD_MESSAGES.dateFormat)
    .optional(),
});

export const viewRoutes = new Hono<AppEnv>().get("/", validate("query", viewQuery), async (c) => {
  const { path, day } = c.req.valid("query");
  const address = new URL(path, c.req.url);
  const query = resolvePage(address.pathname, address.search).view;
  const { view, version } = await timed(c, "d1", readView(c.env.DB, query, day ?? parisToday()));
  return c.json({ view, version });
});
