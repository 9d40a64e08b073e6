// The administrator's session, for the admin's page under Lighthouse and the change made through the
// API: the first account of the fresh database, which is its administrator.
import { CannotMeasure } from "./cannot-measure.mjs";

/** @type {Map<string, Promise<string>>} */
const sessions = new Map();

/**
 * The administrator's session cookie at `origin`, signed up once.
 * @param {string} origin
 */
export function adminSession(origin) {
  const session = sessions.get(origin) ?? signUpAdmin(origin);
  sessions.set(origin, session);
  return session;
}

/** @param {string} origin */
async function signUpAdmin(origin) {
  const res = await fetch(`${origin}/api/auth/signup`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.fr", password: "bench-password" }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new CannotMeasure(`could not sign up the bench's administrator (HTTP ${res.status})`);
  return cookie;
}
