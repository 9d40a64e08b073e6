// Accounts and sessions in workerd: sign-up, sign-in, logout, the throttle, roles and tokens.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS } from "../../worker/accounts/password";
import app from "../../worker/index";
import { call, mintToken, ORIGIN, sessionCookie } from "./helpers";

const PASSWORD = "platines66";
const newEvent = {
  name: "Sunset Session",
  date: "2026-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image: "https://images.example.com/sunset.jpg",
};

type UserAnswer = { user: { email: string; role: string } | null };
type ErrorAnswer = { error: string; message: string };

const signup = (email: string, password = PASSWORD, headers?: Record<string, string>) =>
  call("/api/auth/signup", { method: "POST", body: { email, password }, headers });
const login = (email: string, password = PASSWORD, headers?: Record<string, string>) =>
  call("/api/auth/login", { method: "POST", body: { email, password }, headers });

/** The `name=value` pair of the session cookie a response sets, ready for a Cookie header. */
function sessionOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith("__Host-session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0];
}

const me = async (cookie?: string) => (await (await call("/api/auth/me", { headers: cookie ? { cookie } : {} })).json()) as UserAnswer;
const createEvent = (cookie: string) => call("/api/events", { method: "POST", body: newEvent, headers: { cookie } });

async function expectError(res: Response, status: number, error: string, message?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorAnswer;
  expect(body.error).toBe(error);
  expect(body.message).toBeTruthy();
  if (message) expect(body.message).toBe(message);
}

describe("sign-up", () => {
  it("creates the account, answers { user } and sets the session cookie", async () => {
    const res = await signup("dj@example.fr");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
    expect(await me(sessionOf(res))).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
  });

  it("sets an HttpOnly, Secure, SameSite=Lax, host-only cookie on Path=/", async () => {
    const [cookie] = (await signup("dj@example.fr")).headers.getSetCookie();
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    expect(cookie).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/", "max-age=604800"]));
    expect(attributes.some((part) => part.startsWith("domain="))).toBe(false);
  });

  it("puts subject, email, role, issue and expiry times in the token", async () => {
    const token = sessionOf(await signup("dj@example.fr")).split("=")[1];
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))));
    expect(header.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: expect.any(String), email: "dj@example.fr", role: "admin" });
    expect(payload.exp - payload.iat).toBe(604800);
  });

  it("trims and lower-cases the email, and refuses it again in any case", async () => {
    const res = await signup("  DJ@Example.FR ");
    expect(await res.json()).toMatchObject({ user: { email: "dj@example.fr" } });
    await expectError(await signup("dj@EXAMPLE.fr", "autre-mot-de-passe"), 409, "auth/email-already-in-use", "Cet email est déjà utilisé");
  });

  it("refuses an invalid email with auth/invalid-email", async () => {
    for (const email of ["", "   ", "pas-un-email", "dj@", "@example.fr", "dj@example", `${"a".repeat(250)}@example.fr`, 42, null]) {
      await expectError(await signup(email as string), 400, "auth/invalid-email", "Email invalide");
    }
    const missing = await call("/api/auth/signup", { method: "POST", body: { password: PASSWORD } });
    await expectError(missing, 400, "auth/invalid-email");
  });

  it("needs at least 6 characters (auth/weak-password) and at most 128", async () => {
    for (const password of ["", "12345"]) {
      await expectError(await signup("dj@example.fr", password), 400, "auth/weak-password", "Le mot de passe doit contenir au moins 6 caractères");
    }
    await expectError(await signup("dj@example.fr", "x".repeat(129)), 400, "VALIDATION_FAILED");
    expect((await signup("six@example.fr", "123456")).status).toBe(201);
    expect((await signup("long@example.fr", "x".repeat(128))).status).toBe(201);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await call("/api/auth/signup", { method: "POST", body: "{ email: ", headers: { "content-type": "application/json" } });
    await expectError(res, 400, "VALIDATION_FAILED");
  });
});

describe("stored passwords", () => {
  const storedHash = async (email: string) =>
    (await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>())!.password_hash;

  it("are salted PBKDF2-SHA256 with at most 100,000 iterations (Cloudflare's production cap)", async () => {
    await signup("dj@example.fr");
    const [algorithm, iterations, salt, hash] = (await storedHash("dj@example.fr")).split("$");
    expect(algorithm).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBeLessThanOrEqual(100_000);
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt)).toHaveLength(16);
    expect(atob(hash)).toHaveLength(32);
  });

  it("never hold the password, and differ for the same password", async () => {
    await signup("a@example.fr");
    await signup("b@example.fr");
    const [a, b] = [await storedHash("a@example.fr"), await storedHash("b@example.fr")];
    expect(a).not.toContain(PASSWORD);
    expect(a.split("$")[2]).not.toBe(b.split("$")[2]);
    expect(a.split("$")[3]).not.toBe(b.split("$")[3]);
  });
});

describe("sign-in", () => {
  it("answers { user } and a session for the right password, whatever the email's case", async () => {
    await signup("dj@example.fr");
    const res = await login(" DJ@example.FR");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
    expect(await me(sessionOf(res))).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
  });

  it("answers the spec's codes for a wrong password, an unknown email and an invalid one", async () => {
    await signup("dj@example.fr");
    await expectError(await login("dj@example.fr", "mauvais"), 401, "auth/wrong-password", "Mot de passe incorrect");
    await expectError(await login("inconnu@example.fr"), 401, "auth/user-not-found", "Aucun utilisateur trouvé avec cet email");
    await expectError(await login("pas-un-email"), 400, "auth/invalid-email", "Email invalide");
    await expectError(await login("dj@example.fr", ""), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/auth/me", () => {
  it("answers 200 { user: null } without a session, and is never cached", async () => {
    const res = await call("/api/auth/me");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("logout", () => {
  it("clears the cookie and ends the token server-side", async () => {
    const session = sessionOf(await signup("dj@example.fr"));
    const res = await call("/api/auth/logout", { method: "POST", headers: { cookie: session } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    const cleared = res.headers.getSetCookie()[0].toLowerCase();
    expect(cleared).toMatch(/^__host-session=;/);
    expect(cleared).toContain("max-age=0");
    expect(cleared).toContain("secure");
    expect(cleared).toContain("path=/");

    // A copy of the old token is worthless now.
    expect(await me(session)).toEqual({ user: null });
    await expectError(await createEvent(session), 401, "UNAUTHENTICATED");
    // Signing in again gives a working session.
    expect(await me(sessionOf(await login("dj@example.fr")))).toMatchObject({ user: { email: "dj@example.fr" } });
  });

  it("answers 200 without a session too", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("tampered tokens", () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

  async function expectRefused(cookie: string) {
    expect(await me(cookie)).toEqual({ user: null });
    await expectError(await createEvent(cookie), 401, "UNAUTHENTICATED");
  }

  it("refuses a bad signature", async () => {
    await expectRefused(sessionCookie(await mintToken({ secret: "another-secret-another-secret-123" })));
    const [header, payload, signature] = (await mintToken()).split(".");
    await expectRefused(sessionCookie(`${header}.${payload}.${signature.slice(0, -2)}AA`));
  });

  it("refuses a payload changed after signing", async () => {
    await signup("first@example.fr");
    const session = sessionOf(await signup("user@example.fr"));
    const [header, payload, signature] = session.split("=")[1].split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    await expectRefused(sessionCookie(`${header}.${encode({ ...claims, role: "admin", sub: "1" })}.${signature}`));
  });

  it("refuses alg none", async () => {
    await mintToken(); // the account exists: only the missing signature is wrong
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "1", email: "dj@example.fr", role: "admin", iat: 1, exp: 4102444800 })}.`;
    await expectRefused(sessionCookie(unsigned));
  });

  it("refuses a past expiry", async () => {
    await expectRefused(sessionCookie(await mintToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 })));
  });

  it("refuses garbage and a subject that is not an account id", async () => {
    await expectRefused(sessionCookie("not-a-token"));
    await expectRefused(sessionCookie(await mintToken({ sub: "admin" })));
  });

  it("refuses the token of a deleted account", async () => {
    const session = sessionOf(await signup("dj@example.fr"));
    expect((await createEvent(session)).status).toBe(201);
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind("dj@example.fr").run();
    await expectRefused(session);
  });
});

describe("roles", () => {
  /** The Worker under another ADMIN_EMAILS value. */
  const withAdminEmails =
    (adminEmails: string) =>
    (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
      const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/json" };
      if (init.cookie) headers.cookie = init.cookie;
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body });
      return app.fetch(request, { ...env, ADMIN_EMAILS: adminEmails }, createExecutionContext());
    };

  it("makes the first account of an empty database admin, and later sign-ups plain users", async () => {
    const first = await signup("dj@example.fr");
    expect(await first.json()).toMatchObject({ user: { role: "admin" } });
    expect((await createEvent(sessionOf(first))).status).toBe(201);

    const second = await signup("fan@example.fr");
    expect(await second.json()).toEqual({ user: { email: "fan@example.fr", role: "user" } });
    await expectError(await createEvent(sessionOf(second)), 403, "PERMISSION_DENIED");
    await expectError(await login("fan@example.fr").then((res) => createEvent(sessionOf(res))), 403, "PERMISSION_DENIED");
  });

  it("makes the accounts listed in ADMIN_EMAILS admin, in any case and spacing", async () => {
    await signup("first@example.fr");
    const worker = withAdminEmails(" fan@example.fr , Boss@Example.fr");
    const res = await worker("/api/auth/signup", { method: "POST", body: { email: "boss@example.fr", password: PASSWORD } });
    expect(await res.json()).toEqual({ user: { email: "boss@example.fr", role: "admin" } });
    const cookie = sessionOf(res);
    expect((await worker("/api/events", { method: "POST", body: newEvent, cookie })).status).toBe(201);

    // Removed from the list: write access ends with the next request, whatever the token says.
    const without = withAdminEmails("fan@example.fr");
    expect(await (await without("/api/auth/me", { cookie })).json()).toMatchObject({ user: { role: "user" } });
    await expectError(await without("/api/events", { method: "POST", body: newEvent, cookie }), 403, "PERMISSION_DENIED");
  });

  it("keeps the first-account rule off once ADMIN_EMAILS names the admins", async () => {
    const worker = withAdminEmails("dj@example.fr");
    const stranger = await worker("/api/auth/signup", { method: "POST", body: { email: "first@example.fr", password: PASSWORD } });
    expect(await stranger.json()).toEqual({ user: { email: "first@example.fr", role: "user" } });
    await expectError(await worker("/api/events", { method: "POST", body: newEvent, cookie: sessionOf(stranger) }), 403, "PERMISSION_DENIED");
  });

  it("reads the role from the database: a demoted admin loses write access at once", async () => {
    const session = sessionOf(await signup("dj@example.fr"));
    expect((await createEvent(session)).status).toBe(201);
    await env.DB.prepare("UPDATE users SET role = 'user' WHERE email = ?").bind("dj@example.fr").run();
    await expectError(await createEvent(session), 403, "PERMISSION_DENIED");
    expect(await me(session)).toEqual({ user: { email: "dj@example.fr", role: "user" } });
  });

  it("does not take a token's role claim for granted", async () => {
    await signup("first@example.fr");
    await signup("fan@example.fr");
    const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind("fan@example.fr").first<{ id: number }>())!;
    const { SignJWT } = await import("jose");
    const forged = await new SignJWT({ email: "fan@example.fr", role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    await expectError(await createEvent(sessionCookie(forged)), 403, "PERMISSION_DENIED");
  });
});

describe("sign-in throttle", () => {
  const failures = (key: string) =>
    env.DB.prepare("SELECT COUNT(*) AS n FROM sign_in_failures WHERE key = ?")
      .bind(key)
      .first<{ n: number }>()
      .then((row) => row!.n);
  /** Moves every recorded failure back in time, as if that many minutes had passed. */
  const age = (minutes: number) =>
    env.DB.prepare("UPDATE sign_in_failures SET at = at - ?")
      .bind(minutes * 60_000)
      .run();

  async function expectThrottled(res: Response) {
    await expectError(res, 429, "RATE_LIMITED");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }

  it("refuses an email after 10 failed sign-ins within 15 minutes, even with the right password", async () => {
    await signup("dj@example.fr");
    for (let attempt = 0; attempt < 10; attempt++) {
      await expectError(await login("dj@example.fr", "mauvais"), 401, "auth/wrong-password");
    }
    expect(await failures("email:dj@example.fr")).toBe(10);
    await expectThrottled(await login("dj@example.fr", "mauvais"));
    await expectThrottled(await login("DJ@example.fr"));
    // Other emails are not affected.
    await expectError(await login("autre@example.fr"), 401, "auth/user-not-found");
  });

  it("refuses a client address after 30 failed sign-ins within 15 minutes, for any email", async () => {
    await signup("dj@example.fr");
    const from = (address: string) => ({ "cf-connecting-ip": address });
    for (let attempt = 0; attempt < 30; attempt++) {
      await expectError(await login(`inconnu${attempt}@example.fr`, PASSWORD, from("203.0.113.7")), 401, "auth/user-not-found");
    }
    await expectThrottled(await login("dj@example.fr", PASSWORD, from("203.0.113.7")));
    expect((await login("dj@example.fr", PASSWORD, from("198.51.100.2"))).status).toBe(200);
  });

  it("lets the email in again once its failures are 15 minutes old", async () => {
    await signup("dj@example.fr");
    for (let attempt = 0; attempt < 10; attempt++) await login("dj@example.fr", "mauvais");
    await age(14);
    const res = await login("dj@example.fr");
    await expectThrottled(res);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    await age(1);
    expect((await login("dj@example.fr")).status).toBe(200);
  });

  it("forgets an email's failures after a successful sign-in", async () => {
    await signup("dj@example.fr");
    for (let attempt = 0; attempt < 9; attempt++) await login("dj@example.fr", "mauvais");
    expect((await login("dj@example.fr")).status).toBe(200);
    expect(await failures("email:dj@example.fr")).toBe(0);
    for (let attempt = 0; attempt < 9; attempt++) {
      await expectError(await login("dj@example.fr", "mauvais"), 401, "auth/wrong-password");
    }
  });
});
