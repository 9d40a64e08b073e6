// /api/requests (docs/product.md §23): a visitor sends a booking request, when the DJ has switched
// the form on, past the guards against robots; the admin reads them, newest first, sets their
// status, deletes them, and hears of them live. Never cached, never in a public answer.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_MESSAGES, FIELD_MESSAGES, TOO_MANY_REQUESTS } from "../../shared/messages";
import { PAGES } from "../../shared/pages";
import {
  HONEYPOT_FIELD,
  MAX_REQUESTS_PER_ADDRESS,
  MIN_REQUEST_FILL_MS,
  REQUEST_WINDOW_MS,
  type RequestForm,
  type RequestSettings,
} from "../../shared/requests";
import { idParam, requestFormSchema, requestSendingSchema, requestsQuerySchema, requestStatusSchema } from "../../shared/validation";
import { clientAddress } from "../accounts/address";
import { requireAdmin } from "../accounts/session";
import { countInWindow } from "../accounts/throttle";
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
  if ((await readProfile(c.env.DB)).requestForm !== "on") throw new ApiError(403, "REQUESTS_CLOSED", API_MESSAGES.REQUESTS_CLOSED);
  await next();
});

const rejected = () => new ApiError(400, "REQUEST_REJECTED", API_MESSAGES.REQUEST_REJECTED);

/** The guards against robots, cheapest first; past them the request is a person's (docs/product.md §23). */
async function checkSender(c: Context<AppEnv>, sending: { startedAt: number; turnstile: string }, now: number) {
  const elapsed = now - sending.startedAt;
  if (elapsed < MIN_REQUEST_FILL_MS || elapsed > REQUEST_WINDOW_MS) throw rejected();
  const address = clientAddress(c.req.raw);
  const secret = c.env.TURNSTILE_SECRET;
  if (secret && !(await turnstileVouches(secret, sending.turnstile, address))) {
    throw new ApiError(400, "TURNSTILE_FAILED", API_MESSAGES.TURNSTILE_FAILED);
  }
  await countInWindow(
    c.env.DB,
    { key: `request:${address}`, limit: MAX_REQUESTS_PER_ADDRESS, windowMs: REQUEST_WINDOW_MS, tooMany: () => TOO_MANY_REQUESTS },
    now,
  );
}

/** The day must be one a visitor can still book: not past, within the horizon, not taken. */
async function checkDay(c: Context<AppEnv>, date: string) {
  const { state } = await dayAnswer(c, date);
  const problem = { past: FIELD_MESSAGES.pastDay, beyond: FIELD_MESSAGES.closedDay, taken: FIELD_MESSAGES.takenDay }[state as string];
  if (problem) throw validationFailed([{ field: "date", message: problem }]);
}

const notFound = () => new ApiError(404, "REQUEST_NOT_FOUND", API_MESSAGES.REQUEST_NOT_FOUND);

export const requestRoutes = new Hono<AppEnv>()
  .get("/settings", (c) => c.json({ turnstileSiteKey: c.env.TURNSTILE_SITE_KEY || null } satisfies RequestSettings, 200, { "Cache-Control": "no-cache" }))
  .post("/", formOpen, validate("json", requestSendingSchema.and(requestFormSchema)), async (c) => {
    const { [HONEYPOT_FIELD]: honeypot, startedAt, turnstile, ...form } = c.req.valid("json");
    // A robot that filled the hidden field is told its request went: it learns nothing to try again with.
    if (honeypot.trim() !== "") return c.json({ sent: true }, 201);
    const now = Date.now();
    await checkSender(c, { startedAt, turnstile }, now);
    await checkDay(c, form.date);
    const request = await insertRequest(c.env.DB, form as RequestForm, now);
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
