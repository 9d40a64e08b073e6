// The fixtures of the checks in WebKit and Firefox (playwright.config.ts runs them in a project per
// engine and size): the engine, started once per worker; a session of it per test, on the public
// site (`visitor`) or the accounts' site (`session`); the administrator's sign-in.
import { test as base, expect } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { ADMIN } from "../accounts";
import type { Engine, EnginePage, EngineSession, Size } from "./engine";
import { firefoxMissing, launchFirefox } from "./firefox";
import { launchWebKit, webkitMissing } from "./webkit";

type EngineName = "webkit" | "firefox";

/** Both engines are run in French, which needs the machine's French locale. */
const frenchMissing = () =>
  /^fr_FR\.utf-?8$/im.test(spawnSync("locale", ["-a"], { encoding: "utf8" }).stdout ?? "")
    ? null
    : "the engines run in French and need the fr_FR.UTF-8 locale: apt-get install -y locales, uncomment fr_FR.UTF-8 in /etc/locale.gen, locale-gen";

const ENGINES: Record<EngineName, { missing: () => string | null; launch: () => Promise<Engine> }> = {
  webkit: { missing: () => webkitMissing() ?? frenchMissing(), launch: launchWebKit },
  firefox: { missing: () => firefoxMissing() ?? frenchMissing(), launch: launchFirefox },
};

// In the checkout, beside the admin's phone screenshots (phone.ts).
const SHOTS = "screenshots/engines";
mkdirSync(SHOTS, { recursive: true });

interface Options {
  engineName: EngineName;
  size: Size;
  /** The public site, which keeps the default content. */
  publicURL: string;
}

interface Fixtures {
  /** A session on the public site. */
  visitor: EngineSession;
  /** A session on the accounts' site, signed out. */
  session: EngineSession;
  /** A page of a session on the accounts' site, signed in as the administrator. */
  admin: EnginePage;
  /** Photographs the page into screenshots/engines/, named after the engine, the size and `name`. */
  shoot: (page: EnginePage, name: string) => Promise<void>;
}

export const test = base.extend<Fixtures, Options & { engine: Engine | null; adminReady: void }>({
  engineName: ["webkit", { option: true, scope: "worker" }],
  size: [
    { width: 390, height: 844 },
    { option: true, scope: "worker" },
  ],
  publicURL: ["", { option: true, scope: "worker" }],
  // Null on a machine without the engine, outside CI: its checks are skipped, saying what to install.
  // In CI, the launch fails, and so do they.
  engine: [
    async ({ engineName }, use) => {
      if (ENGINES[engineName].missing() && process.env.CI !== "true") return use(null);
      const engine = await ENGINES[engineName].launch();
      await use(engine);
      await engine.close();
    },
    { scope: "worker" },
  ],
  // The administrator is the first account of the accounts' site: signed in, or signed up when no
  // test has made it yet (a sign-up counts against the site's limit per address, even a refused one).
  adminReady: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern: none here.
    async ({}, use, workerInfo) => {
      const site = workerInfo.project.use.baseURL!;
      const post = (path: string) =>
        fetch(new URL(path, site), {
          method: "POST",
          headers: { "content-type": "application/json", origin: new URL(site).origin },
          body: JSON.stringify(ADMIN),
        });
      let body = await (await post("/api/auth/login")).json();
      if (body.error === "auth/user-not-found") body = await (await post("/api/auth/signup")).json();
      // Another worker signed it up meanwhile.
      if (body.error === "auth/email-already-in-use") body = await (await post("/api/auth/login")).json();
      expect(body.user?.role, `${ADMIN.email} is not the administrator of ${site}: ${JSON.stringify(body)}`).toBe("admin");
      await use();
    },
    { scope: "worker" },
  ],
  visitor: async ({ engine, engineName, size, publicURL }, use) => {
    if (!engine) test.skip(true, ENGINES[engineName].missing() ?? "");
    const session = await engine!.session(size, publicURL);
    await use(session);
    await session.close();
  },
  session: async ({ engine, engineName, size, baseURL, adminReady: _ }, use) => {
    if (!engine) test.skip(true, ENGINES[engineName].missing() ?? "");
    const session = await engine!.session(size, baseURL!);
    await use(session);
    await session.close();
  },
  admin: async ({ session }, use) => {
    const { page } = session;
    await page.goto("/login");
    const status = await page.evaluate(
      (account) =>
        fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) }).then(
          (answer) => answer.status,
        ),
      ADMIN,
    );
    expect(status).toBe(200);
    await use(page);
  },
  shoot: async ({ engineName, size }, use) => {
    await use(async (page, name) => {
      // Once what opens or fades in has ended (a second at most: the animations of parts the page
      // does not draw only end once drawn): the state itself, not a frame of its transition.
      await page.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 1_000)),
        ]).then(() => undefined),
      );
      await page.screenshot(`${SHOTS}/${engineName}-${size.width}-${name}.png`);
    });
  },
});

export { expect };

/** Polls the page until the function answers what is expected, or fails with what it answered last. */
export async function until<A extends unknown[], R>(page: EnginePage, expected: R, fn: (...args: A) => R | Promise<R>, ...args: A) {
  await expect.poll(() => page.evaluate(fn, ...args)).toEqual(expected);
}
