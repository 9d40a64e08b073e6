// The public site in WebKit and Firefox, at a phone's size and a desktop's (playwright.config.ts):
// what a visitor does first, on the default content, by the real clock. The same checks in
// Chromium, in detail, are in home.spec.ts and events.spec.ts.
import type { EnginePage } from "./engine";
import { expect, test, until } from "./fixtures";

const PHONE_WIDTH = 768;

/** Opens a page of the site and waits until the app has taken it over and the fonts are in. */
async function open(page: EnginePage, path: string) {
  await page.goto(path);
  await until(page, "ready", () => document.documentElement.dataset.app);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * From now on, what the page gives navigator.sendBeacon (docs/product.md §24): each beacon's body,
 * and whether the browser took it to send.
 */
const recordBeacons = (page: EnginePage) =>
  page.evaluate(() => {
    const sent: unknown[] = [];
    (window as unknown as { beacons: unknown[] }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const taken = send(url, body);
      void (body as Blob).text().then((text) => sent.push({ url, taken, ...JSON.parse(text) }));
      return taken;
    };
  });
const beacons = (page: EnginePage) => page.evaluate(() => (window as unknown as { beacons?: unknown[] }).beacons ?? []);

const errors = (page: EnginePage) => page.evaluate(() => (window as unknown as { engineErrors?: string[] }).engineErrors ?? ["nothing recorded"]);

/** How far the section's top is from where a link's glide puts it (80 px below the screen's top), once the page is still. */
const offItsPlace = (page: EnginePage, id: string) =>
  page.evaluate(async (selector) => {
    for (let last = -1; last !== scrollY;) {
      last = scrollY;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const top = document.querySelector(selector)!.getBoundingClientRect().top;
    const room = document.documentElement.scrollHeight - innerHeight - scrollY;
    return room < 1 ? 0 : Math.abs(top - 80);
  }, `#${id}`);

// "No error": from the first script in Firefox; in WebKit from the load on (WebDriver classic runs
// nothing earlier), the app's taking over and its fonts standing for what comes before.
test("the home page: the app takes it over with its fonts and no error; the header's links reach Photos and Contact", async ({ visitor, size, shoot }) => {
  const { page } = visitor;
  await open(page, "/");
  const fonts = await page.evaluate(() => {
    const faces: string[] = [];
    document.fonts.forEach((face) => faces.push(`${face.family.replaceAll('"', "")} ${face.status}`));
    return faces;
  });
  expect(fonts).toContain("Unbounded Variable loaded");
  await shoot(page, "home");
  for (const [label, id] of [
    ["Photos", "photos"],
    ["Contact", "contact"],
  ] as const) {
    if (size.width < PHONE_WIDTH) {
      await page.click({ css: "button", name: "Ouvrir le menu" });
      await until(page, true, () => document.querySelector('[role="dialog"][aria-label="Menu"]') !== null);
      if (label === "Photos") await shoot(page, "menu");
      await page.click({ css: '[role="dialog"] a', name: label });
      await until(page, false, () => document.querySelector('[role="dialog"][aria-label="Menu"]') !== null);
    } else {
      await page.click({ css: 'nav[aria-label="Navigation principale"] a', name: label });
    }
    await expect.poll(() => offItsPlace(page, id), { message: `${label}: 80 px below the top` }).toBeLessThanOrEqual(2);
  }
  expect(await errors(page)).toEqual([]);
});

test("the gallery's viewer opens a photo, goes to the next one and closes", async ({ visitor, shoot }) => {
  const { page } = visitor;
  await open(page, "/");
  const [first, second] = await page.evaluate(() =>
    Array.from(document.querySelectorAll("#photos button[aria-label^='Agrandir la photo : ']"), (tile) =>
      tile.getAttribute("aria-label")!.slice("Agrandir la photo : ".length),
    ),
  );
  await page.click({ css: "#photos button", name: `Agrandir la photo : ${first}` });
  // The viewer's name: the photo's title.
  const shown = () => {
    const viewer = document.querySelector('[role="dialog"][aria-modal="true"]');
    return viewer ? (viewer.getAttribute("aria-label") ?? document.getElementById(viewer.getAttribute("aria-labelledby")!)?.textContent ?? "") : null;
  };
  await until(page, first, shown);
  await until(page, "Fermer", () => document.activeElement?.getAttribute("aria-label") ?? null);
  await shoot(page, "viewer");
  await page.press("ArrowRight");
  await until(page, second, shown);
  await page.press("Escape");
  await until(page, null, shown);
  expect(await errors(page)).toEqual([]);
});

test("/events lists the events, and a card opens its event's page", async ({ visitor, shoot }) => {
  const { page } = visitor;
  await open(page, "/events");
  expect(await page.evaluate(() => document.querySelector("h1")?.textContent)).toBe("Tous les événements");
  const card = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>("article a[href^='/events/']")!;
    return { name: link.textContent!.trim(), path: link.getAttribute("href")! };
  });
  await shoot(page, "events");
  await recordBeacons(page);
  await page.click({ css: "article a[href^='/events/']", name: card.name });
  await until(page, card.path, () => location.pathname);
  await until(page, card.name, () => document.querySelector("h1")?.textContent?.trim());
  // The page the app opened itself is told to the Worker, which counts it.
  await until(page, 1, () => ((window as unknown as { beacons?: unknown[] }).beacons ?? []).length);
  expect(await beacons(page)).toEqual([{ url: "/api/stats/beacon", taken: true, name: "view", page: card.path }]);
  await shoot(page, "event");
  expect(await errors(page)).toEqual([]);
});

test("the footer's legal links open the Mentions légales, then the Confidentialité", async ({ visitor, shoot }) => {
  const { page } = visitor;
  await open(page, "/");
  for (const [name, path] of [
    ["Mentions légales", "/mentions-legales"],
    ["Confidentialité", "/confidentialite"],
  ] as const) {
    await page.click({ css: 'nav[aria-label="Informations légales"] a', name });
    await until(page, path, () => location.pathname);
    await until(page, name, () => document.querySelector("h1")?.textContent?.trim());
    await shoot(page, path.slice(1));
  }
  // Opened afresh: a link's navigation starts a page WebKit's recorder is not in yet.
  await open(page, "/confidentialite");
  expect(await errors(page)).toEqual([]);
});

test("the contact's « Vérifier une date » answers « Libre » for a free day and prepares the message", async ({ visitor, shoot }) => {
  const { page } = visitor;
  await open(page, "/");
  await page.click({ css: '#contact a[href="/disponibilites"]' });
  await until(page, "/disponibilites", () => location.pathname);
  await until(page, "Vérifier une date", () => document.querySelector("h1")?.textContent?.trim());
  await until(page, false, () => document.querySelector("table")?.hasAttribute("aria-busy") ?? true);
  await page.click({ css: "button", name: "Mois suivant" });
  await until(page, false, () => document.querySelector("table")?.hasAttribute("aria-busy") ?? true);
  const day = await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-state="free"]')!.dataset.day!);
  await recordBeacons(page);
  await page.click({ css: `[data-day="${day}"]` });
  await until(page, "free", () => document.querySelector<HTMLElement>('[data-testid="availability-answer"]')?.dataset.state);
  await until(page, 1, () => ((window as unknown as { beacons?: unknown[] }).beacons ?? []).length);
  expect(await beacons(page)).toEqual([{ url: "/api/stats/beacon", taken: true, name: "date", page: "/disponibilites", from: "" }]);
  await page.fill({ css: 'input[autocomplete="address-level2"]' }, "Collioure");
  await until(page, true, () => document.querySelector('[data-testid="booking-message"]')?.textContent?.endsWith(" à Collioure.") ?? false);
  const whatsapp = await page.evaluate(() => document.querySelector('a[href^="https://wa.me/"]')!.getAttribute("href")!);
  expect(decodeURIComponent(whatsapp)).toMatch(/^https:\/\/wa\.me\/33648271593\?text=Bonjour, je souhaiterais vous réserver le .+ à Collioure\.$/);
  await shoot(page, "checker");
  expect(await errors(page)).toEqual([]);
});
