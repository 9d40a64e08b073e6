// The audience figures (docs/product.md §24), in Chromium at 390x844 and 1440x900: the DJ keeps
// « Statistiques » open; a visitor, in a browser of his own, arrives from Instagram, checks a date and
// taps WhatsApp; within seconds the DJ's tab shows one more visit, date checked and WhatsApp, and
// Instagram among the sources, without a reload. axe finds nothing in the tab.
import type { Locator, Page } from "@playwright/test";
import { addDays } from "../../shared/event-time";
import { axeViolations } from "./axe";
import { expect, test } from "./accounts";
import { openAdmin, scrollsSideways, shoot } from "./phone";
import { requireChromium } from "./support";

requireChromium();

/** A browser as a visitor's, not a headless one (which the figures leave out, as a robot). */
const USER_AGENTS = {
  mobile: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** A key figure of the tab, as a number (« 2 147 » → 2147); 0 while the period has none (the tab says so instead). */
async function figure(panel: Locator, label: string): Promise<number> {
  const box = panel
    .locator("dl > div")
    .filter({ has: panel.page().getByText(label, { exact: true }) })
    .locator("dd");
  if ((await box.count()) === 0) return 0;
  return Number(((await box.first().textContent()) ?? "").replace(/\D/g, ""));
}

async function openStats(page: Page): Promise<Locator> {
  await openAdmin(page);
  await page.getByRole("tab", { name: "Statistiques" }).click();
  const panel = page.getByRole("tabpanel", { name: "Statistiques" });
  await expect(panel.getByRole("button", { name: "30 jours" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByText(/^Du .+ au .+$/)).toBeVisible();
  return panel;
}

test(
  "a visit from Instagram, a date checked and a tap on WhatsApp show in the DJ's « Statistiques » within seconds",
  { tag: "@layout" },
  async ({ adminPage: page, browser }, testInfo) => {
    const panel = await openStats(page);
    const before = { visits: await figure(panel, "Visites"), dates: await figure(panel, "Dates vérifiées"), whatsapp: await figure(panel, "WhatsApp") };

    const phone = testInfo.project.name.startsWith("mobile");
    const visitorContext = await browser.newContext({ ...testInfo.project.use, storageState: undefined, userAgent: USER_AGENTS[phone ? "mobile" : "desktop"] });
    // WhatsApp opens in a tab of its own: answered here, the test has no network.
    await visitorContext.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "WhatsApp" }));
    const visitor = await visitorContext.newPage();
    await visitor.goto("/", { referer: "https://l.instagram.com/" });
    await expect(visitor.locator("html")).toHaveAttribute("data-app", "ready");
    const link = visitor.locator("#contact").getByRole("link", { name: /Vérifier une date/ });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(visitor).toHaveURL(/\/disponibilites$/);
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    // A day of this month or the next, shown either way: the calendar opens on this month.
    const day = addDays(today, 3);
    if (!day.startsWith(today.slice(0, 7))) await visitor.getByRole("button", { name: "Mois suivant" }).click();
    await visitor.getByRole("main").locator(`[data-day="${day}"]`).click();
    await expect(visitor.getByTestId("availability-answer")).toBeVisible();
    const whatsapp = visitor.getByRole("main").getByRole("link", { name: "WhatsApp (nouvel onglet)" });
    const opened = visitorContext.waitForEvent("page");
    await whatsapp.click();
    await (await opened).close();

    // The DJ's tab, untouched: the figures' channel tells it.
    await expect.poll(() => figure(panel, "Visites"), { timeout: 15_000 }).toBeGreaterThan(before.visits);
    await expect.poll(() => figure(panel, "WhatsApp"), { timeout: 15_000 }).toBeGreaterThan(before.whatsapp);
    await expect.poll(() => figure(panel, "Dates vérifiées"), { timeout: 15_000 }).toBeGreaterThan(before.dates);
    await expect(panel.getByRole("region", { name: "Sources" })).toContainText("instagram.com");
    // Each day's figures, under the chart: today's row first.
    await panel.locator("summary", { hasText: "Chiffres par jour" }).click();
    const todayInFrench = new Date().toLocaleDateString("fr-FR", { timeZone: "Europe/Paris", weekday: "long", day: "numeric", month: "long", year: "numeric" });
    await expect(panel.getByRole("table", { name: "Chiffres par jour" }).getByRole("row").nth(1)).toContainText(todayInFrench);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, "main")).toEqual([]);
    await shoot(page, "statistics");
    await visitorContext.close();
  },
);
