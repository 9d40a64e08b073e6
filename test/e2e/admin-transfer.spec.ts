// « Sauvegarde » in Chromium (docs/product.md §17): « Exporter » downloads dj-site-<day>.json with the
// site's content; a chosen file is checked by the API and its preview says what it would change, in a
// dialog that fits a phone with finger-sized targets. Nothing is imported here: the other admin specs
// write to this server at the same time, and an import replaces everything (the Worker's tests import).
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, test } from "./accounts";
import { requireChromium } from "./support";

requireChromium();

/** No part of the page reaches beyond the screen's width. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("« Sauvegarde » exports the content as a file, and previews what a file would change", { tag: "@layout" }, async ({ adminPage: page }, testInfo) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sauvegarde" }).click();
  const dialog = page.getByRole("dialog", { name: "Sauvegarde du site" });
  await expect(dialog).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Exporter" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dj-site-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(dialog.getByText(`Fichier « ${download.suggestedFilename()} » téléchargé.`)).toBeVisible();
  const file = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(file).toMatchObject({ format: "dj-site", version: 2 });
  expect(file.events.length).toBeGreaterThan(0);
  expect(Object.keys(file.events[0])).toEqual(expect.arrayContaining(["id", "name", "date", "updatedAt", "revision"]));

  // A file of another version: refused with the API's sentence, nothing to import.
  const input = dialog.getByLabel("Choisir un fichier");
  await input.setInputFiles({ name: "ancien.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ ...file, version: 3 })) });
  await expect(dialog.getByRole("alert")).toHaveText("Ce fichier ne peut pas être importé : rien n’a été modifié.");
  await expect(dialog.getByTestId("transfer-problems")).toHaveText("Version de fichier non prise en charge : 3 (ce site lit la version 2).");
  await expect(dialog.getByRole("button", { name: "Importer" })).toBeDisabled();

  // The export with one more event: previewed as one event added, nothing sent yet.
  const name = `Import ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const added = { ...file.events[0], id: Date.now() * 10 + Math.floor(Math.random() * 10), name };
  const fileName = download.suggestedFilename();
  await input.setInputFiles({
    name: fileName,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...file, events: [...file.events, added] })),
  });
  await expect(dialog.getByRole("heading", { name: `Ce que l’import de « ${fileName} » changera` })).toBeFocused();
  const lines = dialog.getByTestId("transfer-changes").getByRole("listitem");
  await expect(lines).toHaveCount(6);
  // At least the one added: another spec may delete an exported event meanwhile (the Worker's tests count exactly).
  await expect(lines.first()).toHaveText(/^Événements : [1-9]\d* ajouts?, \d+ modifications?, \d+ suppressions?, \d+ sans changement$/);
  await expect(lines.last()).toHaveText(/^Profil : /);
  await expect(dialog.getByText("Tout le contenu actuel sera remplacé. Exportez-le d’abord si vous voulez pouvoir revenir en arrière.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Importer" })).toBeEnabled();

  // Finger-sized targets, nothing wider than the screen.
  const targets = [
    dialog.getByRole("button", { name: "Fermer" }),
    dialog.getByRole("button", { name: "Exporter" }),
    dialog.locator("label").filter({ hasText: "Choisir un fichier" }),
    dialog.getByRole("button", { name: "Annuler" }),
    dialog.getByRole("button", { name: "Importer" }),
  ];
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
  expect(await scrollsSideways(page)).toBe(false);
  // Above everything, the admin's sticky header included: its close button is what a tap there reaches.
  const close = (await dialog.getByRole("button", { name: "Fermer" }).boundingBox())!;
  const reached = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
    [close.x + close.width / 2, close.y + close.height / 2],
  );
  expect(reached).toBe("Fermer");
  await dialog.getByRole("heading", { name: `Ce que l’import de « ${fileName} » changera` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-admin-transfer-preview.png` });

  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  const events = (await (await page.request.get("/api/events")).json()) as { name: string }[];
  expect(events.some((event) => event.name === name)).toBe(false);
});
