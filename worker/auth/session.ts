// The session: an HS256 JWT in an HttpOnly cookie, and the middleware that guards writes.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { jwtVerify } from "jose";
import { ApiError } from "../errors";
import type { AppEnv } from "../env";

export const SESSION_COOKIE = "__Host-session";

export type Role = "admin" | "user";

export interface Session {
  userId: number;
  email: string;
  role: Role;
}

export const secretKey = (env: Env) => new TextEncoder().encode(env.JWT_SECRET);

/** The verified session of the request, or null (no cookie, bad signature, expired, malformed). */
export async function readSession(c: Context<AppEnv>): Promise<Session | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(c.env), { algorithms: ["HS256"], requiredClaims: ["sub", "exp"] });
    const userId = Number(payload.sub);
    const { email, role } = payload;
    if (!Number.isSafeInteger(userId) || typeof email !== "string" || (role !== "admin" && role !== "user")) return null;
    return { userId, email, role };
  } catch {
    return null;
  }
}

/** Writes need a signed-in admin: 401 without a valid session, 403 for any other account. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c);
  if (!session) throw new ApiError(401, "UNAUTHENTICATED", "Connectez-vous pour modifier le contenu.");
  if (session.role !== "admin") {
    throw new ApiError(403, "PERMISSION_DENIED", "Votre compte n'a pas le droit de modifier le contenu du site.");
  }
  c.set("session", session);
  await next();
});
