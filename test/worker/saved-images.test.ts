// The images an item is saved with: inline data stored in R2 as an upload, /images/ addresses that
// name an existing upload, https: only for others (docs/product.md §5, §11).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminHeaders, call, PNG, uploadImage } from "./helpers";

const event = (image: string) => ({
  name: "Sunset Session",
  date: "2026-07-14",
  time: "19:00 - 01:00",
  venue: "La Plage, Canet-en-Roussillon",
  description: "House et disco face à la mer.",
  image,
});

const MISSING = "Cette image n'est pas sur le site : envoyez le fichier à nouveau.";
const NEVER_UPLOADED = `/images/${"0".repeat(64)}.png`;

const write = async (method: string, path: string, body: object) => call(path, { method, body, headers: await adminHeaders() });

const inline = (bytes: Uint8Array, type = "png") => `data:image/${type};base64,${btoa(String.fromCharCode(...bytes))}`;

async function sha256(bytes: Uint8Array) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The 400 VALIDATION_FAILED answer's fields, by name. */
async function refusal(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map(({ field, message }) => [field, message]));
}

const storedKeys = async () => (await env.IMAGES.list()).objects.map(({ key }) => key);

const storedEvents = async () => (await (await call("/api/events")).json()) as { id: number; image: string }[];

describe("an inline image", () => {
  it("is stored in R2 as an upload, typed from its bytes, and the item keeps its /images/ address", async () => {
    const res = await write("POST", "/api/events", event(inline(PNG, "jpeg")));
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number; image: string };
    const url = `/images/${await sha256(PNG)}.png`;
    expect(item.image).toBe(url);
    expect((await storedEvents()).find(({ id }) => id === item.id)?.image).toBe(url);

    const image = await call(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it("is stored the same way by an update and by a batch", async () => {
    const url = `/images/${await sha256(PNG)}.png`;
    const created = (await (await write("POST", "/api/events", event("/media/event-club.webp"))).json()) as { id: number };
    const updated = await write("PUT", `/api/events/${created.id}`, event(inline(PNG)));
    expect(await updated.json()).toMatchObject({ id: created.id, image: url });

    const batch = await write("POST", "/api/events/batch", { items: [event(inline(PNG)), event("/media/event-club.webp")] });
    expect(batch.status).toBe(201);
    expect(((await batch.json()) as { image: string }[]).map(({ image }) => image)).toEqual([url, "/media/event-club.webp"]);
    expect(await storedKeys()).toEqual([url.slice("/images/".length)]);
  });

  it("is refused when its bytes are not an image, and nothing is stored", async () => {
    const before = await storedEvents();
    expect(await refusal(await write("POST", "/api/events", event("data:image/png;base64,AAAA")))).toEqual({ image: "Image intégrée invalide" });
    expect(await storedEvents()).toEqual(before);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("an /images/ address", () => {
  it("is refused when nothing was uploaded under it, and accepted once it is", async () => {
    expect(await refusal(await write("POST", "/api/photos", { title: "Aux platines", description: "Un soir.", image: NEVER_UPLOADED }))).toEqual({
      image: MISSING,
    });
    const url = await uploadImage();
    const res = await write("POST", "/api/photos", { title: "Aux platines", description: "Un soir.", image: url });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ image: url });
  });

  it("is refused in an update and in a batch, where it names the item, and the batch stores nothing", async () => {
    const created = (await (await write("POST", "/api/events", event("/media/event-club.webp"))).json()) as { id: number };
    expect(await refusal(await write("PUT", `/api/events/${created.id}`, event(NEVER_UPLOADED)))).toEqual({ image: MISSING });
    expect((await storedEvents()).find(({ id }) => id === created.id)?.image).toBe("/media/event-club.webp");

    const before = await storedEvents();
    const batch = await write("POST", "/api/events/batch", { items: [event(inline(PNG)), event(NEVER_UPLOADED)] });
    expect(await refusal(batch)).toEqual({ "items.1.image": MISSING });
    expect(await storedEvents()).toEqual(before);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("an address of another site", () => {
  it("must be https: the pages' security policy shows no http: image", async () => {
    for (const image of ["http://images.example.com/sunset.jpg", "HTTP://images.example.com/sunset.jpg"]) {
      expect(await refusal(await write("POST", "/api/events", event(image)))).toEqual({
        image: "Adresse d'image refusée : elle doit commencer par https:// (ou envoyez le fichier).",
      });
    }
    expect(await refusal(await write("POST", "/api/events", event("ftp://images.example.com/sunset.jpg")))).toEqual({ image: "Adresse d'image invalide" });
    const res = await write("POST", "/api/events", event("https://images.example.com/sunset.jpg"));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ image: "https://images.example.com/sunset.jpg" });
  });
});
