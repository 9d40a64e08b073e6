// GET /events.ics (the feed a calendar can subscribe to) and GET /events/<id>.ics (one event,
// downloaded by "Ajouter au calendrier"; the not-found page for an id no event has).
import { Hono } from "hono";
import { COLLECTIONS, type EventItem } from "../../shared/collections";
import type { Profile } from "../../shared/profile";
import { CollectionStore } from "../collections/store";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { timed } from "../lib/timing";
import { notFoundPage } from "../pages/routes";
import { readProfile } from "../profile/store";
import { buildCalendar, eventSlug } from "./ics";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";
/** Calendars poll the feed; an edit in the admin shows on the next poll, never a stale copy. */
const CACHE = "public, no-cache";

/** The events and the DJ they belong to; null when D1 cannot be read. */
async function readCalendar(env: Env): Promise<{ events: EventItem[]; dj: Profile } | null> {
  try {
    const [events, dj] = await Promise.all([new CollectionStore(env.DB, COLLECTIONS.events).list(), readProfile(env.DB)]);
    return { events, dj };
  } catch {
    return null;
  }
}

const unavailable = () =>
  new Response("Le calendrier est momentanément indisponible. Réessayez dans un instant.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });

export const calendarRoutes = new Hono<AppEnv>()
  .get("/events.ics", async (c) => {
    const calendar = await timed(c, "d1", readCalendar(c.env));
    if (!calendar) return unavailable();
    const { events, dj } = calendar;
    const body = buildCalendar(events, {
      origin: siteOrigin(c),
      now: new Date(),
      dj,
      calendarName: `${dj.name} – Événements`,
    });
    return c.body(body, 200, {
      "Content-Type": CALENDAR_TYPE,
      "Content-Disposition": `inline; filename="${eventSlug({ id: 0, name: dj.name, date: "" })}.ics"`,
      "Cache-Control": CACHE,
    });
  })
  // An id as written everywhere (no leading zero); any other name under /events/ is the not-found page.
  .get("/events/:file{[1-9][0-9]{0,15}\\.ics}", async (c) => {
    const id = Number(c.req.param("file").slice(0, -".ics".length));
    const calendar = await timed(c, "d1", readCalendar(c.env));
    if (!calendar) return unavailable();
    const event = calendar.events.find((item) => item.id === id);
    if (!event) return notFoundPage(c);
    const body = buildCalendar([event], { origin: siteOrigin(c), now: new Date(), dj: calendar.dj });
    return c.body(body, 200, {
      "Content-Type": CALENDAR_TYPE,
      "Content-Disposition": `attachment; filename="${eventSlug(event)}.ics"`,
      "Cache-Control": CACHE,
    });
  });
