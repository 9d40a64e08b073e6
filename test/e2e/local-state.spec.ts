// What reaches the running site's local D1 from outside it, through wrangler (docs/product.md §8, §20):
// the owner's way back (npm run admin) and the daily job's purge of the trash, aged 30 days by hand.
// Its project runs last on the accounts' server (playwright.config.ts): while wrangler holds the
// database, the site's own writes would meet SQLITE_BUSY, and another test's would fail.
import type { Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { runD1 } from "../../scripts/lib/wrangler.mjs";
import { TRASH_RETENTION_MS } from "../../shared/limits";
import { expect, fillSignIn, isHome, signUpThroughApi, test, uniqueEmail } from "./accounts";
import { createPhotos, tagOf, type Photo } from "./photos";
import { requireChromium } from "./support";

requireChromium();

const errorBox = (page: Page) => page.getByTestId("login-error");

test.describe("npm run admin, on the running site's local state", () => {
  /** `node scripts/admin.mjs …` against this server's state folder, with `input` on stdin. */
  function admin(args: string[], input = "") {
    const result = spawnSync("node", ["scripts/admin.mjs", ...args, "--persist-to", process.env.E2E_ACCOUNTS_STATE_DIR!], { input, encoding: "utf8" });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }
  const role = async (page: Page) => (await (await page.request.get("/api/auth/me")).json()).user?.role ?? null;

  test("reset-password ends every session and the new password signs in; grant-admin and revoke-admin set the role", async ({
    page,
    baseURL,
    adminState,
  }, testInfo) => {
    test.setTimeout(120_000);
    expect(adminState.cookies.length).toBeGreaterThan(0); // the administrator exists before anyone else signs up
    const email = uniqueEmail(testInfo, "oubli");
    await signUpThroughApi(page.request, baseURL!, email, "ancien-secret");
    expect(await role(page)).toBe("user");

    const short = admin(["reset-password", email, "--password-stdin"], "12345\n");
    expect(short.status).toBe(1);
    expect(short.output).toContain("Le mot de passe doit contenir au moins 6 caractères");
    const unknown = admin(["reset-password", "personne@e2e.test"], "nouveau-secret\n");
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain("No account with the email personne@e2e.test");

    const reset = admin(["reset-password", email, "--password-stdin"], "nouveau-secret\n");
    expect(reset.output).toContain(`Password of ${email} changed`);
    expect(reset.status).toBe(0);
    expect(await role(page)).toBeNull();

    await page.goto("/login");
    await fillSignIn(page, email, "ancien-secret");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(errorBox(page)).toHaveText("Mot de passe incorrect");
    await fillSignIn(page, email, "nouveau-secret");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(isHome);

    // What the command printed comes with a failure.
    const granted = admin(["grant-admin", email]);
    expect(granted, granted.output).toMatchObject({ status: 0 });
    expect(await role(page)).toBe("admin");
    const revoked = admin(["revoke-admin", email]);
    expect(revoked, revoked.output).toMatchObject({ status: 0 });
    expect(await role(page)).toBe("user");
  });
});

test("the daily job, fired by /__scheduled, deletes for good what has been 30 days in the trash", async ({ adminPage: page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const [young, old] = await createPhotos(page, [`Récente ${tagOf()}`, `Ancienne ${tagOf()}`]);
  for (const photo of [young, old]) expect((await page.request.delete(`/api/photos/${photo.id}`, { headers: { origin } })).status()).toBe(204);
  const trashIds = async () => ((await (await page.request.get("/api/photos/trash")).json()) as Photo[]).map((photo) => photo.id);

  // The old one as if deleted 30 days ago, written in the server's local D1 as the daily job will read it.
  // Tried again while the running site holds the database (SQLITE_BUSY), as `npm run admin` does.
  runD1(`UPDATE photos SET deletedAt = deletedAt - ${TRASH_RETENTION_MS} WHERE id = ${old.id}`, { persistTo: process.env.E2E_ACCOUNTS_STATE_DIR! });

  const run = await page.request.get("/__scheduled?cron=17+3+*+*+*");
  expect(await run.text()).toContain("Ran scheduled event");
  await expect.poll(trashIds).not.toContain(old.id);
  expect(await trashIds()).toContain(young.id);
  expect((await page.request.post(`/api/photos/trash/${old.id}/restore`, { headers: { origin } })).status()).toBe(404);
});
