// Reviews asked of clients (docs/product.md §26), in Chromium at 390x844 and 1440x900: the DJ makes
// a link from an event, the client writes and sends his review through it, « À valider » shows it
// in the admin without a reload, and once published it is on the home page a visitor keeps open,
// live. The link then says it was used.
import { axeViolations } from "./axe";
import { expect, test } from "./accounts";
import { openAdmin, scrollsSideways } from "./phone";
import { requireChromium } from "./support";

requireChromium();

test(
  "a review sent through a link shows once the DJ publishes it, live on a visitor's home page",
  { tag: "@layout" },
  async ({ adminPage: page, browser }, testInfo) => {
    // Its own words, whatever another run (a retry) published before.
    const tag = `${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
    const firstName = `Inès ${tag}`;
    const text = `Une soirée parfaite, la piste n’a pas désempli (${tag}).`;

    // The DJ asks from an event's menu.
    await openAdmin(page);
    const panel = page.getByRole("tabpanel");
    // Other tests add events meanwhile: a list drawn anew closes the menu, which is opened again.
    await expect(async () => {
      if (!(await page.getByRole("menu").isVisible()))
        await panel
          .getByRole("button", { name: /Plus d’actions/ })
          .first()
          .click();
      await page.getByRole("menuitem", { name: "Demander un avis" }).click({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: "Demander un avis" });
    const message = dialog.getByRole("textbox", { name: "Message à envoyer" });
    await expect(message).toHaveValue(/\/avis\/[A-Za-z0-9_-]{43} /);
    const link = /(http\S+\/avis\/[A-Za-z0-9_-]{43})/.exec(await message.inputValue())![1];
    await expect(dialog.getByText(/^Lien valable jusqu’au /)).toBeVisible();
    await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Escape");

    // A visitor keeps the home page open at its reviews.
    const visitorContext = await browser.newContext({ ...testInfo.project.use, storageState: undefined });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/");
    await expect(visitor.locator("html")).toHaveAttribute("data-app", "ready");
    const reviews = visitor.locator("#reviews");
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText("Ils m’ont fait confiance")).toBeVisible();

    // The client writes his review.
    const clientContext = await browser.newContext({ ...testInfo.project.use, storageState: undefined });
    const client = await clientContext.newPage();
    await client.goto(link);
    await expect(client.getByRole("heading", { level: 1, name: "Donner votre avis" })).toBeVisible();
    expect(await axeViolations(client, "main")).toEqual([]);
    await client.getByRole("textbox", { name: /^Prénom/ }).fill(firstName);
    await client.getByRole("textbox", { name: /^Ville/ }).fill("Collioure");
    await client.getByRole("combobox", { name: /^Type d’événement/ }).selectOption({ label: "Mariage" });
    await client.getByRole("textbox", { name: /^Votre avis/ }).fill(text);
    await client.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(client.getByText("Cochez cette case pour que votre avis puisse être publié")).toBeVisible();
    await client.getByText(/^J’accepte que mon avis/).click();
    await expect(client.getByRole("checkbox", { name: /^J’accepte que mon avis/ })).toBeChecked();
    // A person takes more than the few seconds a robot does.
    await client.waitForTimeout(3000);
    await client.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(client.getByText("Merci ! Votre avis a bien été envoyé. Il apparaîtra sur le site dès que DJ Max Ribera l’aura validé.")).toBeVisible();

    // Nothing public yet.
    await expect(reviews.getByText(text)).toHaveCount(0);

    // The DJ sees it waiting, without a reload, and publishes it.
    const tab = page.getByRole("tab", { name: /^Avis/ });
    await expect(tab).toHaveAccessibleName(/à valider\)$/);
    await tab.click();
    const waiting = page.getByRole("region", { name: /^À valider/ });
    const card = waiting.locator("article, li").filter({ hasText: firstName });
    await expect(card.getByText(text)).toBeVisible();
    await card.getByRole("button", { name: "Publier" }).click();
    await expect(page.getByText(`Avis de ${firstName} publié.`)).toBeVisible();

    // The visitor's page shows it, newest first, without a reload.
    await expect(reviews.getByText(text)).toBeVisible({ timeout: 15_000 });
    await expect(reviews.getByText(`Mariage · `, { exact: false }).first()).toBeVisible();

    // The link has served.
    await client.goto(link);
    await expect(client.getByText("Ce lien a déjà servi : votre avis a bien été envoyé. Merci !")).toBeVisible();
    await Promise.all([visitorContext.close(), clientContext.close()]);
  },
);
