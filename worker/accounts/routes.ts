// /api/auth: sign-up, sign-in, logout and "who am I". Every answer is `{ user }` so that the
// login screen and the AuthProvider read one shape; failures carry the identity provider's codes (docs/product.md §8).
import { Hono } from "hono";
import type { Context } from "hono";
import { REQUEST_MESSAGES } from "../../shared/messages";
import type { AppEnv, Session } from "../env";
import { validationFailed } from "../lib/errors";
import { authError, parseCredentials } from "./credentials";
import { hashPassword, verifyPassword } from "./password";
import { endSession, readSession, startSession } from "./session";
import { assertNotThrottled, clearEmailFailures, recordFailure, throttleKeys } from "./throttle";
import { createUser, findUserByEmail, revokeSessions } from "./users";

const publicUser = (session: Session | null) => ({ user: session && { email: session.email, role: session.role } });

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw validationFailed([{ field: "body", message: REQUEST_MESSAGES.notJson }]);
  }
}

/** Cloudflare sets this header and overwrites any value the client sends. */
const clientAddress = (c: Context<AppEnv>) => c.req.header("cf-connecting-ip") ?? "unknown";

export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    // Answers about one person's session: never stored by a cache.
    c.header("Cache-Control", "no-store");
  })
  .post("/signup", async (c) => {
    const { email, password } = parseCredentials(await jsonBody(c), "signup");
    const user = await createUser(c.env, email, await hashPassword(password));
    if (!user) throw authError("auth/email-already-in-use");
    return c.json(publicUser(await startSession(c, user)), 201);
  })
  .post("/login", async (c) => {
    const { email, password } = parseCredentials(await jsonBody(c), "login");
    const counters = throttleKeys(email, clientAddress(c));
    await assertNotThrottled(c.env.DB, counters);
    const user = await findUserByEmail(c.env.DB, email);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await recordFailure(c.env.DB, counters);
      throw authError(user ? "auth/wrong-password" : "auth/user-not-found");
    }
    await clearEmailFailures(c.env.DB, email);
    return c.json(publicUser(await startSession(c, user)));
  })
  .post("/logout", async (c) => {
    const session = await readSession(c);
    if (session) await revokeSessions(c.env.DB, session.userId);
    endSession(c);
    return c.json(publicUser(null));
  })
  .get("/me", async (c) => c.json(publicUser(await readSession(c))));
