// GET /events.ics (the feed a calendar can subscribe to: the coming events and the recent past ones)
// and GET /events/<id>.ics (one event, downloaded by "Ajouter au calendrier"; the not-found page for
// an id no event has). Each reads from D1 only the events it holds (./store.ts).
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Profile } from "../../shared/profile";
import type { AppEnv } from "../env";
import { parisToday } from "../lib/paris-time";
import { siteOrigin } from "../lib/site-origin";
import { timed } from "../lib/timing";
import { notFoundPage } from "../pages/routes";
import { readProfile } from "../profile/store";
import { buildCalendar, eventSlug } from "./ics";
import { readEvent, readFeedEvents } from "./store";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";
/** Calendars poll the feed; an edit in the admin shows on the next poll, never a stale copy. */
const CACHE = "public, no-cache";

/** What `read` finds and the DJ it belongs to; null when D1 cannot be read. */
async function readCalendar<T>(env: Env, read: (db: D1Database) => Promise<T>): Promise<{ found: T; dj: Profile } | null> {
  try {
    const [found, dj] = await Promise.all([read(env.DB), readProfile(env.DB)]);
    return { found, dj };
  } catch {
    return null;
  }
}

const unavailable = () =>
  new Response("Le calendrier est momentanément indisponible. Réessayez dans un instant.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
  });

/**
 * A calendar's ETag, from what it holds: its text but the DTSTAMP lines, which say when this copy
 * was written. A subscribed calendar polling the feed sends it back (If-None-Match) and gets 304 with
 * no body until an event, the profile or the day changes it.
 */
async function calendarTag(body: string): Promise<string> {
  const held = new TextEncoder().encode(body.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, ""));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", held));
  return `W/"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

/** A calendar answer: its body, headers and ETag. */
const calendarAnswer = async (body: string, disposition: string) => ({
  "Content-Type": CALENDAR_TYPE,
  "Content-Disposition": disposition,
  "Cache-Control": CACHE,
  ETag: await calendarTag(body),
});

/** 304 for a calendar whose ETag the client holds: set outside the edge cache (worker/index.ts), so that its copies are answered so too. */
export const calendarValidators = etag();

/** One event's calendar file: an id as written everywhere (no leading zero). */
export const EVENT_CALENDAR_PATH = "/events/:file{[1-9][0-9]{0,15}\\.ics}";

export const calendarRoutes = new Hono<AppEnv>()
  .get("/events.ics", async (c) => {
    const calendar = await timed(
      c,
      "d1",
      readCalendar(c.env, (db) => readFeedEvents(db, parisToday())),
    );
    if (!calendar) return unavailable();
    const { found: events, dj } = calendar;
    const body = buildCalendar(events, {
      origin: siteOrigin(c),
      now: new Date(),
      dj,
      calendarName: `${dj.name} – Événements`,
    });
    return c.body(body, 200, await calendarAnswer(body, `inline; filename="${eventSlug({ id: 0, name: dj.name, date: "" })}.ics"`));
  })
  // Any other name under /events/ is the not-found page.
  .get(EVENT_CALENDAR_PATH, async (c) => {
    const id = Number(c.req.param("file").slice(0, -".ics".length));
    const calendar = await timed(
      c,
      "d1",
      readCalendar(c.env, (db) => readEvent(db, id)),
    );
    if (!calendar) return unavailable();
    const { found: event, dj } = calendar;
    if (!event) return notFoundPage(c);
    const body = buildCalendar([event], { origin: siteOrigin(c), now: new Date(), dj });
    return c.body(body, 200, await calendarAnswer(body, `attachment; filename="${eventSlug(event)}.ics"`));
  });
