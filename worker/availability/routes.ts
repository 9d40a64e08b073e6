// GET /api/availability (docs/product.md §22): what a visitor may know of a day or of a month, for
// anyone, edge-cached like the lists (worker/cache/edge.ts). /api/busy-days: the admin's month with
// its notes and events, and a day marked or set free; never cached, never sent to visitors.
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  isMonth,
  lastBookableDay,
  monthBounds,
  stateOf,
  type AdminMonth,
  type BusyDay,
  type DayAvailability,
  type MonthAvailability,
} from "../../shared/availability";
import { FIELD_MESSAGES } from "../../shared/messages";
import { availabilityQuerySchema, busyDaySchema, dateParam } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { AppEnv } from "../env";
import { parisToday } from "../lib/paris-time";
import { timed } from "../lib/timing";
import { validate } from "../lib/validate";
import { deleteBusyDay, readAdminMonth, readStanding, writeBusyDay, type DaysStanding } from "./store";

/** The days a visitor can ask about: from today (Paris) to the DJ's horizon. */
const windowOf = (profile: DaysStanding["profile"]) => {
  const today = parisToday();
  return { today, lastDay: lastBookableDay(today, profile.bookingHorizon) };
};

const standing = (c: Context<AppEnv>, first: string, last: string) => timed(c, "d1", readStanding(c.env.DB, first, last));

export async function dayAnswer(c: Context<AppEnv>, date: string): Promise<DayAvailability> {
  const { eventDays, busy, profile } = await standing(c, date, date);
  const window = windowOf(profile);
  return { date, state: stateOf(date, window, { event: eventDays.has(date), busy: busy.get(date) }), ...window };
}

async function monthAnswer(c: Context<AppEnv>, month: string): Promise<MonthAvailability> {
  const { first, last } = monthBounds(month);
  const { eventDays, busy, profile } = await standing(c, first, last);
  const window = windowOf(profile);
  const days: MonthAvailability["days"] = {};
  for (const date of new Set([...eventDays, ...busy.keys()]).values()) {
    const state = stateOf(date, window, { event: eventDays.has(date), busy: busy.get(date) });
    if (state === "taken" || state === "option") days[date] = state;
  }
  return { month, ...window, days: Object.fromEntries(Object.entries(days).sort()) };
}

export const availabilityRoutes = new Hono<AppEnv>().get("/", validate("query", availabilityQuerySchema), async (c) => {
  const { date, month } = c.req.valid("query");
  return c.json(date ? await dayAnswer(c, date) : await monthAnswer(c, month!));
});

const monthQuery = z.object({ month: z.string({ error: FIELD_MESSAGES.month }).refine(isMonth, FIELD_MESSAGES.month) });

/** Only for the admin, and for nobody's cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export const busyDayRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", validate("query", monthQuery), async (c) => {
    const { month } = c.req.valid("query");
    const { first, last } = monthBounds(month);
    const { busyDays, events, profile } = await timed(c, "d1", readAdminMonth(c.env.DB, first, last));
    return c.json({ month, ...windowOf(profile), busyDays, events } satisfies AdminMonth, 200, PRIVATE);
  })
  .put("/:date", validate("param", dateParam), validate("json", busyDaySchema), async (c) => {
    const day: BusyDay = await writeBusyDay(c.env.DB, c.req.valid("param").date, c.req.valid("json"), Date.now());
    return c.json(day, 200, PRIVATE);
  })
  .delete("/:date", validate("param", dateParam), async (c) => {
    await deleteBusyDay(c.env.DB, c.req.valid("param").date);
    return c.body(null, 204);
  });
