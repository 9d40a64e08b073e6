// The DJ's availability (docs/product.md §22): a day's or a month's answer from the public events
// and the busy days, within today and the horizon; the busy days for the admin only; the private
// note in no answer a visitor can get.
import { describe, expect, it } from "vitest";
import type { AdminMonth, BusyDay, DayAvailability, MonthAvailability } from "../../shared/availability";
import { addDays, addMonths } from "../../shared/event-time";
import type { Profile } from "../../shared/profile";
import { parisToday } from "../../worker/lib/paris-time";
import { expectError } from "./auth-helpers";
import { adminHeaders, call, insertEvent, mintToken, sessionCookie } from "./helpers";

const cacheOutcome = (res: Response) => /cache;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

const NOTE = "Mariage Dupont — option jusqu’au 15 mars, 06 99 88 77 66";

async function mark(date: string, body: unknown) {
  return call(`/api/busy-days/${date}`, { method: "PUT", body, headers: await adminHeaders() });
}

const day = async (date: string) => (await (await call(`/api/availability?date=${date}`)).json()) as DayAvailability;
const month = async (value: string) => (await (await call(`/api/availability?month=${value}`)).json()) as MonthAvailability;

/** A day of the coming months, far enough from both ends of the window. */
const soon = (days: number) => addDays(parisToday(), days);

describe("GET /api/availability?date=", () => {
  it("says free, held or taken from the events and the busy days", async () => {
    await insertEvent({ id: 1, date: soon(10) });
    expect((await mark(soon(11), { kind: "booked", note: NOTE })).status).toBe(200);
    expect((await mark(soon(12), { kind: "option", note: "" })).status).toBe(200);
    expect(await day(soon(9))).toEqual({ date: soon(9), state: "free", today: parisToday(), lastDay: addMonths(parisToday(), 24) });
    expect((await day(soon(10))).state).toBe("taken");
    expect((await day(soon(11))).state).toBe("taken");
    expect((await day(soon(12))).state).toBe("option");
  });

  it("takes a day marked « Pris » over an option, and an event over an option", async () => {
    await insertEvent({ id: 1, date: soon(20) });
    await mark(soon(20), { kind: "option" });
    expect((await day(soon(20))).state).toBe("taken");
  });

  it("leaves a cancelled or postponed event's day free, and counts a sold-out or rescheduled one", async () => {
    await insertEvent({ id: 1, date: soon(30), status: "cancelled" });
    await insertEvent({ id: 2, date: soon(31), status: "postponed" });
    await insertEvent({ id: 3, date: soon(32), status: "soldOut" });
    await insertEvent({ id: 4, date: soon(33), status: "rescheduled", previousDate: soon(34) });
    expect((await day(soon(30))).state).toBe("free");
    expect((await day(soon(31))).state).toBe("free");
    expect((await day(soon(32))).state).toBe("taken");
    expect((await day(soon(33))).state).toBe("taken");
    expect((await day(soon(34))).state).toBe("free");
  });

  it("leaves an event in the trash out", async () => {
    await insertEvent({ id: 1, date: soon(40) });
    expect((await call("/api/events/1", { method: "DELETE", headers: await adminHeaders() })).status).toBe(204);
    expect((await day(soon(40))).state).toBe("free");
  });

  it("answers today, not yesterday; the horizon's last day, not the next", async () => {
    const today = parisToday();
    await mark(addDays(today, -1), { kind: "booked" });
    expect((await day(addDays(today, -1))).state).toBe("past");
    expect((await day(today)).state).toBe("free");
    const last = addMonths(today, 24);
    expect((await day(last)).state).toBe("free");
    expect((await day(addDays(last, 1))).state).toBe("beyond");
  });

  it("follows the horizon of the profile", async () => {
    const profile = (await (await call("/api/profile")).json()) as Profile;
    const saved = await call("/api/profile", { method: "PUT", body: { ...profile, bookingHorizon: "6" }, headers: await adminHeaders() });
    expect(saved.status).toBe(200);
    const last = addMonths(parisToday(), 6);
    expect(await day(last)).toMatchObject({ state: "free", lastDay: last });
    expect((await day(addDays(last, 1))).state).toBe("beyond");
  });

  it("refuses a date that is no day, a month that is no month, and neither or both", async () => {
    for (const query of ["date=2027-02-30", "date=14/06/2027", "month=2027-13", "", "date=2027-06-14&month=2027-06"]) {
      const res = await call(`/api/availability?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED" });
    }
    const body = (await (await call("/api/availability?month=2027-13")).json()) as { fields: { field: string; message: string }[] };
    expect(body.fields).toEqual([{ field: "month", message: "Mois invalide (AAAA-MM)" }]);
    const none = (await (await call("/api/availability")).json()) as { fields: { field: string; message: string }[] };
    expect(none.fields).toEqual([{ field: "date", message: "Donnez un jour (date=AAAA-MM-JJ) ou un mois (month=AAAA-MM)" }]);
  });
});

describe("GET /api/availability?month=", () => {
  it("lists the month's days that are not free, from today to the horizon only", async () => {
    const today = parisToday();
    const thisMonth = today.slice(0, 7);
    await mark(`${thisMonth}-01`, { kind: "booked" });
    await mark(today, { kind: "option", note: NOTE });
    const answer = await month(thisMonth);
    expect(answer.month).toBe(thisMonth);
    expect(answer.today).toBe(today);
    // The 1st, marked « Pris », is past unless it is today: a past day says nothing.
    expect(answer.days).toEqual(today.endsWith("-01") ? { [today]: "option" } : { [today]: "option" });
    expect(Object.keys(answer.days)).toEqual([today]);
  });

  it("gives each marked or played day of a month its state", async () => {
    const target = addMonths(parisToday(), 2).slice(0, 7);
    await insertEvent({ id: 1, date: `${target}-05` });
    await insertEvent({ id: 2, date: `${target}-06`, status: "cancelled" });
    await mark(`${target}-14`, { kind: "booked", note: NOTE });
    await mark(`${target}-15`, { kind: "option" });
    expect((await month(target)).days).toEqual({ [`${target}-05`]: "taken", [`${target}-14`]: "taken", [`${target}-15`]: "option" });
  });
});

describe("the private note", () => {
  it("is in no answer a visitor can get", async () => {
    const date = soon(15);
    await insertEvent({ id: 1, date });
    await mark(date, { kind: "booked", note: NOTE });
    const paths = ["/", "/events", "/api/events", "/api/profile", `/api/availability?date=${date}`, `/api/availability?month=${date.slice(0, 7)}`];
    paths.push("/api/views?path=%2F", "/api/views?path=%2Fevents", "/events.ics", "/sitemap.xml", "/confidentialite");
    // The event's page, at the address its id redirects to.
    paths.push((await call("/events/1")).headers.get("Location")!);
    for (const path of paths) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain("Dupont");
      expect(text, path).not.toContain("99 88 77");
    }
  });
});

describe("/api/busy-days", () => {
  it("marks a day, changes it, and sets it free again", async () => {
    const date = soon(50);
    const res = await mark(date, { kind: "option", note: `  ${NOTE}  ` });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const stored = (await res.json()) as BusyDay;
    expect(stored).toMatchObject({ date, kind: "option", note: NOTE });
    expect(stored.updatedAt).toBeGreaterThan(0);
    expect((await mark(date, { kind: "booked", note: "" })).status).toBe(200);
    expect((await day(date)).state).toBe("taken");
    const gone = await call(`/api/busy-days/${date}`, { method: "DELETE", headers: await adminHeaders() });
    expect(gone.status).toBe(204);
    expect((await day(date)).state).toBe("free");
    // Free already: still free, no error.
    expect((await call(`/api/busy-days/${date}`, { method: "DELETE", headers: await adminHeaders() })).status).toBe(204);
  });

  it("gives the admin the month's busy days with their notes and all its events", async () => {
    const target = addMonths(parisToday(), 3).slice(0, 7);
    await insertEvent({ id: 1, date: `${target}-05`, name: "Sunset House" });
    await insertEvent({ id: 2, date: `${target}-06`, name: "Annulée", status: "cancelled" });
    await mark(`${target}-14`, { kind: "booked", note: NOTE });
    const res = await call(`/api/busy-days?month=${target}`, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = (await res.json()) as AdminMonth;
    expect(answer.busyDays).toEqual([{ date: `${target}-14`, kind: "booked", note: NOTE, updatedAt: expect.any(Number) }]);
    expect(answer.events).toEqual([
      { id: 1, name: "Sunset House", date: `${target}-05`, status: "scheduled" },
      { id: 2, name: "Annulée", date: `${target}-06`, status: "cancelled" },
    ]);
    expect(answer.today).toBe(parisToday());
  });

  it("checks the kind, the note's length and characters, and the date", async () => {
    const date = soon(60);
    const refused = async (res: Response) => {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
      expect(body.error).toBe("VALIDATION_FAILED");
      return Object.fromEntries(body.fields.map(({ field, message }) => [field, message]));
    };
    expect(await refused(await mark(date, { kind: "maybe" }))).toEqual({ kind: "Choisissez une des valeurs proposées" });
    expect(await refused(await mark(date, { kind: "booked", note: "x".repeat(501) }))).toEqual({ note: "500 caractères au maximum" });
    expect((await mark(date, { kind: "booked", note: "x".repeat(500) })).status).toBe(200);
    expect(await refused(await mark(date, { kind: "booked", note: "a\u0000b" }))).toEqual({
      note: "Ce texte contient un caractère invisible ou abîmé : retapez-le ou recollez-le.",
    });
    expect(await refused(await mark("2027-02-30", { kind: "booked" }))).toEqual({ date: "Date invalide" });
    expect(await refused(await call("/api/busy-days?month=juin", { headers: await adminHeaders() }))).toEqual({ month: "Mois invalide (AAAA-MM)" });
  });

  it("answers 401 without a session and 403 to an account that is not the admin's", async () => {
    const date = soon(70);
    await expectError(await call(`/api/busy-days?month=${date.slice(0, 7)}`), 401, "UNAUTHENTICATED");
    await expectError(await call(`/api/busy-days/${date}`, { method: "PUT", body: { kind: "booked" } }), 401, "UNAUTHENTICATED");
    await expectError(await call(`/api/busy-days/${date}`, { method: "DELETE" }), 401, "UNAUTHENTICATED");
    const visitor = { cookie: sessionCookie(await mintToken({ sub: "2", email: "fan@example.com", role: "user" })) };
    await expectError(await call(`/api/busy-days?month=${date.slice(0, 7)}`, { headers: visitor }), 403, "PERMISSION_DENIED");
    await expectError(await call(`/api/busy-days/${date}`, { method: "PUT", body: { kind: "booked" }, headers: visitor }), 403, "PERMISSION_DENIED");
    expect((await day(date)).state).toBe("free");
  });
});

describe("the edge cache", () => {
  it("serves a day's answer again until a busy day changes it", async () => {
    const date = soon(80);
    expect(cacheOutcome(await call(`/api/availability?date=${date}`))).toBe("miss");
    expect(cacheOutcome(await call(`/api/availability?date=${date}`))).toBe("hit");
    await mark(date, { kind: "booked" });
    const after = await call(`/api/availability?date=${date}`);
    expect(cacheOutcome(after)).toBe("miss");
    expect(((await after.json()) as DayAvailability).state).toBe("taken");
  });
});
