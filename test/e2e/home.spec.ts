// The home page of docs/product.md §2, point by point, in Chromium at 390x844; the tests about layout
// (@layout) at 1440x900 too.
import { expect, test, type Locator } from "@playwright/test";
import {
  AFTER_ALL,
  afterFrames,
  animationsDone,
  columnCount,
  defaults,
  eventsOn,
  frenchDate,
  isMobile,
  MID_SEASON,
  offItsPlace,
  openAt,
  requireChromium,
  scrollToY,
  signUp,
  watchScrolling,
} from "./support";
import { scrollsSideways } from "./phone";

requireChromium();

const NAME = "DJ Max Ribera";
const INSTAGRAM = "https://www.instagram.com/djmaxribera/";

test.describe("header", () => {
  test("is transparent at the top and turns opaque with a blur past 20 px", async ({ page }) => {
    await openAt(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await scrollToY(page, 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollToY(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("navigation links glide to each section, leaving 80 px for the header", { tag: "@layout" }, async ({ page }) => {
    await openAt(page, "/");
    const sections = [
      ["Événements", "events"],
      ["Photos", "photos"],
      ["Lieux", "venues"],
      ["À Propos", "about"],
      ["Contact", "contact"],
    ] as const;
    await watchScrolling(page);
    for (const [label, id] of sections) {
      if (isMobile(page)) {
        await page.getByRole("button", { name: "Ouvrir le menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expect(menu).toBeVisible();
        await menu.getByRole("link", { name: label }).click();
        await expect(menu).toBeHidden();
      } else {
        await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: label, exact: true }).click();
      }
      // The last section may not be able to reach the offset when the page ends first.
      await expect.poll(() => offItsPlace(page, `#${id}`), { message: `${label}: 80 px below the top once the glide has ended` }).toBeLessThanOrEqual(2);
    }
    // Accueil goes back to the top.
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Accueil" }).click();
    } else {
      await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Accueil" }).click();
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the Instagram link opens the profile in a new tab", async ({ page, context }) => {
    await context.route("https://www.instagram.com/**", (route) => route.fulfill({ body: "<title>Instagram</title>", contentType: "text/html" }));
    await openAt(page, "/");
    const link = page.getByRole("banner").getByRole("link", { name: /Instagram/ });
    await expect(link).toHaveAttribute("href", INSTAGRAM);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(INSTAGRAM);
    expect(page.url()).toMatch(/\/$/);
  });

  test("signed out, the user icon reads Connexion and leads to /login; /admin sends there too", async ({ page }) => {
    await openAt(page, "/");
    const user = page.getByRole("banner").getByRole("link", { name: "Connexion" });
    await expect(user).toBeVisible();
    await expect(user).toHaveAttribute("href", "/login");
    await user.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signed in, the user icon reads Administration and leads to /admin", async ({ page }) => {
    await signUp(page, `max-${test.info().project.name}-${Date.now()}@example.fr`);
    await openAt(page, "/");
    const admin = page.getByRole("banner").getByRole("link", { name: "Administration" });
    await expect(admin).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toHaveCount(0);
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the mobile menu is full-screen and closes on Escape", async ({ page }) => {
    test.skip(!isMobile(page), "the menu button exists below 1024 px only: wider screens show the section links in the header");
    await openAt(page, "/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const box = (await menu.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    for (const label of ["Accueil", "Événements", "Photos", "Lieux", "À Propos", "Contact"]) {
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
  });
});

test.describe("hero", () => {
  test("shows the name, the tagline and a button that glides to the events", async ({ page }) => {
    await openAt(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText("Le meilleur DJ pour vos événements").first()).toBeVisible();
    const hero = page.locator("#home img").first();
    // The backdrop: fetched at once, after the page itself (the text is the first screen's content).
    await expect(hero).toHaveAttribute("fetchpriority", "low");
    await expect(hero).toHaveAttribute("loading", "eager");
    await watchScrolling(page);
    await page.getByRole("button", { name: "Voir les événements" }).click();
    await expect.poll(() => offItsPlace(page, "#events")).toBeLessThanOrEqual(2);
  });

  test("fades once the page is scrolled past 100 px", async ({ page }) => {
    await openAt(page, "/");
    const content = page.locator("#home [data-faded]");
    await scrollToY(page, 100);
    await expect(content).toHaveAttribute("data-faded", "false");
    expect(await content.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await scrollToY(page, 300);
    await expect(content).toHaveAttribute("data-faded", "true");
    await expect.poll(() => content.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);
  });
});

test.describe("events teaser", () => {
  test("shows the next 3 events on desktop, only the next one on mobile, and links to /events", { tag: "@layout" }, async ({ page }) => {
    await openAt(page, "/");
    const next = eventsOn("2026-06-15").upcoming;
    const section = page.locator("#events");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Événements à venir");
    const visibleCards = section.getByRole("article").filter({ visible: true });
    if (isMobile(page)) {
      await expect(visibleCards).toHaveCount(1);
      await expect(visibleCards.locator("time")).toHaveText([frenchDate(next[0].date)]);
    } else {
      await expect(visibleCards).toHaveCount(3);
      await expect(visibleCards.locator("time")).toHaveText(next.slice(0, 3).map((e) => frenchDate(e.date)));
      expect(await columnCount(page, "#events [data-testid=teaser-event]")).toBe(3);
    }
    await expect(section.getByText("Événement fini")).toHaveCount(0);
    const first = visibleCards.first();
    await expect(first.getByRole("heading")).toHaveText(next[0].name);
    // The one shown on mobile is the next event: 21 June 2026, read out in French.
    await expect(first.locator("time")).toHaveText("21 juin 2026");
    await expect(first).toContainText("19:00 - 01:00");
    await expect(first).toContainText("Quai du Port, Canet-en-Roussillon");
    const clamp = await first
      .locator("p")
      .last()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("2");
    await section.getByRole("link", { name: "Voir tous les événements" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tous les événements" })).toBeVisible();
  });

  test("after the last event, shows the most recent past ones, greyed and labelled Événement fini", async ({ page }) => {
    await openAt(page, "/", AFTER_ALL);
    const latest = eventsOn("2026-11-15").past;
    // The three of them, those a phone does not show included (the test above counts the cards shown).
    const cards = page.locator("#events").getByRole("article", { includeHidden: true });
    await expect(cards.filter({ visible: true })).toHaveCount(isMobile(page) ? 1 : 3);
    await expect(cards.locator("time")).toHaveText(latest.slice(0, 3).map((e) => frenchDate(e.date)));
    await expect(cards.first().locator("time")).toHaveText("31 octobre 2026");
    await expect(cards.first().getByText("Événement fini")).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText("Événement fini")).toHaveCount(1);
      expect(await card.locator("img").evaluate((el) => getComputedStyle(el).filter)).toContain("grayscale");
    }
  });

  test("an upcoming event with a ticket link has a Billetterie button opening a new tab", async ({ page, context }) => {
    await context.route("https://billetterie.example.com/**", (route) => route.fulfill({ body: "<title>Billetterie</title>", contentType: "text/html" }));
    // The day before the first upcoming event that sells tickets.
    const withTicket = eventsOn("2026-06-15").upcoming.find((e) => e.ticketLink)!;
    const [y, m, d] = withTicket.date.split("-").map(Number);
    const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    await openAt(page, "/", `${dayBefore}T10:00:00+02:00`);
    const card = page.locator("#events").getByRole("article").first();
    await expect(card.getByRole("heading")).toHaveText(withTicket.name);
    const ticket = card.getByRole("link", { name: /Billetterie/ });
    await expect(ticket).toBeVisible();
    await expect(ticket).toHaveAttribute("target", "_blank");
    await expect(ticket).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), ticket.click()]);
    expect(popup.url()).toBe(withTicket.ticketLink);
  });
});

test.describe("photo gallery", () => {
  test("2 columns on a phone, 5 on a large screen, title and description on hover", { tag: "@layout" }, async ({ page }) => {
    await openAt(page, "/");
    const tiles = page.locator("#photos li");
    await expect(tiles).toHaveCount(10);
    expect(await columnCount(page, "#photos li")).toBe(isMobile(page) ? 2 : 5);
    if (!isMobile(page)) {
      await page.locator("#photos").scrollIntoViewIfNeeded();
      const first = tiles.first();
      const caption = first.locator("button > span").first();
      await expect(caption).toContainText(defaults.photos[0].title);
      await expect(caption).toContainText(defaults.photos[0].description);
      expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
      await first.hover();
      await expect.poll(() => caption.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    }
  });

  test("a tile opens the image full size with its title; Escape, backdrop and button close it; scrolling is locked", async ({ page }) => {
    await openAt(page, "/");
    const [photo, nextPhoto] = defaults.photos;
    const tile = page.getByRole("button", { name: `Agrandir la photo : ${photo.title}` });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    const dialog = page.getByRole("dialog", { name: photo.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // It covers the screen, above the header (scrolled to by hand: the sections stay lazily laid out).
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
    expect(await page.evaluate(() => document.elementFromPoint(window.innerWidth - 30, 30)?.closest("[role=dialog]") !== null)).toBe(true);
    await expect(dialog.locator("figcaption")).toContainText(photo.title);
    await expect(dialog.getByRole("img")).toHaveAttribute("src", photo.image);
    await expect(dialog.getByRole("button", { name: "Fermer" })).toBeFocused();

    // Page scrolling is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    const y = await page.evaluate(() => window.scrollY);
    // Read once the wheel has reached the page, and the frames where a scroll would show drawn.
    await page.evaluate(() => Object.assign(window, { wheeled: new Promise((resolve) => addEventListener("wheel", resolve, { once: true, capture: true })) }));
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<unknown> }).wheeled);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);

    // Arrow keys move between images.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: nextPhoto.title })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toBeVisible();

    // Focus stays inside.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await tile.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("img").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, page.viewportSize()!.height / 2);
    await expect(dialog).toBeHidden();

    await tile.click();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("venues", () => {
  test("1 column on a phone, 3 on a large screen; a card opens the image titled name - location", { tag: "@layout" }, async ({ page }) => {
    await openAt(page, "/");
    const cards = page.locator("#venues article");
    await expect(cards).toHaveCount(6);
    expect(await columnCount(page, "#venues li")).toBe(isMobile(page) ? 1 : 3);
    const first = cards.first();
    const venue = defaults.venues[0];
    await expect(first.getByRole("heading")).toHaveText(venue.name);
    await expect(first).toContainText(venue.location);
    await expect(first).toContainText(venue.description);
    await expect(first.locator("img")).toHaveAttribute("src", venue.image);
    await first.scrollIntoViewIfNeeded();
    await first.click();
    const title = `${venue.name} - ${venue.location}`;
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("figcaption")).toHaveText(title);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("about, contact, footer", () => {
  test("about: portrait, name card, social link, Mon Histoire and Influences & Style", async ({ page }) => {
    await openAt(page, "/");
    const about = page.locator("#about");
    await expect(about.locator("img")).toHaveAttribute("src", "/media/portrait.webp");
    await expect(about.getByText(NAME, { exact: true })).toBeVisible();
    await expect(about.getByRole("link", { name: /djmaxribera/ })).toHaveAttribute("href", INSTAGRAM);
    await expect(about.getByRole("heading", { name: "Mon Histoire" })).toBeVisible();
    await expect(about.getByRole("heading", { name: "Influences & Style" })).toBeVisible();
    await expect(about).toContainText("16 ans");
    await expect(about).toContainText("depuis 1989");
    await expect(about).toContainText("Depuis 2020");
    for (const style of ["House", "Reggae", "Jazz", "Disco"]) await expect(about.getByText(style, { exact: true })).toBeVisible();
  });

  test("contact: mailto, tel, base city, availability, social block and the five services; no form", async ({ page }) => {
    await openAt(page, "/");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: /contact@djmaxribera\.fr/ })).toHaveAttribute("href", "mailto:contact@djmaxribera.fr");
    await expect(contact.getByRole("link", { name: /06 48 27 15 93/ })).toHaveAttribute("href", "tel:+33648271593");
    // No-break spaces: the number never splits across two lines, here nor in the hero.
    await expect(contact.getByRole("link", { name: /06 48 27 15 93/ })).toContainText("06\u00a048\u00a027\u00a015\u00a093");
    await expect(page.locator("#home").getByRole("link", { name: /06 48 27 15 93/ })).toContainText("06\u00a048\u00a027\u00a015\u00a093");
    await expect(contact.getByText("Canet-en-Roussillon")).toBeVisible();
    await expect(contact.getByText("Réservations par téléphone ou mail")).toBeVisible();
    await expect(contact.getByRole("heading", { name: "Suivez-moi" })).toBeVisible();
    await expect(contact.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", INSTAGRAM);
    const services = contact.locator("h3", { hasText: "Services" }).locator("xpath=..").getByRole("listitem");
    await expect(services).toHaveText(["Clubs", "Événements privés & Mariages", "Événements corporate", "Bars & restaurants", "Collaborations"]);
    await expect(page.locator("form")).toHaveCount(0);
  });

  test("footer: current year and the rights line", async ({ page }) => {
    await openAt(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(`© 2026 ${NAME}. Tous droits réservés.`);
  });
});

test.describe("page quality", () => {
  test("sections are in order, reveal at 10 % and images carry their size", async ({ page }) => {
    await openAt(page, "/");
    const ids = await page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["home", "events", "photos", "mixes", "venues", "reviews", "about", "contact"]);
    const reveal = page.locator("#contact .reveal").first();
    await expect(reveal).toHaveAttribute("data-visible", "false");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute("data-visible", "true");
    const missing = await page.locator("img").evaluateAll((images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).length);
    expect(missing).toBe(0);
    const eager = await page.locator("img:not([loading=lazy])").evaluateAll((images) => images.map((img) => img.getAttribute("src")));
    expect(eager).toEqual(["/media/hero.webp"]);
  });

  test("a tap before the app has taken the page over is not lost, and the page is kept as it is", async ({ page }) => {
    // Hold the app's script back, as a slow connection would: the Worker's page is on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Months away from the server's own day: right after hydrating, the teaser changes. React must
    // still take over the Worker's HTML rather than render the page anew (which loses the tap).
    await page.clock.setFixedTime(new Date(MID_SEASON));
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { renderedByWorker: document.getElementById("main") }));
    const [photo] = defaults.photos;
    await page.getByRole("button", { name: `Agrandir la photo : ${photo.title}` }).click();
    expect(await page.locator("html").getAttribute("data-app")).toBeNull();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    await expect(page.getByRole("dialog", { name: photo.title })).toBeVisible();
    await expect(page.locator("#events article").first().locator("time")).toHaveText(frenchDate(eventsOn("2026-06-15").upcoming[0].date));
    expect(await page.evaluate(() => (window as unknown as { renderedByWorker: Element }).renderedByWorker.isConnected)).toBe(true);
  });

  test("with the API unreachable the built-in content is shown", async ({ page }) => {
    await page.route(/\/api\/(events|photos|venues)$/, (route) => route.abort());
    await openAt(page, "/");
    await expect(page.locator("#events").getByRole("article").first().locator("time")).toHaveText(frenchDate(eventsOn("2026-06-15").upcoming[0].date));
    await expect(page.locator("#photos li")).toHaveCount(defaults.photos.length);
    await expect(page.locator("#venues article")).toHaveCount(defaults.venues.length);
  });

  test("reduced motion: sections are shown without waiting for the reveal", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAt(page, "/");
    const reveal = page.locator("#contact .reveal").first();
    await expect(reveal).toHaveAttribute("data-visible", "false");
    expect(await reveal.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("each section in turn on screen, and none wider than it; screenshots of each in screenshots/", { tag: "@layout" }, async ({ page }, testInfo) => {
    await openAt(page, "/");
    /** A screenshot once what is shown has stopped moving. */
    const shoot = async (name: string, shown: Locator) => {
      await animationsDone(shown);
      await page.screenshot({ path: `screenshots/${testInfo.project.name}-${name}.png` });
    };
    await expect(page.locator("#home")).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot("home-top", page.locator("#home"));
    for (const id of ["events", "photos", "venues", "about", "contact"]) {
      const section = page.locator(`#${id}`);
      await page.evaluate((sid) => {
        const el = document.getElementById(sid)!;
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: "instant" });
      }, id);
      await expect(section).toBeInViewport();
      await expect(section.locator(".reveal").first()).toHaveAttribute("data-visible", "true");
      // Laid out now that it is near (the sections below the first screen wait until then).
      expect(await scrollsSideways(page), id).toBe(false);
      await shoot(`home-${id}`, section);
    }
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot("home-footer", footer);
    if (isMobile(page)) {
      await scrollToY(page, 0);
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await shoot("menu", menu);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
    const [photo] = defaults.photos;
    await page.getByRole("button", { name: `Agrandir la photo : ${photo.title}` }).click();
    const viewer = page.getByRole("dialog", { name: photo.title });
    await expect(viewer).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways(page)).toBe(false);
    await shoot("photo-modal", viewer);
  });
});
