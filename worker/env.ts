// The Hono environment of the Worker: Cloudflare bindings (wrangler types) and per-request values.
import type { Session } from "./auth/session";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Secret that signs session tokens (`.dev.vars` locally, `wrangler secret put` in production). */
      JWT_SECRET: string;
    }
    /** Types `exports` of "cloudflare:workers" (used by the tests). */
    interface GlobalProps {
      mainModule: typeof import("./index");
    }
  }
}

export interface AppEnv {
  Bindings: Env;
  Variables: { session: Session };
}
