// /api/auth: sign-up, sign-in, logout and "who am I". Every answer is `{ user }` so that the
// login screen and the AuthProvider read one shape; failures carry the identity provider's codes (docs/product.md §8).
import { Hono } from "hono";
import type { Context } from "hono";
import { REQUEST_MESSAGES } from "../../shared/messages";
import type { AppEnv, Session } from "../env";
import { ApiError, validationFailed } from "../lib/errors";
import { clientAddress } from "./address";
import { authError, parseCredentials } from "./credentials";
import { trustDevice, trustedDevice } from "./device";
import { hashPassword, verifyPassword } from "./password";
import { endSession, readSession, startSession } from "./session";
import { beginSignIn, countSignUp, signInCounters, signInSucceeded } from "./throttle";
import { createUser, findUserByEmail, revokeSessions } from "./users";

const publicUser = (session: Session | null) => ({ user: session && { email: session.email, role: session.role } });

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw validationFailed([{ field: "body", message: REQUEST_MESSAGES.notJson }]);
  }
}

/** Ends every token of the request's account when D1 answers; a storage failure (logged by guardD1) must not stop the logout. */
async function revokeIfPossible(c: Context<AppEnv>) {
  try {
    const session = await readSession(c);
    if (session) await revokeSessions(c.env.DB, session.userId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    // Answers about one person's session: never stored by a cache.
    c.header("Cache-Control", "no-store");
  })
  .post("/signup", async (c) => {
    const { email, password } = parseCredentials(await jsonBody(c), "signup");
    await countSignUp(c.env.DB, clientAddress(c.req.raw));
    const user = await createUser(c.env, email, await hashPassword(password));
    if (!user) throw authError("auth/email-already-in-use");
    const session = await startSession(c, user);
    await trustDevice(c, email);
    return c.json(publicUser(session), 201);
  })
  .post("/login", async (c) => {
    const { email, password } = parseCredentials(await jsonBody(c), "login");
    const counters = signInCounters(email, clientAddress(c.req.raw), await trustedDevice(c, email));
    const attempt = await beginSignIn(c.env.DB, counters);
    const user = await findUserByEmail(c.env.DB, email);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      throw authError(user ? "auth/wrong-password" : "auth/user-not-found");
    }
    await signInSucceeded(c.env.DB, attempt);
    const session = await startSession(c, user);
    await trustDevice(c, email);
    return c.json(publicUser(session));
  })
  .post("/logout", async (c) => {
    // The cookie goes whatever D1 says: the browser is signed out even during an outage.
    endSession(c);
    await revokeIfPossible(c);
    return c.json(publicUser(null));
  })
  .get("/me", async (c) => c.json(publicUser(await readSession(c))));
