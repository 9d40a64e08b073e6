// Accounts and sessions in workerd: sign-up, sign-in, logout, roles and tokens (the throttles: throttle.test.ts).
import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS } from "../../worker/accounts/password";
import app from "../../worker/index";
import { expectError, login, me, PASSWORD, sessionOf, signup } from "./auth-helpers";
import { call, mintToken, ORIGIN, sessionCookie, sessionKeyOf } from "./helpers";

const newEvent = {
  name: "Sunset Session",
  date: "2026-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image: "https://images.example.com/sunset.jpg",
};

const createEvent = (cookie: string) => call("/api/events", { method: "POST", body: newEvent, headers: { cookie } });

/** The deployed site: https, where the cookies are `__Host-` and Secure (worker/lib/cookies.ts). */
const DEPLOYED = "https://djmaxribera.fr";

/** A sign-up from the deployed site's own page. */
const signupAt = (origin: string, email: string) =>
  exports.default.fetch(
    new Request(`${origin}/api/auth/signup`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );

describe("sign-up", () => {
  it("creates the account, answers { user } and sets the session cookie", async () => {
    const res = await signup("dj@example.fr");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
    expect(await me(sessionOf(res))).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
  });

  it("sets an HttpOnly, Secure, SameSite=Lax, host-only __Host- cookie on Path=/, on the deployed site", async () => {
    const [cookie] = (await signupAt(DEPLOYED, "dj@example.fr")).headers.getSetCookie();
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    expect(cookie).toMatch(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/", "max-age=604800"]));
    expect(attributes.some((part) => part.startsWith("domain="))).toBe(false);
  });

  it("puts subject, email, role, the account's session key, issue and expiry times in the token", async () => {
    const token = sessionOf(await signup("dj@example.fr")).split("=")[1];
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))));
    expect(header.alg).toBe("HS256");
    expect(payload).toMatchObject({ sub: expect.any(String), email: "dj@example.fr", role: "admin" });
    expect(payload.sk).toMatch(/^[0-9a-f]{32}$/);
    expect(payload.sk).toBe(await sessionKeyOf(Number(payload.sub)));
    expect(payload.exp - payload.iat).toBe(604800);
  });

  it("on http://localhost, names its cookies without __Host- and without Secure, which WebKit refuses from http:, and they sign in", async () => {
    const res = await signup("dj@example.fr");
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(expect.arrayContaining(["session", "device"]));
    for (const cookie of cookies) expect(cookie.toLowerCase()).not.toMatch(/;\s*secure/);
    expect(await me(sessionOf(res))).toEqual({ user: { email: "dj@example.fr", role: "admin" } });
    // A __Host- cookie sent to http://localhost is not this site's session there.
    expect(await me(`__Host-${sessionOf(res)}`)).toEqual({ user: null });
  });

  it("makes the browser a trusted device of the email: a signed, HttpOnly, Secure, SameSite=Strict, host-only cookie for a year", async () => {
    const res = await signupAt(DEPLOYED, "dj@example.fr");
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith("__Host-device="))!;
    const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
    expect(cookie).toMatch(/^__Host-device=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=strict", "path=/", "max-age=31536000"]));
    expect(attributes.some((part) => part.startsWith("domain="))).toBe(false);
    const token = cookie.split(";")[0].split("=")[1];
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload).toMatchObject({ email: "dj@example.fr", aud: "device", jti: expect.any(String) });
    // A device cookie is no session.
    expect(await me(`session=${token}`)).toEqual({ user: null });
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
    // The cookie as it was set: on http://localhost, its bare name without Secure (worker/lib/cookies.ts).
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toContain("max-age=0");
    expect(cleared).not.toContain("secure");
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

  it("clears the cookie even when D1 fails: the browser is signed out whatever the database says", async () => {
    const session = sessionOf(await signup("dj@example.fr"));
    await env.DB.exec("DROP TABLE users");
    const res = await call("/api/auth/logout", { method: "POST", headers: { cookie: session } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    expect(res.headers.getSetCookie()[0].toLowerCase()).toMatch(/^session=;.*max-age=0/);
  });
});

describe("sessions and their database", () => {
  /** A new database as `wrangler d1` makes it after the old one is deleted: the same ids start again at 1. */
  async function recreateDatabase(email: string) {
    await env.DB.exec("DELETE FROM users");
    await env.DB.prepare("INSERT INTO users (id, email, password_hash, role) VALUES (1, ?, 'placeholder', 'admin')").bind(email).run();
  }

  it("refuses a token of account 1 where account 1 is now someone else", async () => {
    const session = sessionOf(await signup("dj@example.fr"));
    expect(await me(session)).toMatchObject({ user: { email: "dj@example.fr" } });
    await recreateDatabase("autre@example.fr");
    expect(await me(session)).toEqual({ user: null });
    await expectError(await createEvent(session), 401, "UNAUTHENTICATED");
  });

  it("refuses a token of account 1 once the database is recreated, even for the same email", async () => {
    const res = await signup("dj@example.fr");
    const [kept, loggedOut] = [sessionOf(res), sessionOf(await login("dj@example.fr"))];
    await call("/api/auth/logout", { method: "POST", headers: { cookie: loggedOut } });
    await recreateDatabase("dj@example.fr");
    expect(await me(kept)).toEqual({ user: null });
    expect(await me(loggedOut)).toEqual({ user: null });
  });

  it("refuses a token whose email or session key is not the account's", async () => {
    expect(await me(sessionCookie(await mintToken()))).toMatchObject({ user: { email: "dj@example.fr" } });
    const key = await sessionKeyOf(1);
    expect(await me(sessionCookie(await mintToken({ sessionKey: "0".repeat(32) })))).toEqual({ user: null });
    const otherEmail = await mintToken({ email: "autre@example.fr" }); // account 1 now has this email
    await env.DB.prepare("UPDATE users SET email = 'dj@example.fr' WHERE id = 1").run();
    expect(await sessionKeyOf(1)).toBe(key);
    expect(await me(sessionCookie(otherEmail))).toEqual({ user: null });
  });

  it("gives every account its own random key, and logout a new one", async () => {
    await signup("a@example.fr");
    await signup("b@example.fr");
    const [a, b] = [await sessionKeyOf(1), await sessionKeyOf(2)];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    await call("/api/auth/logout", { method: "POST", headers: { cookie: sessionOf(await login("a@example.fr")) } });
    expect(await sessionKeyOf(1)).not.toBe(a);
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
    const forged = await new SignJWT({ email: "fan@example.fr", role: "admin", sk: await sessionKeyOf(id) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    await expectError(await createEvent(sessionCookie(forged)), 403, "PERMISSION_DENIED");
  });
});
