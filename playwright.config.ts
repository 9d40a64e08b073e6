// Browser tests: Debian's Chromium (no download) against `wrangler dev` on a fresh local state. Every
// test runs at a phone's size, the site's first screen; those about layout (tagged @layout) at a
// desktop's size too. The main paths also run in Debian's WebKit and Firefox, at both sizes
// (test/e2e/engines/). `npm test` runs them after Vitest.
import { defineConfig } from "@playwright/test";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SitesToStart } from "./test/e2e/servers";

// Debian's headless shell when installed (.ci/run installs it): Chromium without a browser window,
// as Playwright runs it headless by default, and lighter on the CPU. Chromium otherwise.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
// The same for test/e2e/support.ts, in the workers.
process.env.CHROMIUM_PATH = CHROMIUM_PATH;
// Ports from the environment, so that two checkouts can run their suites at the same time.
const PORT = Number(process.env.E2E_PORT || 8790);
// The sign-in and admin specs sign accounts up and change the content: they run against a second
// server with a state of its own (its first account is their administrator), so that the public
// specs, running at the same time, always see the default content.
const ACCOUNTS_PORT = Number(process.env.E2E_ACCOUNTS_PORT || 8791);
const ACCOUNT_SPECS = /(login|event-page|admin(-[a-z]+)?)\.spec\.ts$/;
// The profile is one record: its spec runs on the accounts' server too, at one size after the
// other (a project that depends on the first), so that two saves never cross.
const PROFILE_SPEC = /profile\.spec\.ts$/;
// What writes the accounts' server's local D1 through wrangler while the site runs: last on that
// server, alone (the site's writes meanwhile could meet SQLITE_BUSY), after every project using it.
const LOCAL_STATE_SPEC = /local-state\.spec\.ts$/;
// The specs without a page (raw HTTP to the server, the command line): no screen size. Their project
// comes first, so that its long tests start first and end with the others.
const NO_PAGE_SPECS = /(robustness|site-cli)\.spec\.ts$/;
// The tests whose outcome depends on the screen: its width (the phone's menu against the header's
// links, grids, overflow, widths, finger-sized targets) or its input (a finger or a mouse). The
// others would check the same code twice.
const LAYOUT = /@layout/;
// The checks in WebKit and Firefox (test/e2e/engines/): each at both sizes, on both servers.
const ENGINE_SPECS = /engines\/.*\.spec\.ts$/;
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
const ACCOUNTS_URL = `http://localhost:${ACCOUNTS_PORT}`;
const ENGINE_PROJECTS = (["webkit", "firefox"] as const).flatMap((engineName) =>
  Object.entries({ mobile: MOBILE, desktop: DESKTOP }).map(([label, { viewport }]) => ({
    name: `${engineName}-${label}`,
    testMatch: ENGINE_SPECS,
    use: { engineName, size: viewport, baseURL: ACCOUNTS_URL, publicURL: `http://localhost:${PORT}` },
  })),
);
const hasChromium = existsSync(CHROMIUM_PATH);
// Without any browser, outside CI, every test is skipped (test/e2e/support.ts, engines/fixtures.ts): no server needed.
const hasOtherEngine = existsSync("/usr/bin/firefox-esr") || existsSync("/usr/bin/WebKitWebDriver");
const needServer = hasChromium || hasOtherEngine || process.env.CI === "true";
if (!hasChromium && !process.env.E2E_CHROMIUM_WARNED) {
  process.env.E2E_CHROMIUM_WARNED = "1";
  console.warn(`Chromium not found: apt-get install -y chromium (looked at ${CHROMIUM_PATH}; set CHROMIUM_PATH to use another).`);
}

// One fresh state folder per run, created once in the main process (workers inherit the variable).
if (needServer && !process.env.E2E_STATE_DIR) {
  const stateDir = mkdtempSync(join(tmpdir(), "dj-site-e2e-"));
  process.env.E2E_STATE_DIR = stateDir;
  process.on("exit", () => rmSync(stateDir, { recursive: true, force: true }));
}
if (needServer && !process.env.E2E_ACCOUNTS_STATE_DIR) {
  const stateDir = mkdtempSync(join(tmpdir(), "dj-site-e2e-accounts-"));
  process.env.E2E_ACCOUNTS_STATE_DIR = stateDir;
  process.on("exit", () => rmSync(stateDir, { recursive: true, force: true }));
}

/** The newest change under the given files and folders, in ms. */
const newest = (paths: string[]): number =>
  Math.max(
    0,
    ...paths
      .filter((path) => existsSync(path))
      .map((path) => (statSync(path).isDirectory() ? newest(readdirSync(path).map((name) => join(path, name))) : statSync(path).mtimeMs)),
  );

// The site is built once a run: `npm test` builds it and sets SKIP_BUILD=1; run alone, the global
// setup builds it unless dist/ is newer than what it is built from.
const BUILD = "dist/client/index.html";
const buildIsFresh =
  process.env.SKIP_BUILD === "1" || (existsSync(BUILD) && statSync(BUILD).mtimeMs > newest(["web", "shared", "build", "vite.config.ts", "package-lock.json"]));

export default defineConfig({
  testDir: "test/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: process.env.CI === "true",
  retries: process.env.CI === "true" ? 1 : 0,
  workers: 2,
  // Limits that only a failure reaches: a step may take many seconds on a busy machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "no-page", testMatch: NO_PAGE_SPECS },
    ...ENGINE_PROJECTS,
    { name: "mobile", testIgnore: [ACCOUNT_SPECS, PROFILE_SPEC, NO_PAGE_SPECS, LOCAL_STATE_SPEC, ENGINE_SPECS], use: MOBILE },
    { name: "desktop", testIgnore: [ACCOUNT_SPECS, PROFILE_SPEC, NO_PAGE_SPECS, LOCAL_STATE_SPEC, ENGINE_SPECS], grep: LAYOUT, use: DESKTOP },
    { name: "mobile-accounts", testMatch: ACCOUNT_SPECS, use: { baseURL: ACCOUNTS_URL, ...MOBILE } },
    { name: "desktop-accounts", testMatch: ACCOUNT_SPECS, grep: LAYOUT, use: { baseURL: ACCOUNTS_URL, ...DESKTOP } },
    { name: "mobile-profile", testMatch: PROFILE_SPEC, use: { baseURL: ACCOUNTS_URL, ...MOBILE } },
    { name: "desktop-profile", testMatch: PROFILE_SPEC, grep: LAYOUT, dependencies: ["mobile-profile"], use: { baseURL: ACCOUNTS_URL, ...DESKTOP } },
    {
      name: "mobile-local-state",
      testMatch: LOCAL_STATE_SPEC,
      dependencies: ["mobile-accounts", "desktop-accounts", "desktop-profile", ...ENGINE_PROJECTS.map((project) => project.name)],
      use: { baseURL: ACCOUNTS_URL, ...MOBILE },
    },
  ],
  // Started together by the global setup (servers.ts), which builds the site first unless fresh.
  globalSetup: needServer ? "./test/e2e/servers.ts" : undefined,
  metadata: {
    sites: [
      { port: PORT, state: process.env.E2E_STATE_DIR ?? "" },
      { port: ACCOUNTS_PORT, state: process.env.E2E_ACCOUNTS_STATE_DIR ?? "" },
    ],
    built: buildIsFresh,
  } satisfies SitesToStart,
});
