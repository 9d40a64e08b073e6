// /api/review-requests (docs/product.md §26): the DJ makes a one-use link to ask a client's review
// about one of his events or a booking request; the client's page reads the link's state and sends
// the review once, past the guards of the public writes; the review waits, private, until the DJ
// publishes it (an item of the `reviews` collection, through the collection's store) or refuses it.
// The admin's live count of the waiting ones is the requests' channel's (worker/live/hub.ts).
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { COLLECTIONS, type ReviewItem } from "../../shared/collections";
import { frenchDay } from "../../shared/french-day";
import { API_MESSAGES, ITEM_NOT_FOUND, REVIEW_LINK_WORDS, TOO_MANY_REVIEWS } from "../../shared/messages";
import { HONEYPOT_FIELD } from "../../shared/requests";
import {
  MAX_REVIEWS_PER_ADDRESS,
  REVIEW_FORM_PREFIX,
  REVIEW_LINK_DAYS,
  REVIEW_TOKEN,
  type ReviewAbout,
  type ReviewLink,
  type ReviewLinkInfo,
} from "../../shared/reviews";
import { idParam, itemSchema, requestSendingSchema, reviewAboutSchema, reviewFormSchema } from "../../shared/validation";
import { requireAdmin } from "../accounts/session";
import { CollectionStore, tableOf } from "../collections/store";
import type { AppEnv } from "../env";
import { ApiError, fieldErrors, validationFailed } from "../lib/errors";
import { parisToday } from "../lib/paris-time";
import { checkSender, honeypot, type DailyLimit } from "../lib/public-writes";
import { siteOrigin } from "../lib/site-origin";
import { validate } from "../lib/validate";
import { publish } from "../live/publish";
import { readProfile } from "../profile/store";
import { readRequest } from "../requests/store";
import { decideReview, hashToken, insertLink, linkState, newToken, readLink, readWaiting, sendReview, undecideReview, type StoredLink } from "./store";

/** Only for the admin, and for nobody's cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };
const DAY_MS = 86_400_000;
const REVIEWS = COLLECTIONS.reviews;

/** The day's count of an address's reviews. */
const REVIEWS_A_DAY: DailyLimit = { name: "review", limit: MAX_REVIEWS_PER_ADDRESS, tooMany: TOO_MANY_REVIEWS };

const linkNotFound = () => new ApiError(404, "REVIEW_LINK_NOT_FOUND", API_MESSAGES.REVIEW_LINK_NOT_FOUND);
const notWaiting = () => new ApiError(404, "REVIEW_REQUEST_NOT_FOUND", API_MESSAGES.REVIEW_REQUEST_NOT_FOUND);

/** Why a link takes no review: 410, used (its review went) or expired. */
const closed = (state: "sent" | "expired") =>
  state === "sent"
    ? new ApiError(410, "REVIEW_LINK_USED", API_MESSAGES.REVIEW_LINK_USED)
    : new ApiError(410, "REVIEW_LINK_EXPIRED", API_MESSAGES.REVIEW_LINK_EXPIRED);

/** The hash of the address's token; 404 REVIEW_LINK_NOT_FOUND for a token no link can have, before D1 is read. */
async function tokenHashOf(c: Context<AppEnv>): Promise<string> {
  const token = c.req.param("token") ?? "";
  if (!REVIEW_TOKEN.test(token)) throw linkNotFound();
  return hashToken(token);
}

/** The link of the address's token: 404 when the site has none. */
async function linkOf(c: Context<AppEnv>): Promise<StoredLink> {
  const link = await readLink(c.env.DB, await tokenHashOf(c));
  if (!link) throw linkNotFound();
  return link;
}

/**
 * A review for a link that takes none is told so before its fields are checked or counted: the
 * client whose link is used or expired learns it at once, and keeps his day's count.
 */
const linkOpen = createMiddleware<AppEnv>(async (c, next) => {
  const state = linkState(await linkOf(c), Date.now());
  if (state !== "open") throw closed(state);
  await next();
});

/** What a link is about, and the kind and month its form starts with: from the event or the request; 404 when it is gone. */
async function aboutOf(
  c: Context<AppEnv>,
  about: ReviewAbout,
): Promise<{ about: string; kind: ReviewLinkInfo["kind"]; month: string; phone: string; email: string }> {
  if ("event" in about) {
    const event = await new CollectionStore(c.env.DB, COLLECTIONS.events).get(about.event);
    if (!event) throw new ApiError(404, ITEM_NOT_FOUND.events.code, ITEM_NOT_FOUND.events.message);
    return { about: REVIEW_LINK_WORDS.aboutEvent(event.name, frenchDay(event.date)), kind: null, month: event.date.slice(0, 7), phone: "", email: "" };
  }
  const request = await readRequest(c.env.DB, about.request);
  if (!request) throw new ApiError(404, "REQUEST_NOT_FOUND", API_MESSAGES.REQUEST_NOT_FOUND);
  return {
    about: REVIEW_LINK_WORDS.aboutRequest(request.name, frenchDay(request.date)),
    kind: request.kind || null,
    month: request.date.slice(0, 7),
    phone: request.phone,
    email: request.email,
  };
}

export const reviewRoutes = new Hono<AppEnv>()
  // The DJ's link: its token only in the answer, its hash in D1.
  .post("/", requireAdmin, validate("json", reviewAboutSchema), async (c) => {
    const { about, kind, month, phone, email } = await aboutOf(c, c.req.valid("json"));
    const now = Date.now();
    const token = newToken();
    const expiresAt = now + REVIEW_LINK_DAYS * DAY_MS;
    const [id, profile] = await Promise.all([
      insertLink(c.env.DB, { tokenHash: await hashToken(token), about, kind, month, expiresAt }, now),
      readProfile(c.env.DB),
    ]);
    const url = `${siteOrigin(c)}${REVIEW_FORM_PREFIX}${token}`;
    const link: ReviewLink = { id, url, expiresAt, message: REVIEW_LINK_WORDS.message(url, REVIEW_LINK_DAYS, profile.name), phone, email };
    return c.json(link, 201, PRIVATE);
  })
  .get("/", requireAdmin, async (c) => c.json(await readWaiting(c.env.DB), 200, PRIVATE))
  // The client's page: what his link is now; its review is never answered.
  .get("/:token", async (c) => {
    const link = await linkOf(c);
    const info: ReviewLinkInfo = { state: linkState(link, Date.now()), kind: link.kind, month: link.month };
    return c.json(info, 200, { "Cache-Control": "no-store" });
  })
  .post("/:token", honeypot, linkOpen, validate("json", requestSendingSchema.and(reviewFormSchema)), async (c) => {
    const { [HONEYPOT_FIELD]: _, fillMs, turnstile, consent: __, ...review } = c.req.valid("json");
    const now = Date.now();
    await checkSender(c, { fillMs, turnstile }, REVIEWS_A_DAY, now);
    const tokenHash = await tokenHashOf(c);
    if (!(await sendReview(c.env.DB, tokenHash, review, now))) {
      // Used or expired meanwhile (another sending of the same link won): say which.
      const link = await readLink(c.env.DB, tokenHash);
      const state = link ? linkState(link, now) : "sent";
      throw closed(state === "expired" ? "expired" : "sent");
    }
    c.executionCtx.waitUntil(publish(c.env, "requests"));
    return c.json({ sent: true }, 201);
  })
  // Published: an item of the reviews collection, made as POST /api/reviews makes one (the
  // content's version moves, the open pages are told), consented to on the day it was sent.
  .post("/:id/publish", requireAdmin, validate("param", idParam), async (c) => {
    const id = c.req.valid("param").id;
    const decided = await decideReview(c.env.DB, id, "published");
    if (!decided) throw notWaiting();
    let item: ReviewItem;
    try {
      const input = itemSchema(REVIEWS).safeParse({ ...decided.review, photo: null, consent: parisToday(new Date(decided.sentAt)) });
      if (!input.success) throw validationFailed(fieldErrors(input.error));
      item = await new CollectionStore(c.env.DB, REVIEWS).insert(input.data);
    } catch (error) {
      // Nothing was published: the review waits again, as it was.
      await undecideReview(c.env.DB, id, decided.review);
      throw error;
    }
    c.executionCtx.waitUntil(Promise.all([publish(c.env, tableOf(REVIEWS), [item.id]), publish(c.env, "requests")]));
    return c.json(item, 201);
  })
  // Refused: its text is forgotten; the link stays used.
  .post("/:id/refuse", requireAdmin, validate("param", idParam), async (c) => {
    if (!(await decideReview(c.env.DB, c.req.valid("param").id, "refused"))) throw notWaiting();
    c.executionCtx.waitUntil(publish(c.env, "requests"));
    return c.body(null, 204);
  });
