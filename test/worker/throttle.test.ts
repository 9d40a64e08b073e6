// The brute-force throttles in workerd (docs/product.md §5): trusted devices, growing waits,
// guesses sent at once, the client's address, sign-ups.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deviceOf, expectError, login, PASSWORD, sessionOf, signup } from "./auth-helpers";

const DJ = "dj@example.fr";
const WRONG = "mauvais-mot";
const STRANGER = { address: "203.0.113.66" };

const failures = (key: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM attempts WHERE key = ?")
    .bind(key)
    .first<{ n: number }>()
    .then((row) => row!.n);

/** Moves every counted attempt back in time, as if that many minutes had passed. */
const age = (minutes: number) =>
  env.DB.prepare("UPDATE attempts SET at = at - ?")
    .bind(minutes * 60_000)
    .run();

/**
 * 429 RATE_LIMITED with the French sentence and Retry-After of a wait of `minutes`, less the time
 * passed since `since`, when the attempts that set the wait were sent (by default, a few seconds ago).
 */
async function expectWait(
  res: Response,
  minutes: number,
  message = `Trop de tentatives de connexion. Réessayez dans ${minutes} minutes.`,
  since = Date.now() - 4_000,
) {
  await expectError(res, 429, "RATE_LIMITED", message);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
  expect(retryAfter).toBeGreaterThanOrEqual(minutes * 60 - Math.ceil((Date.now() - since) / 1000));
}

async function failTimes(count: number, email: string, from: Parameters<typeof login>[2]) {
  for (let attempt = 0; attempt < count; attempt++) {
    await expectError(await login(email, WRONG, from), 401, "auth/wrong-password");
  }
}

describe("trusted devices", () => {
  it("a stranger's ten failures make every other browser wait, never the owner's device", async () => {
    const device = deviceOf(await signup(DJ));
    await failTimes(10, DJ, STRANGER);
    await expectWait(await login(DJ, PASSWORD, { address: "198.51.100.2" }), 15);
    // The owner, even on the stranger's network, signs in at once, and stays trusted.
    const res = await login(DJ, PASSWORD, { ...STRANGER, cookie: device });
    expect(res.status).toBe(200);
    expect(sessionOf(res)).toBeTruthy();
    expect(deviceOf(res)).not.toBe(device);
    expect((await login(DJ, PASSWORD, { cookie: deviceOf(res) })).status).toBe(200);
    await expectWait(await login(DJ, PASSWORD, STRANGER), 15);
  });

  it("ten failures from the owner's device make that device wait, and it alone", async () => {
    const device = deviceOf(await signup(DJ));
    await failTimes(10, DJ, { cookie: device });
    expect(await failures(`email:${DJ}`)).toBe(0);
    await expectWait(await login(DJ, PASSWORD, { cookie: device }), 15);
    expect((await login(DJ, PASSWORD, STRANGER)).status).toBe(200);
  });

  it("takes a device cookie of another email, or not signed by the site, for an unknown browser", async () => {
    const device = deviceOf(await signup(DJ));
    const othersDevice = deviceOf(await signup("fan@example.fr"));
    const session = sessionOf(await login(DJ));
    await failTimes(10, DJ, STRANGER);
    const [name, token] = device.split("=");
    const [header, payload, signature] = token.split(".");
    for (const cookie of [othersDevice, `${name}=${header}.${payload}.${signature.slice(0, -2)}AA`, `${name}=${session.split("=")[1]}`]) {
      await expectWait(await login(DJ, PASSWORD, { cookie }), 15);
    }
    expect((await login(DJ, PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("forgets the failures a successful sign-in answered to", async () => {
    const device = deviceOf(await signup(DJ));
    await failTimes(9, DJ, STRANGER);
    expect((await login(DJ, PASSWORD, STRANGER)).status).toBe(200);
    expect(await failures(`email:${DJ}`)).toBe(0);
    await failTimes(9, DJ, STRANGER);
    await failTimes(9, DJ, { cookie: device });
    const trusted = await login(DJ, PASSWORD, { cookie: device });
    expect(trusted.status).toBe(200);
    await failTimes(9, DJ, { cookie: deviceOf(trusted) });
  });
});

describe("growing waits", () => {
  it("waits 15 minutes after the tenth failure, then twice as long after each further one", async () => {
    await signup(DJ);
    await failTimes(10, DJ, STRANGER);
    await expectWait(await login(DJ, PASSWORD, STRANGER), 15);
    await age(14);
    await expectWait(await login(DJ, PASSWORD, STRANGER), 1, "Trop de tentatives de connexion. Réessayez dans 1 minute.");
    await age(1);
    await failTimes(1, DJ, STRANGER);
    await expectWait(await login(DJ, PASSWORD, STRANGER), 30);
    await age(30);
    await failTimes(1, DJ, STRANGER);
    await expectWait(await login(DJ, PASSWORD, STRANGER), 60);
    await age(60);
    expect((await login(DJ, PASSWORD, STRANGER)).status).toBe(200);
  });

  it("never waits more than a day, and forgets failures a day old", async () => {
    await signup(DJ);
    const insert = env.DB.prepare("INSERT INTO attempts (key, at) VALUES (?, ?)");
    await env.DB.batch(Array.from({ length: 40 }, () => insert.bind(`email:${DJ}`, Date.now())));
    await expectWait(await login(DJ, PASSWORD, STRANGER), 24 * 60);
    await age(24 * 60);
    expect((await login(DJ, PASSWORD, STRANGER)).status).toBe(200);
  });

  it("gives guesses sent at once no more tries than guesses sent one by one", async () => {
    await signup(DJ);
    const answers = await Promise.all(Array.from({ length: 16 }, () => login(DJ, WRONG, STRANGER)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    expect(await failures(`email:${DJ}`)).toBe(10);
  });
});

describe("the client's address", () => {
  it("counts 30 failures of an address as Cloudflare gives it, for any email", async () => {
    await signup(DJ);
    for (let attempt = 0; attempt < 30; attempt++) {
      await expectError(await login(`inconnu${attempt}@example.fr`, PASSWORD, STRANGER), 401, "auth/user-not-found");
    }
    await expectWait(await login(DJ, PASSWORD, STRANGER), 15);
    expect((await login(DJ, PASSWORD, { address: "198.51.100.2" })).status).toBe(200);
  });

  it("does not believe a CF-Connecting-IP that did not come through Cloudflare: such requests share one count", async () => {
    await signup(DJ);
    const spoofed = (attempt: number) => ({ headers: { "cf-connecting-ip": `192.0.2.${attempt}` } });
    for (let attempt = 0; attempt < 30; attempt++) {
      await expectError(await login(`inconnu${attempt}@example.fr`, PASSWORD, spoofed(attempt)), 401, "auth/user-not-found");
    }
    expect(await failures("ip:unknown")).toBe(30);
    await expectWait(await login(DJ, PASSWORD, spoofed(99)), 15);
  });
});

describe("sign-up throttle", () => {
  it("allows 30 sign-ups per address within an hour, sent at once or not", async () => {
    const from = { address: "203.0.113.9" };
    // The hour runs from the first of them: 32 sign-ups may take many seconds on a busy machine.
    const sent = Date.now();
    const answers = await Promise.all(Array.from({ length: 32 }, (_, index) => signup(`fan${index}@example.fr`, PASSWORD, from)));
    const refused = answers.filter((res) => res.status === 429);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(30);
    expect(refused).toHaveLength(2);
    await expectWait(refused[0], 60, "Trop de comptes créés depuis cette adresse. Réessayez dans 60 minutes.", sent);
    expect((await signup("ailleurs@example.fr", PASSWORD, { address: "198.51.100.2" })).status).toBe(201);
    await age(59);
    await expectWait(await signup("encore@example.fr", PASSWORD, from), 1, "Trop de comptes créés depuis cette adresse. Réessayez dans 1 minute.", sent);
    await age(1);
    expect((await signup("encore@example.fr", PASSWORD, from)).status).toBe(201);
  });
});
