// An event's status and previous date (docs/product.md §16), and several events created at once
// ("Répéter"): the API's rules in workerd, on the real D1.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_ITEMS } from "../../shared/limits";
import { adminHeaders, call } from "./helpers";

const event = {
  name: "Beach Party",
  date: "2030-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image: "/media/event-club.webp",
};

const post = async (path: string, body: unknown) => call(path, { method: "POST", body, headers: await adminHeaders() });
const eventCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>())!.n;

describe("an event's status", () => {
  it("is « Programmé » (scheduled) when none is sent, with no previous date", async () => {
    const res = await post("/api/events", event);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "scheduled", previousDate: null });
  });

  it("is stored as sent, and a previous date sent with another status than « Nouvelle date » is dropped", async () => {
    const res = await post("/api/events", { ...event, status: "cancelled", previousDate: "2030-07-07" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "cancelled", previousDate: null });
  });

  it("« Nouvelle date » keeps the previous date, and requires it", async () => {
    const moved = await post("/api/events", { ...event, status: "rescheduled", previousDate: "2030-07-07" });
    expect(moved.status).toBe(201);
    expect(await moved.json()).toMatchObject({ status: "rescheduled", date: "2030-07-14", previousDate: "2030-07-07" });

    for (const previousDate of [undefined, null, "", "2030-02-30"]) {
      const refused = await post("/api/events", { ...event, status: "rescheduled", previousDate });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: string; fields: { field: string; message: string }[] };
      expect(body.error).toBe("VALIDATION_FAILED");
      expect(body.fields).toEqual([{ field: "previousDate", message: previousDate ? "Date invalide" : "Ce champ est obligatoire" }]);
    }
  });

  it("refuses an unknown status with a French message", async () => {
    const res = await post("/api/events", { ...event, status: "maybe" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "status", message: "Choisissez une des valeurs proposées" }] });
  });

  it("is checked by D1 too: no other value can be stored", async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO events (id, name, date, time, venue, description, image, status) VALUES (1, 'x', '2030-01-01', '', '', '', '', 'maybe')",
      ).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });
});

describe("POST /api/events/batch", () => {
  const dates = (count: number) => Array.from({ length: count }, (_, week) => new Date(Date.UTC(2030, 0, 1 + 7 * week)).toISOString().slice(0, 10));

  it(`creates ${MAX_BATCH_ITEMS} events at once, each its own, with consecutive ids, in the order sent`, async () => {
    const before = await eventCount();
    const res = await post("/api/events/batch", { items: dates(MAX_BATCH_ITEMS).map((date) => ({ ...event, date })) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; date: string; revision: number }[];
    expect(created.map((item) => item.date)).toEqual(dates(MAX_BATCH_ITEMS));
    expect(created.every((item, index) => index === 0 || item.id === created[index - 1].id + 1)).toBe(true);
    expect(created.every((item) => item.revision === 0)).toBe(true);
    expect(await eventCount()).toBe(before + MAX_BATCH_ITEMS);
  });

  it(`refuses ${MAX_BATCH_ITEMS + 1} dates, and an empty batch, storing nothing`, async () => {
    const before = await eventCount();
    const tooMany = await post("/api/events/batch", { items: dates(MAX_BATCH_ITEMS + 1).map((date) => ({ ...event, date })) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: "VALIDATION_FAILED",
      fields: [{ field: "items", message: `${MAX_BATCH_ITEMS} dates au maximum à la fois` }],
    });
    const empty = await post("/api/events/batch", { items: [] });
    expect(await empty.json()).toMatchObject({ fields: [{ field: "items", message: "Aucune date à créer" }] });
    expect(await eventCount()).toBe(before);
  });

  it("stores none when one item is invalid, and names it", async () => {
    const before = await eventCount();
    const res = await post("/api/events/batch", { items: [{ ...event }, { ...event, date: "2030-13-01" }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: [{ field: "items.1.date", message: "Date invalide" }] });
    expect(await eventCount()).toBe(before);
  });

  it("is the admin's only", async () => {
    const res = await call("/api/events/batch", { method: "POST", body: { items: [event] } });
    expect(res.status).toBe(401);
  });
});
