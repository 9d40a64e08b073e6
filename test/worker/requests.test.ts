// Booking requests (docs/product.md §23): closed until the DJ opens the form; the shared rules and
// their French errors; the guards against robots (hidden field, fill time, a limit per address,
// Turnstile); the day still bookable; the DJ's e-mail as the send_email binding got it; the admin's
// list, statuses and deletions (401/403 for others); the live count on the admin's channel only;
// and the retention of 36 months to the day.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "../../shared/event-time";
import { parseLiveMessage } from "../../shared/live";
import type { BookingRequest, RequestsPage } from "../../shared/requests";
import { MAX_REQUESTS_PER_ADDRESS, MIN_REQUEST_FILL_MS, retentionCutoff } from "../../shared/requests";
import { parisToday } from "../../worker/lib/paris-time";
import worker from "../../worker/index";
import { expectError } from "./auth-helpers";
import { adminHeaders, call, framesOf, ORIGIN, runScheduled } from "./helpers";

const soon = (days: number) => addDays(parisToday(), days);
const cacheOutcome = (res: Response) => /cache;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

/** A request as a person sends it: typed for a while, the hidden field left blank. */
const form = (fields: Record<string, unknown> = {}) => ({
  name: "Julie Martin",
  phone: "06 11 22 33 44",
  email: "julie@example.fr",
  date: soon(40),
  kind: "wedding",
  town: "Collioure",
  guests: 120,
  budget: "1 500 €",
  message: "Cérémonie à 16 h, soirée jusqu’à 2 h.",
  consent: true,
  website: "",
  fillMs: 60_000,
  ...fields,
});

const openForm = (value: "on" | "off" = "on") => env.DB.prepare("UPDATE profile SET data = json_set(data, '$.requestForm', ?) WHERE id = 1").bind(value).run();

const send = (body: unknown) => call("/api/requests", { method: "POST", body });

/** A GET of the Worker with some of its settings changed. */
async function withEnv(path: string, settings: Partial<Env>) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function stored(): Promise<BookingRequest[]> {
  return (await env.DB.prepare("SELECT * FROM booking_requests ORDER BY id").all<BookingRequest>()).results;
}

const list = async (query = "") => (await (await call(`/api/requests${query}`, { headers: await adminHeaders() })).json()) as RequestsPage;

const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map(({ field, message }) => [field, message]));
};

describe("POST /api/requests", () => {
  it("is closed while the form is off, which it is by default", async () => {
    await expectError(await send(form()), 403, "REQUESTS_CLOSED", "Les demandes en ligne sont fermées : appelez ou écrivez directement.");
    expect(await stored()).toEqual([]);
  });

  it("keeps a person's request, new, with the phone written the site's way", async () => {
    await openForm();
    const res = await send(form({ phone: "+33 6 11 22 33 44" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    const [request] = await stored();
    expect(request).toMatchObject({ status: "new", name: "Julie Martin", phone: "06 11 22 33 44", date: soon(40), kind: "wedding", guests: 120 });
    expect(request.createdAt).toBe(request.updatedAt);
  });

  it("takes a number from abroad, or an email alone, and refuses neither", async () => {
    await openForm();
    expect((await send(form({ phone: "+32 470 12 34 56", email: "" }))).status).toBe(201);
    expect((await send(form({ phone: "", email: "julie@example.fr" }))).status).toBe(201);
    expect((await stored()).map(({ phone }) => phone)).toEqual(["+32470123456", ""]);
    expect(await fieldsOf(await send(form({ phone: "", email: "" })))).toEqual({
      phone: "Indiquez un téléphone ou un e-mail, pour qu’il puisse vous répondre",
    });
  });

  it("answers each field's problem in French, and keeps nothing", async () => {
    await openForm();
    const fields = await fieldsOf(
      await send(form({ name: " ", phone: "12", email: "julie@", date: "2027-02-30", kind: "rave", guests: 0, town: "x".repeat(201), consent: false })),
    );
    expect(fields).toEqual({
      name: "Ce champ est obligatoire",
      phone: "Numéro invalide : écrivez par exemple 06 12 34 56 78, ou +32 470 12 34 56 depuis l’étranger",
      email: "Adresse email invalide",
      date: "Date invalide",
      kind: "Choisissez une des valeurs proposées",
      town: "200 caractères au maximum",
      guests: "Un nombre entre 1 et 10\u202f000",
      consent: "Cochez cette case pour envoyer votre demande",
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses a day past, beyond the horizon or taken, on the date field", async () => {
    await openForm();
    await call(`/api/busy-days/${soon(41)}`, { method: "PUT", body: { kind: "booked", note: "Mariage Dupont" }, headers: await adminHeaders() });
    expect(await fieldsOf(await send(form({ date: soon(-1) })))).toEqual({ date: "Cette date est passée : choisissez un jour à venir" });
    expect(await fieldsOf(await send(form({ date: addDays(addMonths(parisToday(), 24), 1) })))).toEqual({
      date: "Les réservations ne sont pas encore ouvertes pour cette date",
    });
    expect(await fieldsOf(await send(form({ date: soon(41) })))).toEqual({ date: "Cette date est déjà prise : choisissez un autre jour" });
    expect((await send(form({ date: soon(0) }))).status).toBe(201);
  });
});

describe("the guards against robots", () => {
  it("tells a robot that filled the hidden field its request went, before any field is checked, and keeps nothing", async () => {
    await openForm();
    const res = await send(form({ website: "https://spam.example", name: "", consent: false }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    expect(await stored()).toEqual([]);
  });

  it("counts no attempt for a day that cannot be asked for", async () => {
    await openForm();
    await fieldsOf(await send(form({ date: soon(-1) })));
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM attempts WHERE key LIKE 'request:%'").first<{ n: number }>())!.n).toBe(0);
  });

  it("lets a day's requests leave the edge cache's version alone", async () => {
    await openForm();
    await call("/api/events");
    expect((await send(form())).status).toBe(201);
    expect(cacheOutcome(await call("/api/events"))).toBe("hit");
  });

  it(`refuses a form sent less than ${MIN_REQUEST_FILL_MS / 1000} seconds after it opened, or with no opening time`, async () => {
    await openForm();
    const message = "Votre demande n’a pas pu être vérifiée. Patientez quelques secondes, puis envoyez-la à nouveau.";
    await expectError(await send(form({ fillMs: MIN_REQUEST_FILL_MS - 1 })), 400, "REQUEST_REJECTED", message);
    await expectError(await send(form({ fillMs: undefined })), 400, "REQUEST_REJECTED", message);
    expect(await stored()).toEqual([]);
    expect((await send(form({ fillMs: MIN_REQUEST_FILL_MS }))).status).toBe(201);
  });

  it(`takes ${MAX_REQUESTS_PER_ADDRESS} requests a day from one address, then answers 429`, async () => {
    await openForm();
    for (let sent = 0; sent < MAX_REQUESTS_PER_ADDRESS; sent++) expect((await send(form())).status).toBe(201);
    const refused = await send(form());
    await expectError(
      refused,
      429,
      "RATE_LIMITED",
      "Vous avez déjà envoyé plusieurs demandes aujourd’hui. Appelez ou écrivez directement, ou réessayez demain.",
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(await stored()).toHaveLength(MAX_REQUESTS_PER_ADDRESS);
  });

  it("with Turnstile's two keys, refuses a request without a token before anything is counted or kept", async () => {
    await openForm();
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/api/requests`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(form()),
    });
    const res = await worker.fetch(request, { ...env, TURNSTILE_SECRET: "0x-test-secret", TURNSTILE_SITE_KEY: "0x-site-key" }, ctx);
    await waitOnExecutionContext(ctx);
    await expectError(res, 400, "TURNSTILE_FAILED", "La vérification anti-robot a échoué. Réessayez.");
    expect(await stored()).toEqual([]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM attempts WHERE key LIKE 'request:%'").first<{ n: number }>())!.n).toBe(0);
  });

  it("tells the page Turnstile's site key, or null when the site has none", async () => {
    expect(await (await call("/api/requests/settings")).json()).toEqual({ turnstileSiteKey: null });
    const res = await withEnv("/api/requests/settings", { TURNSTILE_SITE_KEY: "0x-site-key" });
    expect(await res.json()).toEqual({ turnstileSiteKey: "0x-site-key" });
  });

  it("lets the pages draw Turnstile's check only when the site has its key", async () => {
    const policy = (res: Response) => res.headers.get("content-security-policy")!;
    for (const path of ["/", "/disponibilites"]) {
      expect(policy(await call(path)), path).not.toContain("challenges.cloudflare.com");
      const drawn = policy(await withEnv(path, { TURNSTILE_SITE_KEY: "0x-site-key" }));
      expect(drawn, path).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
      expect(drawn, path).toContain("frame-src https://challenges.cloudflare.com");
    }
  });
});

describe("the DJ's e-mail", () => {
  /** Sends through the Worker with a sender address set, and keeps what the real send_email binding was given. */
  async function sendWithMail(body: unknown, from: string) {
    const sent: Parameters<SendEmail["send"]>[0][] = [];
    const binding = env.REQUEST_MAIL;
    const recorded = { send: (message: Parameters<SendEmail["send"]>[0]) => (sent.push(message), binding.send(message as never)) } as SendEmail;
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/api/requests`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const res = await worker.fetch(request, { ...env, REQUEST_MAIL_FROM: from, REQUEST_MAIL: recorded }, ctx);
    await waitOnExecutionContext(ctx);
    return { res, sent };
  }

  it("is sent to the profile's email with the request, the visitor's address to answer", async () => {
    await openForm();
    const { res, sent } = await sendWithMail(form({ date: "2027-06-14", guests: 120 }), "demandes@djmaxribera.fr");
    expect(res.status).toBe(201);
    expect(sent).toEqual([
      {
        from: { name: "DJ Max Ribera", email: "demandes@djmaxribera.fr" },
        to: "contact@djmaxribera.fr",
        replyTo: "julie@example.fr",
        subject: "Nouvelle demande : lundi 14 juin 2027",
        text: [
          "Nouvelle demande de Julie Martin pour le lundi 14 juin 2027.",
          "",
          "Téléphone : 06 11 22 33 44",
          "E-mail : julie@example.fr",
          "Type d’événement : Mariage",
          "Ville : Collioure",
          "Invités : 120",
          "Budget : 1 500 €",
          "",
          "Message :",
          "Cérémonie à 16 h, soirée jusqu’à 2 h.",
          "",
          `Répondez-lui depuis « Demandes » : ${ORIGIN}/admin`,
        ].join("\n"),
      },
    ]);
  });

  it("is not sent while the site has no sender address", async () => {
    await openForm();
    const { res, sent } = await sendWithMail(form(), "");
    expect(res.status).toBe(201);
    expect(sent).toEqual([]);
  });
});

describe("the admin's requests", () => {
  it("are for the administrator only: 401 without a session, 403 for another account", async () => {
    await expectError(await call("/api/requests"), 401, "UNAUTHENTICATED");
    await expectError(
      await call("/api/requests", { headers: await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" }) }),
      403,
      "PERMISSION_DENIED",
    );
    await expectError(await call("/api/requests/1", { method: "PATCH", body: { status: "won" } }), 401, "UNAUTHENTICATED");
    await expectError(await call("/api/requests/1", { method: "DELETE" }), 401, "UNAUTHENTICATED");
    await expectError(await call("/api/requests/live", { headers: { upgrade: "websocket" } }), 401, "UNAUTHENTICATED");
  });

  it("lists them newest first, a page at a time, with the count of new ones, for nobody's cache", async () => {
    await openForm();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
       INSERT INTO booking_requests (id, name, date, email, status, createdAt, updatedAt)
       SELECT i, 'Visiteur ' || i, '2030-01-01', 'v@example.fr', CASE WHEN i % 2 = 0 THEN 'answered' ELSE 'new' END, i, i FROM n`,
    ).run();
    const res = await call("/api/requests", { headers: await adminHeaders() });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const first = (await res.json()) as RequestsPage;
    expect(first.requests.map(({ id }) => id)).toEqual(Array.from({ length: 50 }, (_, index) => 60 - index));
    expect(first.fresh).toBe(30);
    expect(first.next).toBe(11);
    const second = await list(`?before=${first.next}`);
    expect(second.requests.map(({ id }) => id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(second.next).toBeNull();
  });

  it("moves a request through its statuses and deletes it; 404 in French for one that is gone", async () => {
    await openForm();
    await send(form());
    const [{ id }] = await stored();
    const res = await call(`/api/requests/${id}`, { method: "PATCH", body: { status: "won" }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "won" });
    expect((await list()).fresh).toBe(0);
    expect(await fieldsOf(await call(`/api/requests/${id}`, { method: "PATCH", body: { status: "maybe" }, headers: await adminHeaders() }))).toEqual({
      status: "Choisissez une des valeurs proposées",
    });
    expect((await call(`/api/requests/${id}`, { method: "DELETE", headers: await adminHeaders() })).status).toBe(204);
    expect(await stored()).toEqual([]);
    await expectError(
      await call(`/api/requests/${id}`, { method: "DELETE", headers: await adminHeaders() }),
      404,
      "REQUEST_NOT_FOUND",
      "Cette demande n’existe plus.",
    );
    await expectError(
      await call(`/api/requests/${id}`, { method: "PATCH", body: { status: "lost" }, headers: await adminHeaders() }),
      404,
      "REQUEST_NOT_FOUND",
    );
  });
});

describe("the live count", () => {
  it("goes to the admin's channel on connect and after each request, never to the visitors' channel", async () => {
    await openForm();
    const admin = (await call("/api/requests/live", { headers: { upgrade: "websocket", ...(await adminHeaders()) } })).webSocket!;
    const visitor = (await call("/api/live", { headers: { upgrade: "websocket" } })).webSocket!;
    admin.accept();
    visitor.accept();
    const toAdmin = framesOf(admin);
    const toVisitor = framesOf(visitor);
    await expect.poll(() => toAdmin).toEqual([{ type: "requests", fresh: 0, reviews: 0 }]);
    await send(form());
    await expect
      .poll(() => toAdmin)
      .toEqual([
        { type: "requests", fresh: 0, reviews: 0 },
        { type: "requests", fresh: 1, reviews: 0 },
      ]);
    expect(toVisitor.map((message) => parseLiveMessage(JSON.stringify(message))?.type)).toEqual(["version"]);
    admin.close();
    visitor.close();
  });
});

describe("the retention", () => {
  it("is 36 months to the day, the 31st and the 29th going to the month's last day", () => {
    expect(new Date(retentionCutoff(Date.parse("2026-11-27T03:17:00Z"))).toISOString()).toBe("2023-11-27T03:17:00.000Z");
    expect(new Date(retentionCutoff(Date.parse("2027-03-31T03:17:00Z"))).toISOString()).toBe("2024-03-31T03:17:00.000Z");
    expect(new Date(retentionCutoff(Date.parse("2026-05-31T03:17:00Z"))).toISOString()).toBe("2023-05-31T03:17:00.000Z");
    expect(new Date(retentionCutoff(Date.parse("2027-02-28T03:17:00Z"))).toISOString()).toBe("2024-02-28T03:17:00.000Z");
    expect(new Date(retentionCutoff(Date.parse("2028-02-29T03:17:00Z"))).toISOString()).toBe("2025-02-28T03:17:00.000Z");
  });

  it("lets the daily job delete a request last changed 36 months ago, and keep one changed a moment later", async () => {
    const job = Date.parse("2026-11-27T03:17:00Z");
    const cutoff = Date.parse("2023-11-27T03:17:00Z");
    await env.DB.prepare(
      `INSERT INTO booking_requests (id, name, date, email, createdAt, updatedAt) VALUES
       (1, 'Ancienne', '2024-06-01', 'a@example.fr', 1, ?1), (2, 'Récente', '2024-06-01', 'b@example.fr', 1, ?2)`,
    )
      .bind(cutoff, cutoff + 1)
      .run();
    await runScheduled(job);
    expect((await stored()).map(({ name }) => name)).toEqual(["Récente"]);
  });
});
