// The DJ's profile in Chromium (docs/product.md §15), at a phone size then a desktop size: the admin
// changes the phone and a service in the "Profil" tab; a home page open in another tab shows them
// without a reload; a reload and the Worker's own HTML show them; a bad email or phone gets its
// French message and keeps what was typed; leaving with unsaved changes asks first. With the request
// form switched on (docs/product.md §23), a request sent from a phone shows live in another tab's
// « Demandes », whose « Bloquer la date » makes the day « Déjà pris » for visitors. The default
// profile is put back at the end, whatever happens.
import type { Page } from "@playwright/test";
import { addMonths } from "../../shared/event-time";
import { axeViolations } from "./axe";
import { scrollsSideways, smallTargets } from "./phone";
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

test(
  "with the form on, a request from a phone shows live in « Demandes », and « Bloquer la date » makes its day taken",
  { tag: "@layout" },
  async ({ adminPage: page, browser }, testInfo) => {
    // Three months ahead, the phone's and the desktop's days apart (they run one after the other).
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    const day = `${addMonths(`${today.slice(0, 7)}-01`, 3).slice(0, 7)}-${testInfo.project.name.startsWith("mobile") ? "08" : "22"}`;
    const name = `Julie Martin (${testInfo.project.name})`;

    await openProfile(page);
    await field(page, "Formulaire de demande").selectOption({ label: "Activé" });
    await form(page).getByRole("button", { name: "Enregistrer" }).click();
    await expect(form(page).getByRole("status")).toHaveText("Profil enregistré : le site est à jour.");
    await page.getByRole("tab", { name: /Demandes/ }).click();
    const inbox = page.getByRole("tabpanel", { name: "Demandes" });

    // A visitor on his phone, in a context of his own (no session).
    const visitorContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/disponibilites?date=${day}`);
    await expect(visitor.getByTestId("availability-answer")).toContainText("Libre");
    await visitor.getByLabel("Type d’événement").selectOption({ label: "Mariage" });
    await visitor.getByRole("textbox", { name: "Ville" }).fill("Collioure");
    await visitor.getByRole("button", { name: "Écrire ma demande" }).click();
    await visitor.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(visitor.getByText("Cochez cette case pour envoyer votre demande")).toBeVisible();
    expect(await axeViolations(visitor, "main")).toEqual([]);
    await visitor.getByLabel("Votre nom", { exact: false }).fill(name);
    await visitor.getByLabel("Téléphone").fill("06 11 22 33 44");
    await visitor.getByLabel("E-mail").fill("julie@example.fr");
    await visitor.getByText("J’accepte que ces informations soient gardées").click();
    expect(await smallTargets(visitor)).toEqual([]);
    expect(await scrollsSideways(visitor)).toBe(false);
    await visitor.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(visitor.getByTestId("request-sent")).toContainText("Merci ! Votre demande pour le");
    await visitor.screenshot({ path: `screenshots/${testInfo.project.name}-request-sent.png` });

    // Live in the admin's tab, not reloaded.
    const card = inbox.getByRole("article", { name: name });
    await expect(card).toBeVisible();
    await expect(page.getByRole("tab", { name: /Demandes/ })).toContainText(/\d/);
    await expect(card.getByRole("link", { name: "WhatsApp (nouvel onglet)" })).toHaveAttribute("href", /^https:\/\/wa\.me\/33611223344\?text=Bonjour%20Julie/);
    expect(await axeViolations(page, "main")).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await card.getByRole("button", { name: "Bloquer la date" }).click();
    await expect(card.getByText("Date bloquée : les visiteurs la voient « Déjà pris ».")).toBeVisible();
    await page.screenshot({ path: `screenshots/${testInfo.project.name}-requests.png` });

    await visitor.goto(`/disponibilites?date=${day}`);
    await expect(visitor.getByTestId("availability-answer")).toContainText("Déjà pris");
    await visitorContext.close();
  },
);
