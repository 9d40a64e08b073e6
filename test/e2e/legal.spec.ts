// The legal notice and the privacy page (docs/product.md §2), reached from the footer of the home
// page, in Chromium at a phone's size and a desktop's: their titles, the publisher's details, no
// sideways scrolling, and a screenshot of each in screenshots/.
import { expect, test } from "@playwright/test";
import { scrollsSideways } from "./phone";
import { openAt, requireChromium } from "./support";

requireChromium();

test("the footer leads to the Mentions légales, then to the Confidentialité, each a page of its own", { tag: "@layout" }, async ({ page }, testInfo) => {
  await openAt(page, "/");
  const legalLinks = page.getByRole("navigation", { name: "Informations légales" });
  await legalLinks.scrollIntoViewIfNeeded();
  await legalLinks.getByRole("link", { name: "Mentions légales" }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page).toHaveTitle("Mentions légales – DJ Max Ribera");
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
  await expect(
    page.getByText("Ce site est publié par Maxime Ribera, Entrepreneur individuel (micro-entreprise), sous le nom de scène DJ Max Ribera."),
  ).toBeVisible();
  await expect(page.getByText("912 345 675 00009")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Hébergeur" })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-legal.png`, fullPage: true });

  await page.getByRole("navigation", { name: "Informations légales" }).getByRole("link", { name: "Confidentialité" }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page).toHaveTitle("Confidentialité – DJ Max Ribera");
  await expect(page.getByRole("heading", { level: 1, name: "Confidentialité" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "En bref",
    "Responsable",
    "Ce que le site garde",
    "Mesure d’audience",
    "Avis de clients",
    "Cookies",
    "Vos droits",
  ]);
  await expect(page.getByRole("link", { name: "CNIL (nouvel onglet)" })).toHaveAttribute("href", "https://www.cnil.fr/fr/plaintes");
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-privacy.png`, fullPage: true });

  await page.getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});
