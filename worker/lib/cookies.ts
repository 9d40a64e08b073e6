// The site's cookies, by their short names: `__Host-<name>`, Secure, Path=/ and no Domain, as
// every browser holds them on https; but on plain http to the machine itself (npm start), `<name>`
// and not Secure. WebKit keeps no Secure cookie from an http: page (Chromium and Firefox make an
// exception of localhost), so Safari could sign in to no site on localhost. The deployed site is
// always https (httpsOnly, ./security.ts): it keeps the `__Host-` cookies.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { isPlainLoopback } from "./loopback";

export type SiteCookie = "session" | "device" | "d1-bookmark";

type Options = Omit<CookieOptions, "path" | "secure" | "domain" | "prefix">;

/** The cookie's name for this request: `__Host-session`, or `session` on plain-http loopback. */
export const cookieName = (c: Context, name: SiteCookie) => (isPlainLoopback(c.req.url) ? name : `__Host-${name}`);

const placement = (c: Context) => ({ path: "/", secure: !isPlainLoopback(c.req.url) });

export const readCookie = (c: Context, name: SiteCookie) => getCookie(c, cookieName(c, name));

export const writeCookie = (c: Context, name: SiteCookie, value: string, options: Options) =>
  setCookie(c, cookieName(c, name), value, { ...options, ...placement(c) });

export const clearCookie = (c: Context, name: SiteCookie, options: Options) => deleteCookie(c, cookieName(c, name), { ...options, ...placement(c) });
