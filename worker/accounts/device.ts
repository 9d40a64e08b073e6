// Trusted devices (OWASP's "device cookies"): a browser that signed in to an account keeps a signed
// cookie naming that email. Its sign-ins to that email count their failures against the device
// alone, so the failures of strangers, which make every other browser wait, never lock the owner
// out (docs/product.md §5, §14).
import type { Context } from "hono";
import { jwtVerify, SignJWT } from "jose";
import { DEVICE_TRUST_SECONDS } from "../../shared/limits";
import type { AppEnv } from "../env";
import { readCookie, writeCookie } from "../lib/cookies";
import { secretKey } from "./session";

/** `__Host-device` (../lib/cookies.ts): HttpOnly, and sent by the site's own pages only. */
const COOKIE_OPTIONS = { httpOnly: true, sameSite: "Strict", maxAge: DEVICE_TRUST_SECONDS } as const;
/** Signed with the sessions' secret: the audience keeps a device token from passing for a session's, and back. */
const AUDIENCE = "device";

/** After a sign-in or a sign-up: this browser is a trusted device of the email, under a new id. */
export async function trustDevice(c: Context<AppEnv>, email: string) {
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TRUST_SECONDS}s`)
    .sign(secretKey(c.env));
  writeCookie(c, "device", token, COOKIE_OPTIONS);
}

/** The id of this browser when its device cookie is valid and names this email; null otherwise. */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<string | null> {
  const token = readCookie(c, "device");
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(c.env), { algorithms: ["HS256"], audience: AUDIENCE, requiredClaims: ["jti", "exp"] });
    return payload.email === email && payload.jti ? payload.jti : null;
  } catch {
    return null;
  }
}
