// « Sauvegarde » in the admin (docs/product.md §17): « Exporter » downloads the whole content as
// dj-site-<Paris day>.json; « Importer » reads the chosen file, refuses what is too large or no JSON
// without sending it, shows the API's problems, previews what changes and what images are missing,
// imports only once confirmed against the previewed content, and previews again when it changed.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent } from "../../shared/collections";
import { MAX_IMPORT_BYTES } from "../../shared/limits";
import type { ImportPreview, ImportSummary } from "../../shared/transfer";
import { json, renderAdmin } from "./admin-harness";
import { DEFAULT_PROFILE } from "./profile";

const FILE = { format: "dj-site", version: 1, exportedAt: "2026-11-23T23:30:00.000Z", events: [], photos: [], venues: [], profile: null };

const SUMMARY: ImportSummary = {
  collections: {
    events: { added: 2, changed: 1, removed: 0, unchanged: 29 },
    photos: { added: 0, changed: 0, removed: 3, unchanged: 7 },
    venues: { added: 1, changed: 0, removed: 0, unchanged: 6 },
    mixes: { added: 0, changed: 0, removed: 0, unchanged: 4 },
    reviews: { added: 0, changed: 0, removed: 0, unchanged: 6 },
  },
  profile: "replaced",
};
const PREVIEW: ImportPreview = { ...SUMMARY, missingImages: [], fingerprint: "f1" };

type Answer = (init: RequestInit | undefined) => Response;

/** fetch answering each path with its handler (the lists and the profile for the admin's refresh). */
function serve(handlers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    const handler = Object.entries(handlers).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (handler) return handler(init);
    return path.startsWith("/api/profile") ? json(DEFAULT_PROFILE) : json([]);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>, prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

function openDialog() {
  renderAdmin(emptyContent());
  fireEvent.click(screen.getByRole("button", { name: "Sauvegarde" }));
  return screen.getByRole("dialog", { name: "Sauvegarde du site" });
}

function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText("Choisir un fichier"), { target: { files: [file] } });
}

const exportFile = (body: unknown = FILE, name = "dj-site-2026-11-24.json") => new File([JSON.stringify(body)], name, { type: "application/json" });

const importButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Importer" });

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Exporter", () => {
  it("downloads the export as dj-site-<the Paris day>.json", async () => {
    const fetchMock = serve({ "/api/transfer/export": () => json(FILE) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:export";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Exporter" }));
    // 23:30 UTC on the 23rd is the 24th in Paris.
    expect(await within(dialog).findByText("Fichier « dj-site-2026-11-24.json » téléchargé.")).toBeTruthy();
    expect(calls(fetchMock, "/api/transfer/export")).toHaveLength(1);
    expect(clicked.map((link) => [link.download, link.getAttribute("href")])).toEqual([["dj-site-2026-11-24.json", "blob:export"]]);
    expect(JSON.parse(await blobs[0].text())).toEqual(FILE);
    expect(await blobs[0].text()).toContain('\n  "format": "dj-site",\n');
  });

  it("says why it failed", async () => {
    serve({
      "/api/transfer/export": () => json({ error: "PERMISSION_DENIED", message: "Votre compte n'a pas le droit de modifier le contenu du site." }, 403),
    });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Exporter" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Votre compte n'a pas le droit de modifier le contenu du site.");
  });
});

describe("Importer", () => {
  it("previews what the file changes, then imports it against the previewed content", async () => {
    const fetchMock = serve({ "/api/transfer/preview": () => json(PREVIEW), "/api/transfer/import": () => json(SUMMARY) });
    const dialog = openDialog();
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    choose(dialog, exportFile());
    const heading = await within(dialog).findByRole("heading", { name: "Ce que l’import de « dj-site-2026-11-24.json » changera" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(JSON.parse(String(calls(fetchMock, "/api/transfer/preview")[0][1]?.body))).toEqual(FILE);
    expect(
      within(within(dialog).getByTestId("transfer-changes"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Événements : 2 ajouts, 1 modification, 0 suppression, 29 sans changement",
      "Photos : 0 ajout, 0 modification, 3 suppressions, 7 sans changement",
      "Mixes : 0 ajout, 0 modification, 0 suppression, 4 sans changement",
      "Lieux : 1 ajout, 0 modification, 0 suppression, 6 sans changement",
      "Avis : 0 ajout, 0 modification, 0 suppression, 6 sans changement",
      "Profil : remplacé",
    ]);
    within(dialog).getByText("Tout le contenu actuel sera remplacé. Exportez-le d’abord si vous voulez pouvoir revenir en arrière.");
    expect(calls(fetchMock, "/api/transfer/import")).toHaveLength(0);

    fireEvent.click(importButton(dialog));
    expect(await within(dialog).findByText("Import terminé : le site est à jour.")).toBeTruthy();
    const [[url, init]] = calls(fetchMock, "/api/transfer/import");
    expect(url).toBe("/api/transfer/import?fingerprint=f1");
    expect(JSON.parse(String(init?.body))).toEqual(FILE);
    // The lists are fetched again, and « Terminer » closes the dialog.
    await waitFor(() => expect(calls(fetchMock, "/api/events").length).toBeGreaterThan(0));
    fireEvent.click(within(dialog).getByRole("button", { name: "Terminer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows every problem of a refused file, and offers no import", async () => {
    const problems = ["Événements, élément 4 « Sunset » — Date : Date invalide", "Profil — Téléphone : Numéro invalide"];
    serve({
      "/api/transfer/preview": () =>
        json(
          {
            error: "VALIDATION_FAILED",
            message: "Ce fichier ne peut pas être importé : rien n’a été modifié.",
            fields: problems.map((message, index) => ({ field: String(index), message })),
          },
          400,
        ),
    });
    const dialog = openDialog();
    choose(dialog, exportFile());
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Ce fichier ne peut pas être importé : rien n’a été modifié.");
    expect(
      within(within(dialog).getByTestId("transfer-problems"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(problems);
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses a file that is no JSON, or too large, without sending it", async () => {
    const fetchMock = serve({});
    const dialog = openDialog();
    choose(dialog, new File(["<html>"], "page.html"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Ce fichier n’est pas un fichier JSON.");
    const large = exportFile();
    Object.defineProperty(large, "size", { value: MAX_IMPORT_BYTES + 1 });
    choose(dialog, large);
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Ce fichier dépasse 10 Mo : il ne peut pas être importé."));
    expect(calls(fetchMock, "/api/transfer")).toHaveLength(0);
  });

  it("lists the images this site lacks, and offers no import", async () => {
    const missing = `/images/${"ab".repeat(32)}.jpg`;
    serve({ "/api/transfer/preview": () => json({ ...PREVIEW, missingImages: [missing] }) });
    const dialog = openDialog();
    choose(dialog, exportFile());
    const alert = await within(dialog).findByTestId("transfer-missing-images");
    expect(alert.textContent).toContain("1 image absente de ce site");
    expect(alert.textContent).toContain(missing);
    expect(alert.textContent).toContain("Importez le dossier d’export avec ses images (npm run site -- import).");
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers no import of a file that changes nothing", async () => {
    const same = Object.fromEntries(Object.keys(SUMMARY.collections).map((name) => [name, { added: 0, changed: 0, removed: 0, unchanged: 4 }]));
    serve({ "/api/transfer/preview": () => json({ ...PREVIEW, collections: same, profile: "unchanged" }) });
    const dialog = openDialog();
    choose(dialog, exportFile());
    expect(await within(dialog).findByText("Ce fichier est identique au contenu du site : l’import ne changera rien.")).toBeTruthy();
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(true);
  });

  it("previews again when the site changed since, and says so", async () => {
    let previews = 0;
    const fetchMock = serve({
      "/api/transfer/preview": () => json({ ...PREVIEW, fingerprint: `f${++previews}` }),
      "/api/transfer/import": () =>
        json({ error: "CONTENT_CHANGED", message: "Le contenu du site a changé depuis l’aperçu : vérifiez le nouvel aperçu, puis confirmez à nouveau." }, 409),
    });
    const dialog = openDialog();
    choose(dialog, exportFile());
    await within(dialog).findByTestId("transfer-changes");
    fireEvent.click(importButton(dialog));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Le contenu du site a changé depuis l’aperçu : vérifiez le nouvel aperçu, puis confirmez à nouveau.",
    );
    expect(calls(fetchMock, "/api/transfer/preview")).toHaveLength(2);
    fireEvent.click(importButton(dialog));
    await waitFor(() =>
      expect(calls(fetchMock, "/api/transfer/import").map(([url]) => url)).toEqual([
        "/api/transfer/import?fingerprint=f1",
        "/api/transfer/import?fingerprint=f2",
      ]),
    );
  });
});
