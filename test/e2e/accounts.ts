// Accounts of the sign-in and admin browser tests (login.spec.ts, admin.spec.ts). They run on
// their own server (see playwright.config.ts), where the first account signed up becomes the
// administrator: the worker fixture `adminState` signs it up through the form once per run (any
// later worker sees "Cet email est déjà utilisé" and signs in instead), before any other account
// is created. The administrator never signs out: a logout ends every session of its account, which
// would sign out the tests running beside. Sign-out is tested with accounts of its own.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

export const ADMIN = { email: "admin@e2e.test", password: "admin-e2e-secret" } as const;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** An address nobody else uses in this run. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${tag}-${testInfo.project.name}-${Date.now().toString(36)}${random}@e2e.test`;
}

export async function fillSignUp(page: Page, email: string, password: string, confirm = password) {
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(confirm);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
}

export const isHome = (url: URL) => url.pathname === "/";

/** Signs the administrator up through the form, or in when another worker already did. */
async function signUpOrInAdmin(page: Page) {
  await page.goto("/login");
  await fillSignUp(page, ADMIN.email, ADMIN.password);
  await page.getByRole("button", { name: "Créer le compte" }).click();
  const taken = page.getByRole("alert").filter({ hasText: "Cet email est déjà utilisé" });
  const outcome = await Promise.race([
    page.waitForURL(isHome).then(
      () => "created" as const,
      () => null,
    ),
    taken.waitFor().then(
      () => "taken" as const,
      () => null,
    ),
  ]);
  if (outcome === "taken") {
    await page.getByRole("button", { name: "Se connecter" }).click();
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(isHome);
  } else if (outcome !== "created") {
    throw new Error("The administrator could not be signed up nor in.");
  }
  const me = await (await page.request.get("/api/auth/me")).json();
  if (me.user?.role !== "admin") {
    throw new Error(`${ADMIN.email} is not the administrator: another account was signed up first on the admin test server.`);
  }
}

/** Creates an ordinary (non-admin) account and signs the context in with it, through the API. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const response = await request.post("/api/auth/signup", {
    data: { email, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export const test = base.extend<{ adminPage: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: "fr-FR" });
      const page = await context.newPage();
      await signUpOrInAdmin(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  /** The test's page, signed in as the administrator. */
  adminPage: async ({ page, adminState }, use) => {
    await page.context().addCookies(adminState.cookies);
    await use(page);
  },
});

export { expect };
