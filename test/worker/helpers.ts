// Requests against the Worker as a browser would send them, and sessions minted with jose.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { SignJWT } from "jose";
import type { EventItem } from "../../shared/collections";
import { forgetContentVersion } from "../../worker/cache/edge";
import worker from "../../worker/index";

export const ORIGIN = "http://localhost";

export interface TokenOptions {
  role?: string;
  sub?: string;
  email?: string;
  secret?: string;
  expiresIn?: string | number;
  /** The session key the token carries; the account's own by default. */
  sessionKey?: string;
}

/** An account written straight into D1 (it cannot sign in: its password hash is a placeholder). */
export async function insertUser({ id, email, role }: { id: number; email: string; role: string }) {
  await env.DB.prepare(
    `INSERT INTO users (id, email, password_hash, role) VALUES (?, ?, 'placeholder', ?)
     ON CONFLICT (id) DO UPDATE SET email = excluded.email, role = excluded.role`,
  )
    .bind(id, email, role === "admin" ? "admin" : "user")
    .run();
}

/** The session key the users table gave the account. */
export const sessionKeyOf = async (id: number) =>
  (await env.DB.prepare("SELECT session_key FROM users WHERE id = ?").bind(id).first<{ session_key: string }>())!.session_key;

/**
 * A session token for the account it names, which is first created (or updated) in D1 with that
 * email and role, and carrying its session key: the Worker checks every session against the users table.
 */
export async function mintToken({
  role = "admin",
  sub = "1",
  email = "dj@example.fr",
  secret = env.JWT_SECRET,
  expiresIn = "1h",
  sessionKey,
}: TokenOptions = {}) {
  const id = /^\d+$/.test(sub) ? Number(sub) : null;
  if (id !== null) await insertUser({ id, email, role });
  const sk = sessionKey ?? (id === null ? "no-account" : await sessionKeyOf(id));
  return new SignJWT({ email, role, sk })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** The session cookie as a browser sends it to the tests' origin, http://localhost (worker/lib/cookies.ts). */
export const sessionCookie = (token: string) => `session=${token}`;

export async function adminHeaders(options?: TokenOptions): Promise<Record<string, string>> {
  return { cookie: sessionCookie(await mintToken(options)) };
}

/** A request to the Worker; a plain object body is sent as JSON from the site's own origin. A redirect is answered as it is, not followed. */
export function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, ...init.headers };
  let body: BodyInit | undefined;
  if (typeof init.body === "string" || init.body instanceof Uint8Array || init.body instanceof ArrayBuffer) {
    body = init.body as BodyInit;
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body, redirect: "manual" }));
}

/** Puts an event straight into D1 (an upcoming evening at the seaside unless told otherwise). */
/** What the Worker put inside #root of a page's HTML. */
export const appHtml = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="initial-data"'));

/** The text of some HTML: React's `<!-- -->` between two texts dropped, tags as spaces, the usual entities decoded. */
export const htmlText = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

export async function insertEvent(fields: Partial<EventItem> & { id: number }) {
  const event: EventItem = {
    name: "Soirée test",
    date: "2030-07-14",
    status: "scheduled",
    previousDate: null,
    time: "21:00 - 02:00",
    venue: "Le Cabanon, Plage Sud, Canet-en-Roussillon",
    description: "House au coucher du soleil.",
    image: "/media/event-club.webp",
    ticketLink: null,
    ...fields,
  };
  await env.DB.prepare(
    "INSERT INTO events (id, name, date, status, previousDate, time, venue, description, image, ticketLink, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      event.id,
      event.name,
      event.date,
      event.status,
      event.previousDate,
      event.time,
      event.venue,
      event.description,
      event.image,
      event.ticketLink,
      event.id,
    )
    .run();
  // Written behind the Worker's back: its edge cache learns the new version at once, as after a write through the API.
  await forgetContentVersion(ORIGIN);
  return event;
}

/**
 * Puts `count` events straight into D1 in one statement: ids from `firstId` on, `perDay` a day from
 * `firstDate` on (a DJ's years of history in a moment).
 */
export async function insertEvents({ count, firstId, firstDate, perDay = 1 }: { count: number; firstId: number; firstDate: string; perDay?: number }) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)
     INSERT INTO events (id, name, date, status, previousDate, time, venue, description, image, ticketLink, updatedAt)
     SELECT ?2 + i, 'Soirée ' || i, date(?3, '+' || (i / ?4) || ' days'), 'scheduled', NULL, '21:00 - 02:00',
       'Le Cabanon, Plage Sud, Canet-en-Roussillon', 'House au coucher du soleil.', '/media/event-club.webp', NULL, ?2 + i FROM n`,
  )
    .bind(count, firstId, firstDate, perDay)
    .run();
  await forgetContentVersion(ORIGIN);
}

/** The fields of the photos and the venues `insertHandOrdered` writes, as SQL over the row's number `i`. */
const HAND_ORDERED_FIELDS = {
  photos: { columns: "title, description", values: "'Photo ' || i, 'Un soir d''été.'" },
  venues: { columns: "name, location, description", values: "'Lieu ' || i, 'Perpignan', 'Bar à cocktails.'" },
} as const;

/** Puts `count` photos or venues straight into D1 in one statement: ids from `firstId` on, after every item already there in the order by hand. */
export async function insertHandOrdered(collection: keyof typeof HAND_ORDERED_FIELDS, { count, firstId }: { count: number; firstId: number }) {
  const { columns, values } = HAND_ORDERED_FIELDS[collection];
  const last = await env.DB.prepare(`SELECT COALESCE(MAX(position), 0) AS position FROM ${collection}`).first<{ position: number }>();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)
     INSERT INTO ${collection} (id, ${columns}, image, updatedAt, position)
     SELECT ?2 + i, ${values}, '/media/photo-01.webp', ?2 + i, ?3 + 1 + i FROM n`,
  )
    .bind(count, firstId, Math.ceil(last!.position))
    .run();
  await forgetContentVersion(ORIGIN);
}

/** Moves an event to the trash straight in D1, as a delete through the API does (docs/product.md §20). */
export async function trashEvent(id: number) {
  await env.DB.prepare("UPDATE events SET deletedAt = ? WHERE id = ?").bind(Date.now(), id).run();
  await forgetContentVersion(ORIGIN);
}

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWL6b5z2HwAAAP//ho7cTAAAAAZJREFUAwAGbwKa8m6gdwAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/** Uploads the file as the admin's browser does (POST /api/images): the /images/ address an item may then show. */
export async function uploadImage(bytes: Uint8Array = PNG): Promise<string> {
  const res = await call("/api/images", { method: "POST", body: bytes, headers: await adminHeaders() });
  if (res.status !== 201) throw new Error(`The upload answered ${res.status}`);
  return ((await res.json()) as { url: string }).url;
}

/** Runs the Worker's scheduled jobs (the image sweep) as the cron trigger would at `scheduledTime`. */
export async function runScheduled(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "17 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The frames a socket receives, parsed as they come. */
export function framesOf(socket: WebSocket): unknown[] {
  const received: unknown[] = [];
  socket.addEventListener("message", (event) => {
    received.push(JSON.parse(String(event.data)));
  });
  return received;
}
