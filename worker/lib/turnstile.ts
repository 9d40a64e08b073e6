// Cloudflare Turnstile (docs/product.md §23, §26): when the site has its secret, a public write's
// token is checked with Cloudflare before anything is kept. A token missing, refused, or that
// cannot be checked (Cloudflare unreachable) fails: no robot gets through on an outage.
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Whether Turnstile vouches for the token, given by the client at `address`. */
export async function turnstileVouches(secret: string, token: string, address: string): Promise<boolean> {
  if (!token) return false;
  const form = new FormData();
  form.append("secret", secret);
  form.append("response", token);
  form.append("remoteip", address);
  try {
    const answer = await fetch(SITEVERIFY, { method: "POST", body: form, signal: AbortSignal.timeout(5_000) });
    return ((await answer.json()) as { success?: unknown }).success === true;
  } catch (error) {
    console.error("Turnstile could not be reached", error);
    return false;
  }
}
