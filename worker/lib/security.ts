// Protections that hold for every request: security headers on every answer, unsafe requests
// only from the site's own pages, and JSON bodies declared as JSON.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_MESSAGES, REQUEST_MESSAGES } from "../../shared/messages";
import { MIX_PLAYER_ORIGINS } from "../../shared/mixes";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import { isPlainLoopback } from "./loopback";

/**
 * Nothing but our own scripts, styles and fonts; images also from https hosts and inline (data:,
 * blob: for the upload preview). Inline `<script type="application/json">` data blocks are not
 * executed, so CSP leaves them alone. A page that carries its style sheet and first script inline
 * allows them by their hashes (worker/pages/inline-assets.ts). web/public/_headers repeats these
 * for the static assets.
 */
export const contentSecurityPolicy = (inline: { styles: string[]; scripts: string[] } = { styles: [], scripts: [] }) =>
  [
    "default-src 'self'",
    "img-src 'self' https: data: blob:",
    ["style-src 'self'", ...inline.styles].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(" "),
    // The mixes' players, loaded only when a visitor presses play (docs/product.md §25).
    `frame-src ${MIX_PLAYER_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** Cloudflare Turnstile's origin: its script, and the frame where it checks the visitor (docs/product.md §23). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** A policy that also lets the request form draw Turnstile's check, for a site that uses it. */
export const allowTurnstile = (policy: string) =>
  policy.replace("script-src 'self'", `script-src 'self' ${TURNSTILE_ORIGIN}`).replace("frame-src ", `frame-src ${TURNSTILE_ORIGIN} `);

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  // frame-ancestors' predecessor, for browsers that ignore CSP.
  "X-Frame-Options": "DENY",
  // A page another site opens gets no handle on ours (its links to us already open without one).
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site may load our answers (the API's JSON above all) into its own pages.
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The pictures others may show: uploads (/images/) and the artwork (/media/, in web/public/_headers).
 * Link previews and image search that load an `og:image` or a poster in a browser would break on
 * same-origin, and a public picture has nothing to protect.
 */
const SHAREABLE_PICTURES = /^\/(?:images|media)\//;
export const SHAREABLE_RESOURCE_POLICY = "cross-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request that reaches the Worker over plain http, but on the machine itself, is sent to the
 * same address in https: 301 for a read, 308 for anything else (which keeps its method and body).
 * HSTS then keeps the browser on https; this covers the first visit, and http:// links.
 */
export const httpsOnly = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== "http:" || isPlainLoopback(c.req.url)) return next();
  url.protocol = "https:";
  return c.redirect(url.href, SAFE_METHODS.has(c.req.method) ? 301 : 308);
});

const isWebSocketUpgrade = (c: Context) => c.req.header("upgrade")?.toLowerCase() === "websocket";

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A WebSocket handshake cannot be rebuilt, and its headers mean nothing to a browser.
  if (c.res.status === 101) return;
  // Rebuilt because answers of fetch() (the static assets) have immutable headers.
  const response = new Response(c.res.body, c.res);
  // A page's own policy (allowing its inline style sheet and script) stays; any other answer gets the site's.
  const ownPolicy = c.res.headers.get("Content-Security-Policy")?.includes("'sha256-");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!(ownPolicy && name === "Content-Security-Policy")) response.headers.set(name, value);
  }
  if (c.env.TURNSTILE_SITE_KEY) response.headers.set("Content-Security-Policy", allowTurnstile(response.headers.get("Content-Security-Policy")!));
  if (SHAREABLE_PICTURES.test(c.req.path)) response.headers.set("Cross-Origin-Resource-Policy", SHAREABLE_RESOURCE_POLICY);
  c.res = undefined; // so that Hono takes the new answer as it is instead of merging the old one in
  c.res = response;
});

/**
 * CSRF: a browser always sends `Origin` with an unsafe method and with a WebSocket handshake, so
 * anything but the site's own origin comes from another site (or from no browser at all).
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) || isWebSocketUpgrade(c)) {
    if (c.req.header("origin") !== new URL(c.req.url).origin) {
      throw new ApiError(403, "CSRF_REJECTED", API_MESSAGES.CSRF_REJECTED);
    }
  }
  await next();
});

const isJson = (type: string) => /^application\/json\s*(;|$)/i.test(type.trim());
const hasBody = (request: Request) => request.body !== null && request.headers.get("content-length") !== "0";

/**
 * Bodies of unsafe API requests must be declared `application/json` (Hono's csrf() does not look
 * at JSON requests, and a form can post text/plain cross-site). Paths `takesRawBody` accepts take
 * raw bytes; sameOriginOnly still guards them.
 */
export const jsonBodiesOnly = (takesRawBody: (path: string) => boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !takesRawBody(c.req.path)) {
      const type = c.req.header("content-type") ?? "";
      if ((type || hasBody(c.req.raw)) && !isJson(type)) {
        throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", REQUEST_MESSAGES.jsonOnly);
      }
    }
    await next();
  });
