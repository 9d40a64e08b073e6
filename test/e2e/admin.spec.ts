// /admin in Chromium (docs/product.md §2, §4, §5): the redirect, the page, creating, editing and deleting an
// event, a photo (with a real file upload, scaled down in the browser, and its 800 px copy) and a
// venue, the upload alerts, refused writes rolled back with their message, Mode local, and a second
// tab following the changes live. Every item a test creates carries a unique name and is deleted by that test;
// default items are never changed.
import type { Page } from "@playwright/test";
import { expect, signUpThroughApi, test, uniqueEmail } from "./accounts";
import { requireChromium } from "./support";

requireChromium();

const PERMISSION_DENIED = "Votre compte n'a pas le droit de modifier le contenu du site.";

/** A unique name for an item of this test. */
const unique = (label: string, project: string) => `${label} ${project} ${Math.random().toString(36).slice(2, 7)}`;

const item = (page: Page, name: string) => page.getByTestId("admin-item").filter({ hasText: name });
const modal = (page: Page) => page.getByTestId("admin-form-modal");
const field = (page: Page, label: string) => modal(page).getByLabel(label, { exact: true });

async function openAdmin(page: Page, tab?: "Photos" | "Lieux") {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  if (tab) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
}

/** Accepts the next native dialog and answers its message. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

/** « Annuler » on a form with changes: the question it asks (docs/product.md §19) accepted, and the form gone. */
async function closeWithChanges(page: Page) {
  const question = acceptNextDialog(page);
  await modal(page).getByRole("button", { name: "Annuler" }).click();
  expect(await question).toBe("Vos modifications ne sont pas enregistrées. Fermer sans enregistrer ?");
  await expect(modal(page)).toHaveCount(0);
}

async function list<T>(page: Page, collection: "events" | "photos" | "venues"): Promise<T[]> {
  return (await page.request.get(`/api/${collection}`)).json();
}

/** A real image drawn in the page: noise (different every time), so that it stays big once compressed. */
async function drawnImage(page: Page, width: number, height: number, type: "image/jpeg" | "image/png", quality = 0.5): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type, quality, start }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(width, height);
      let seed = start;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        pixels.data[i] = seed & 255;
        pixels.data[i + 1] = (seed >> 8) & 255;
        pixels.data[i + 2] = (seed >> 16) & 255;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, type, quality, start: Math.floor(Math.random() * 1_000_000) },
  );
  return Buffer.from(base64, "base64");
}

/** The width and height of the image at `src`, decoded in the page. */
function naturalSize(page: Page, src: string): Promise<number[]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, src);
}

/** Bytes added after a PNG's end: decoders stop at IEND, so the file grows to any size and stays valid. */
const padded = (png: Buffer, size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

test("signed out, /admin sends to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
});

test("the page: title, Synchronisé, the tabs, the lists and the forms", async ({ adminPage: page }) => {
  await openAdmin(page);
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveText("Synchronisé");
  // Green: the admin's own style sheet, loaded with its code, is in place (no public page uses that colour).
  const [red, green] = await status.evaluate((el) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(green).toBeGreaterThan(red + 60);

  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(tabs).toHaveText([/^Événements/, /^Photos/, /^Mixes/, /^Lieux/, /^Avis/, /^Disponibilités/, /^Demandes/, /^Statistiques/, /^Profil/]);
  await expect(page.getByRole("tab", { name: "Événements" })).toHaveAttribute("aria-selected", "true");
  // Events: name, French date and venue, with edit and delete.
  const event = item(page, "Halloween Disco Night");
  await expect(event).toContainText("31 octobre 2026");
  await expect(event).toContainText("Le Vinyle Salé, Quai de l’Aigue, Canet-en-Roussillon");
  await expect(event.getByRole("button", { name: "Modifier « Halloween Disco Night »" })).toBeVisible();
  await expect(event.getByRole("button", { name: "Supprimer « Halloween Disco Night »" })).toBeVisible();

  // The event form: date picker, time placeholder, 4-row description.
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter un événement" })).toBeVisible();
  await expect(field(page, "Nom")).toBeFocused();
  await expect(field(page, "Date")).toHaveAttribute("type", "date");
  await expect(field(page, "Horaires")).toHaveAttribute("placeholder", "20:00 - 02:00");
  await expect(field(page, "Description")).toHaveAttribute("rows", "4");
  for (const label of ["Nom", "Date", "Horaires", "Lieu", "Description"]) await expect(field(page, label)).toHaveAttribute("required", "");
  await expect(field(page, "Lien billetterie")).not.toHaveAttribute("required", "");
  // Empty, nothing is sent and each field says what is missing.
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page).getByText("Ce champ est obligatoire")).toHaveCount(6);
  await modal(page).getByRole("button", { name: "Annuler" }).click();
  await expect(modal(page)).toHaveCount(0);

  // Photos: a grid of images with their titles.
  await page.getByRole("tab", { name: "Photos" }).click();
  const photo = item(page, "Coucher de soleil aux platines");
  await expect(photo.locator("img")).toHaveAttribute("src", "/media/photo-01.webp");
  await expect(photo.getByRole("button", { name: /^Modifier/ })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter une photo" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Venues: name and location.
  await page.getByRole("tab", { name: "Lieux" }).click();
  await expect(item(page, "Les Voiles Pourpres")).toContainText("Canet-en-Roussillon");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter un lieu" })).toBeVisible();
  await expect(field(page, "Localisation")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal(page)).toHaveCount(0);

  // The tabs follow the arrow keys, from the last (Profil) round to the first.
  await page.getByRole("tab", { name: "Lieux" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: /^Avis/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Disponibilités" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: /^Demandes/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Statistiques" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Profil" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Événements" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Événements" })).toHaveAttribute("aria-selected", "true");
});

test("the forms take a phone's whole width, and 42rem at most of a larger screen", { tag: "@layout" }, async ({ adminPage: page }) => {
  await openAdmin(page);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Ajouter un événement" })).toBeVisible();
  const width = await modal(page).evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(Math.min(page.viewportSize()!.width, 672)); // max-w-2xl = 42rem
});

test("an event: create, edit, delete", async ({ adminPage: page }, testInfo) => {
  const name = unique("Soirée test", testInfo.project.name);
  await openAdmin(page);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Nom").fill(name);
  await field(page, "Date").fill("2031-06-20");
  await field(page, "Horaires").fill("21:00 - 03:00");
  await field(page, "Lieu").fill("Quai du Port, Canet-en-Roussillon");
  await field(page, "Adresse de l’image").fill("/media/event-club.webp");
  await expect(modal(page).getByTestId("image-preview")).toHaveAttribute("src", "/media/event-club.webp");
  await field(page, "Description").fill("Une soirée de test sur le port.");
  await field(page, "Lien billetterie").fill("https://billetterie.example.com/soiree");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page)).toHaveCount(0);

  const row = item(page, name);
  await expect(row).toContainText("20 juin 2031");
  await expect(row).toContainText("Quai du Port, Canet-en-Roussillon");
  type Stored = { id: number; name: string; time: string; ticketLink: string | null; date: string };
  const stored = (await list<Stored>(page, "events")).find((event) => event.name === name);
  expect(stored).toMatchObject({ date: "2031-06-20", time: "21:00 - 03:00", ticketLink: "https://billetterie.example.com/soiree" });

  // Edit: the form starts from the stored values.
  await row.getByRole("button", { name: `Modifier « ${name} »` }).click();
  await expect(page.getByRole("dialog", { name: "Modifier l’événement" })).toBeVisible();
  await expect(field(page, "Nom")).toHaveValue(name);
  await expect(field(page, "Date")).toHaveValue("2031-06-20");
  await field(page, "Horaires").fill("22:00 - 04:00");
  await field(page, "Nom").fill(`${name} (modifiée)`);
  await modal(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(item(page, `${name} (modifiée)`)).toBeVisible();
  const edited = (await list<Stored>(page, "events")).find((event) => event.id === stored!.id);
  expect(edited).toMatchObject({ name: `${name} (modifiée)`, time: "22:00 - 04:00" });

  // Delete, after the question.
  const question = acceptNextDialog(page);
  await item(page, `${name} (modifiée)`)
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  expect(await question).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
  await expect(item(page, name)).toHaveCount(0);
  await expect.poll(async () => (await list<Stored>(page, "events")).some((event) => event.id === stored!.id)).toBe(false);
});

test("a photo: create with a file upload (scaled down, with progress, then an 800 px copy), edit without a new file, delete", async ({
  adminPage: page,
}, testInfo) => {
  const title = unique("Photo test", testInfo.project.name);
  await openAdmin(page, "Photos");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Titre").fill(title);
  await field(page, "Description").fill("Envoyée depuis le test.");
  await modal(page).getByRole("radio", { name: "Fichier" }).click();
  await expect(modal(page).getByRole("radio", { name: "Fichier" })).toHaveAttribute("aria-checked", "true");

  // A 3200 x 1800 photo, more than 2 MB (2.4 MB at this quality; about 2.0 at 0.5, below 2 for
  // some noise): slow the upload down to watch the progress bar.
  const photo = await drawnImage(page, 3200, 1800, "image/jpeg", 0.6);
  expect(photo.length).toBeGreaterThan(2_000_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2_000_000 });
  // Every value the bar shows is recorded in the page: polling it from here could miss a fast upload.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { uploadProgress: seen });
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
      if (value) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  await modal(page).locator('input[type="file"]').setInputFiles({ name: "soiree.jpg", mimeType: "image/jpeg", buffer: photo });
  const bar = modal(page).getByRole("progressbar", { name: "Envoi de l’image" });
  // The browser scales the 3200 px photo down first: seconds on a busy 2-core machine.
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect(modal(page).getByRole("button", { name: "Envoi de l’image..." })).toBeDisabled();
  await expect(modal(page).getByText(/Image envoyée/)).toBeVisible({ timeout: 30_000 });
  const progress = await page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
  expect(Math.max(0, ...progress)).toBeGreaterThan(0);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(modal(page).getByTestId("image-preview")).toHaveAttribute("src", /^blob:/);

  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(item(page, title)).toBeVisible();
  type Stored = { id: number; title: string; image: string };
  const stored = (await list<Stored>(page, "photos")).find((entry) => entry.title === title)!;
  expect(stored.image).toMatch(/^\/images\/[0-9a-f]{64}\.jpg$/);
  // Scaled down in the browser to 2560 px on the long side.
  expect(await naturalSize(page, stored.image)).toEqual([2560, 1440]);
  await expect(item(page, title).locator("img")).toHaveAttribute("src", stored.image);
  // Followed by an 800 px copy, which the home page's gallery offers to small screens.
  expect(await naturalSize(page, `${stored.image}?w=800`)).toEqual([800, 450]);
  await page.goto("/");
  await expect(page.locator("#photos").getByRole("img", { name: title, exact: true })).toHaveAttribute(
    "srcset",
    `${stored.image}?w=800 800w, ${stored.image} 2560w`,
  );
  await openAdmin(page, "Photos");

  // Editing needs no new file: the image stays.
  await item(page, title)
    .getByRole("button", { name: `Modifier « ${title} »` })
    .click();
  await expect(page.getByRole("dialog", { name: "Modifier la photo" })).toBeVisible();
  await expect(modal(page).getByTestId("image-preview")).toHaveAttribute("src", stored.image);
  await field(page, "Titre").fill(`${title} bis`);
  await modal(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect
    .poll(async () => (await list<Stored>(page, "photos")).find((entry) => entry.id === stored.id))
    .toMatchObject({
      title: `${title} bis`,
      image: stored.image,
    });

  const question = acceptNextDialog(page);
  await item(page, `${title} bis`)
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  expect(await question).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
  await expect(item(page, title)).toHaveCount(0);
  await expect.poll(async () => (await list<Stored>(page, "photos")).some((entry) => entry.id === stored.id)).toBe(false);
  // Nothing shows the upload any more, but it stays until the daily sweep, 24 h on (the same file
  // may be sent again for another form meanwhile): still served, with its copy.
  expect((await page.request.get(stored.image)).status()).toBe(200);
  expect((await page.request.get(`${stored.image}?w=800`)).status()).toBe(200);
});

test("a venue: create, edit, delete", async ({ adminPage: page }, testInfo) => {
  const name = unique("Lieu test", testInfo.project.name);
  await openAdmin(page, "Lieux");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Nom").fill(name);
  await field(page, "Localisation").fill("Port-Vendres");
  await field(page, "Adresse de l’image").fill("/media/venue-orbital.webp");
  await field(page, "Description").fill("Un lieu de test.");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(item(page, name)).toContainText("Port-Vendres");
  type Stored = { id: number; name: string; location: string };
  const stored = (await list<Stored>(page, "venues")).find((venue) => venue.name === name)!;
  expect(stored.location).toBe("Port-Vendres");

  await item(page, name)
    .getByRole("button", { name: `Modifier « ${name} »` })
    .click();
  await expect(field(page, "Localisation")).toHaveValue("Port-Vendres");
  await field(page, "Localisation").fill("Collioure");
  await modal(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(item(page, name)).toContainText("Collioure");
  await expect.poll(async () => (await list<Stored>(page, "venues")).find((venue) => venue.id === stored.id)?.location).toBe("Collioure");

  const question = acceptNextDialog(page);
  await item(page, name)
    .getByRole("button", { name: `Supprimer « ${name} »` })
    .click();
  expect(await question).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
  await expect(item(page, name)).toHaveCount(0);
  await expect.poll(async () => (await list<Stored>(page, "venues")).some((venue) => venue.id === stored.id)).toBe(false);
});

test("the upload alerts: not an image, more than 5 MB, unreadable; exactly 5 MB is taken", async ({ adminPage: page }) => {
  await openAdmin(page, "Photos");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await modal(page).getByRole("radio", { name: "Fichier" }).click();
  const input = modal(page).locator('input[type="file"]');
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/images")) uploads.push(request.url());
  });

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas une image") });
  await expect.poll(() => alerts).toEqual(["alert: Veuillez sélectionner un fichier image valide"]);

  const png = await drawnImage(page, 64, 64, "image/png");
  await input.setInputFiles({ name: "trop-lourde.png", mimeType: "image/png", buffer: padded(png, 5 * 1024 * 1024 + 1) });
  await expect.poll(() => alerts.at(-1)).toBe("alert: La taille du fichier ne doit pas dépasser 5MB");

  await input.setInputFiles({ name: "abimee.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a0000000d49484452ffff", "hex") });
  await expect.poll(() => alerts.at(-1)).toBe("alert: Erreur lors du traitement du fichier");
  expect(alerts).toHaveLength(3);
  expect(uploads).toEqual([]);

  // 5 MB exactly: no alert, sent as it is (64 px needs no scaling), and the field holds its address.
  await input.setInputFiles({ name: "cinq-mo.png", mimeType: "image/png", buffer: padded(png, 5 * 1024 * 1024) });
  await expect(modal(page).getByText(/Image envoyée/)).toBeVisible({ timeout: 20_000 });
  expect(alerts).toHaveLength(3);
  expect(uploads).toHaveLength(1);
  await modal(page).getByRole("radio", { name: "Adresse (URL)" }).click();
  await expect(field(page, "Adresse de l’image")).toHaveValue(/^\/images\/[0-9a-f]{64}\.png$/);
  // Typing an address drops the chosen file and its preview.
  await field(page, "Adresse de l’image").fill("/media/photo-02.webp");
  await expect(modal(page).getByText(/Image envoyée/)).toHaveCount(0);
  await expect(modal(page).getByTestId("image-preview")).toHaveAttribute("src", "/media/photo-02.webp");
  // An address that cannot be loaded hides the preview.
  await field(page, "Adresse de l’image").fill("https://images.invalid/nope.jpg");
  await expect(modal(page).getByTestId("image-preview")).toHaveCount(0);
  await modal(page).getByRole("button", { name: "Annuler" }).click();
});

test("an ordinary account: each write is refused, rolled back and explained", async ({ page, adminState, baseURL }, testInfo) => {
  expect(adminState.cookies.length).toBeGreaterThan(0); // the administrator exists first
  await signUpThroughApi(page.request, baseURL!, uniqueEmail(testInfo, "lecteur"), "motdepasse1");
  await openAdmin(page);
  await expect(page.getByTestId("sync-status")).toHaveText("Synchronisé");

  // Add: the event shows at once, then goes when the server refuses; the form keeps everything typed.
  const name = unique("Refusée", testInfo.project.name);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Nom").fill(name);
  await field(page, "Date").fill("2031-07-01");
  await field(page, "Horaires").fill("20:00 - 02:00");
  await field(page, "Lieu").fill("Perpignan");
  await field(page, "Adresse de l’image").fill("/media/event-jazz.webp");
  await field(page, "Description").fill("Ne doit jamais être enregistrée.");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/events", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(item(page, name)).toHaveCount(1); // optimistic
  await expect(modal(page).getByRole("button", { name: "Enregistrement..." })).toBeDisabled();
  release();
  await expect(modal(page).getByTestId("form-error")).toHaveText(PERMISSION_DENIED);
  await expect(item(page, name)).toHaveCount(0); // rolled back
  await expect(field(page, "Nom")).toHaveValue(name);
  await expect(field(page, "Description")).toHaveValue("Ne doit jamais être enregistrée.");
  await expect(field(page, "Date")).toHaveValue("2031-07-01");

  // An upload is refused the same way.
  await modal(page).getByRole("radio", { name: "Fichier" }).click();
  await modal(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await drawnImage(page, 32, 32, "image/png") });
  await expect(modal(page).getByRole("alert").filter({ hasText: "L’image n’a pas pu être envoyée" })).toContainText(PERMISSION_DENIED);
  await closeWithChanges(page);
  expect((await list<{ name: string }>(page, "events")).some((event) => event.name === name)).toBe(false);

  // Delete: the item goes, comes back, and the page says why.
  const question = acceptNextDialog(page);
  await item(page, "Halloween Disco Night")
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  expect(await question).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
  await expect(page.getByTestId("admin-notice")).toHaveText(`« Halloween Disco Night » n’a pas été supprimé : ${PERMISSION_DENIED}`);
  await expect(item(page, "Halloween Disco Night")).toHaveCount(1);
});

test("server refusals are shown in French, naming the field, and nothing typed is lost", async ({ adminPage: page }, testInfo) => {
  // The API is made to fail here, so that no default item can change.
  await page.route("**/api/venues", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          json: { error: "STORE_UNAVAILABLE", message: "La base de données est momentanément indisponible. Réessayez dans un instant." },
        })
      : route.continue(),
  );
  await page.route("**/api/events", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: { error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "time", message: "40 caractères au maximum" }] },
        })
      : route.continue(),
  );
  const name = unique("Refus", testInfo.project.name);

  await openAdmin(page, "Lieux");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Nom").fill(name);
  await field(page, "Localisation").fill("Elne");
  await field(page, "Adresse de l’image").fill("/media/venue-orbital.webp");
  await field(page, "Description").fill("Jamais enregistré.");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page).getByTestId("form-error")).toHaveText("La base de données est momentanément indisponible. Réessayez dans un instant.");
  await expect(item(page, name)).toHaveCount(0);
  await expect(field(page, "Nom")).toHaveValue(name);
  await closeWithChanges(page);

  await page.getByRole("tab", { name: "Événements" }).click();
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Nom").fill(name);
  await field(page, "Date").fill("2031-08-01");
  await field(page, "Horaires").fill("20:00 - 02:00");
  await field(page, "Lieu").fill("Elne");
  await field(page, "Adresse de l’image").fill("/media/event-jazz.webp");
  await field(page, "Description").fill("Jamais enregistré.");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page).getByTestId("form-error")).toHaveText("Certains champs sont invalides — Horaires : 40 caractères au maximum.");
  await expect(field(page, "Horaires")).toHaveAttribute("aria-invalid", "true");
  await expect(modal(page).getByText("40 caractères au maximum", { exact: true })).toBeVisible();
  await expect(item(page, name)).toHaveCount(0);
  // Editing the field clears its message.
  await field(page, "Horaires").fill("20:00 - 03:00");
  await expect(field(page, "Horaires")).not.toHaveAttribute("aria-invalid", "true");
});

test("Mode local: without the API, changes stay in the page with a warning", async ({ adminPage: page }, testInfo) => {
  // Lists unreachable, and a live channel that only names a newer content (so the page asks for the
  // lists, and no snapshot brings the server back).
  await page.routeWebSocket("**/api/live", (socket) => socket.send(JSON.stringify({ type: "version", version: Number.MAX_SAFE_INTEGER })));
  await page.route(/\/api\/(events|photos|venues)(\?.*)?$/, (route) =>
    route.request().method() === "GET" ? route.abort("connectionrefused") : route.continue(),
  );
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /\/api\/(events|photos|venues)/.test(request.url())) writes.push(request.url());
  });
  await openAdmin(page, "Photos");
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveText("Mode local");
  const [red, green] = await status.evaluate((el) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(green + 60);

  const title = unique("Locale", testInfo.project.name);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Titre").fill(title);
  await field(page, "Adresse de l’image").fill("/media/photo-04.webp");
  await field(page, "Description").fill("Seulement dans cette page.");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(item(page, title)).toBeVisible();
  expect(writes).toEqual([]);
  expect(warnings.some((text) => text.includes("Mode local"))).toBe(true);
  expect((await list<{ title: string }>(page, "photos")).some((photo) => photo.title === title)).toBe(false);
});

test("an open home page in another tab follows the admin's changes live", async ({ adminPage: page }, testInfo) => {
  const title = unique("Photo en direct", testInfo.project.name);
  const home = await page.context().newPage();
  await home.goto("/");
  await expect(home.locator("#photos")).toBeAttached();
  await home.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const tile = (text: string) => home.locator("#photos").getByRole("button", { name: `Agrandir la photo : ${text}`, exact: true });

  await openAdmin(page, "Photos");
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await field(page, "Titre").fill(title);
  await field(page, "Adresse de l’image").fill("/media/photo-06.webp");
  await field(page, "Description").fill("Visible sans recharger.");
  await modal(page).getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(tile(title)).toHaveCount(1);

  await item(page, title)
    .getByRole("button", { name: `Modifier « ${title} »` })
    .click();
  await field(page, "Titre").fill(`${title} (modifiée)`);
  await modal(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(tile(`${title} (modifiée)`)).toHaveCount(1);
  await expect(tile(title)).toHaveCount(0);

  const question = acceptNextDialog(page);
  await item(page, title)
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  await question;
  await expect(tile(`${title} (modifiée)`)).toHaveCount(0);
  expect(await home.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await home.close();
});
