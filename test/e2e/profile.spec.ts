// The DJ's profile in Chromium (docs/product.md §15), at a phone size then a desktop size: the admin
// changes the phone and a service in the "Profil" tab; a home page open in another tab shows them
// without a reload; a reload and the Worker's own HTML show them; a bad email or phone gets its
// French message and keeps what was typed; leaving with unsaved changes asks first. The default
// profile is put back at the end, whatever happens.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, test } from "./accounts";
import { requireChromium } from "./support";

requireChromium();
// One profile: its tests run one after the other (and each project after the other, playwright.config.ts).
test.describe.configure({ mode: "serial" });

const defaultProfile = JSON.parse(readFileSync(new URL("../../shared/default-content/profile.json", import.meta.url), "utf8")) as { email: string };

const form = (page: Page) => page.getByRole("form", { name: "Profil" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function openProfile(page: Page) {
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await page.getByRole("tab", { name: "Profil" }).click();
  await expect(form(page)).toBeVisible();
}

test.afterEach(async ({ adminPage: page, baseURL }) => {
  const restored = await page.request.put("/api/profile", { data: defaultProfile, headers: { origin: baseURL! } });
  expect(restored.status()).toBe(200);
});

test("the admin changes the phone and a service; another tab, a reload and the Worker's HTML show them", async ({ adminPage: page }, testInfo) => {
  const phone = testInfo.project.name.startsWith("mobile") ? "07 11 22 33 44" : "07 55 66 77 88";
  const service = `Clubs & festivals (${testInfo.project.name})`;
  const home = await page.context().newPage();
  await home.goto("/#contact");
  await expect(home.locator("html")).toHaveAttribute("data-app", "ready");
  await home.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const contact = home.locator("#contact");

  await openProfile(page);
  await field(page, "Téléphone").fill(`+33 ${phone.slice(1)}`);
  await form(page).getByRole("textbox", { name: "Nom de la prestation 1" }).fill(service);
  await form(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(form(page).getByRole("status")).toHaveText("Profil enregistré : le site est à jour.");
  await expect(field(page, "Téléphone")).toHaveValue(phone);

  const tel = `tel:+33${phone.replaceAll(" ", "").slice(1)}`;
  await expect(contact.getByRole("link", { name: new RegExp(phone) })).toHaveAttribute("href", tel);
  await expect(contact.getByRole("listitem").filter({ hasText: service })).toHaveCount(1);
  expect(await home.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await home.reload();
  await expect(home.locator("#contact").getByRole("link", { name: new RegExp(phone) })).toHaveAttribute("href", tel);
  const html = await (await page.request.get("/")).text();
  expect(html).toContain(`href="${tel}"`);
  expect(html).toContain(service.replace("&", "&amp;"));
  expect(html).toContain(`"telephone":"${tel.slice(4)}"`);
  await home.close();
});

test("a bad email or phone gets its French message and keeps what was typed; leaving asks first", async ({ adminPage: page }) => {
  await openProfile(page);
  await field(page, "Email").fill("contact@");
  await field(page, "Téléphone").fill("12 34");
  await form(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(form(page).getByRole("alert")).toHaveText("Certains champs sont à compléter ou à corriger.");
  await expect(form(page).getByText("Adresse email invalide")).toBeVisible();
  await expect(form(page).getByText("Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78")).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("contact@");
  await expect(field(page, "Téléphone")).toHaveValue("12 34");
  expect(((await (await page.request.get("/api/profile")).json()) as { email: string }).email).toBe(defaultProfile.email);

  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("tab", { name: /Photos/ }).click();
  expect(await question).toBe("Vos modifications du profil ne sont pas enregistrées. Quitter sans enregistrer ?");
  await expect(page.getByRole("tab", { name: "Profil" })).toHaveAttribute("aria-selected", "true");
  await expect(field(page, "Email")).toHaveValue("contact@");
});
