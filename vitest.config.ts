// The test projects: the Worker in workerd on real local D1, R2 and Durable Objects, the browser code in happy-dom.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the Worker inside workerd (real local D1, R2 and Durable Objects), and the
// browser code (logic and components) in happy-dom. Browser tests in Chromium are Playwright's.
export default defineConfig({
  test: {
    // Two test files at a time: Vitest's default on 2 cores (one fewer than the cores) leaves one
    // mostly idle while workerd starts and the modules travel to it.
    maxWorkers: 2,
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
                TEST_MIGRATIONS: await readD1Migrations("migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // A page's first render compiles the app in workerd, slow on a loaded machine: limits that
          // only a failure reaches (a test ends when it is done).
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // expect.poll waits on state: it ends as soon as that holds, so its limit is for failures only.
          expect: { poll: { timeout: 20_000 } },
          setupFiles: ["test/worker/setup.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["test/web/**/*.test.{ts,tsx}"],
          setupFiles: ["test/web/setup.ts"],
          // Above the waits of test/web/setup.ts.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // As those waits, expect.poll ends as soon as its state holds: the limit is for failures only.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
