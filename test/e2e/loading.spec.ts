// A page whose script is slow to come, or never comes (docs/product.md §13): a page the browser
// renders shows its outline at once; a chunk that fails or stalls is asked again under another
// address, and the page comes; one that cannot come at all is said, in French, with « Recharger ».
import { expect, test } from "@playwright/test";
import { requireChromium } from "./support";

requireChromium();

/** The Login page's chunk: the only script /login asks for after the app's. */
const LOGIN_CHUNK = /\/assets\/Login-[\w-]+\.js/;
const NOTICE = "Une partie de la page n’a pas pu être chargée : la connexion est peut-être lente ou coupée.";

test("/admin shows its outline at once, before any script has come", async ({ page }) => {
  await page.route(/\/assets\/.*\.js/, () => undefined); // held: never answered
  await page.goto("/admin", { waitUntil: "commit" });
  const skeleton = page.locator("#page-skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator(".rounded-2xl")).toHaveCount(3);
  await expect(page.locator("#root")).toBeEmpty();
});

test("a page's chunk that fails once is asked again, and the page comes without its outline", async ({ page }) => {
  const asked: string[] = [];
  await page.route(LOGIN_CHUNK, (route) => {
    asked.push(new URL(route.request().url()).search);
    return asked.length === 1 ? route.abort() : route.fallback();
  });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  expect(asked).toEqual(["", "?again"]);
  await expect(page.locator("#page-skeleton")).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: NOTICE })).toHaveCount(0);
});

test("a page's chunk that stalls is asked again after 15 s, and the page comes", async ({ page }) => {
  test.setTimeout(60_000);
  await page.route(LOGIN_CHUNK, (route) => (new URL(route.request().url()).search === "?again" ? route.fallback() : undefined));
  await page.goto("/login", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible({ timeout: 40_000 });
});

test("a chunk that cannot come is said in French, and « Recharger » loads the page again", async ({ page }) => {
  await page.route(LOGIN_CHUNK, (route) => route.abort());
  await page.goto("/login");
  const notice = page.getByRole("alert").filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  await page.unroute(LOGIN_CHUNK);
  await notice.getByRole("button", { name: "Recharger" }).click();
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
