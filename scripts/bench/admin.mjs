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

/**
 * Signed up, or signed in when the account exists already: the same site may be reached by two
 * addresses (the runtime's own and wrangler dev's proxy), each with its own session here.
 * @param {string} origin
 */
async function signUpAdmin(origin) {
  const send = (/** @type {string} */ path) =>
    fetch(`${origin}/api/auth/${path}`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.fr", password: "bench-password" }),
    });
  const signedUp = await send("signup");
  const res = signedUp.status === 409 ? await send("login") : signedUp;
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new CannotMeasure(`could not sign up the bench's administrator (HTTP ${res.status})`);
  return cookie;
}
