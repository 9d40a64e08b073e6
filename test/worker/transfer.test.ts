// Export, import and backups (docs/product.md §17): the export of a site imported into an empty one
// gives the same lists byte for byte; a file is checked whole before anything changes; an import is
// one transaction, refused against content changed since its preview or with images this site lacks,
// and announced to the open pages; the command line's SQL is the Worker's.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { byCollection, COLLECTION_NAMES, COLLECTIONS, type Content } from "../../shared/collections";
import type { Fields } from "../../shared/fields";
import {
  D1_MAX_STATEMENT_BYTES,
  MAX_EMAIL_CHARS,
  MAX_IMPORT_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_IMPORT_ITEMS,
  MAX_LISTED_PROBLEMS,
  MAX_PHONE_CHARS,
  MAX_REVISION,
  MAX_STAMP_AHEAD_MS,
  MAX_SERVICE_CHARS,
  MAX_SERVICES,
  MAX_URL_CHARS,
} from "../../shared/limits";
import { parseLiveMessage, type LiveMessage } from "../../shared/live";
import { TRANSFER_MESSAGES } from "../../shared/messages";
import { PROFILE_FIELDS, type Profile } from "../../shared/profile";
import type { ImportPreview, ImportSummary, TransferFile } from "../../shared/transfer";
import { readContentVersion } from "../../worker/content/version";
import { literalSql, replacementStatements } from "../../worker/transfer/tables";
import { adminHeaders, call } from "./helpers";

const PUBLIC_LISTS = [...COLLECTION_NAMES.map((name) => `/api/${name}`), "/api/profile"];

/**
 * The public lists and profile, as the bytes the API answers. Read by the admin unless told: anonymous
 * visitors may get the edge cache's copy for a few seconds after a change made straight in D1.
 */
const publicBodies = async (headers?: Record<string, string>) => {
  const session = headers ?? (await adminHeaders());
  return Promise.all(PUBLIC_LISTS.map(async (path) => (await call(path, { headers: session })).text()));
};

async function exportFile(): Promise<TransferFile> {
  const res = await call("/api/transfer/export", { headers: await adminHeaders() });
  expect(res.status).toBe(200);
  return (await res.json()) as TransferFile;
}

/** The body sent as JSON whatever it is (a string too). */
async function post(path: "preview" | "import", body: unknown, query = "") {
  const headers = { ...(await adminHeaders()), "content-type": "application/json" };
  return call(`/api/transfer/${path}${query}`, { method: "POST", body: JSON.stringify(body), headers });
}

/** A site with nothing in it: no item, no saved profile. */
const emptySite = () => env.DB.batch([...COLLECTION_NAMES, "profile"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));

/** The problems a refused file is answered with, in order. */
async function problems(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; message: string; fields: { field: string; message: string }[] };
  expect(body.error).toBe("VALIDATION_FAILED");
  expect(body.message).toBe("Ce fichier ne peut pas être importé : rien n’a été modifié.");
  return body.fields;
}

const UNKNOWN_UPLOAD = `/images/${"ab".repeat(32)}.jpg`;

describe("the export", () => {
  it("is the whole content as one file, downloaded privately", async () => {
    const res = await call("/api/transfer/export", { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="dj-site-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const file = JSON.parse(text) as TransferFile;
    expect(Object.keys(file)).toEqual(["format", "version", "exportedAt", "events", "photos", "mixes", "venues", "reviews", "profile", "requests"]);
    expect(file.requests).toEqual([]);
    expect(file).toMatchObject({ format: "dj-site", version: 2 });
    expect(Math.abs(Date.parse(file.exportedAt) - Date.now())).toBeLessThan(60_000);
    // Indented, one field a line, so that two exports can be compared.
    expect(text).toContain('\n  "format": "dj-site",\n  "version": 2,\n');
    for (const name of COLLECTION_NAMES) expect(file[name]).toEqual(await (await call(`/api/${name}`)).json());
    expect(file.events[0]).toHaveProperty("updatedAt");
    expect(file.events[0]).toHaveProperty("revision");
    expect(file.profile).toEqual(await (await call("/api/profile")).json());
  });

  it("carries the booking requests, newest first, which an import leaves as they are", async () => {
    await env.DB.prepare(
      `INSERT INTO booking_requests (id, name, email, date, status, createdAt, updatedAt) VALUES
       (1, 'Julie Martin', 'julie@example.fr', '2027-06-14', 'new', 1, 1), (2, 'Marc Roux', 'marc@example.fr', '2027-07-03', 'won', 2, 3)`,
    ).run();
    const file = await exportFile();
    expect(file.requests?.map(({ name, status }) => [name, status])).toEqual([
      ["Marc Roux", "won"],
      ["Julie Martin", "new"],
    ]);
    await env.DB.exec("DELETE FROM booking_requests WHERE id = 2");
    const preview = (await (await post("preview", file)).json()) as ImportPreview;
    expect((await post("import", file, `?fingerprint=${preview.fingerprint}`)).status).toBe(200);
    expect((await env.DB.prepare("SELECT name FROM booking_requests").all()).results).toEqual([{ name: "Julie Martin" }]);
  });

  it("names no profile when none was saved", async () => {
    await env.DB.exec("DELETE FROM profile");
    expect((await exportFile()).profile).toBeNull();
  });

  it("is for the admin only, like every write", async () => {
    expect((await call("/api/transfer/export")).status).toBe(401);
    const user = await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" });
    expect((await call("/api/transfer/export", { headers: user })).status).toBe(403);
  });
});

describe("an export imported into an empty site", () => {
  it("gives byte-identical lists and profile", async () => {
    const file = await exportFile();
    const before = await publicBodies({});
    await emptySite();
    expect(await publicBodies()).not.toEqual(before);

    const previewRes = await post("preview", file);
    expect(previewRes.status).toBe(200);
    const preview = (await previewRes.json()) as ImportPreview;
    expect(preview.collections).toEqual({
      events: { added: file.events.length, changed: 0, removed: 0, unchanged: 0 },
      photos: { added: file.photos.length, changed: 0, removed: 0, unchanged: 0 },
      mixes: { added: file.mixes.length, changed: 0, removed: 0, unchanged: 0 },
      venues: { added: file.venues.length, changed: 0, removed: 0, unchanged: 0 },
      reviews: { added: file.reviews.length, changed: 0, removed: 0, unchanged: 0 },
    });
    expect(preview.profile).toBe("replaced");
    expect(preview.missingImages).toEqual([]);
    expect(preview.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const res = await post("import", file, `?fingerprint=${preview.fingerprint}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ImportSummary).collections.events.added).toBe(file.events.length);
    expect(await publicBodies({})).toEqual(before);
    expect(await publicBodies()).toEqual(before);
    const { exportedAt: _, ...again } = await exportFile();
    const { exportedAt: __, ...first } = file;
    expect(again).toEqual(first);
  });

  it("keeps the ids, stamps and revisions of the file, and the order of the API", async () => {
    const file = await exportFile();
    file.events[0] = { ...file.events[0], id: 42, updatedAt: 1_700_000_000_123, revision: 7 };
    await emptySite();
    expect((await post("import", file)).status).toBe(200);
    const events = (await (await call("/api/events")).json()) as TransferFile["events"];
    expect(events.find((event) => event.id === 42)).toMatchObject({ updatedAt: 1_700_000_000_123, revision: 7 });
    expect(events.map((event) => event.date)).toEqual([...events.map((event) => event.date)].sort());
  });
});

describe("the preview", () => {
  it("counts what is added, changed, removed and left, and says what becomes of the profile", async () => {
    const file = await exportFile();
    file.events[1] = { ...file.events[1], name: "Nouvelle soirée" };
    file.photos = file.photos.slice(1);
    file.venues.push({ ...file.venues[0], id: 77, name: "Le Nouveau Lieu" });
    const preview = (await (await post("preview", file)).json()) as ImportPreview;
    expect(preview.collections).toEqual({
      events: { added: 0, changed: 1, removed: 0, unchanged: file.events.length - 1 },
      photos: { added: 0, changed: 0, removed: 1, unchanged: file.photos.length },
      mixes: { added: 0, changed: 0, removed: 0, unchanged: file.mixes.length },
      venues: { added: 1, changed: 0, removed: 0, unchanged: file.venues.length - 1 },
      reviews: { added: 0, changed: 0, removed: 0, unchanged: file.reviews.length },
    });
    expect(preview.profile).toBe("unchanged");
    expect(((await (await post("preview", { ...file, profile: null })).json()) as ImportPreview).profile).toBe("kept");
    expect(((await (await post("preview", { ...file, profile: { ...file.profile, name: "DJ Autre" } })).json()) as ImportPreview).profile).toBe("replaced");
  });

  it("changes nothing", async () => {
    const before = await publicBodies();
    const file = await exportFile();
    await post("preview", { ...file, events: [], profile: { ...file.profile, name: "DJ Autre" } });
    expect(await publicBodies()).toEqual(before);
  });

  it("lists the uploads this site does not hold, and the import is refused until they are there", async () => {
    const file = await exportFile();
    file.events[0] = { ...file.events[0], image: UNKNOWN_UPLOAD };
    file.photos[0] = { ...file.photos[0], image: UNKNOWN_UPLOAD };
    const preview = (await (await post("preview", file)).json()) as ImportPreview;
    expect(preview.missingImages).toEqual([UNKNOWN_UPLOAD]);

    const before = await publicBodies();
    const refused = await post("import", file);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "IMAGES_MISSING",
      message:
        "Des images de ce fichier ne sont pas sur ce site : rien n’a été importé. Importez le dossier d’export avec ses images (npm run site -- import).",
      fields: [{ field: UNKNOWN_UPLOAD, message: "Cette image n'est pas sur le site : envoyez le fichier à nouveau." }],
    });
    expect(await publicBodies()).toEqual(before);

    await env.IMAGES.put(UNKNOWN_UPLOAD.slice("/images/".length), new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(((await (await post("preview", file)).json()) as ImportPreview).missingImages).toEqual([]);
    expect((await post("import", file)).status).toBe(200);
    expect(((await (await call("/api/photos")).json()) as { image: string }[])[0].image).toBe(UNKNOWN_UPLOAD);
  });
});

describe("a file that is not right", () => {
  it("is refused whole with every problem in French, and nothing changes", async () => {
    const file = await exportFile();
    const firstEvent = file.events[0].name;
    file.events[0] = { ...file.events[0], date: "2026-02-30" };
    file.events[3] = { ...file.events[3], name: "  " };
    file.photos[0] = { ...file.photos[0], revision: -1 };
    file.venues[1] = { ...file.venues[1], id: file.venues[0].id };
    (file.profile as Profile).phone = "12";
    (file.profile as Profile).services = [];
    const before = await publicBodies();
    for (const path of ["preview", "import"] as const) {
      expect((await problems(await post(path, file))).map(({ message }) => message)).toEqual([
        `Événements, élément 1 « ${firstEvent} » — Date : Date invalide`,
        "Événements, élément 4 — Nom : Ce champ est obligatoire",
        `Photos, élément 1 « ${file.photos[0].title} » — Révision : ${TRANSFER_MESSAGES.revision(MAX_REVISION)}`,
        `Lieux, élément 2 « ${file.venues[1].name} » — Identifiant : Identifiant déjà pris par un autre élément du fichier`,
        "Profil — Téléphone : Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
        "Profil — Prestations : Ajoutez au moins une prestation",
      ]);
    }
    expect(await publicBodies()).toEqual(before);
  });

  it("of another format or version is not read any further", async () => {
    const file = await exportFile();
    expect(await problems(await post("preview", { ...file, version: 3, events: "nope" }))).toEqual([
      { field: "version", message: "Version de fichier non prise en charge : 3 (ce site lit la version 2)." },
    ]);
    expect(await problems(await post("import", { ...file, version: undefined }))).toEqual([
      { field: "version", message: "Version de fichier non prise en charge : null (ce site lit la version 2)." },
    ]);
    for (const body of [{ ...file, format: "wordpress" }, [file], "dj-site"]) {
      expect(await problems(await post("import", body))).toEqual([
        { field: "format", message: "Ce fichier n’est pas un export de ce site (format « dj-site » attendu)." },
      ]);
    }
  });

  it("reads a file of version 1, made before mixes and reviews, as a site without them: its preview counts them removed", async () => {
    const { mixes, reviews, ...file } = await exportFile();
    const answer = (await (await post("preview", { ...file, version: 1 })).json()) as ImportPreview;
    expect(answer.collections.mixes).toEqual({ added: 0, changed: 0, removed: mixes.length, unchanged: 0 });
    expect(answer.collections.reviews).toEqual({ added: 0, changed: 0, removed: reviews.length, unchanged: 0 });
    expect(answer.collections.events).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });

  it("names a missing list, an item that is no object and a bad export date", async () => {
    const { photos: _, ...file } = await exportFile();
    const messages = (await problems(await post("preview", { ...file, exportedAt: "hier", venues: [...file.venues, "un lieu"] }))).map(
      ({ message }) => message,
    );
    expect(messages).toEqual([
      "Date d’export invalide",
      "La liste « Photos » manque ou n’est pas une liste.",
      `Lieux, élément ${file.venues.length + 1} : Élément invalide : un objet JSON est attendu`,
    ]);
  });

  it(`lists ${MAX_LISTED_PROBLEMS} problems, then counts the others`, async () => {
    const file = await exportFile();
    const bad = Array.from({ length: MAX_LISTED_PROBLEMS + 3 }, (_, index) => ({ ...file.photos[0], id: index + 1, title: "" }));
    const fields = await problems(await post("preview", { ...file, photos: bad }));
    expect(fields).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(fields.at(-1)).toEqual({ field: "file", message: "… et 3 autres problèmes." });
  });

  it(`refuses a list of over ${MAX_IMPORT_ITEMS} items before checking any, however bad they are`, async () => {
    const file = await exportFile();
    expect(await problems(await post("preview", { ...file, events: Array.from({ length: 250_000 }, () => null) }))).toEqual([
      { field: "events", message: "La liste « Événements » dépasse 5\u202f000 éléments : ce site n’en importe pas plus." },
    ]);
    expect(TRANSFER_MESSAGES.tooManyItems("Photos", MAX_IMPORT_ITEMS)).toBe("La liste « Photos » dépasse 5\u202f000 éléments : ce site n’en importe pas plus.");
    const services = Array.from({ length: 100_000 }, () => ({ icon: "music", label: "x" }));
    expect(await problems(await post("import", { ...file, profile: { ...file.profile, services } }))).toEqual([
      { field: "profile.services", message: `Profil — Prestations : ${MAX_SERVICES} prestations au maximum` },
    ]);
    // At the bound, each item is checked, and the answer lists 50 problems and counts the rest.
    const fields = await problems(await post("preview", { ...file, photos: Array.from({ length: MAX_IMPORT_ITEMS }, () => ({ id: 1 })) }));
    expect(fields).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(fields.at(-1)?.message).toMatch(/^… et \d+ autres problèmes\.$/);
  });

  it("refuses stamps that are no real date or revision, and the site's own export always imports again", async () => {
    const file = await exportFile();
    const [first, second] = file.events;
    file.events[0] = { ...first, updatedAt: Number.MAX_SAFE_INTEGER };
    file.events[1] = { ...second, revision: Number.MAX_SAFE_INTEGER };
    expect((await problems(await post("preview", file))).map(({ message }) => message)).toEqual([
      `Événements, élément 1 « ${first.name} » — Dernière modification : ${TRANSFER_MESSAGES.updatedAt}`,
      `Événements, élément 2 « ${second.name} » — Révision : Nombre entier entre 0 et 1\u202f000\u202f000\u202f000 attendu`,
    ]);
    // The largest accepted: a revision at its bound, a stamp a day ahead.
    file.events[0] = { ...first, updatedAt: Date.now() + MAX_STAMP_AHEAD_MS - 60_000, revision: MAX_REVISION };
    file.events[1] = second;
    expect((await post("import", file)).status).toBe(200);
    const edited = await call(`/api/events/${first.id}`, { method: "PUT", body: { ...first, name: "Modifiée" }, headers: await adminHeaders() });
    expect(((await edited.json()) as { revision: number }).revision).toBe(MAX_REVISION);
    expect((await post("preview", await exportFile())).status).toBe(200);
    expect((await call("/sitemap.xml")).status).toBe(200);
  });

  it("that is no JSON is refused", async () => {
    const res = await call("/api/transfer/preview", { method: "POST", body: "{", headers: { ...(await adminHeaders()), "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("the import", () => {
  it("is for the admin only", async () => {
    const file = await exportFile();
    for (const path of ["preview", "import"] as const) {
      expect((await call(`/api/transfer/${path}`, { method: "POST", body: file })).status).toBe(401);
      const user = await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" });
      expect((await call(`/api/transfer/${path}`, { method: "POST", body: file, headers: user })).status).toBe(403);
    }
  });

  it("is one transaction: when one statement fails, nothing has changed", async () => {
    const file = await exportFile();
    const before = await publicBodies();
    // The venues are written after the events and photos were emptied and filled again.
    await env.DB.exec("CREATE TRIGGER refuse_venues BEFORE INSERT ON venues BEGIN SELECT RAISE(ABORT, 'refused'); END");
    const res = await post("import", { ...file, events: file.events.slice(2), photos: [], profile: { ...file.profile, name: "DJ Autre" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "STORE_UNAVAILABLE" });
    expect(await publicBodies()).toEqual(before);
  });

  it("is refused when the content changed since its preview", async () => {
    const file = await exportFile();
    const { fingerprint } = (await (await post("preview", { ...file, photos: [] })).json()) as ImportPreview;
    const photo = { title: "Ajoutée entre-temps", description: "Pendant l’aperçu.", image: "/media/photo-01.webp" };
    expect((await call("/api/photos", { method: "POST", body: photo, headers: await adminHeaders() })).status).toBe(201);
    const before = await publicBodies();
    const res = await post("import", { ...file, photos: [] }, `?fingerprint=${fingerprint}`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "CONTENT_CHANGED",
      message: "Le contenu du site a changé depuis l’aperçu : vérifiez le nouvel aperçu, puis confirmez à nouveau.",
    });
    expect(await publicBodies()).toEqual(before);
  });

  it("confirmed twice on one preview with two files at once, lands once: the other is refused", async () => {
    for (let round = 0; round < 6; round += 1) {
      const file = await exportFile();
      const { fingerprint } = (await (await post("preview", file)).json()) as ImportPreview;
      const one = { ...file, photos: file.photos.slice(1) };
      const other = { ...file, venues: file.venues.slice(1) };
      const answers = await Promise.all([post("import", one, `?fingerprint=${fingerprint}`), post("import", other, `?fingerprint=${fingerprint}`)]);
      expect(answers.map((res) => res.status).sort(), `round ${round + 1}`).toEqual([200, 409]);
    }
  });

  it("of an inline image that is not what it says is refused by the preview as by the import", async () => {
    const file = await exportFile();
    file.photos[0] = { ...file.photos[0], image: `data:image/png;base64,${btoa("pas une image, du texte")}` };
    for (const path of ["preview", "import"] as const) {
      expect(await problems(await post(path, file))).toEqual([
        { field: "photos.0.image", message: `Photos, élément 1 « ${file.photos[0].title} » — Image : Image intégrée invalide` },
      ]);
    }
  });

  it("keeps the profile when the file has none", async () => {
    const file = await exportFile();
    const profile = await (await call("/api/profile")).text();
    const res = await post("import", { ...file, events: [], profile: null });
    expect(((await res.json()) as ImportSummary).profile).toBe("kept");
    expect(await (await call("/api/events")).json()).toEqual([]);
    expect(await (await call("/api/profile")).text()).toBe(profile);
  });

  it("announces the new version and profile to the open pages once committed, never the items one by one", async () => {
    const file = await exportFile();
    const socket = (await call("/api/live", { headers: { upgrade: "websocket" } })).webSocket!;
    socket.accept();
    const messages: LiveMessage[] = [];
    socket.addEventListener("message", (event) => {
      const message = parseLiveMessage(String(event.data));
      if (message) messages.push(message);
    });
    try {
      expect((await post("import", { ...file, photos: file.photos.slice(0, 2), profile: { ...file.profile, name: "DJ Autre" } })).status).toBe(200);
      const version = await readContentVersion(env.DB);
      // Pages told the new version ask again for what they show.
      await vi.waitFor(
        () => {
          expect(messages).toContainEqual({ type: "version", version });
          expect(messages.some((message) => message.type === "profile" && message.profile.name === "DJ Autre")).toBe(true);
        },
        { timeout: 5000 },
      );
      expect(messages.some((message) => message.type === "change")).toBe(false);
    } finally {
      socket.close();
    }
  });

  it(`takes files over the API's ${MAX_JSON_BODY_BYTES} bytes, up to ${MAX_IMPORT_BYTES}`, async () => {
    const file = await exportFile();
    const padding = " ".repeat(MAX_JSON_BODY_BYTES);
    const res = await call("/api/transfer/preview", {
      method: "POST",
      body: JSON.stringify(file) + padding,
      headers: { ...(await adminHeaders()), "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    const tooLarge = await call("/api/transfer/preview", {
      method: "POST",
      body: JSON.stringify(file) + " ".repeat(MAX_IMPORT_BYTES),
      headers: { ...(await adminHeaders()), "content-type": "application/json" },
    });
    expect(tooLarge.status).toBe(413);
  });
});

describe("the command line's import (npm run site -- import)", () => {
  it("runs the Worker's statements with their values written in, to the same lists", async () => {
    const { exportedAt: _, format: __, version: ___, ...content } = await exportFile();
    content.events[0] = { ...content.events[0], name: "L’été « chez Jo » -- ; '); DROP TABLE events; --" };
    expect((await post("import", { ...content, format: "dj-site", version: 1 })).status).toBe(200);
    const before = await publicBodies();
    await emptySite();
    await env.DB.batch(replacementStatements(content, 1).map((statement) => env.DB.prepare(literalSql(statement))));
    expect(await publicBodies()).toEqual(before);
    // A NUL, which no stored text holds but a quoted literal could not carry, goes as UTF-8 in hex.
    expect(literalSql({ sql: "SELECT ?", values: ["a\0é"] })).toBe("SELECT CAST(X'6100c3a9' AS TEXT)");
  });

  it("keeps each statement of the largest item and profile within D1's length, in 3-byte characters", async () => {
    const longest = (fields: Fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([name, field]) => {
          const chars =
            field.kind === "text" || field.kind === "longText"
              ? field.max
              : field.kind === "email"
                ? MAX_EMAIL_CHARS
                : field.kind === "phone"
                  ? MAX_PHONE_CHARS
                  : 0;
          if (chars) return [name, "€".repeat(chars)];
          if (field.kind === "date") return [name, "2026-07-14"];
          if (field.kind === "choice") return [name, field.initial];
          return [name, `https://example.com/${"€".repeat(MAX_URL_CHARS - 20)}`];
        }),
      );
    const items = byCollection<Content>((name) => [{ id: 1, updatedAt: 1, revision: 0, ...longest(COLLECTIONS[name].fields) }] as never);
    const services = Array.from({ length: MAX_SERVICES }, () => ({ icon: "music", label: "€".repeat(MAX_SERVICE_CHARS) }));
    const profile = { ...longest(PROFILE_FIELDS), services } as unknown as Profile;
    for (const statement of replacementStatements({ ...items, profile }, 1)) {
      expect(new TextEncoder().encode(literalSql(statement)).length).toBeLessThan(D1_MAX_STATEMENT_BYTES);
    }
  });
});
