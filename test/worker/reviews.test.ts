// Reviews asked of clients (docs/product.md §26): the DJ's one-use links (admin only, the token
// kept hashed), what the client's page reads of them, one sending per link past the guards of the
// public writes (hidden field, fill time, a day's count per address), used and expired links said
// in French, nothing public before the DJ publishes (no public answer, no frame of the pages'
// channel), the publication as an item of the reviews collection, the refusal that forgets the
// text, the admin's live count, and the daily job's retention.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ReviewItem } from "../../shared/collections";
import { MIN_REQUEST_FILL_MS } from "../../shared/requests";
import { MAX_REVIEWS_PER_ADDRESS, REVIEW_LINK_DAYS, REVIEW_TOKEN, type ReviewLink, type ReviewLinkInfo, type WaitingReview } from "../../shared/reviews";
import { parisToday } from "../../worker/lib/paris-time";
import { expectError } from "./auth-helpers";
import { adminHeaders, call, framesOf, insertEvent, ORIGIN, runScheduled } from "./helpers";

const DAY_MS = 86_400_000;
/** A sentence no built-in review holds: wherever it shows, it came from the client. */
const TEXT = "Une soirée inoubliable au mas des Oliviers, la piste pleine jusqu’à l’aube !";

/** A review as a person sends it: typed for a while, the hidden field left blank, the box ticked. */
const review = (fields: Record<string, unknown> = {}) => ({
  firstName: "Camille",
  kind: "wedding",
  month: "2026-06",
  town: "Collioure",
  text: TEXT,
  consent: true,
  website: "",
  fillMs: 60_000,
  turnstile: "",
  ...fields,
});

const admin = async () => ({ headers: await adminHeaders() });

/** A booking request straight into D1: the one a link may be asked about. */
async function insertRequest(id = 7) {
  await env.DB.prepare(
    `INSERT INTO booking_requests (id, name, phone, email, date, kind, town, createdAt, updatedAt)
     VALUES (?, 'Camille Martin', '06 11 22 33 44', 'camille@example.fr', '2026-06-13', 'wedding', 'Collioure', 1, 1)`,
  )
    .bind(id)
    .run();
  return id;
}

/** The DJ's link about an event of his (made first). */
async function makeLink(about: Record<string, number> = { event: 1781000000000 }) {
  if ("event" in about && !(await env.DB.prepare("SELECT 1 FROM events WHERE id = ?").bind(about.event).first())) {
    await insertEvent({ id: about.event, name: "Sunset House Session", date: "2026-06-14" });
  }
  const res = await call("/api/review-requests", { method: "POST", body: about, ...(await admin()) });
  expect(res.status).toBe(201);
  const link = (await res.json()) as ReviewLink;
  return { ...link, token: link.url.slice(link.url.lastIndexOf("/") + 1) };
}

const send = (token: string, body: unknown = review()) => call(`/api/review-requests/${token}`, { method: "POST", body });
const stateOf = async (token: string) => (await (await call(`/api/review-requests/${token}`)).json()) as ReviewLinkInfo;

interface Row {
  id: number;
  tokenHash: string;
  about: string;
  kind: string | null;
  month: string | null;
  createdAt: number;
  expiresAt: number;
  status: string;
  sentAt: number | null;
  review: string | null;
}
const rows = async () => (await env.DB.prepare("SELECT * FROM review_requests ORDER BY id").all<Row>()).results;

/** Every row of every table of D1, as text: what a leak of the database would give. */
async function wholeDatabase(): Promise<string> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{
    name: string;
  }>();
  const tables = await Promise.all(results.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results)));
  return tables.join("\n");
}

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (byte) => byte.toString(16).padStart(2, "0")).join("");

const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map(({ field, message }) => [field, message]));
};

const waiting = async () => (await (await call("/api/review-requests", await admin())).json()) as WaitingReview[];

describe("the DJ's links", () => {
  it("are made by the administrator only: 401 without a session, 403 for another account or from another site", async () => {
    await insertEvent({ id: 1781000000000 });
    const body = { event: 1781000000000 };
    await expectError(await call("/api/review-requests", { method: "POST", body }), 401, "UNAUTHENTICATED");
    await expectError(
      await call("/api/review-requests", { method: "POST", body, headers: await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" }) }),
      403,
      "PERMISSION_DENIED",
    );
    await expectError(
      await call("/api/review-requests", { method: "POST", body, headers: { ...(await adminHeaders()), origin: "https://evil.example" } }),
      403,
      "CSRF_REJECTED",
    );
    await expectError(await call("/api/review-requests"), 401, "UNAUTHENTICATED");
    await expectError(await call("/api/review-requests/1/publish", { method: "POST" }), 401, "UNAUTHENTICATED");
    await expectError(await call("/api/review-requests/1/refuse", { method: "POST" }), 401, "UNAUTHENTICATED");
    expect(await rows()).toEqual([]);
  });

  it("answers an event's link, valid 60 days, and the message signed with the DJ's name; keeps the token's hash only", async () => {
    const before = Date.now();
    const link = await makeLink();
    expect(link.token).toMatch(REVIEW_TOKEN);
    expect(link.url).toBe(`${ORIGIN}/avis/${link.token}`);
    expect(link.message).toBe(
      `Bonjour, merci encore de m’avoir fait confiance pour votre soirée ! Si vous avez un instant, votre avis m’aiderait beaucoup : ${link.url} (lien valable 60 jours). DJ Max Ribera`,
    );
    expect({ phone: link.phone, email: link.email }).toEqual({ phone: "", email: "" });
    expect(link.expiresAt).toBeGreaterThanOrEqual(before + REVIEW_LINK_DAYS * DAY_MS);
    expect(link.expiresAt).toBeLessThanOrEqual(Date.now() + REVIEW_LINK_DAYS * DAY_MS);
    const [row] = await rows();
    expect(row).toMatchObject({
      id: link.id,
      tokenHash: await sha256(link.token),
      about: "Sunset House Session — dimanche 14 juin 2026",
      kind: null,
      month: "2026-06",
      status: "open",
      expiresAt: link.expiresAt,
      sentAt: null,
      review: null,
    });
    expect(await wholeDatabase()).not.toContain(link.token);
    // Each link its own token.
    const other = await makeLink();
    expect(other.token).not.toBe(link.token);
  });

  it("answers a request's link with its client's phone and email, and prefills the form with its kind and month", async () => {
    const link = await makeLink({ request: await insertRequest() });
    expect({ phone: link.phone, email: link.email }).toEqual({ phone: "06 11 22 33 44", email: "camille@example.fr" });
    expect((await rows())[0].about).toBe("Demande de Camille Martin — samedi 13 juin 2026");
    const res = await call(`/api/review-requests/${link.token}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ state: "open", kind: "wedding", month: "2026-06" });
  });

  it("refuses an event or a request that is gone (404), and a body naming neither (400)", async () => {
    const headers = await adminHeaders();
    await expectError(
      await call("/api/review-requests", { method: "POST", body: { event: 42 }, headers }),
      404,
      "EVENT_NOT_FOUND",
      "Cet événement n'existe plus.",
    );
    await expectError(
      await call("/api/review-requests", { method: "POST", body: { request: 42 }, headers }),
      404,
      "REQUEST_NOT_FOUND",
      "Cette demande n’existe plus.",
    );
    expect(await fieldsOf(await call("/api/review-requests", { method: "POST", body: {}, headers }))).toEqual({
      body: "Indiquez pour quel événement ou quelle demande le client donnera son avis",
    });
    expect(await rows()).toEqual([]);
  });
});

describe("the client's link", () => {
  it("is not found (404) when its token is malformed or unknown", async () => {
    const message = "Ce lien d’avis n’est pas valide : vérifiez l’adresse reçue, ou demandez-en un nouveau.";
    await expectError(await call("/api/review-requests/abc"), 404, "REVIEW_LINK_NOT_FOUND", message);
    await expectError(await call(`/api/review-requests/${"A".repeat(43)}`), 404, "REVIEW_LINK_NOT_FOUND", message);
    await expectError(await send("A".repeat(43)), 404, "REVIEW_LINK_NOT_FOUND", message);
  });

  it("takes one review: then it is « sent », and a second sending is 410 REVIEW_LINK_USED", async () => {
    const { token } = await makeLink();
    expect(await stateOf(token)).toEqual({ state: "open", kind: null, month: "2026-06" });
    const res = await send(token, review({ firstName: "  Camille ", text: `${TEXT}\r\nMerci Max.` }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    const [row] = await rows();
    expect(row.status).toBe("sent");
    expect(JSON.parse(row.review!)).toEqual({ firstName: "Camille", kind: "wedding", month: "2026-06", town: "Collioure", text: `${TEXT}\nMerci Max.` });
    expect(await stateOf(token)).toEqual({ state: "sent", kind: null, month: "2026-06" });
    await expectError(
      await send(token, review({ text: "Une autre" })),
      410,
      "REVIEW_LINK_USED",
      "Ce lien a déjà servi : votre avis a bien été envoyé. Merci !",
    );
    expect(JSON.parse((await rows())[0].review!).text).toBe(`${TEXT}\nMerci Max.`);
  });

  it("takes only one of two sendings at once", async () => {
    const { token } = await makeLink();
    const answers = await Promise.all([send(token), send(token, review({ firstName: "Julie" }))]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 410]);
  });

  it("is 410 REVIEW_LINK_EXPIRED once expired, and says so", async () => {
    const { token } = await makeLink();
    await env.DB.prepare("UPDATE review_requests SET expiresAt = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await stateOf(token)).state).toBe("expired");
    await expectError(await send(token), 410, "REVIEW_LINK_EXPIRED", "Ce lien a expiré : demandez-en un nouveau.");
    expect((await rows())[0]).toMatchObject({ status: "open", review: null });
  });

  it("refuses a review without the client's consent, each field's problem in French, and keeps nothing", async () => {
    const { token } = await makeLink();
    expect(await fieldsOf(await send(token, review({ consent: false })))).toEqual({ consent: "Cochez cette case pour que votre avis puisse être publié" });
    expect(await fieldsOf(await send(token, review({ consent: undefined, firstName: " ", kind: "", month: "juin", text: "x".repeat(1201) })))).toEqual({
      firstName: "Ce champ est obligatoire",
      kind: "Choisissez une des valeurs proposées",
      month: "Mois invalide (AAAA-MM)",
      text: "1200 caractères au maximum",
      consent: "Cochez cette case pour que votre avis puisse être publié",
    });
    expect((await rows())[0]).toMatchObject({ status: "open", review: null });
  });
});

describe("the guards against robots", () => {
  it("tell a robot that filled the hidden field its review went, before any field is checked, and keep nothing", async () => {
    const { token } = await makeLink();
    const res = await send(token, review({ website: "https://spam.example", consent: false, firstName: "" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    expect((await rows())[0]).toMatchObject({ status: "open", review: null });
  });

  it(`refuse a review sent less than ${MIN_REQUEST_FILL_MS / 1000} seconds after the form opened`, async () => {
    const { token } = await makeLink();
    await expectError(
      await send(token, review({ fillMs: MIN_REQUEST_FILL_MS - 1 })),
      400,
      "REQUEST_REJECTED",
      "Votre demande n’a pas pu être vérifiée. Patientez quelques secondes, puis envoyez-la à nouveau.",
    );
    expect((await rows())[0]).toMatchObject({ status: "open", review: null });
    expect((await send(token, review({ fillMs: MIN_REQUEST_FILL_MS }))).status).toBe(201);
  });

  it(`take ${MAX_REVIEWS_PER_ADDRESS} reviews a day from one address, then answer 429`, async () => {
    const links = [];
    for (let made = 0; made <= MAX_REVIEWS_PER_ADDRESS; made++) links.push(await makeLink());
    for (const { token } of links.slice(0, MAX_REVIEWS_PER_ADDRESS)) expect((await send(token)).status).toBe(201);
    const refused = await send(links[MAX_REVIEWS_PER_ADDRESS].token);
    await expectError(refused, 429, "RATE_LIMITED", "Vous avez déjà envoyé plusieurs avis aujourd’hui. Réessayez demain.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await rows()).map(({ status }) => status)).toEqual([...Array(MAX_REVIEWS_PER_ADDRESS).fill("sent"), "open"]);
  });
});

describe("a review waiting for the DJ", () => {
  it("is in nothing public, in no frame of the pages' channel; the admin's channel counts it", async () => {
    const { token } = await makeLink();
    const adminSocket = (await call("/api/requests/live", { headers: { upgrade: "websocket", ...(await adminHeaders()) } })).webSocket!;
    const pageSocket = (await call("/api/live", { headers: { upgrade: "websocket" } })).webSocket!;
    adminSocket.accept();
    pageSocket.accept();
    const toAdmin = framesOf(adminSocket);
    const toPages = framesOf(pageSocket);
    await expect.poll(() => toAdmin).toEqual([{ type: "requests", fresh: 0, reviews: 0 }]);
    await expect.poll(() => toPages.length).toBe(1);

    expect((await send(token)).status).toBe(201);
    await expect.poll(() => toAdmin.at(-1)).toEqual({ type: "requests", fresh: 0, reviews: 1 });
    for (const path of ["/api/reviews", "/api/views?path=%2F", "/api/views?path=%2Favis"]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain("mas des Oliviers");
    }
    expect(toPages.map((frame) => (frame as { type: string }).type)).toEqual(["version"]);

    // Once published, it is public, and the pages' channel is told: the two checks above can fail.
    const [{ id }] = await waiting();
    expect((await call(`/api/review-requests/${id}/publish`, { method: "POST", ...(await admin()) })).status).toBe(201);
    await expect.poll(() => JSON.stringify(toPages)).toContain("mas des Oliviers");
    await expect.poll(() => toAdmin.at(-1)).toEqual({ type: "requests", fresh: 0, reviews: 0 });
    expect(await (await call("/api/views?path=%2Favis")).text()).toContain("mas des Oliviers");
    adminSocket.close();
    pageSocket.close();
  });

  it("is listed for the administrator, oldest first, with what the link was about, for nobody's cache", async () => {
    const first = await makeLink({ request: await insertRequest() });
    const second = await makeLink();
    expect((await send(second.token, review({ firstName: "Julie" }))).status).toBe(201);
    expect((await send(first.token)).status).toBe(201);
    const res = await call("/api/review-requests", await admin());
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const list = (await res.json()) as WaitingReview[];
    expect(list.map(({ id, firstName, about }) => ({ id, firstName, about }))).toEqual([
      { id: second.id, firstName: "Julie", about: "Sunset House Session — dimanche 14 juin 2026" },
      { id: first.id, firstName: "Camille", about: "Demande de Camille Martin — samedi 13 juin 2026" },
    ]);
    expect(list[1]).toMatchObject({ kind: "wedding", month: "2026-06", town: "Collioure", text: TEXT });
    expect(typeof list[1].sentAt).toBe("number");
  });

  it("published, becomes the first item of the reviews, consented the day it was sent; the link keeps no text", async () => {
    const { token } = await makeLink();
    await send(token);
    const [{ id, sentAt }] = await waiting();
    const res = await call(`/api/review-requests/${id}/publish`, { method: "POST", ...(await admin()) });
    expect(res.status).toBe(201);
    const item = (await res.json()) as ReviewItem;
    expect(item).toMatchObject({
      firstName: "Camille",
      kind: "wedding",
      month: "2026-06",
      town: "Collioure",
      text: TEXT,
      photo: null,
      consent: parisToday(new Date(sentAt)),
    });
    const list = (await (await call("/api/reviews")).json()) as ReviewItem[];
    expect(list[0]).toMatchObject({ id: item.id, text: TEXT });
    expect((await rows())[0]).toMatchObject({ status: "published", review: null });
    expect(await waiting()).toEqual([]);
    expect(await stateOf(token)).toMatchObject({ state: "sent" });
    await expectError(
      await call(`/api/review-requests/${id}/publish`, { method: "POST", ...(await admin()) }),
      404,
      "REVIEW_REQUEST_NOT_FOUND",
      "Cet avis n’est plus à valider.",
    );
    await expectError(await call(`/api/review-requests/${id}/refuse`, { method: "POST", ...(await admin()) }), 404, "REVIEW_REQUEST_NOT_FOUND");
  });

  it("refused, is forgotten: its text is nowhere in D1, and the link stays used", async () => {
    const { token } = await makeLink();
    await send(token);
    const [{ id }] = await waiting();
    expect(await wholeDatabase()).toContain("mas des Oliviers");
    const res = await call(`/api/review-requests/${id}/refuse`, { method: "POST", ...(await admin()) });
    expect(res.status).toBe(204);
    expect((await rows())[0]).toMatchObject({ status: "refused", review: null });
    expect(await wholeDatabase()).not.toContain("mas des Oliviers");
    expect(await waiting()).toEqual([]);
    await expectError(await send(token), 410, "REVIEW_LINK_USED");
    await expectError(await call(`/api/review-requests/${id}/refuse`, { method: "POST", ...(await admin()) }), 404, "REVIEW_REQUEST_NOT_FOUND");
    await expectError(await call("/api/review-requests/999/publish", { method: "POST", ...(await admin()) }), 404, "REVIEW_REQUEST_NOT_FOUND");
  });
});

describe("the retention", () => {
  it("lets the daily job delete the links expired 12 months ago, but not one whose review still waits", async () => {
    const job = Date.parse("2027-11-27T03:17:00Z");
    const cutoff = Date.parse("2026-11-27T03:17:00Z");
    await env.DB.prepare(
      `INSERT INTO review_requests (id, tokenHash, about, createdAt, expiresAt, status, sentAt, review) VALUES
       (1, 'a', 'Expiré il y a un an', 1, ?1, 'open', NULL, NULL),
       (2, 'b', 'Publié il y a un an', 1, ?1, 'published', 1, NULL),
       (3, 'c', 'Refusé il y a un an', 1, ?1, 'refused', 1, NULL),
       (4, 'd', 'En attente', 1, ?1, 'sent', 1, '{}'),
       (5, 'e', 'Expiré un peu plus tard', 1, ?2, 'open', NULL, NULL)`,
    )
      .bind(cutoff, cutoff + 1)
      .run();
    await runScheduled(job);
    expect((await rows()).map(({ about }) => about)).toEqual(["En attente", "Expiré un peu plus tard"]);
  });
});
