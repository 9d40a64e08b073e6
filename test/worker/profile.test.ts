// The DJ's profile: GET for anyone, PUT for the admin only, every field checked with the form's own
// rules, stored whole or not at all, its pictures uploads that exist and that the sweep keeps, and the
// pages, JSON-LD and calendars that read it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import defaultProfile from "../../shared/default-content/profile.json";
import type { Profile } from "../../shared/profile";
import { adminHeaders, call, insertEvent, mintToken, PNG, runScheduled, sessionCookie, uploadImage } from "./helpers";

const DEFAULT = defaultProfile as Profile;

async function put(body: unknown, headers?: Record<string, string>) {
  return call("/api/profile", { method: "PUT", body, headers: headers ?? (await adminHeaders()) });
}

const stored = async () => (await (await call("/api/profile")).json()) as Profile;

/** The fields a refused PUT names, with their messages. */
async function refusal(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map((field) => [field.field, field.message]));
}

describe("GET /api/profile", () => {
  it("answers the built-in profile that migration 0005 stored, to anyone", async () => {
    const res = await call("/api/profile");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEFAULT);
    expect(DEFAULT.services.map((service) => service.label)).toEqual([
      "Clubs",
      "Événements privés & Mariages",
      "Événements corporate",
      "Bars & restaurants",
      "Collaborations",
    ]);
    expect(DEFAULT.availability).toBe("Réservations par téléphone ou mail");
  });

  it("answers STORE_UNAVAILABLE when D1 fails", async () => {
    await env.DB.exec("DROP TABLE profile");
    const res = await call("/api/profile");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "STORE_UNAVAILABLE" });
  });
});

describe("PUT /api/profile", () => {
  it("stores the whole profile and writes the phone one way", async () => {
    const change = {
      ...DEFAULT,
      phone: "+33 7 11 22 33 44",
      tagline: "  Le DJ des couchers de soleil  ",
      services: [{ icon: "music", label: "Mixes en ligne" }],
    };
    const res = await put(change);
    expect(res.status).toBe(200);
    const expected = { ...change, phone: "07 11 22 33 44", tagline: "Le DJ des couchers de soleil" };
    expect(await res.json()).toEqual(expected);
    expect(await stored()).toEqual(expected);
  });

  it.each([
    ["06 12 34 56 78", "06 12 34 56 78"],
    ["0612345678", "06 12 34 56 78"],
    ["06.12.34.56.78", "06 12 34 56 78"],
    ["06-12-34-56-78", "06 12 34 56 78"],
    ["+33 6 12 34 56 78", "06 12 34 56 78"],
    ["+33612345678", "06 12 34 56 78"],
    ["0033 6 12 34 56 78", "06 12 34 56 78"],
    ["+33 (0)6 12 34 56 78", "06 12 34 56 78"],
    ["04 68 00 00 00", "04 68 00 00 00"],
  ])("accepts the phone %s as %s", async (phone, written) => {
    const res = await put({ ...DEFAULT, phone });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).phone).toBe(written);
  });

  it.each(["06 12 34 56", "06 12 34 56 78 90", "00 12 34 56 78", "+44 20 7946 0958", "téléphone", "6 12 34 56 78"])("refuses the phone %s", async (phone) => {
    expect(await refusal(await put({ ...DEFAULT, phone }))).toEqual({
      phone: "Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
    });
  });

  it.each([
    ["912 345 675 00009", "912 345 675 00009"],
    ["91234567500009", "912 345 675 00009"],
    ["912.345.675.00009", "912 345 675 00009"],
    // La Poste's sites: the digits sum to a multiple of 5 rather than pass the Luhn check.
    ["356 000 000 49837", "356 000 000 49837"],
  ])("accepts the SIRET %s as %s", async (siret, written) => {
    const res = await put({ ...DEFAULT, siret });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).siret).toBe(written);
  });

  // A digit mistyped, one missing, one too many, letters, a SIREN alone.
  it.each(["912 345 675 00008", "912 345 675 0009", "912 345 675 000090", "SIRET 912345675", "912 345 675"])("refuses the SIRET %s", async (siret) => {
    expect(await refusal(await put({ ...DEFAULT, siret }))).toEqual({
      siret: "SIRET invalide : 14 chiffres, par exemple 123 456 789 00012 (vérifiez-le sur votre avis de situation Insee)",
    });
  });

  it("refuses a bad email, http: and javascript: links, and names each field", async () => {
    const fields = await refusal(
      await put({
        ...DEFAULT,
        email: "contact@",
        instagram: "http://instagram.com/dj",
        youtube: "javascript:alert(1)",
        soundcloud: "https://soundcloud.com/dj",
      }),
    );
    expect(fields).toEqual({
      email: "Adresse email invalide",
      instagram: "Lien invalide : l’adresse doit commencer par https://",
      youtube: "Lien invalide : l’adresse doit commencer par https://",
    });
  });

  it("takes blank optional links as none, and refuses blank required fields", async () => {
    const res = await put({ ...DEFAULT, instagram: "", facebook: "  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ instagram: null, facebook: null });
    expect(await refusal(await put({ ...DEFAULT, name: " ", email: "", story: "" }))).toEqual({
      name: "Ce champ est obligatoire",
      email: "Ce champ est obligatoire",
      story: "Ce champ est obligatoire",
    });
  });

  it("bounds the lengths: 120 characters for the name, 160 for a line, 60 for a service", async () => {
    expect((await put({ ...DEFAULT, name: "N".repeat(120), tagline: "T".repeat(160), services: [{ icon: "clubs", label: "S".repeat(60) }] })).status).toBe(200);
    expect(
      await refusal(await put({ ...DEFAULT, name: "N".repeat(121), tagline: "T".repeat(161), services: [{ icon: "clubs", label: "S".repeat(61) }] })),
    ).toEqual({
      name: "120 caractères au maximum",
      tagline: "160 caractères au maximum",
      "services.0.label": "60 caractères au maximum",
    });
  });

  it("asks for 1 to 12 services, each named, with a known picture", async () => {
    expect(await refusal(await put({ ...DEFAULT, services: [] }))).toEqual({ services: "Ajoutez au moins une prestation" });
    const thirteen = Array.from({ length: 13 }, (_, index) => ({ icon: "music", label: `Service ${index}` }));
    expect(await refusal(await put({ ...DEFAULT, services: thirteen }))).toEqual({ services: "12 prestations au maximum" });
    expect((await put({ ...DEFAULT, services: thirteen.slice(0, 12) })).status).toBe(200);
    expect(await refusal(await put({ ...DEFAULT, services: [{ icon: "rocket", label: "" }] }))).toMatchObject({
      "services.0.label": "Ce champ est obligatoire",
    });
  });

  it("stores nothing of a refused profile", async () => {
    await put({ ...DEFAULT, name: "Nouveau nom", phone: "12" });
    expect(await stored()).toEqual(DEFAULT);
  });

  it("refuses anonymous visitors with 401 and ordinary accounts with 403", async () => {
    const anonymous = await call("/api/profile", { method: "PUT", body: DEFAULT });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "UNAUTHENTICATED" });
    const user = await put(DEFAULT, { cookie: sessionCookie(await mintToken({ role: "user", sub: "2", email: "fan@example.fr" })) });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error: "PERMISSION_DENIED" });
  });

  it("shows only uploads that exist: a picture never uploaded is refused", async () => {
    const missing = `/images/${"0".repeat(64)}.png`;
    expect(await refusal(await put({ ...DEFAULT, portrait: missing }))).toEqual({
      portrait: "Cette image n'est pas sur le site : envoyez le fichier à nouveau.",
    });
    const uploaded = await uploadImage();
    expect((await put({ ...DEFAULT, portrait: uploaded })).status).toBe(200);
    expect((await stored()).portrait).toBe(uploaded);
  });

  it("stores an inline picture as an upload and keeps its address", async () => {
    const res = await put({ ...DEFAULT, heroImage: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` });
    expect(res.status).toBe(200);
    const { heroImage } = (await res.json()) as Profile;
    expect(heroImage).toMatch(/^\/images\/[0-9a-f]{64}\.png$/);
    expect((await stored()).heroImage).toBe(heroImage);
    expect(new Uint8Array(await (await call(heroImage)).arrayBuffer())).toEqual(PNG);
  });

  it("keeps the pictures it shows through the sweep, and lets a replaced one go once nothing shows it", async () => {
    const portrait = await uploadImage();
    const shared = await uploadImage(new Uint8Array([...PNG, 0]));
    await insertEvent({ id: 5, image: shared });
    expect((await put({ ...DEFAULT, portrait, heroImage: shared })).status).toBe(200);
    await runScheduled(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(await env.IMAGES.head(portrait.slice("/images/".length))).not.toBeNull();

    expect((await put({ ...DEFAULT })).status).toBe(200);
    await runScheduled(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(await env.IMAGES.head(portrait.slice("/images/".length))).toBeNull();
    // The event still shows the other picture.
    expect(await env.IMAGES.head(shared.slice("/images/".length))).not.toBeNull();
  });
});

describe("the pages read the profile", () => {
  const changed = { ...DEFAULT, name: "DJ Léa Sol", phone: "07 11 22 33 44", email: "lea@example.fr", city: "Collioure" };

  it("the Worker's HTML, title, meta tags and JSON-LD carry a saved profile", async () => {
    await put(changed);
    await insertEvent({ id: 7, date: "2099-07-14" });
    const html = await (await call("/")).text();
    expect(html).toContain("<title>DJ Léa Sol – Le meilleur DJ pour vos événements</title>");
    expect(html).toContain('href="tel:+33711223344"');
    // Shown with no-break spaces, never split across two lines.
    expect(html).toContain(">07\u00a011\u00a022\u00a033\u00a044<");
    expect(html).not.toContain("06\u00a048\u00a027\u00a015\u00a093");
    expect(html).toContain('<meta property="og:site_name" content="DJ Léa Sol" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as { "@graph": Record<string, unknown>[] };
    const [person, event] = ld["@graph"];
    expect(person).toMatchObject({ "@type": "Person", name: "DJ Léa Sol", telephone: "+33711223344", email: "lea@example.fr" });
    expect(event).toMatchObject({ "@type": "MusicEvent", performer: { name: "DJ Léa Sol" } });
    const injected = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { profile: Profile };
    expect(injected.profile).toEqual(changed);
    const events = await (await call("/events")).text();
    expect(events).toContain("<title>Tous les événements – DJ Léa Sol</title>");
  });

  it("the calendars are named after the DJ, who organizes each event", async () => {
    await put(changed);
    // An event to come: the feed holds no event long past (docs/product.md §13).
    await insertEvent({ id: 4_100_000_000_041 });
    // Unfolded (RFC 5545 §3.1): the description is longer than a line.
    const ics = (await (await call("/events.ics")).text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("X-WR-CALNAME:DJ Léa Sol – Événements");
    expect(ics).toContain("X-WR-CALDESC:Les dates de DJ Léa Sol\\, DJ à Collioure : celles à venir et celles des 6 derniers mois.");
    expect(ics).toContain('ORGANIZER;CN="DJ Léa Sol":mailto:lea@example.fr');
  });
});
