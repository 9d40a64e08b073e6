// The admin on a phone (docs/product.md §19), in Chromium: several photos sent at once (a file that is
// not an image refused and listed, the others become photos), a reload in the middle of typing that
// offers the draft back, and the events' search and groups. At 390x844 every target is at least 44 px and
// nothing reaches beyond the screen's width (@layout: at a desktop's width too); the states are
// photographed into screenshots/ to be looked at.
import type { Page } from "@playwright/test";
import { expect, test } from "./accounts";
import { openAdmin, scrollsSideways, shoot, smallTargets } from "./phone";
import { isMobile, requireChromium } from "./support";

requireChromium();

/** A small PNG drawn in the page, different every time. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext("2d")!;
    context.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 50%)`;
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = "#111";
    context.fillRect(40 + Math.random() * 200, 40, 60, 120);
    return canvas.toDataURL("image/png").split(",")[1];
  });
  return Buffer.from(base64, "base64");
}

test(
  "several photos picked at once become photos, the file that is not an image refused and listed",
  { tag: "@layout" },
  async ({ adminPage: page }, testInfo) => {
    const tag = `${testInfo.project.name.split("-")[0]}${Math.random().toString(36).slice(2, 7)}`;
    await openAdmin(page);
    await page.getByRole("tab", { name: /Photos/ }).click();
    const files = [];
    for (let index = 1; index <= 5; index += 1) files.push({ name: `lot_${tag}-${index}.png`, mimeType: "image/png", buffer: await drawnPng(page) });
    files.splice(2, 0, { name: `notes_${tag}.txt`, mimeType: "text/plain", buffer: Buffer.from("pas une image") });
    await page.getByLabel("Ajouter plusieurs photos").setInputFiles(files);

    await expect(page.getByText("5 photos ajoutées, 1 refusée.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("batch-failure")).toHaveText(`notes_${tag}.txt : Veuillez sélectionner un fichier image valide`);
    const titles = [1, 2, 3, 4, 5].map((index) => `Lot ${tag} ${index}`);
    const grid = page.getByRole("tabpanel");
    for (const title of titles) await expect(grid.getByRole("button", { name: `Modifier « ${title} »` })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, "photos-batch");

    // Stored, with the default description, and editable right away.
    const stored = ((await (await page.request.get("/api/photos")).json()) as { id: number; title: string; description: string; image: string }[]).filter(
      (photo) => titles.includes(photo.title),
    );
    expect(stored.map((photo) => photo.title).sort()).toEqual(titles);
    for (const photo of stored) expect(photo).toMatchObject({ description: "Photo de soirée", image: expect.stringMatching(/^\/images\/[0-9a-f]{64}\.png$/) });
    await grid.getByRole("button", { name: `Modifier « ${titles[0]} »` }).click();
    await expect(page.getByRole("dialog", { name: "Modifier la photo" }).getByLabel("Titre")).toHaveValue(titles[0]);
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();

    const origin = new URL(page.url()).origin;
    for (const photo of stored) expect((await page.request.delete(`/api/photos/${photo.id}`, { headers: { origin } })).status()).toBe(204);
  },
);

test("a reload in the middle of typing offers the draft back", { tag: "@layout" }, async ({ adminPage: page }, testInfo) => {
  const name = `Brouillon ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  await openAdmin(page);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un événement" });
  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByLabel("Horaires").fill("22:00 - 04:00");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("dj-admin-draft:events:new"))).toContain(name);

  await page.reload();
  const notice = page.getByRole("region", { name: "Brouillon non enregistré" });
  await expect(notice).toHaveText(new RegExp(`^Un brouillon non enregistré a été retrouvé : « Ajouter un événement » \\(${name}\\)\\.`));
  expect(await scrollsSideways(page)).toBe(false);
  if (isMobile(page)) expect(await smallTargets(page)).toEqual([]);
  await shoot(page, "draft-notice");

  await notice.getByRole("button", { name: "Reprendre le brouillon" }).click();
  await expect(dialog.getByLabel("Nom")).toHaveValue(name);
  await expect(dialog.getByLabel("Horaires")).toHaveValue("22:00 - 04:00");
  expect(await scrollsSideways(page)).toBe(false);
  if (isMobile(page)) expect(await smallTargets(page)).toEqual([]);
  await shoot(page, "draft-resumed");

  // Closing asks first; once accepted, the draft is gone.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (asked) => {
      resolve(asked.message());
      void asked.accept();
    }),
  );
  await dialog.getByRole("button", { name: "Fermer" }).click();
  expect(await question).toBe("Vos modifications ne sont pas enregistrées. Fermer sans enregistrer ?");
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("dj-admin-draft:events:new"))).toBeNull();
});

test("the events' search and groups, and every tab within a thumb's reach", { tag: "@layout" }, async ({ adminPage: page }) => {
  await page.clock.setFixedTime(new Date("2026-06-15T10:00:00+02:00"));
  await openAdmin(page);
  const upcoming = page.getByRole("button", { name: /^À venir \(\d+\)$/ });
  const past = page.getByRole("button", { name: /^Passés \(\d+\)$/ });
  await expect(upcoming).toHaveAttribute("aria-expanded", "true");
  await past.click();
  await expect(past).toHaveAttribute("aria-expanded", "false");
  await shoot(page, "events-folded");

  const search = page.getByLabel("Rechercher un événement");
  await search.fill("zzz introuvable");
  await expect(page.getByText("Aucun événement ne correspond à « zzz introuvable ».")).toBeVisible();
  await shoot(page, "events-no-match");
  await search.fill("");

  for (const tab of ["Événements", "Photos", "Lieux", "Disponibilités", "Demandes", "Statistiques", "Profil"]) {
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toHaveAttribute("aria-selected", "true");
    expect(await scrollsSideways(page), tab).toBe(false);
    if (isMobile(page)) expect(await smallTargets(page), tab).toEqual([]);
    await shoot(
      page,
      `tab-${tab
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase()}`,
    );
  }
});
