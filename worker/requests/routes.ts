// /api/requests (docs/product.md §23): a visitor sends a booking request, when the DJ has switched
// the form on, past the guards against robots; the admin reads them, newest first, sets their
// status, deletes them, and hears of them live. Never cached, never in a public answer.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_MESSAGES, FIELD_MESSAGES, TOO_MANY_REQUESTS } from "../../shared/messages";
import { PAGES } from "../../shared/pages";
import { HONEYPOT_FIELD, MAX_REQUESTS_PER_ADDRESS, MIN_REQUEST_FILL_MS, REQUEST_WINDOW_MS, requestFormOpen, type RequestSettings } from "../../shared/requests";
import { idParam, requestFormSchema, requestSendingSchema, requestsQuerySchema, requestStatusSchema } from "../../shared/validation";
import { clientAddress } from "../accounts/address";
import { requireAdmin } from "../accounts/session";
import { countInWindow } from "../accounts/throttle";
import type { DayState } from "../../shared/availability";
import { dayAnswer } from "../availability/routes";
import type { AppEnv } from "../env";
import { ApiError, validationFailed } from "../lib/errors";
import { siteOrigin } from "../lib/site-origin";
import { validate } from "../lib/validate";
import { upgradeTo } from "../live/routes";
import { publish } from "../live/publish";
import { readProfile } from "../profile/store";
import { tellTheDj } from "./notice";
import { deleteRequest, insertRequest, readRequests, setStatus } from "./store";
import { turnstileVouches } from "./turnstile";

/** Only for the admin, and for nobody's cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/** A request while the DJ keeps the form off: 403 REQUESTS_CLOSED, before anything else is read. */
const formOpen = createMiddleware<AppEnv>(async (c, next) => {
  if (!requestFormOpen(await readProfile(c.env.DB))) throw new ApiError(403, "REQUESTS_CLOSED", API_MESSAGES.REQUESTS_CLOSED);
  await next();
});

/** A robot that filled the hidden field is told its request went, before any field is checked: it learns nothing to try again with. */
const honeypot = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const trap = body && typeof body === "object" ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  if (typeof trap === "string" && trap.trim() !== "") return c.json({ sent: true }, 201);
  await next();
});

const rejected = () => new ApiError(400, "REQUEST_REJECTED", API_MESSAGES.REQUEST_REJECTED);

/**
 * The guards against robots past the hidden field, cheapest first (docs/product.md §23): the time
 * the form was open, Turnstile when the site has both its keys (a secret without the site key
 * would refuse everyone, no page drawing the check), then the day's count of the address.
 */
async function checkSender(c: Context<AppEnv>, sending: { fillMs: number; turnstile: string }, now: number) {
  if (sending.fillMs < MIN_REQUEST_FILL_MS) throw rejected();
  const address = clientAddress(c.req.raw);
  const secret = c.env.TURNSTILE_SECRET;
  if (secret && c.env.TURNSTILE_SITE_KEY && !(await turnstileVouches(secret, sending.turnstile, address))) {
    throw new ApiError(400, "TURNSTILE_FAILED", API_MESSAGES.TURNSTILE_FAILED);
  }
  await countInWindow(
    c.env.DB,
    { key: `request:${address}`, limit: MAX_REQUESTS_PER_ADDRESS, windowMs: REQUEST_WINDOW_MS, tooMany: () => TOO_MANY_REQUESTS },
    now,
  );
}

/** Why a day cannot be asked for; a free or held one can. */
const DAY_REFUSALS: Partial<Record<DayState, string>> = { past: FIELD_MESSAGES.pastDay, beyond: FIELD_MESSAGES.closedDay, taken: FIELD_MESSAGES.takenDay };

/** The day must be one a visitor can still book: not past, within the horizon, not taken. */
async function checkDay(c: Context<AppEnv>, date: string) {
  const problem = DAY_REFUSALS[(await dayAnswer(c, date)).state];
  if (problem) throw validationFailed([{ field: "date", message: problem }]);
}

const notFound = () => new ApiError(404, "REQUEST_NOT_FOUND", API_MESSAGES.REQUEST_NOT_FOUND);

export const requestRoutes = new Hono<AppEnv>()
  .get("/settings", (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY || null } satisfies RequestSettings, 200, { "Cache-Control": "no-cache" }))
  .post("/", formOpen, honeypot, validate("json", requestSendingSchema.and(requestFormSchema)), async (c) => {
    const { [HONEYPOT_FIELD]: _, fillMs, turnstile, ...form } = c.req.valid("json");
    const now = Date.now();
    // The day first: a visitor whose day was just taken keeps his count.
    await checkDay(c, form.date);
    await checkSender(c, { fillMs, turnstile }, now);
    const request = await insertRequest(c.env.DB, form, now);
    const adminUrl = `${siteOrigin(c)}${PAGES.admin.path}`;
    c.executionCtx.waitUntil(Promise.all([publish(c.env, "requests"), readProfile(c.env.DB).then((profile) => tellTheDj(c.env, request, profile, adminUrl))]));
    return c.json({ sent: true }, 201);
  })
  .use(requireAdmin)
  .get("/live", (c) => upgradeTo(c, "requests"))
  .get("/", validate("query", requestsQuerySchema), async (c) => c.json(await readRequests(c.env.DB, c.req.valid("query").before), 200, PRIVATE))
  .patch("/:id", validate("param", idParam), validate("json", requestStatusSchema), async (c) => {
    const request = await setStatus(c.env.DB, c.req.valid("param").id, c.req.valid("json").status, Date.now());
    if (!request) throw notFound();
    c.executionCtx.waitUntil(publish(c.env, "requests"));
    return c.json(request, 200, PRIVATE);
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    if (!(await deleteRequest(c.env.DB, c.req.valid("param").id))) throw notFound();
    c.executionCtx.waitUntil(publish(c.env, "requests"));
    return c.body(null, 204);
  });
