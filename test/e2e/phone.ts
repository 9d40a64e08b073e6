// What the admin's browser tests check on a phone (docs/product.md §19, §20): nothing beyond the
// screen's width, every target a finger's size, and each state photographed into screenshots/ to be looked at.
import { expect, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { isMobile } from "./support";

// In the checkout, not a shared folder: two checkouts may run their tests at the same time.
const SHOTS = "screenshots";
mkdirSync(SHOTS, { recursive: true });

/** A state of the page, photographed at the phone's size. */
export async function shoot(page: Page, name: string) {
  if (isMobile(page)) await page.screenshot({ path: `${SHOTS}/admin-phone-${name}.png` });
}

export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The visible buttons, links, inputs and labels of file inputs (of the page and of an open dialog) smaller than a finger (44 px) on a side: their names. */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        [":is(main, [role=dialog]) :is(button, a[href], input:not(.sr-only), select, textarea)", ":is(main, [role=dialog]) label:has(+ input[type=file])"].join(
          ", ",
        ),
      ),
    )
      .filter((element) => element.getClientRects().length > 0 && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map((element) => element.getAttribute("aria-label") || element.textContent?.trim() || element.outerHTML.slice(0, 80)),
  );

export async function openAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
}
