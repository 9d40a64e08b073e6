// The accounts and the admin in WebKit and Firefox, at a phone's size and a desktop's
// (playwright.config.ts), on the accounts' site: what the DJ does from his phone or his computer.
// The same in Chromium, in detail: login.spec.ts, admin*.spec.ts, profile.spec.ts.
import { writeFileSync } from "node:fs";
import { uniqueEmail } from "../accounts";
import type { EnginePage, Target } from "./engine";
import { expect, test, until } from "./fixtures";

const PASSWORD = "Platines-2026";
const MODAL = '[data-testid="admin-form-modal"]';
const field = (name: string): Target => ({ css: `${MODAL} [name="${name}"]` });
const submit: Target = { css: `${MODAL} button[type="submit"]` };
const tag = () => Math.random().toString(36).slice(2, 7);

/** What the API answers, read in the page (with its cookies). */
const api = <T>(page: EnginePage, path: string) => page.evaluate((url) => fetch(url).then((answer) => answer.json()), path) as Promise<T>;
/** A write through the API, from the page: its status. */
const write = (page: EnginePage, method: string, path: string, body?: unknown) =>
  page.evaluate(
    (request) =>
      fetch(request.path, { method: request.method, headers: { "content-type": "application/json" }, body: request.body }).then((answer) => answer.status),
    { method, path, body: body === undefined ? undefined : JSON.stringify(body) },
  );

async function openAdmin(page: EnginePage, tab?: "photos" | "venues" | "profile") {
  await page.goto("/admin");
  await until(page, "Administration", () => document.querySelector("h1")?.textContent?.trim());
  if (tab) {
    await page.click({ css: `#tab-${tab}` });
    await until(page, "true", (id) => document.getElementById(id)?.getAttribute("aria-selected"), `tab-${tab}`);
  }
}

/** The titles shown in the admin's open list, among these. */
const shownOrder = (page: EnginePage, titles: string[]) =>
  page.evaluate(
    (among) =>
      Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) h3'), (title) => title.textContent!.trim()).filter((title) =>
        among.includes(title),
      ),
    titles,
  );

const formGone = (page: EnginePage) => until(page, null, (css) => document.querySelector(css)?.tagName ?? null, MODAL);

test("sign-up through the form, sign-out, then sign-in: each session is kept over a reload", async ({ session, shoot }, testInfo) => {
  const email = uniqueEmail(testInfo, "engine");
  const { page } = session;
  const me = () => page.evaluate(() => fetch("/api/auth/me").then((answer) => answer.json().then((body) => body.user?.email ?? null)));
  await page.goto("/login");
  // The browser draws /login: its outline shows until the form has come.
  await until(page, true, () => document.querySelector('input[name="email"]') !== null);
  await shoot(page, "login");
  /** Fills the form (and the confirmation, signing up), sends it, and checks the session over a reload of /admin. */
  const sendAndCheckSession = async (submit: "Créer le compte" | "Se connecter") => {
    await page.fill({ css: 'input[name="email"]' }, email);
    await page.fill({ css: 'input[name="password"]' }, PASSWORD);
    if (submit === "Créer le compte") await page.fill({ css: 'input[name="confirm-password"]' }, PASSWORD);
    await page.click({ css: "button[type=submit]", name: submit });
    await until(page, "/", () => location.pathname);
    await openAdmin(page);
    expect(await me()).toBe(email);
  };
  await page.click({ css: "button", name: "Créer un compte" });
  await sendAndCheckSession("Créer le compte");

  expect(await page.clickAndAccept({ css: "button", name: "Déconnexion" })).toBe("Êtes-vous sûr de vouloir vous déconnecter ?");
  await until(page, "/", () => location.pathname);
  expect(await me()).toBe(null);

  await page.goto("/login");
  await sendAndCheckSession("Se connecter");
});

test("an event: created with a typed date, edited, deleted, and brought back by « Annuler »", async ({ admin: page, shoot }) => {
  const name = `Soirée moteur ${tag()}`;
  await openAdmin(page);
  await page.click({ css: "button", name: "Ajouter" });
  await page.fill(field("name"), name);
  // Typed as the DJ would, day, month and year with their separators.
  await page.fill(field("date"), "20/06/2031");
  expect(await page.evaluate((css) => document.querySelector<HTMLInputElement>(css)!.value, field("date").css)).toBe("2031-06-20");
  await page.fill(field("time"), "21:00 - 03:00");
  await page.fill(field("venue"), "Quai du Port, Canet-en-Roussillon");
  await page.fill(field("image"), "/media/event-club.webp");
  await page.fill(field("description"), "Une soirée de test sur le port.");
  await shoot(page, "event-form");
  await page.click(submit);
  await formGone(page);
  type Stored = { id: number; name: string; date: string; time: string; description: string };
  const stored = (await api<Stored[]>(page, "/api/events")).find((event) => event.name === name);
  expect(stored).toMatchObject({ date: "2031-06-20", time: "21:00 - 03:00", description: "Une soirée de test sur le port." });

  await page.click({ css: "button", name: `Modifier « ${name} »` });
  await page.fill(field("time"), "22:00 - 04:00");
  await page.click(submit);
  await formGone(page);
  await expect.poll(async () => (await api<Stored[]>(page, "/api/events")).find((event) => event.id === stored!.id)?.time).toBe("22:00 - 04:00");

  expect(await page.clickAndAccept({ css: "button", name: `Supprimer « ${name} »` })).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
  await until(page, "Élément supprimé", () => document.querySelector('[data-testid="undo-toast"]')?.textContent?.replace("Annuler", "").trim());
  await shoot(page, "undo-toast");
  await expect.poll(async () => (await api<Stored[]>(page, "/api/events")).some((event) => event.id === stored!.id)).toBe(false);
  await page.click({ css: '[data-testid="undo-toast"] button', name: "Annuler" });
  await expect.poll(async () => (await api<Stored[]>(page, "/api/events")).some((event) => event.id === stored!.id)).toBe(true);
  expect(await write(page, "DELETE", `/api/events/${stored!.id}`)).toBe(204);
});

test("a photo file is scaled down in the browser, sent, and shown", async ({ admin: page, shoot }, testInfo) => {
  const title = `Photo moteur ${tag()}`;
  // A 3200 x 1800 photo of noise, drawn by the engine itself.
  const jpeg = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 3200, height: 1800 });
    const context = canvas.getContext("2d")!;
    const pixels = context.createImageData(3200, 1800);
    for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : Math.random() * 255;
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL("image/jpeg", 0.6).split(",")[1];
  });
  const file = testInfo.outputPath("soiree.jpg");
  writeFileSync(file, Buffer.from(jpeg, "base64"));

  await openAdmin(page, "photos");
  await page.click({ css: "button", name: "Ajouter" });
  await page.fill(field("title"), title);
  await page.fill(field("description"), "Envoyée depuis un autre moteur.");
  await page.click({ css: `${MODAL} [role="radio"]`, name: "Fichier" });
  await page.upload({ css: `${MODAL} input[type="file"]` }, file);
  await expect.poll(() => page.evaluate((css) => document.querySelector(css)?.textContent ?? "", MODAL), { timeout: 60_000 }).toContain("Image envoyée");
  await shoot(page, "photo-form");
  await page.click(submit);
  await formGone(page);
  type Stored = { id: number; title: string; image: string };
  const stored = (await api<Stored[]>(page, "/api/photos")).find((photo) => photo.title === title)!;
  expect(stored.image).toMatch(/^\/images\/[0-9a-f]{64}\.jpg$/);
  const size = (path: string) =>
    page.evaluate(
      (src) =>
        new Promise<number[]>((resolve) => {
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => resolve([0, 0]);
          image.src = src;
        }),
      path,
    );
  expect(await size(stored.image)).toEqual([2560, 1440]);
  expect(await size(`${stored.image}?w=800`)).toEqual([800, 450]);
  expect(await write(page, "DELETE", `/api/photos/${stored.id}`)).toBe(204);
});

test("Profil: the stored profile in its fields; a bad email is refused in French, and leaving asks first", async ({ admin: page, shoot }) => {
  const profile = await api<{ email: string }>(page, "/api/profile");
  await openAdmin(page, "profile");
  const email = { css: 'form[aria-label="Profil"] [name="email"]' };
  const value = () => page.evaluate((css) => document.querySelector<HTMLInputElement>(css)!.value, email.css);
  expect(await value()).toBe(profile.email);
  await page.fill(email, "contact@");
  await page.click({ css: 'form[aria-label="Profil"] button[type="submit"]' });
  await until(page, true, () => document.querySelector('form[aria-label="Profil"]')!.textContent!.includes("Adresse email invalide"));
  await shoot(page, "profile-error");
  expect(await value()).toBe("contact@");
  expect((await api<{ email: string }>(page, "/api/profile")).email).toBe(profile.email);
  expect(await page.clickAndAccept({ css: "#tab-photos" })).toBe("Vos modifications du profil ne sont pas enregistrées. Quitter sans enregistrer ?");
});

test("the order by hand: a drag up, a drag down, and « Monter », which keeps the focus", async ({ admin: page, shoot }) => {
  const titles = ["A", "B", "C"].map((letter) => `Lieu moteur ${tag()} ${letter}`);
  for (const name of titles) {
    expect(await write(page, "POST", "/api/venues", { name, location: "Perpignan", description: "Un lieu de test", image: "/media/photo-04.webp" })).toBe(201);
  }
  // Each new venue goes first: the last created is on top.
  const [bottom, middle, top] = titles;
  const venues = async () => (await api<{ name: string }[]>(page, "/api/venues")).map((venue) => venue.name);
  const stored = async () => (await venues()).filter((name) => titles.includes(name));
  await openAdmin(page, "venues");
  await expect.poll(() => shownOrder(page, titles)).toEqual([top, middle, bottom]);

  /** Drags the handle of `title` onto the upper part of the row of `onto`. */
  const drag = async (title: string, onto: string) => {
    const points = await page.evaluate(
      ({ handle, target }) => {
        const grip = document.querySelector(`[aria-label="${handle}"]`)!;
        grip.scrollIntoView({ block: "center" });
        const from = grip.getBoundingClientRect();
        const row = Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) [data-testid="admin-item"]')).find((item) =>
          item.textContent!.includes(target),
        )!;
        const to = row.getBoundingClientRect();
        return { from: { x: from.x + from.width / 2, y: from.y + from.height / 2 }, to: { x: to.x + to.width / 4, y: to.y + to.height / 4 } };
      },
      { handle: `Déplacer « ${title} » (glisser)`, target: onto },
    );
    await page.drag(points.from, points.to);
  };
  await drag(bottom, top);
  await expect.poll(stored).toEqual([bottom, top, middle]);
  expect(await shownOrder(page, titles)).toEqual([bottom, top, middle]);
  await drag(bottom, middle);
  await expect.poll(stored).toEqual([top, middle, bottom]);
  await shoot(page, "venues-dragged");

  // « Monter » keeps the focus on itself, or, once the venue is first of all (other tests add
  // venues on top meanwhile), on « Descendre », its « Monter » off. Read at once: the focus must not
  // wander, even for a moment.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);
  await page.click({ css: "button", name: `Monter « ${middle} »` });
  await expect.poll(() => shownOrder(page, titles)).toEqual([middle, top, bottom]);
  const firstOfAll = (await shownOrder(page, await venues()))[0] === middle;
  expect(await focused()).toBe(firstOfAll ? `Descendre « ${middle} »` : `Monter « ${middle} »`);
  await expect.poll(stored).toEqual([middle, top, bottom]);
  await page.click({ css: "button", name: `Descendre « ${middle} »` });
  await expect.poll(() => shownOrder(page, titles)).toEqual([top, middle, bottom]);
  expect(await focused()).toBe(`Descendre « ${middle} »`);
  await expect.poll(stored).toEqual([top, middle, bottom]);
  for (const venue of await api<{ id: number; name: string }[]>(page, "/api/venues")) {
    if (titles.includes(venue.name)) expect(await write(page, "DELETE", `/api/venues/${venue.id}`)).toBe(204);
  }
});

test("a second window's home page follows the admin's change live", async ({ admin: page, session, shoot }) => {
  const title = `Photo en direct ${tag()}`;
  const home = await session.open();
  await home.goto("/");
  await until(home, "ready", () => document.documentElement.dataset.app);
  expect(await write(page, "POST", "/api/photos", { title, description: "Ajoutée en direct", image: "/media/photo-03.webp" })).toBe(201);
  await until(home, true, (alt) => Array.from(document.querySelectorAll("#photos img")).some((image) => image.getAttribute("alt") === alt), title);
  await shoot(home, "live");
  const created = (await api<{ id: number; title: string }[]>(page, "/api/photos")).find((photo) => photo.title === title)!;
  expect(await write(page, "DELETE", `/api/photos/${created.id}`)).toBe(204);
  await until(home, false, (alt) => Array.from(document.querySelectorAll("#photos img")).some((image) => image.getAttribute("alt") === alt), title);
});
