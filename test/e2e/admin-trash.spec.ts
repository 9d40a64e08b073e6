// The admin forgives a wrong tap and sets the order by hand (docs/product.md §20), in Chromium (with a
// finger at 390x844): a delete then « Annuler » brings the photo back in its place; a deleted photo
// is in the « Corbeille » and restored from it; a photo dragged to the first place is first on the
// home page of a second tab, without a reload (the daily job's purge is in local-state.spec.ts).
// Other specs change the photos at the same time, so each test works on photos of its own and checks
// their order among those it knows.
import type { Page } from "@playwright/test";
import { expect, test } from "./accounts";
import { openAdmin, scrollsSideways, shoot, smallTargets } from "./phone";
import { createPhotos, tagOf, type Photo } from "./photos";
import { isMobile, requireChromium } from "./support";

requireChromium();

/** The titles of the admin's photo grid, in its order, among `titles`. */
const gridOrder = async (page: Page, titles: string[]) =>
  (await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).allTextContents()).filter((title) => titles.includes(title));

async function openPhotos(page: Page) {
  await openAdmin(page);
  await page.getByRole("tab", { name: /Photos/ }).click();
}

/** Drags the handle onto the target: with a finger (touch events) on a phone, with the mouse on a desktop. */
async function drag(page: Page, handleName: string, targetTitle: string) {
  const handle = page.getByRole("img", { name: handleName });
  // Mid-screen, the target beside or below it: a drag from the screen's edge may scroll the page instead.
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const from = (await handle.boundingBox())!;
  const to = (await page.getByRole("tabpanel").getByTestId("admin-item").filter({ hasText: targetTitle }).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 4, y: to.y + to.height / 4 };
  const steps = 12;
  if (isMobile(page)) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: { x: number; y: number }) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });
    await touch("touchStart", start);
    for (let step = 1; step <= steps; step += 1) {
      await touch("touchMove", { x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps });
    }
    await touch("touchEnd");
    await cdp.detach();
  } else {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps });
    await page.mouse.up();
  }
}

test("a delete then « Annuler » brings the photo back in its place", async ({ adminPage: page }) => {
  const tag = tagOf();
  const titles = ["A", "B", "C"].map((letter) => `Annuler ${tag} ${letter}`);
  await createPhotos(page, titles);
  const shown = [...titles].reverse();
  await openPhotos(page);
  await expect.poll(() => gridOrder(page, titles)).toEqual(shown);

  page.once("dialog", (question) => void question.accept());
  await page.getByRole("button", { name: `Supprimer « ${shown[1]} »` }).click();
  const toast = page.getByTestId("undo-toast");
  await expect(toast).toContainText("Élément supprimé");
  await expect.poll(() => gridOrder(page, titles)).toEqual([shown[0], shown[2]]);
  if (isMobile(page)) {
    // Above the thumb's resting place: its bottom at least 80 px above the screen's.
    const box = (await toast.boundingBox())!;
    expect(844 - (box.y + box.height)).toBeGreaterThanOrEqual(80);
    expect(await smallTargets(page)).toEqual([]);
  }
  await shoot(page, "undo-toast");

  // A form opened meanwhile is above the toast: no field hides behind it.
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Ajouter une photo" });
  await expect(form).toBeVisible();
  const box = (await toast.boundingBox())!;
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"], [data-testid="undo-toast"]')?.getAttribute("role"),
    {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    },
  );
  expect(topmost).toBe("dialog");
  await form.getByRole("button", { name: "Annuler" }).click();
  await expect(form).toBeHidden();

  await toast.getByRole("button", { name: "Annuler" }).click();
  await expect(toast).toContainText("Élément restauré");
  await expect.poll(() => gridOrder(page, titles)).toEqual(shown);
  // Stored as it was: the list of the API has it back, in its place.
  const stored = ((await (await page.request.get("/api/photos")).json()) as Photo[]).map((photo) => photo.title).filter((title) => titles.includes(title));
  expect(stored).toEqual(shown);
  await shoot(page, "undo-done");
});

test("a deleted photo is in the Corbeille, and restored from it", async ({ adminPage: page }) => {
  const tag = tagOf();
  const [photo] = await createPhotos(page, [`Corbeille ${tag}`]);
  await openPhotos(page);

  page.once("dialog", (question) => void question.accept());
  await page.getByRole("button", { name: `Supprimer « ${photo.title} »` }).click();
  await expect(page.getByTestId("undo-toast")).toContainText("Élément supprimé");
  await expect(page.getByRole("heading", { level: 3, name: photo.title })).toBeHidden();

  await page.getByRole("button", { name: "Corbeille", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Corbeille" });
  await expect(dialog).toContainText("Les éléments supprimés restent ici 30 jours, puis sont supprimés définitivement.");
  const row = dialog.getByTestId("trash-item").filter({ hasText: photo.title });
  await expect(row).toContainText(/Supprimé le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}/);
  if (isMobile(page)) {
    expect(await smallTargets(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  }
  await shoot(page, "trash");

  await row.getByRole("button", { name: `Restaurer « ${photo.title} »` }).click();
  await expect(dialog.getByRole("status").filter({ hasText: `« ${photo.title} » a été restauré.` })).toBeVisible();
  await expect(row).toBeHidden();
  await shoot(page, "trash-restored");
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(page.getByRole("heading", { level: 3, name: photo.title })).toBeVisible();
  const home = await (await page.request.get("/api/photos")).json();
  expect((home as Photo[]).some((item) => item.id === photo.id)).toBe(true);
});

// A finger's drag on a phone, the mouse's on a desktop: both sizes.
test("a photo dragged to the first place is first on the home page of a second tab", { tag: "@layout" }, async ({ adminPage: page }) => {
  const tag = tagOf();
  const titles = ["A", "B", "C"].map((letter) => `Glisser ${tag} ${letter}`);
  await createPhotos(page, titles);
  const [first, second, last] = [...titles].reverse();

  // A visitor's tab on the home page, open before the move.
  const visitor = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await visitor.goto(test.info().project.use.baseURL!);
  await expect(visitor.locator("html")).toHaveAttribute("data-app", "ready");
  const galleryOrder = async () =>
    (await visitor.locator("#photos img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))).filter((alt) =>
      titles.includes(alt),
    );
  await expect.poll(galleryOrder).toEqual([first, second, last]);

  await openPhotos(page);
  await expect.poll(() => gridOrder(page, titles)).toEqual([first, second, last]);
  await drag(page, `Déplacer « ${last} » (glisser)`, first);
  await expect.poll(() => gridOrder(page, titles)).toEqual([last, first, second]);
  await shoot(page, "dragged");

  // Stored, and on the visitor's page at once (the live update), first of them all.
  await expect.poll(galleryOrder).toEqual([last, first, second]);
  const stored = ((await (await page.request.get("/api/photos")).json()) as Photo[]).map((photo) => photo.title);
  expect(stored.indexOf(last)).toBeLessThan(stored.indexOf(first));
  await visitor.close();
});

// The other way: the handle's element moves down the page under the pointer as the list reorders,
// which drops its pointer capture; the window follows the drag, and the release saves it.
test("a photo dragged to a later place is saved there", { tag: "@layout" }, async ({ adminPage: page }) => {
  const tag = tagOf();
  const titles = ["A", "B", "C"].map((letter) => `Descendre ${tag} ${letter}`);
  await createPhotos(page, titles);
  const [first, second, last] = [...titles].reverse();
  await openPhotos(page);
  await expect.poll(() => gridOrder(page, titles)).toEqual([first, second, last]);
  // To a later place: the next one on a phone (its second column: the third is below the screen), the last on a desktop.
  const target = isMobile(page) ? second : last;
  const expected = isMobile(page) ? [second, first, last] : [second, last, first];
  await drag(page, `Déplacer « ${first} » (glisser)`, target);
  await expect.poll(() => gridOrder(page, titles)).toEqual(expected);
  const stored = async () =>
    ((await (await page.request.get("/api/photos")).json()) as Photo[]).map((photo) => photo.title).filter((title) => titles.includes(title));
  await expect.poll(stored).toEqual(expected);
  // Nothing stays lifted: the handle no longer looks dragged.
  await expect(page.getByTestId("admin-item").filter({ hasText: first })).not.toHaveClass(/scale-\[1\.03\]/);
});

test("« Monter » and « Descendre » move a venue one place, and keep the focus", async ({ adminPage: page }) => {
  const tag = tagOf();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const titles = ["A", "B", "C"].map((letter) => `Lieu ${tag} ${letter}`);
  for (const name of titles) {
    const res = await page.request.post("/api/venues", {
      data: { name, location: "Perpignan", description: "Un lieu de test", image: "/media/photo-04.webp" },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  const [c, b, a] = titles;
  const order = async () => (await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).allTextContents()).filter((title) => titles.includes(title));
  await openAdmin(page);
  await page.getByRole("tab", { name: /Lieux/ }).click();
  await expect.poll(order).toEqual([a, b, c]);

  await page.getByRole("button", { name: `Descendre « ${a} »` }).click();
  await expect.poll(order).toEqual([b, a, c]);
  await expect(page.getByRole("button", { name: `Descendre « ${a} »` })).toBeFocused();
  if (isMobile(page)) {
    expect(await smallTargets(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  }
  await shoot(page, "venues-order");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: `Monter « ${a} »` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(order).toEqual([a, b, c]);
  // First of all the venues, « Monter » is off: the focus goes to « Descendre ».
  await expect(page.getByRole("button", { name: `Descendre « ${a} »` })).toBeFocused();
  const stored = ((await (await page.request.get("/api/venues")).json()) as { name: string }[])
    .map((venue) => venue.name)
    .filter((name) => titles.includes(name));
  expect(stored).toEqual([a, b, c]);
});
