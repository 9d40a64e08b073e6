// The session: an HS256 JWT in an HttpOnly cookie, checked against the users table on every
// request, and the middleware that guards writes (docs/product.md §14).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { jwtVerify, SignJWT } from "jose";
import { SESSION_SECONDS } from "../../shared/limits";
import { API_MESSAGES } from "../../shared/messages";
import type { AppEnv, Session } from "../env";
import { clearCookie, readCookie, writeCookie } from "../lib/cookies";
import { ApiError } from "../lib/errors";
import { findUserById, roleOf, type UserRow } from "./users";

/** `__Host-session` (../lib/cookies.ts): HttpOnly, sent along from another site's links (Lax). */
const COOKIE_OPTIONS = { httpOnly: true, sameSite: "Lax" } as const;

export const secretKey = (env: Env) => new TextEncoder().encode(env.JWT_SECRET);

/** Signs a token for the account and sets the session cookie; answers the account as the API shows it. */
export async function startSession(c: Context<AppEnv>, user: UserRow): Promise<Session> {
  const session = { userId: user.id, email: user.email, role: roleOf(user, c.env) };
  const token = await new SignJWT({ email: session.email, role: session.role, sk: user.session_key })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_SECONDS}s`)
    .sign(secretKey(c.env));
  writeCookie(c, "session", token, { ...COOKIE_OPTIONS, maxAge: SESSION_SECONDS });
  return session;
}

export const endSession = (c: Context<AppEnv>) => clearCookie(c, "session", COOKIE_OPTIONS);

/** The account a valid token names: null for a bad signature, `alg: none`, an expired or malformed token. */
async function verifiedClaims(token: string, env: Env) {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), { algorithms: ["HS256"], requiredClaims: ["sub", "exp", "iat", "email", "sk"] });
    const userId = Number(payload.sub);
    const { email, sk } = payload;
    return Number.isSafeInteger(userId) && typeof email === "string" && typeof sk === "string" ? { userId, email, sessionKey: sk } : null;
  } catch {
    return null;
  }
}

/**
 * The session of the request, or null. The account is read from D1, not trusted from the token:
 * its session key and email must be the token's, so a deleted account, a logged-out token or one
 * signed for another database (the same id given to someone else, under the same secret) is
 * refused; and the role is the current one, so an account demoted (or removed from ADMIN_EMAILS)
 * loses write access at once.
 */
export async function readSession(c: Context<AppEnv>): Promise<Session | null> {
  const token = readCookie(c, "session");
  if (!token) return null;
  const claims = await verifiedClaims(token, c.env);
  if (!claims) return null;
  const user = await findUserById(c.env.DB, claims.userId);
  if (!user || user.session_key !== claims.sessionKey || user.email !== claims.email) return null;
  return { userId: user.id, email: user.email, role: roleOf(user, c.env) };
}

/**
 * Whether the session cookie holds a token this site signed for an administrator: the token's word,
 * not checked against D1, for what costs nothing when it is wrong (the audience figures leave the
 * admin's own visits out, docs/product.md §24) and must cost nothing per page.
 */
export async function tokenNamesAdmin(c: Context<AppEnv>): Promise<boolean> {
  const token = readCookie(c, "session");
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, secretKey(c.env), { algorithms: ["HS256"] });
    return payload.role === "admin";
  } catch {
    return false;
  }
}

/** Writes need a signed-in admin: 401 without a valid session, 403 for any other account. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c);
  if (!session) throw new ApiError(401, "UNAUTHENTICATED", API_MESSAGES.UNAUTHENTICATED);
  if (session.role !== "admin") {
    throw new ApiError(403, "PERMISSION_DENIED", API_MESSAGES.PERMISSION_DENIED);
  }
  c.set("session", session);
  await next();
});
