// The test-only bindings and the Worker's exports as the tests reach them ("cloudflare:workers").
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
    }
  }
}
