// The Hono environment of the Worker: Cloudflare's bindings (wrangler types) and the values a
// request carries from one middleware to the next.

declare global {
  namespace Cloudflare {
    interface Env {
      /** Secret that signs session tokens (`.dev.vars` locally, `wrangler secret put` in production). */
      JWT_SECRET: string;
      /** Cloudflare Turnstile's secret (`wrangler secret put`): when set, every booking request needs a token it vouches for. */
      TURNSTILE_SECRET?: string;
    }
  }
}

export type Role = "admin" | "user";

/** The signed-in account of a request, as checked against D1. */
export interface Session {
  userId: number;
  email: string;
  role: Role;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    session: Session;
    /** Set when the answer was made with the built-in content because D1 could not be read: never cached. */
    fromDefaults: boolean;
  };
}
