/// <reference types="vite/client" />
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import staticHeaders from "../../web/public/_headers?raw";
import { SECURITY_HEADERS, SHAREABLE_RESOURCE_POLICY } from "../../worker/lib/security";
import { adminHeaders, call, ORIGIN } from "./helpers";

const newVenue = { name: "Le Phare", location: "Perpignan", description: "Bar à cocktails.", image: "https://images.example.com/phare.jpg" };

/** A request exactly as given: no Origin or Content-Type added. */
const raw = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`${ORIGIN}${path}`, init));

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({ error, message: expect.any(String) });
}

describe("plain http", () => {
  it("is sent to https with 301 for a read and 308 for a write, but on the machine itself", async () => {
    const read = await exports.default.fetch(new Request("http://djmaxribera.fr/events?year=2025", { redirect: "manual" }));
    expect(read.status).toBe(301);
    expect(read.headers.get("location")).toBe("https://djmaxribera.fr/events?year=2025");
    expect(read.headers.get("strict-transport-security")).toBe(SECURITY_HEADERS["Strict-Transport-Security"]);
    const write = await exports.default.fetch(new Request("http://djmaxribera.fr/api/events", { method: "POST", body: "{}", redirect: "manual" }));
    expect(write.status).toBe(308);
    expect(write.headers.get("location")).toBe("https://djmaxribera.fr/api/events");
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      expect((await exports.default.fetch(new Request(`${origin}/api/venues`))).status, origin).toBe(200);
    }
  });
});

describe("security headers", () => {
  it("are on every kind of answer: JSON, error, session, static asset", async () => {
    const answers = [
      await call("/api/venues"),
      await call("/api/nope"),
      await call("/api/auth/me"),
      await call("/api/events", { method: "POST", body: newVenue }),
      await call("/"),
    ];
    // A page's policy also allows its inline style sheet and script by hash (html.test.ts): the rest is the same.
    const withoutHashes = (value: string | null) => value?.replace(/ 'sha256-[^']+'/g, "");
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(withoutHashes(res.headers.get(name)), name).toBe(value);
    }
  });

  it("include a strict CSP, HSTS, nosniff, the referrer and permissions policies", () => {
    const csp = SECURITY_HEADERS["Content-Security-Policy"];
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(SECURITY_HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("let other sites show the pictures, and nothing else", async () => {
    expect(SHAREABLE_RESOURCE_POLICY).toBe("cross-origin");
    for (const path of ["/images/0000000000000000000000000000000000000000000000000000000000000000.jpg", "/images/nope?w=share"]) {
      const res = await call(path);
      expect(res.headers.get("Cross-Origin-Resource-Policy"), path).toBe("cross-origin");
      expect(res.headers.get("Cross-Origin-Opener-Policy"), path).toBe("same-origin");
    }
    for (const path of ["/", "/api/events", "/api/auth/me", "/sitemap.xml", "/events.ics", "/imagesque"]) {
      expect((await call(path)).headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
    }
  });

  it("are repeated word for word in web/public/_headers for the static assets, which are cached for good", () => {
    const rules = new Map<string, Map<string, string>>();
    let current: Map<string, string> | undefined;
    for (const line of staticHeaders.split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      if (!line.startsWith(" ")) rules.set(line.trim(), (current = new Map()));
      else {
        const [name, ...value] = line.trim().split(":");
        current?.set(name.toLowerCase(), value.join(":").trim());
      }
    }
    const everything = rules.get("/*")!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(everything.get(name.toLowerCase()), name).toBe(value);
    expect(rules.get("/assets/*")?.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The artwork drops the policy of /* for the shareable one.
    expect(staticHeaders).toContain("\n/media/*\n  ! Cross-Origin-Resource-Policy\n  Cross-Origin-Resource-Policy: cross-origin\n");
  });
});

describe("requests from another site (CSRF)", () => {
  it("refuses unsafe requests whose Origin is not the site's own", async () => {
    const headers = await adminHeaders();
    for (const origin of ["https://evil.example", "http://localhost:1234", "https://localhost", "null"]) {
      await expectError(await call("/api/venues", { method: "POST", body: newVenue, headers: { ...headers, origin } }), 403, "CSRF_REJECTED");
    }
    await expectError(
      await call("/api/venues/1", { method: "PUT", body: newVenue, headers: { ...headers, origin: "https://evil.example" } }),
      403,
      "CSRF_REJECTED",
    );
    await expectError(await call("/api/venues/1", { method: "DELETE", headers: { ...headers, origin: "https://evil.example" } }), 403, "CSRF_REJECTED");
    const login = call("/api/auth/login", { method: "POST", body: { email: "dj@example.fr", password: "x" }, headers: { origin: "https://evil.example" } });
    await expectError(await login, 403, "CSRF_REJECTED");
  });

  it("refuses unsafe requests without an Origin", async () => {
    const res = await raw("/api/venues", {
      method: "POST",
      body: JSON.stringify(newVenue),
      headers: { ...(await adminHeaders()), "content-type": "application/json" },
    });
    await expectError(res, 403, "CSRF_REJECTED");
  });

  it("accepts the site's own origin, and reads from anywhere", async () => {
    expect((await call("/api/venues", { method: "POST", body: newVenue, headers: await adminHeaders() })).status).toBe(201);
    expect((await raw("/api/venues", { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses a WebSocket handshake from another site", async () => {
    const upgrade = (origin: string) => raw("/api/live", { headers: { upgrade: "websocket", origin } });
    await expectError(await upgrade("https://evil.example"), 403, "CSRF_REJECTED");
    await expectError(await raw("/api/live", { headers: { upgrade: "websocket" } }), 403, "CSRF_REJECTED");
    const own = await upgrade(ORIGIN);
    expect(own.status).toBe(101);
    own.webSocket?.accept();
    own.webSocket?.close();
  });
});

describe("request bodies", () => {
  it("must be declared application/json on the API", async () => {
    const headers = await adminHeaders();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp"]) {
      const res = await call("/api/venues", { method: "POST", body: JSON.stringify(newVenue), headers: { ...headers, "content-type": type } });
      await expectError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
    }
    const untyped = await raw("/api/auth/login", { method: "POST", body: new TextEncoder().encode("{}"), headers: { origin: ORIGIN } });
    await expectError(untyped, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("may carry a charset, and may be absent", async () => {
    const res = await call("/api/venues", {
      method: "POST",
      body: JSON.stringify(newVenue),
      headers: { ...(await adminHeaders()), "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(201);
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });

  it("are raw bytes for an image upload", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await call("/api/images", { method: "POST", body: png, headers: { ...(await adminHeaders()), "content-type": "image/png" } });
    expect(res.status).not.toBe(415);
    expect(res.status).not.toBe(403);
  });
});
