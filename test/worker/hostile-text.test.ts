// Texts that could break a page, a feed or a file (docs/product.md §5): every text field refuses
// half of a character (a lone UTF-16 surrogate) and control characters, and a one-line field line
// breaks, with a French message; and whatever D1 holds, written behind the API's back, no page,
// feed or list answers 500 nor a page cut short.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import defaultProfile from "../../shared/default-content/profile.json";
import { eventPath } from "../../shared/event-page";
import { FIELD_MESSAGES } from "../../shared/messages";
import type { Profile } from "../../shared/profile";
import { viewsPath } from "../../shared/views";
import { forgetContentVersion } from "../../worker/cache/edge";
import { adminHeaders, call, insertEvent, ORIGIN } from "./helpers";

const DEFAULT = defaultProfile as Profile;

const putProfile = async (change: Partial<Profile>) => call("/api/profile", { method: "PUT", body: { ...DEFAULT, ...change }, headers: await adminHeaders() });

/** The messages of a 400 VALIDATION_FAILED, by field. */
async function refusal(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  return Object.fromEntries(body.fields.map(({ field, message }) => [field, message]));
}

const EVENT = {
  name: "Sunset",
  date: "2030-07-14",
  time: "21:00 - 02:00",
  venue: "Le Cabanon, Canet-en-Roussillon",
  description: "House.",
  image: "/media/event-club.webp",
};

const postEvent = async (change: Record<string, unknown>) =>
  call("/api/events", { method: "POST", body: { ...EVENT, ...change }, headers: await adminHeaders() });

describe("text fields", () => {
  it("refuse half of a character, in the profile and in an item, and the pages stay whole", async () => {
    expect(FIELD_MESSAGES.badCharacter).toBe("Ce texte contient un caractère invisible ou abîmé : retapez-le ou recollez-le.");
    expect(await refusal(await putProfile({ name: "DJ \ud800 lone" }))).toEqual({ name: FIELD_MESSAGES.badCharacter });
    expect(await refusal(await postEvent({ description: "Fin\udfff" }))).toEqual({ description: FIELD_MESSAGES.badCharacter });
    for (const path of ["/", "/events", "/login", "/admin"]) expect((await call(path)).status, path).toBe(200);
  });

  it("keep a whole character outside the basic plane (an emoji)", async () => {
    const res = await putProfile({ name: "DJ 🎧 Max" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).name).toBe("DJ 🎧 Max");
  });

  it("refuse a line break in a one-line field, links included", async () => {
    expect(FIELD_MESSAGES.oneLine).toBe("Ce champ tient sur une ligne : retirez le retour à la ligne.");
    const injected = "DJ\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Pirate";
    expect(await refusal(await putProfile({ name: injected }))).toEqual({ name: FIELD_MESSAGES.oneLine });
    expect(await refusal(await postEvent({ venue: "Plage\u2028Sud", ticketLink: "https://billets.example/\nX" }))).toEqual({
      venue: FIELD_MESSAGES.oneLine,
      ticketLink: FIELD_MESSAGES.oneLine,
    });
  });

  it("refuse control characters, and trim a line break at either end of a one-line field", async () => {
    expect(await refusal(await postEvent({ name: "Sun\u0000set", description: "Bip\u0007" }))).toEqual({
      name: FIELD_MESSAGES.badCharacter,
      description: FIELD_MESSAGES.badCharacter,
    });
    const res = await postEvent({ name: "\nSunset\r\n" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe("Sunset");
  });

  it("keep the line breaks and tabs of a text of several lines, written \\n whatever the sender's", async () => {
    const res = await putProfile({ story: "Premier paragraphe.\r\n\r\nSecond\tparagraphe.\rFin." });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Profile).story).toBe("Premier paragraphe.\n\nSecond\tparagraphe.\nFin.");
  });
});

// Any UTF-16 code unit, lone surrogates and controls included, and the pieces of markup and
// calendar syntax a hostile text would try.
const hostileText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
      fc.constantFrom("\ud800", "\udfff", "\r\n", "\u0000", "</script>", "<!--", "]]>", "&amp;", "END:VEVENT", "é", "🎧", '"', "\\"),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => parts.join(""));

/** Every public address that reads the profile and the event, as a visitor asks for it. */
const addresses = (eventId: number, name: string) => [
  "/",
  "/events",
  eventPath({ id: eventId, name }),
  "/login",
  "/admin",
  "/events.ics",
  "/sitemap.xml",
  "/api/events",
  "/api/profile",
  viewsPath("/"),
];

describe("whatever D1 holds", () => {
  it("no page, feed or list answers 500, each comes whole and in well-formed UTF-8, and the calendar holds its one event", async () => {
    const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (name, text) => {
        await env.DB.prepare("DELETE FROM events").run();
        const profile = { ...DEFAULT, name, tagline: text, city: text, story: text, availability: name };
        await env.DB.prepare("UPDATE profile SET data = ? WHERE id = 1").bind(JSON.stringify(profile)).run();
        await insertEvent({ id: 1_800_000_000_000, name, venue: text, description: text, time: text });
        await forgetContentVersion(ORIGIN);
        for (const path of addresses(1_800_000_000_000, name)) {
          const res = await call(path);
          expect(res.status, path).toBeLessThan(500);
          const bytes = await res.arrayBuffer();
          expect(() => decoder.decode(bytes), `${path} in UTF-8`).not.toThrow();
          const body = decoder.decode(bytes);
          if (res.headers.get("content-type")?.startsWith("text/html")) expect(body.trimEnd(), path).toMatch(/<\/html>$/);
          // One event stored, one in the calendar: no text adds one of its own.
          if (path === "/events.ics") expect(body.split("\r\n").filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
        }
      }),
      { numRuns: 12 },
    );
  });
});
