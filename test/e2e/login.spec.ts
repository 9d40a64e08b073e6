// /login in Chromium (docs/product.md §2, §4, §5, §8, §14): the first account is the administrator, sign-up,
// sign-out and sign-in of an ordinary account, each message the server can produce (the owner's way
// back, npm run admin, is in local-state.spec.ts).
import type { Page } from "@playwright/test";
import { ADMIN, expect, fillSignIn, fillSignUp, isHome, test, uniqueEmail } from "./accounts";
import { requireChromium } from "./support";

requireChromium();

/** Every call the page makes to /api/auth/login or /signup. */
function authCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/auth\/(login|signup)$/.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

const errorBox = (page: Page) => page.getByTestId("login-error");

test("the first account, signed up with this form, is the administrator", async ({ adminPage: page }) => {
  // The worker fixture signed it up through /login (see accounts.ts).
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.user).toEqual({ email: ADMIN.email, role: "admin" });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Administration" })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveText("Synchronisé");
});

test("sign-up, sign-out from the admin, then sign-in again", async ({ page, adminState }, testInfo) => {
  expect(adminState.cookies.length).toBeGreaterThan(0); // the administrator exists before anyone else signs up
  const email = uniqueEmail(testInfo, "inscription");
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  await expect(page.getByText("Connectez-vous à votre espace personnel")).toBeVisible();
  await expect(page.getByRole("link", { name: /Retour à l’accueil/ })).toHaveAttribute("href", "/");

  await fillSignUp(page, email, "motdepasse1");
  await expect(page.getByText("Rejoignez la communauté pour ne rien manquer des prochaines soirées")).toBeVisible();
  await expect(page.getByText("Déjà un compte ? Se connecter")).toBeVisible();
  // The show/hide toggle shows both password fields.
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAttribute("type", "text");
  await expect(page.getByLabel("Confirmer le mot de passe")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Masquer le mot de passe" }).click();
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveAttribute("type", "password");

  // Busy while the server works: hold the answer back to see it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/signup", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Créer le compte" }).click();
  await expect(page.getByRole("button", { name: "Création..." })).toBeDisabled();
  release();
  // The route stays (later sign-ups go straight through): removing it while the page loads the
  // home page's code could leave that request paused in the interception, never answered.
  await page.waitForURL(isHome);
  const user = page.getByRole("banner").getByRole("link", { name: "Administration" });
  await expect(user).toBeVisible();

  // Sign-out is in the admin, after its question.
  await user.click();
  await expect(page).toHaveURL(/\/admin$/);
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole("button", { name: "Déconnexion" }).click();
  expect(await question).toBe("Êtes-vous sûr de vouloir vous déconnecter ?");
  await page.waitForURL(isHome);
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  expect((await (await page.request.get("/api/auth/me")).json()).user).toBeNull();

  // And back in.
  await page.goto("/login");
  await fillSignIn(page, email, "motdepasse1");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(isHome);
  await expect(page.getByRole("banner").getByRole("link", { name: "Administration" })).toBeVisible();
});

test.describe("messages", () => {
  test("wrong password: « Mot de passe incorrect »", async ({ page, adminState }) => {
    expect(adminState.cookies.length).toBeGreaterThan(0);
    await page.goto("/login");
    await fillSignIn(page, ADMIN.email, "pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Mot de passe incorrect");
    await expect(page).toHaveURL(/\/login$/);
    // The box is red, and the form works again.
    const [red, green, blue] = await errorBox(page).evaluate((el) => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(el).borderColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeEnabled();
    // Editing a field clears the message.
    await page.getByLabel("Mot de passe", { exact: true }).press("Backspace");
    await expect(errorBox(page)).toHaveCount(0);
  });

  test("unknown user: « Aucun utilisateur trouvé avec cet email »", async ({ page }, testInfo) => {
    await page.goto("/login");
    await fillSignIn(page, uniqueEmail(testInfo, "inconnu"), "motdepasse1");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Aucun utilisateur trouvé avec cet email");
  });

  test("email in use: « Cet email est déjà utilisé »", async ({ page, adminState }) => {
    expect(adminState.cookies.length).toBeGreaterThan(0);
    await page.goto("/login");
    await fillSignUp(page, ADMIN.email, "motdepasse1");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await expect(errorBox(page)).toHaveText("Cet email est déjà utilisé");
    await expect(page.getByRole("button", { name: "Créer le compte" })).toBeEnabled();
  });

  test("weak password: « Le mot de passe doit contenir au moins 6 caractères »", async ({ page }, testInfo) => {
    await page.goto("/login");
    await fillSignUp(page, uniqueEmail(testInfo, "faible"), "12345");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await expect(errorBox(page)).toHaveText("Le mot de passe doit contenir au moins 6 caractères");
  });

  test("invalid email: « Email invalide », before any call", async ({ page }) => {
    const calls = authCalls(page);
    await page.goto("/login");
    await fillSignIn(page, "dj@exemple", "motdepasse1");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Email invalide");
    await page.getByLabel("Email").fill("pas un email");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Email invalide");
    expect(calls).toEqual([]);
  });

  test("the server's invalid-email answer reads « Email invalide » too", async ({ page, baseURL }) => {
    // The form checks emails with the server's own rule, so only a direct call reaches this answer.
    const response = await page.request.post("/api/auth/signup", {
      data: { email: "dj@exemple", password: "motdepasse1" },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe("auth/invalid-email");
    await page.route("**/api/auth/login", (route) => route.fulfill({ status: 400, json: { error: "auth/invalid-email", message: "Email invalide" } }));
    await page.goto("/login");
    await fillSignIn(page, "dj@example.fr", "motdepasse1");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Email invalide");
  });

  test("mismatched passwords: « Les mots de passe ne correspondent pas », before any call", async ({ page }, testInfo) => {
    const calls = authCalls(page);
    await page.goto("/login");
    await fillSignUp(page, uniqueEmail(testInfo, "different"), "motdepasse1", "motdepasse2");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await expect(errorBox(page)).toHaveText("Les mots de passe ne correspondent pas");
    expect(calls).toEqual([]);
    // Switching back to sign-in clears it.
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveCount(0);
    await expect(page.getByText("Pas encore de compte ? Créer un compte")).toBeVisible();
  });
});
