// /api/requests (docs/product.md §23): a visitor sends a booking request, when the DJ has switched
// the form on, past the guards against robots; the admin reads them, newest first, sets their
// status, deletes them, and hears of them live. Never cached, never in a public answer.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_MESSAGES, FIELD_MESSAGES, TOO_MANY_REQUESTS } from "../../shared/messages";
import { PAGES } from "../../shared/pages";
import { HONEYPOT_FIELD, MAX_REQUESTS_PER_ADDRESS, requestFormOpen, type RequestSettings } from "../../shared/requests";
import { idParam, requestFormSchema, requestSendingSchema, requestsQuerySchema, requestStatusSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import type { DayState } from "../../shared/availability";
import { dayAnswer } from "../availability/routes";
import type { AppEnv } from "../env";
import { ApiError, validationFailed } from "../lib/errors";
import { checkSender, honeypot, type DailyLimit } from "../lib/public-writes";
import { siteOrigin } from "../lib/site-origin";
import { validate } from "../lib/validate";
import { upgradeTo } from "../live/routes";
import { publish } from "../live/publish";
import { readProfile } from "../profile/store";
import { tellTheDj } from "./notice";
import { deleteRequest, insertRequest, readRequests, setStatus } from "./store";

/** Only for the admin, and for nobody's cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/** A request while the DJ keeps the form off: 403 REQUESTS_CLOSED, before anything else is read. */
const formOpen = createMiddleware<AppEnv>(async (c, next) => {
  if (!requestFormOpen(await readProfile(c.env.DB))) throw new ApiError(403, "REQUESTS_CLOSED", API_MESSAGES.REQUESTS_CLOSED);
  await next();
});

/** The day's count of an address's requests (docs/product.md §23). */
const REQUESTS_A_DAY: DailyLimit = { name: "request", limit: MAX_REQUESTS_PER_ADDRESS, tooMany: TOO_MANY_REQUESTS };

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
    await checkSender(c, { fillMs, turnstile }, REQUESTS_A_DAY, now);
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
