// The collections' API in workerd: reading, writing as the admin, validation and refusals.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import events from "../../shared/default-content/events.json";
import photos from "../../shared/default-content/photos.json";
import venues from "../../shared/default-content/venues.json";
import { adminHeaders, call, mintToken, sessionCookie, uploadImage } from "./helpers";

const defaults = { events, photos, venues };

const newEvent = {
  name: "Sunset Session",
  date: "2026-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image: "https://images.example.com/sunset.jpg",
};
const newPhoto = { title: "Aux platines", description: "Un soir d'été.", image: "/media/photo-01.webp" };
const newVenue = { name: "Le Phare", location: "Perpignan", description: "Bar à cocktails.", image: "https://images.example.com/phare.jpg" };
const samples = { events: newEvent, photos: newPhoto, venues: newVenue } as const;
const notFound = { events: "EVENT_NOT_FOUND", photos: "PHOTO_NOT_FOUND", venues: "VENUE_NOT_FOUND" } as const;

async function create(collection: keyof typeof samples, body: object = samples[collection]) {
  return call(`/api/${collection}`, { method: "POST", body, headers: await adminHeaders() });
}

describe("reading the default content", () => {
  it("lists the 32 default events by date, then id", async () => {
    const res = await call("/api/events");
    expect(res.status).toBe(200);
    const events = (await res.json()) as { date: string; id: number }[];
    expect(events).toHaveLength(32);
    const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    expect(events).toEqual(sorted);
  });

  it("serves exactly the built-in defaults of the browser (one source of truth)", async () => {
    for (const collection of ["events", "photos", "venues"] as const) {
      const stored = (await (await call(`/api/${collection}`)).json()) as { id: number }[];
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      const stamped = [...defaults[collection]].sort(byId).map((item) => ({ ...item, updatedAt: item.id, revision: 0 }));
      expect([...stored].sort(byId)).toEqual(stamped);
    }
    expect(defaults.photos).toHaveLength(10);
    expect(defaults.venues).toHaveLength(6);
  });
});

describe.each(["events", "photos", "venues"] as const)("writing %s as an admin", (collection) => {
  it("creates with a millisecond timestamp id, then updates and deletes", async () => {
    const before = Date.now();
    const created = await create(collection);
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: number; updatedAt: number };
    expect(item).toMatchObject({ ...samples[collection], revision: 0 });
    expect(item.id).toBeGreaterThanOrEqual(before);
    expect(item.id).toBeLessThanOrEqual(Date.now() + 1000);
    expect(item.updatedAt).toBeGreaterThanOrEqual(before);

    const changed = { ...samples[collection], description: "Texte modifié" };
    const updated = await call(`/api/${collection}/${item.id}`, { method: "PUT", body: changed, headers: await adminHeaders() });
    expect(updated.status).toBe(200);
    // Each change stamps the item again: a later time, one more revision.
    const stored = (await updated.json()) as { updatedAt: number };
    expect(stored).toEqual({ ...item, ...changed, updatedAt: stored.updatedAt, revision: 1 });
    expect(stored.updatedAt).toBeGreaterThan(item.updatedAt);

    const list = (await (await call(`/api/${collection}`)).json()) as { id: number; description: string }[];
    expect(list.find((entry) => entry.id === item.id)?.description).toBe("Texte modifié");

    const deleted = await call(`/api/${collection}/${item.id}`, { method: "DELETE", headers: await adminHeaders() });
    expect(deleted.status).toBe(204);
    const again = await call(`/api/${collection}/${item.id}`, { method: "DELETE", headers: await adminHeaders() });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: notFound[collection] });
  });

  it("answers the collection's not-found code for an unknown id", async () => {
    const res = await call(`/api/${collection}/123456`, { method: "PUT", body: samples[collection], headers: await adminHeaders() });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe(notFound[collection]);
    expect(body.message).toBeTruthy();
  });

  it("keeps a free client-sent id and replaces a taken one", async () => {
    const kept = (await (await create(collection, { ...samples[collection], id: 1700000000000 })).json()) as { id: number };
    expect(kept.id).toBe(1700000000000);
    const taken = (await (await create(collection, { ...samples[collection], id: 1700000000000 })).json()) as { id: number };
    expect(taken.id).not.toBe(1700000000000);
    expect(taken.id).toBeGreaterThanOrEqual(1700000000000);
  });

  it("refuses a write without a session with 401 JSON", async () => {
    const res = await call(`/api/${collection}`, { method: "POST", body: samples[collection] });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ error: "UNAUTHENTICATED" });
  });
});

describe("event fields", () => {
  it("trims text and defaults ticketLink to null", async () => {
    const item = await (await create("events", { ...newEvent, name: "  Soirée Disco  " })).json();
    expect(item).toMatchObject({ name: "Soirée Disco", ticketLink: null });
  });

  it("keeps an https ticket link and turns a blank one into null", async () => {
    const withLink = await (await create("events", { ...newEvent, ticketLink: "https://billetterie.example.fr/x" })).json();
    expect(withLink).toMatchObject({ ticketLink: "https://billetterie.example.fr/x" });
    const blank = await (await create("events", { ...newEvent, ticketLink: " " })).json();
    expect(blank).toMatchObject({ ticketLink: null });
  });

  it("stores text that looks like SQL as text", async () => {
    const name = "'); DROP TABLE events; --";
    const item = await (await create("events", { ...newEvent, name })).json();
    expect(item).toMatchObject({ name });
    expect(((await (await call("/api/events")).json()) as unknown[]).length).toBe(33);
  });

  it("accepts an inline image and our own image paths", async () => {
    for (const image of ["data:image/png;base64,iVBORw0KGgo=", await uploadImage(), "/media/hero.webp"]) {
      expect((await create("events", { ...newEvent, image })).status).toBe(201);
    }
  });
});

describe("bad input", () => {
  async function expectInvalid(body: unknown, fields: string[], collection = "events") {
    const res = await call(`/api/${collection}`, { method: "POST", body, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
    expect(answer.error).toBe("VALIDATION_FAILED");
    expect(answer.fields.map((f) => f.field).sort()).toEqual(fields.sort());
  }

  it("refuses malformed JSON", async () => {
    const res = await call("/api/events", { method: "POST", body: "{ name: ", headers: { ...(await adminHeaders()), "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED" });
  });

  it("names every missing field", async () => {
    await expectInvalid({}, ["name", "date", "time", "venue", "description", "image"]);
    await expectInvalid({}, ["title", "description", "image"], "photos");
    await expectInvalid({}, ["name", "location", "description", "image"], "venues");
  });

  it("refuses wrong types, blank and oversized fields", async () => {
    await expectInvalid({ ...newEvent, name: 42 }, ["name"]);
    await expectInvalid({ ...newEvent, name: "   " }, ["name"]);
    await expectInvalid({ ...newEvent, name: "x".repeat(121) }, ["name"]);
    await expectInvalid({ ...newEvent, description: "x".repeat(2001) }, ["description"]);
    await expectInvalid({ ...newEvent, id: "abc" }, ["id"]);
    await expectInvalid({ ...newEvent, id: -5 }, ["id"]);
  });

  it("accepts 120 characters, the longest name", async () => {
    expect((await create("events", { ...newEvent, name: "x".repeat(120) })).status).toBe(201);
  });

  it("refuses dates that are not real calendar days", async () => {
    for (const date of ["2025-02-30", "2025-13-01", "2026-7-14", "14/07/2026", "2025-02-29"]) {
      await expectInvalid({ ...newEvent, date }, ["date"]);
    }
    expect((await create("events", { ...newEvent, date: "2028-02-29" })).status).toBe(201);
  });

  it("refuses links and images that are not http(s), ours or inline raster images", async () => {
    await expectInvalid({ ...newEvent, ticketLink: "javascript:alert(1)" }, ["ticketLink"]);
    await expectInvalid({ ...newEvent, image: "ftp://example.com/a.jpg" }, ["image"]);
    await expectInvalid({ ...newEvent, image: "data:image/svg+xml;base64,PHN2Zz4=" }, ["image"]);
    await expectInvalid({ ...newEvent, image: "/images/../../etc/passwd" }, ["image"]);
  });

  it("refuses an inline image over 1,000,000 characters, and says to upload the file", async () => {
    const image = `data:image/png;base64,${"A".repeat(1_000_000)}`;
    const res = await call("/api/events", { method: "POST", body: { ...newEvent, image }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: { field: string; message: string }[] };
    expect(answer.fields[0]).toMatchObject({ field: "image" });
    expect(answer.fields[0].message).toMatch(/envoyez plutôt le fichier/);
  });

  it("answers 413 for a body over the limit", async () => {
    const res = await call("/api/events", { method: "POST", body: { ...newEvent, description: "x".repeat(1_600_000) }, headers: await adminHeaders() });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a non-numeric id in the path", async () => {
    for (const id of ["abc", "12abc", "0", "-1", "1.5"]) {
      const res = await call(`/api/events/${id}`, { method: "DELETE", headers: await adminHeaders() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "id" }] });
    }
  });

  it("answers 404 JSON for an unknown collection or API path", async () => {
    for (const path of ["/api/songs", "/api/songs/1", "/api/events/1/extra", "/api/"]) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });
});

describe("sessions that may not write", () => {
  async function writeWith(cookie: string) {
    return call("/api/events", { method: "POST", body: newEvent, headers: { cookie } });
  }

  it("refuses a token signed with another secret", async () => {
    const res = await writeWith(sessionCookie(await mintToken({ secret: "another-secret-another-secret-123" })));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "UNAUTHENTICATED" });
  });

  it("refuses an expired token", async () => {
    const res = await writeWith(sessionCookie(await mintToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 })));
    expect(res.status).toBe(401);
  });

  it("refuses an unsigned token (alg none) and garbage", async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "1", email: "x@y.fr", role: "admin", exp: 4102444800 })}.`;
    expect((await writeWith(sessionCookie(unsigned))).status).toBe(401);
    expect((await writeWith(sessionCookie("not-a-token"))).status).toBe(401);
  });

  it("refuses a signed-in account without the admin role with 403", async () => {
    const res = await writeWith(sessionCookie(await mintToken({ role: "user" })));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "PERMISSION_DENIED" });
  });
});

describe("when D1 fails", () => {
  it("answers 503 STORE_UNAVAILABLE", async () => {
    await env.DB.exec("DROP TABLE photos");
    const res = await call("/api/photos");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "STORE_UNAVAILABLE" });
  });
});
