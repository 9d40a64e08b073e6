// /events (docs/product.md §2): back button, title, counts, upcoming and past sections, today's boundary.
// At a phone's size; the tests about layout (@layout) at a desktop's too.
import { expect, test } from "@playwright/test";
import { columnCount, defaults, eventsOn, frenchDate, isMobile, openAt, requireChromium } from "./support";

requireChromium();

test("lists upcoming then past events with their counts, and goes back home", { tag: "@layout" }, async ({ page }, testInfo) => {
  await openAt(page, "/events");
  const { upcoming, past } = eventsOn("2026-06-15");
  expect(upcoming.length).toBeGreaterThan(1);
  expect(past.length).toBeGreaterThan(1);

  await expect(page.getByRole("heading", { level: 1, name: "Tous les événements" })).toBeVisible();
  await expect(page.getByText(`${upcoming.length} événement(s) à venir`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${past.length} événement(s) passé(s)`, { exact: true })).toBeVisible();

  const upcomingSection = page.getByRole("region", { name: /À venir/ });
  const pastSection = page.getByRole("region", { name: /Événements passés/ });
  await expect(upcomingSection.getByRole("article")).toHaveCount(upcoming.length);
  await expect(pastSection.getByRole("article")).toHaveCount(past.length);
  await expect(upcomingSection.locator("time")).toHaveText(upcoming.map((e) => frenchDate(e.date)));
  await expect(pastSection.locator("time")).toHaveText(past.map((e) => frenchDate(e.date)));
  await expect(upcomingSection.getByText("Événement fini")).toHaveCount(0);
  await expect(pastSection.getByText("Événement fini")).toHaveCount(past.length);
  // Ticket buttons only for upcoming events that have a link.
  await expect(upcomingSection.getByRole("link", { name: /Billetterie/ })).toHaveCount(upcoming.filter((e) => e.ticketLink).length);
  expect(past.some((e) => e.ticketLink)).toBe(true);
  await expect(pastSection.getByRole("link", { name: /Billetterie/ })).toHaveCount(0);
  expect(await columnCount(page, "[aria-labelledby=past-title] > ul > li")).toBe(isMobile(page) ? 1 : 3);
  await expect(page.getByText("Aucun événement programmé pour le moment.")).toHaveCount(0);

  await page.screenshot({ path: `screenshots/${testInfo.project.name}-events.png` });
  await pastSection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `screenshots/${testInfo.project.name}-events-past.png` });

  await page.getByRole("link", { name: "Retour à l’accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home")).toBeVisible();
});

test("an event stays upcoming until the end of its day, local time", async ({ page }) => {
  const day = "2026-06-21";
  expect(defaults.events.some((e) => e.date === day)).toBe(true);
  const sameDay = eventsOn(day);
  await openAt(page, "/events", `${day}T23:59:00+02:00`);
  await expect(page.getByText(`${sameDay.upcoming.length} événement(s) à venir`, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /À venir/ })
      .locator("time")
      .first(),
  ).toHaveText("21 juin 2026");

  const nextDay = eventsOn("2026-06-22");
  await openAt(page, "/events", "2026-06-22T00:00:30+02:00");
  await expect(page.getByText(`${nextDay.upcoming.length} événement(s) à venir`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${nextDay.past.length} événement(s) passé(s)`, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /Événements passés/ })
      .locator("time")
      .first(),
  ).toHaveText("21 juin 2026");
});

test("after every event, only the past section is shown", async ({ page }) => {
  await openAt(page, "/events", "2026-11-15T10:00:00+01:00");
  await expect(page.getByText("0 événement(s) à venir", { exact: true })).toBeVisible();
  await expect(page.getByText(`${defaults.events.length} événement(s) passé(s)`, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: /À venir/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Événements passés/ }).getByRole("article")).toHaveCount(defaults.events.length);
});

test("section links from /events go to the home section", { tag: "@layout" }, async ({ page }) => {
  await openAt(page, "/events");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Photos" }).click();
  } else {
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Photos" }).click();
  }
  await expect(page).toHaveURL(/\/#photos$/);
  await expect.poll(() => page.locator("#photos").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
});
