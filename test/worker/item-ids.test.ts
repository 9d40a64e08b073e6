// Item ids at the edge of numbers: a proposed id is at most 2^52, so that every id the API gives or
// takes stays exact in JavaScript and can be updated and deleted; automatic ids start from now and
// are never pushed past the limit by an id a client proposed (docs/product.md §5).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminHeaders, call } from "./helpers";

const MAX_ID = 4_503_599_627_370_496;
const photo = { title: "Aux platines", description: "Un soir d'été.", image: "/media/photo-01.webp" };

const write = async (method: string, path: string, body?: object) => call(path, { method, body, headers: await adminHeaders() });

async function created(body: object): Promise<number> {
  const res = await write("POST", "/api/photos", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function refusedId(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "id", message: "Identifiant invalide" }] });
}

describe("a proposed id", () => {
  it("is kept up to 2^52, and can then be updated and deleted", async () => {
    expect(MAX_ID).toBe(2 ** 52);
    expect(await created({ ...photo, id: MAX_ID })).toBe(MAX_ID);
    const updated = await write("PUT", `/api/photos/${MAX_ID}`, { ...photo, title: "Modifiée" });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: MAX_ID, title: "Modifiée" });
    expect((await write("DELETE", `/api/photos/${MAX_ID}`)).status).toBe(204);
  });

  it("is refused past 2^52, up to the largest exact integer and beyond, in a body or a path", async () => {
    for (const id of [MAX_ID + 1, Number.MAX_SAFE_INTEGER, 2 ** 53]) await refusedId(await write("POST", "/api/photos", { ...photo, id }));
    for (const id of ["4503599627370497", "9007199254740991", "9007199254740992"]) await refusedId(await write("DELETE", `/api/photos/${id}`));
  });

  it("never pushes the automatic ids past the limit, taken twice or followed by a batch", async () => {
    await created({ ...photo, id: MAX_ID });
    const start = Date.now();
    const again = await created({ ...photo, id: MAX_ID });
    const automatic = await created(photo);
    const batch = await write("POST", "/api/photos/batch", { items: Array.from({ length: 52 }, () => photo) });
    expect(batch.status).toBe(201);
    const ids = [again, automatic, ...((await batch.json()) as { id: number }[]).map(({ id }) => id)];

    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(start);
      expect(id).toBeLessThan(Date.now() + 60_000);
      expect((await write("PUT", `/api/photos/${id}`, photo)).status).toBe(200);
    }
    expect(ids.slice(2)).toEqual(Array.from({ length: 52 }, (_, index) => ids[2] + index));
  });
});

describe("an automatic id", () => {
  it("is the first free millisecond from now: a gap for one item, after the run for a batch", async () => {
    // Every millisecond of the next minute taken, but one.
    const from = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 59999)
       INSERT INTO photos (id, title, description, image) SELECT ?1 + i, 'Prise', 'Occupée.', '/media/photo-01.webp' FROM n WHERE i <> 30000`,
    )
      .bind(from)
      .run();

    expect(await created(photo)).toBe(from + 30000);
    const batch = await write("POST", "/api/photos/batch", { items: [photo, photo] });
    expect(((await batch.json()) as { id: number }[]).map(({ id }) => id)).toEqual([from + 60000, from + 60001]);
  });
});
