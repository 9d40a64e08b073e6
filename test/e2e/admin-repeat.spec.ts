// « Répéter » and « Dupliquer » in Chromium (docs/product.md §16): an event's « Plus d’actions » menu
// on a row that fits a phone, the preview of a weekly series, the events the API then lists, and a
// copy opened without its date. The test's event carries a unique name and is deleted with its copies.
import type { Page } from "@playwright/test";
import { expect, test } from "./accounts";
import { frenchDate, requireChromium } from "./support";

requireChromium();

interface Stored {
  id: number;
  name: string;
  date: string;
  status: string;
  previousDate: string | null;
  description: string;
}

const item = (page: Page, name: string) => page.getByTestId("admin-item").filter({ hasText: name });
const modal = (page: Page) => page.getByTestId("admin-form-modal");

const events = async (page: Page, name: string): Promise<Stored[]> =>
  ((await (await page.request.get("/api/events")).json()) as Stored[]).filter((event) => event.name === name);

/** The API's writes check the origin, as a browser sends it. */
const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** No part of the page reaches beyond the screen's width. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("« Répéter » chaque semaine creates the previewed dates, each its own « Programmé » event", { tag: "@layout" }, async ({ adminPage: page }, testInfo) => {
  const name = `Série ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post("/api/events", {
    headers: origin(),
    data: {
      name,
      date: "2031-03-05",
      status: "rescheduled",
      previousDate: "2031-02-26",
      time: "21:00 - 02:00",
      venue: "Quai du Port, Canet-en-Roussillon",
      image: "/media/event-club.webp",
      description: "Une série de test.",
      ticketLink: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  try {
    await page.goto("/admin");
    const row = item(page, name);
    await expect(row).toContainText("5 mars 2031");

    // Every action of the row is a finger's size, and the row fits the screen.
    const buttons = row.getByRole("button");
    await expect(buttons).toHaveCount(3);
    for (const box of await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect())))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await scrollsSideways(page)).toBe(false);

    // The first of the rows once the series is created: the event repeated, the soonest.
    const more = page.getByRole("button", { name: `Plus d’actions pour « ${name} »` }).first();
    await more.click();
    const menu = page.getByRole("menu", { name: `Plus d’actions pour « ${name} »` });
    await expect(menu.getByRole("menuitem")).toHaveText(["Dupliquer", "Répéter", "Demander un avis"]);
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // In the top layer: the next list, a layer of its own, does not cover it.
    expect(await menu.evaluate((element) => element.matches(":popover-open"))).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await menu.getByRole("menuitem", { name: "Répéter" }).click();

    const dialog = page.getByRole("dialog", { name: "Répéter l’événement" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Chaque semaine" })).toBeChecked();
    await dialog.getByLabel("Jusqu’au").fill("2031-03-26");
    const dates = ["2031-03-12", "2031-03-19", "2031-03-26"];
    await expect(dialog.getByTestId("repeat-dates").locator("time")).toHaveText(dates.map(frenchDate));
    await expect(dialog.getByTestId("repeat-summary")).toHaveText("3 dates à créer, chacune un nouvel événement programmé.");
    expect(await scrollsSideways(page)).toBe(false);

    // Past 52 dates, nothing can be sent.
    await dialog.getByLabel("Jusqu’au").fill("2032-03-10");
    await expect(dialog.getByTestId("repeat-summary")).toHaveText("52 dates au maximum à la fois : choisissez un jour plus proche.");
    await expect(dialog.getByRole("button", { name: "Créer les dates" })).toBeDisabled();

    await dialog.getByLabel("Jusqu’au").fill("2031-03-26");
    const batch = page.waitForRequest((request) => request.url().endsWith("/api/events/batch") && request.method() === "POST");
    await dialog.getByRole("button", { name: "Créer 3 dates" }).click();
    expect(((await batch).postDataJSON() as { items: Stored[] }).items.map((event) => event.date)).toEqual(dates);
    await expect(modal(page)).toHaveCount(0);
    await expect(item(page, name)).toHaveCount(4);

    const stored = await events(page, name);
    expect(stored.map((event) => event.date)).toEqual(["2031-03-05", ...dates]);
    expect(new Set(stored.map((event) => event.id)).size).toBe(4);
    for (const copy of stored.slice(1)) expect(copy).toMatchObject({ status: "scheduled", previousDate: null, description: "Une série de test." });

    // « Dupliquer »: the form of a new event, filled, without the date.
    await more.click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Dupliquer" }).click();
    await expect(page.getByRole("dialog", { name: "Ajouter un événement" })).toBeVisible();
    await expect(modal(page).getByLabel("Nom", { exact: true })).toHaveValue(name);
    await expect(modal(page).getByLabel("Date", { exact: true })).toHaveValue("");
    await expect(modal(page).getByLabel("Date", { exact: true })).toBeFocused();
    await expect(modal(page).getByLabel("Statut", { exact: true })).toHaveValue("scheduled");
    await expect(modal(page).getByLabel("Date initiale", { exact: true })).toHaveCount(0);
    await modal(page).getByRole("button", { name: "Annuler" }).click();
    await expect(more).toBeFocused();
  } finally {
    for (const event of await events(page, name)) await page.request.delete(`/api/events/${event.id}`, { headers: origin() });
  }
  expect(await events(page, name)).toEqual([]);
});
