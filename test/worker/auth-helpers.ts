// Accounts as a browser uses them, for the tests of sign-up, sign-in, sessions and the throttles.
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { call, ORIGIN } from "./helpers";

export const PASSWORD = "platines66";

export type UserAnswer = { user: { email: string; role: string } | null };
type ErrorAnswer = { error: string; message: string };

/** Where a request comes from. */
export interface From {
  /** The Cookie header. */
  cookie?: string;
  /** The client's address as Cloudflare's edge delivers it: the request carries `cf`, and the address in CF-Connecting-IP. */
  address?: string;
  /** Other headers, such as a CF-Connecting-IP the client sends itself. */
  headers?: Record<string, string>;
}

export function post(path: string, body: unknown, { cookie, address, headers }: From = {}) {
  const all: Record<string, string> = { origin: ORIGIN, "content-type": "application/json", ...headers };
  if (cookie) all.cookie = cookie;
  const init: RequestInit<IncomingRequestCfProperties> = { method: "POST", headers: all, body: JSON.stringify(body) };
  if (address) {
    all["cf-connecting-ip"] = address;
    init.cf = { colo: "MRS", country: "FR" } as IncomingRequestCfProperties;
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

export const signup = (email: string, password = PASSWORD, from?: From) => post("/api/auth/signup", { email, password }, from);
export const login = (email: string, password = PASSWORD, from?: From) => post("/api/auth/login", { email, password }, from);

/** The `name=value` pair of a cookie a response sets, ready for a Cookie header. */
export function cookieOf(res: Response, name: string): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.split(";")[0];
}

// The tests' origin is http://localhost, where the cookies go by their bare names (worker/lib/cookies.ts).
export const sessionOf = (res: Response) => cookieOf(res, "session");
/** The device cookie: the browser that signed in is a trusted device of that email. */
export const deviceOf = (res: Response) => cookieOf(res, "device");

export const me = async (cookie?: string) => (await (await call("/api/auth/me", { headers: cookie ? { cookie } : {} })).json()) as UserAnswer;

export async function expectError(res: Response, status: number, error: string, message?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorAnswer;
  expect(body.error).toBe(error);
  expect(body.message).toBeTruthy();
  if (message) expect(body.message).toBe(message);
}
