// Password hashing: salted PBKDF2-SHA256 through WebCrypto, with the parameters stored beside the
// hash so that they can be raised later without invalidating existing accounts.

const ALGORITHM = "pbkdf2-sha256";
/** The most Cloudflare's production runtime accepts (local workerd does not enforce the cap). */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** "pbkdf2-sha256$<iterations>$<salt>$<hash>", with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [ALGORITHM, PBKDF2_ITERATIONS, toBase64(salt), toBase64(hash)].join("$");
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (algorithm !== ALGORITHM || !Number.isInteger(rounds) || rounds < 1 || rounds > PBKDF2_ITERATIONS || !salt || !hash) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), rounds);
  return actual.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(actual, expected);
}
