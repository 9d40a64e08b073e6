// Browser tests: Debian's Chromium (no download) against `wrangler dev` on a fresh local state,
// at a phone size and a desktop size. `npm test` runs them after Vitest.
import { defineConfig } from "@playwright/test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PORT = 8790;
// The sign-in and admin specs sign accounts up and change the content: they run against a second
// server with a state of its own (its first account is their administrator), so that the public
// specs, running at the same time, always see the default content.
const ACCOUNTS_PORT = 8791;
const ACCOUNT_SPECS = /(login|admin(-[a-z]+)?)\.spec\.ts$/;
// The profile is one record: its spec runs on the accounts' server too, at one size after the
// other (a project that depends on the first), so that two saves never cross.
const PROFILE_SPEC = /profile\.spec\.ts$/;
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
const ACCOUNTS_URL = `http://localhost:${ACCOUNTS_PORT}`;
const hasChromium = existsSync(CHROMIUM_PATH);
// Without Chromium, outside CI, every test is skipped (see test/e2e/support.ts): no server needed.
const needServer = hasChromium || process.env.CI === "true";
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

const env: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;

export default defineConfig({
  testDir: "test/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: process.env.CI === "true",
  retries: process.env.CI === "true" ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    { name: "mobile", testIgnore: [ACCOUNT_SPECS, PROFILE_SPEC], use: MOBILE },
    { name: "desktop", testIgnore: [ACCOUNT_SPECS, PROFILE_SPEC], use: DESKTOP },
    { name: "mobile-accounts", testMatch: ACCOUNT_SPECS, use: { baseURL: ACCOUNTS_URL, ...MOBILE } },
    { name: "desktop-accounts", testMatch: ACCOUNT_SPECS, use: { baseURL: ACCOUNTS_URL, ...DESKTOP } },
    { name: "mobile-profile", testMatch: PROFILE_SPEC, use: { baseURL: ACCOUNTS_URL, ...MOBILE } },
    { name: "desktop-profile", testMatch: PROFILE_SPEC, dependencies: ["mobile-profile"], use: { baseURL: ACCOUNTS_URL, ...DESKTOP } },
  ],
  // Started one after the other (the second build rewrites the same files before any test runs).
  webServer: needServer
    ? [
        [PORT, process.env.E2E_STATE_DIR!],
        [ACCOUNTS_PORT, process.env.E2E_ACCOUNTS_STATE_DIR!],
      ].map(([port, state]) => ({
        command: "node scripts/start.mjs",
        url: `http://localhost:${port}/api/events`,
        env: { ...env, PORT: String(port), PERSIST_TO: String(state) },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
      }))
    : undefined,
});
