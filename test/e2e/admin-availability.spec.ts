// Availability (docs/product.md §22), in Chromium at 390x844 and 1440x900: the DJ marks a day « Pris »
// in « Disponibilités », and a visitor, from the home page's contact section to « Vérifier une
// date », is told « Déjà pris » for it, « Libre » for the next, with a message ready in the WhatsApp
// and mail links; the private note is on no page of his. axe finds nothing in the tab nor on the
// page. The live clock: the server's day.
import type { Page, TestInfo } from "@playwright/test";
import { addDays, addMonths } from "../../shared/event-time";
import { axeViolations } from "./axe";
import { expect, test } from "./accounts";
import { openAdmin, scrollsSideways, shoot, smallTargets } from "./phone";
import { requireChromium } from "./support";

requireChromium();

const NOTE = "Mariage privé des Dupont, acompte reçu";

/**
 * The day this project marks: in two months (a calendar's second « Mois suivant »), the phone's and
 * the desktop's apart, as they run at the same time.
 */
function markedDay(testInfo: TestInfo): string {
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const month = addMonths(`${today.slice(0, 7)}-01`, 2).slice(0, 7);
  return `${month}-${testInfo.project.name.startsWith("mobile") ? "10" : "20"}`;
}

async function twoMonthsOn(page: Page) {
  for (let step = 0; step < 2; step += 1) await page.getByRole("button", { name: "Mois suivant" }).click();
}

test(
  "a day marked « Pris » in the admin is « Déjà pris » for visitors, the next one « Libre »",
  { tag: "@layout" },
  async ({ adminPage: page, browser }, testInfo) => {
    const day = markedDay(testInfo);
    await openAdmin(page);
    await page.getByRole("tab", { name: "Disponibilités" }).click();
    const panel = page.getByRole("tabpanel", { name: "Disponibilités" });
    await twoMonthsOn(page);
    await panel.locator(`[data-day="${day}"]`).click();
    const form = panel.getByRole("form");
    await form.getByText("Pris", { exact: true }).click();
    await form.getByLabel("Note privée").fill(NOTE);
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form.getByText("Jour enregistré.")).toBeVisible();
    await expect(panel.locator(`[data-day="${day}"]`)).toHaveAttribute("data-state", "taken");
    await expect(panel.getByRole("region", { name: "Ce mois-ci" })).toContainText(NOTE);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page, "main")).toEqual([]);
    await shoot(page, "availability");

    // A visitor, in a context of his own (no session).
    const visitorContext = await browser.newContext({ ...testInfo.project.use, storageState: undefined });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/");
    await expect(visitor.locator("html")).toHaveAttribute("data-app", "ready");
    const link = visitor.locator("#contact").getByRole("link", { name: /Vérifier une date/ });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(visitor).toHaveURL(/\/disponibilites$/);
    await expect(visitor).toHaveTitle("Vérifier une date – DJ Max Ribera");
    const checker = visitor.getByRole("main");
    await twoMonthsOn(visitor);
    await expect(checker.locator(`[data-day="${day}"]`)).toHaveAttribute("data-state", "taken");
    await checker.locator(`[data-day="${day}"]`).click();
    await expect(visitor.getByTestId("availability-answer")).toContainText("Déjà pris");
    await expect(visitor.getByTestId("booking-message")).toHaveCount(0);
    await visitor.screenshot({ path: `screenshots/${testInfo.project.name}-checker-taken.png` });

    const next = addDays(day, 1);
    await checker.locator(`[data-day="${next}"]`).click();
    await expect(visitor.getByTestId("availability-answer")).toContainText("Libre");
    await checker.getByLabel("Type d’événement").selectOption({ label: "Mariage" });
    await checker.getByRole("textbox", { name: "Ville" }).fill("Collioure");
    await checker.getByLabel("Nombre d’invités").fill("120");
    const message = await visitor.getByTestId("booking-message").textContent();
    expect(message).toMatch(/^Bonjour, je souhaiterais vous réserver le \S+ \d+ \S+ \d{4} pour un mariage à Collioure, environ 120 invités\.$/);
    const text = encodeURIComponent(message!);
    await expect(checker.getByRole("link", { name: "WhatsApp (nouvel onglet)" })).toHaveAttribute("href", `https://wa.me/33648271593?text=${text}`);
    await expect(checker.getByRole("link", { name: "E-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:[^?]+\\?subject=R%C3%A9servation%20du%20.+&body=${text.replace(/[.*+?^${}()|[\]\\%]/g, "\\$&")}$`),
    );
    expect(await scrollsSideways(visitor)).toBe(false);
    expect(await smallTargets(visitor)).toEqual([]);
    expect(await axeViolations(visitor, "main")).toEqual([]);
    await visitor.screenshot({ path: `screenshots/${testInfo.project.name}-checker-free.png`, fullPage: true });

    // The note is the DJ's alone.
    for (const path of ["/", "/events", `/api/availability?month=${day.slice(0, 7)}`, `/api/availability?date=${day}`]) {
      expect(await (await visitor.request.get(path)).text(), path).not.toContain("Dupont");
    }
    await visitorContext.close();
  },
);
