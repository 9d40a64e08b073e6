// The test projects: the Worker in workerd on real local D1, R2 and Durable Objects, the browser code in happy-dom.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the Worker inside workerd (real local D1, R2 and Durable Objects), and the
// browser code (logic and components) in happy-dom. Browser tests in Chromium are Playwright's.
export default defineConfig({
  test: {
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
          // A page's first render compiles the app in workerd: 10 to 15 s on a busy 2-core machine.
          testTimeout: 45_000,
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
          testTimeout: 30_000,
        },
      },
    ],
  },
});
