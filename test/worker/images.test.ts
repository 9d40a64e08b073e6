// Images in workerd: uploads to R2, their 800 px and share copies, serving, and the daily sweep of unused files.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker";
import { sweepImages } from "../../worker/images/cleanup";
import { adminHeaders, call, ORIGIN, runScheduled } from "./helpers";

// Real 1×1 (AVIF 2×2) files, small enough to read here; each one decodes in Chromium.
const FILES = {
  jpg: "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQA1c//9k=",
  png: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWL6b5z2HwAAAP//ho7cTAAAAAZJREFUAwAGbwKa8m6gdwAAAABJRU5ErkJggg==",
  webp: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
  gif: "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
  avif: "AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=",
} as const;
const CONTENT_TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", avif: "image/avif" } as const;
type Extension = keyof typeof FILES;

const MAX_UPLOAD = 5 * 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";

const bytesOf = (extension: Extension) => Uint8Array.from(atob(FILES[extension]), (char) => char.charCodeAt(0));
const text = (value: string) => new TextEncoder().encode(value);

/** An ISO-BMFF `ftyp` box with these brands, then some filler, as AVIF and HEIC files begin. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const box = text(`....ftyp${major}\0\0\0\0${compatible.join("")}`);
  new DataView(box.buffer).setUint32(0, box.length);
  return new Uint8Array([...box, ...new Uint8Array(64)]);
}

/** `size` bytes that begin like a JPEG (SOI + APP0 marker). */
function jpegOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

async function sha256(bytes: Uint8Array) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function upload(body: unknown, headers: Record<string, string> = {}) {
  return call("/api/images", { method: "POST", body, headers: { ...(await adminHeaders()), ...headers } });
}

async function uploadUrl(bytes: Uint8Array): Promise<string> {
  const res = await upload(bytes);
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function storedKeys() {
  return (await env.IMAGES.list()).objects.map((object) => object.key);
}

async function expectError(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe(error);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/**
 * An upload streamed without Content-Length. Given to the app in this isolate, not through
 * `exports`, whose body pipe reports the unread rest as an uncaught "Network connection lost".
 */
async function uploadStream(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/api/images`, { method: "POST", body, headers: { origin: ORIGIN, ...(await adminHeaders()), ...headers } });
  return app.fetch(request, env, createExecutionContext());
}

/** A body that never ends: only a server that stops reading can answer it. */
function endlessStream() {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(jpegOfSize(64 * 1024));
    },
  });
}

describe("POST /api/images", () => {
  it.each(Object.keys(FILES) as Extension[])("stores a %s under the SHA-256 of its bytes", async (extension) => {
    const bytes = bytesOf(extension);
    const url = await uploadUrl(bytes);
    expect(url).toBe(`/images/${await sha256(bytes)}.${extension}`);

    const object = await env.IMAGES.get(url.slice("/images/".length));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    expect(object!.httpMetadata).toMatchObject({ contentType: CONTENT_TYPES[extension], cacheControl: IMMUTABLE });
  });

  it("decides the type from the bytes, not from the declared type", async () => {
    const url = await uploadUrl(bytesOf("png"));
    expect((await upload(bytesOf("png"), { "content-type": "text/plain" })).status).toBe(201);
    expect(url).toMatch(/\.png$/);
  });

  it("recognises AVIF by a compatible brand too, and refuses HEIC", async () => {
    expect(await uploadUrl(ftyp("mif1", ["mif1", "avif"]))).toMatch(/\.avif$/);
    expect(await uploadUrl(ftyp("avis", ["avis", "msf1"]))).toMatch(/\.avif$/);
    await expectError(await upload(ftyp("heic", ["mif1", "heic"])), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a text file renamed as an image, an SVG and an empty body with 415", async () => {
    const textFile = text("Bonjour, ceci n'est pas une photo.\n");
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    for (const [body, type] of [
      [textFile, "image/jpeg"],
      [svg, "image/svg+xml"],
      [new Uint8Array(0), "image/png"],
    ] as const) {
      const answer = await expectError(await upload(body, { "content-type": type }), 415, "UNSUPPORTED_MEDIA_TYPE");
      expect(answer.message).toBe("Veuillez sélectionner un fichier image valide : JPEG, PNG, WebP, GIF ou AVIF.");
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("accepts exactly 5 MB, well over the JSON limit of the rest of the API", async () => {
    const bytes = jpegOfSize(MAX_UPLOAD);
    expect(await uploadUrl(bytes)).toBe(`/images/${await sha256(bytes)}.jpg`);
  });

  it("refuses 5 MB + 1 byte with 413, from Content-Length or while streaming", async () => {
    const answer = await expectError(await upload(jpegOfSize(MAX_UPLOAD + 1)), 413, "PAYLOAD_TOO_LARGE");
    expect(answer.message).toBe("La taille du fichier ne doit pas dépasser 5MB");

    const oneTooMany = new Blob([jpegOfSize(MAX_UPLOAD + 1)]).stream();
    await expectError(await uploadStream(oneTooMany), 413, "PAYLOAD_TOO_LARGE");
    await expectError(await uploadStream(endlessStream()), 413, "PAYLOAD_TOO_LARGE");
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an announced oversize body without reading it", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(jpegOfSize(1024));
      },
    });
    await expectError(await uploadStream(body, { "content-length": String(MAX_UPLOAD + 1) }), 413, "PAYLOAD_TOO_LARGE");
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it("stores the same file once, however often it is sent", async () => {
    const first = await uploadUrl(bytesOf("webp"));
    const second = await uploadUrl(bytesOf("webp"));
    expect(second).toBe(first);
    expect(await storedKeys()).toHaveLength(1);
  });

  it("needs an admin session", async () => {
    const res = await call("/api/images", { method: "POST", body: bytesOf("png") });
    await expectError(res, 401, "UNAUTHENTICATED");
    expect(await storedKeys()).toEqual([]);
  });
});

/** PUT of the 800 px copy of the upload behind `url`, as the admin's browser sends it. */
async function uploadCopy(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(`/api/${url.slice(1)}/800`, { method: "PUT", body, headers: { ...(await adminHeaders()), ...headers } });
}

async function copyUrl(url: string, bytes: Uint8Array): Promise<string> {
  const res = await uploadCopy(url, bytes);
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

describe("PUT /api/images/:key/800", () => {
  it("stores the copy beside the original, under its hash and -800, typed from its own bytes", async () => {
    const url = await uploadUrl(bytesOf("jpg"));
    const copy = bytesOf("webp");
    const res = await uploadCopy(url, copy, { "content-type": "image/webp" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ url: `${url}?w=800` });

    const object = await env.IMAGES.get(`${await sha256(bytesOf("jpg"))}-800`);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(copy);
    expect(object!.httpMetadata).toMatchObject({ contentType: "image/webp", cacheControl: IMMUTABLE });
  });

  it("replaces an earlier copy", async () => {
    const url = await uploadUrl(bytesOf("jpg"));
    await copyUrl(url, bytesOf("webp"));
    await copyUrl(url, bytesOf("png"));
    const res = await call(`${url}?w=800`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytesOf("png"));
    expect(await storedKeys()).toHaveLength(2);
  });

  it("answers 404 for an original that is not stored or not a key, without storing anything", async () => {
    for (const path of [`/api/images/${"a".repeat(64)}.jpg/800`, "/api/images/secret.txt/800", `/api/images/${"a".repeat(64)}/800`]) {
      const res = await call(path, { method: "PUT", body: bytesOf("webp"), headers: await adminHeaders() });
      const answer = await expectError(res, 404, "NOT_FOUND");
      expect(answer.message).toBe("Cette image n'existe pas.");
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses what is not an image with 415, and more than 5 MB with 413", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await expectError(await uploadCopy(url, text("<svg/>"), { "content-type": "image/svg+xml" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    await expectError(await uploadCopy(url, jpegOfSize(MAX_UPLOAD + 1)), 413, "PAYLOAD_TOO_LARGE");
    expect(await storedKeys()).toEqual([url.slice("/images/".length)]);
  });

  it("needs an admin session: 401 signed out, 403 for another account", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await expectError(await call(`/api/${url.slice(1)}/800`, { method: "PUT", body: bytesOf("webp") }), 401, "UNAUTHENTICATED");
    await expectError(
      await uploadCopy(url, bytesOf("webp"), await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" })),
      403,
      "PERMISSION_DENIED",
    );
    expect(await storedKeys()).toHaveLength(1);
  });

  it("is refused from another site (CSRF), though its body is not JSON", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await expectError(await uploadCopy(url, bytesOf("webp"), { origin: "https://evil.example" }), 403, "CSRF_REJECTED");
    expect(await storedKeys()).toHaveLength(1);
  });
});

/** PUT of the share copy (1200x630 JPEG) of the upload behind `url`, as the admin's browser sends it. */
async function uploadShareCopy(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(`/api/${url.slice(1)}/share`, { method: "PUT", body, headers: { ...(await adminHeaders()), ...headers } });
}

describe("PUT /api/images/:key/share", () => {
  it("stores the JPEG beside the original, under its hash and -share, for a year", async () => {
    const url = await uploadUrl(bytesOf("png"));
    const res = await uploadShareCopy(url, bytesOf("jpg"), { "content-type": "image/jpeg" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ url: `${url}?w=share` });

    const object = await env.IMAGES.get(`${await sha256(bytesOf("png"))}-share`);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytesOf("jpg"));
    expect(object!.httpMetadata).toMatchObject({ contentType: "image/jpeg", cacheControl: IMMUTABLE });
  });

  it("takes a raw body up to 5 MB, well over the JSON limit of the rest of the API", async () => {
    const url = await uploadUrl(bytesOf("png"));
    expect((await uploadShareCopy(url, jpegOfSize(MAX_UPLOAD))).status).toBe(201);
  });

  it("refuses any other image (WebP would show unreliably in previews) and what is no image with 415", async () => {
    const url = await uploadUrl(bytesOf("png"));
    for (const extension of ["webp", "png", "gif", "avif"] as const) {
      await expectError(await uploadShareCopy(url, bytesOf(extension), { "content-type": "image/jpeg" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    }
    await expectError(await uploadShareCopy(url, text("<svg/>"), { "content-type": "image/jpeg" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(await storedKeys()).toEqual([url.slice("/images/".length)]);
  });

  it("refuses more than 5 MB with 413", async () => {
    const url = await uploadUrl(bytesOf("png"));
    const answer = await expectError(await uploadShareCopy(url, jpegOfSize(MAX_UPLOAD + 1)), 413, "PAYLOAD_TOO_LARGE");
    expect(answer.message).toBe("La taille du fichier ne doit pas dépasser 5MB");
    expect(await storedKeys()).toHaveLength(1);
  });

  it("answers 404 for an original that is not stored or not a key, without storing anything", async () => {
    for (const path of [`/api/images/${"a".repeat(64)}.jpg/share`, "/api/images/secret.txt/share", `/api/images/${"a".repeat(64)}/share`]) {
      const res = await call(path, { method: "PUT", body: bytesOf("jpg"), headers: await adminHeaders() });
      const answer = await expectError(res, 404, "NOT_FOUND");
      expect(answer.message).toBe("Cette image n'existe pas.");
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("needs an admin session: 401 signed out, 403 for another account", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await expectError(await call(`/api/${url.slice(1)}/share`, { method: "PUT", body: bytesOf("jpg") }), 401, "UNAUTHENTICATED");
    await expectError(
      await uploadShareCopy(url, bytesOf("jpg"), await adminHeaders({ role: "user", sub: "2", email: "fan@example.fr" })),
      403,
      "PERMISSION_DENIED",
    );
    expect(await storedKeys()).toHaveLength(1);
  });

  it("is refused from another site (CSRF), though its body is not JSON", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await expectError(await uploadShareCopy(url, bytesOf("jpg"), { origin: "https://evil.example" }), 403, "CSRF_REJECTED");
    expect(await storedKeys()).toHaveLength(1);
  });
});

describe("GET /images/:key", () => {
  it("serves the bytes with their type, a year of immutable caching, an ETag and nosniff", async () => {
    const bytes = bytesOf("gif");
    const url = await uploadUrl(bytes);
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const object = await env.IMAGES.head(url.slice("/images/".length));
    expect(res.headers.get("etag")).toBe(object!.httpEtag);
  });

  it("answers 304 when the client's copy is current, and the bytes otherwise", async () => {
    const url = await uploadUrl(bytesOf("png"));
    const etag = (await call(url)).headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, "*"]) {
      const res = await call(url, { headers: { "if-none-match": ifNoneMatch } });
      expect(res.status).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
    }
    expect((await call(url, { headers: { "if-none-match": '"old-version"' } })).status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const bytes = bytesOf("jpg");
    const url = await uploadUrl(bytes);
    const res = await call(url, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(await res.text()).toBe("");
  });

  it("serves the 800 px copy for ?w=800, with its own type and the same headers", async () => {
    const url = await uploadUrl(bytesOf("jpg"));
    const copy = bytesOf("webp");
    expect(await copyUrl(url, copy)).toBe(`${url}?w=800`);
    const res = await call(`${url}?w=800`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(copy);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag")!;
    expect(etag).toBe((await env.IMAGES.head(`${await sha256(bytesOf("jpg"))}-800`))!.httpEtag);
    expect((await call(`${url}?w=800`, { headers: { "if-none-match": etag } })).status).toBe(304);

    const head = await call(`${url}?w=800`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(copy.length));
    expect(await head.text()).toBe("");
    // Without w, the original is unchanged.
    expect(new Uint8Array(await (await call(url)).arrayBuffer())).toEqual(bytesOf("jpg"));
  });

  it("serves the original for ?w=800 when there is no copy, for a day", async () => {
    const bytes = bytesOf("png");
    const url = await uploadUrl(bytes);
    const res = await call(`${url}?w=800`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("content-type")).toBe("image/png");
    // A copy may come later: cached for a day, not a year.
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("etag")).toBe((await call(url)).headers.get("etag"));
    expect((await call(`${url}?w=800`, { headers: { "if-none-match": res.headers.get("etag")! } })).status).toBe(304);
    await expectError(await call(`/images/${"a".repeat(64)}.png?w=800`), 404, "NOT_FOUND");
  });

  it("serves the share copy for ?w=share, a JPEG cached for a year", async () => {
    const url = await uploadUrl(bytesOf("webp"));
    expect((await uploadShareCopy(url, bytesOf("jpg"))).status).toBe(201);
    const res = await call(`${url}?w=share`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytesOf("jpg"));
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag")!;
    expect(etag).toBe((await env.IMAGES.head(`${await sha256(bytesOf("webp"))}-share`))!.httpEtag);
    expect((await call(`${url}?w=share`, { headers: { "if-none-match": etag } })).status).toBe(304);

    const head = await call(`${url}?w=share`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(bytesOf("jpg").length));
    expect(await head.text()).toBe("");
  });

  it("answers 404 for ?w=share without a share copy, never the original (it may be WebP)", async () => {
    for (const extension of ["webp", "jpg"] as const) {
      const url = await uploadUrl(bytesOf(extension));
      await copyUrl(url, bytesOf("webp"));
      await expectError(await call(`${url}?w=share`), 404, "NOT_FOUND");
      expect((await call(`${url}?w=share`, { method: "HEAD" })).status).toBe(404);
    }
    await expectError(await call(`/images/${"a".repeat(64)}.jpg?w=share`), 404, "NOT_FOUND");
  });

  it("answers 404 for any other width", async () => {
    const url = await uploadUrl(bytesOf("jpg"));
    await copyUrl(url, bytesOf("webp"));
    await uploadShareCopy(url, bytesOf("jpg"));
    for (const width of ["640", "1200", "", "800px", "0800", "SHARE", "shares", "share%20", "constructor", "toString"]) {
      await expectError(await call(`${url}?w=${width}`), 404, "NOT_FOUND");
    }
    // The copies' own keys name nothing.
    await expectError(await call(`/images/${await sha256(bytesOf("jpg"))}-800`), 404, "NOT_FOUND");
    await expectError(await call(`/images/${await sha256(bytesOf("jpg"))}-share`), 404, "NOT_FOUND");
  });

  it("answers 404 JSON for an unknown key and for anything that is not a key", async () => {
    // An object a key cannot name: only the strict pattern ever reaches R2.
    await env.IMAGES.put("secret.txt", "confidentiel");
    const hash = "a".repeat(64);
    const paths = [
      `/images/${hash}.png`,
      "/images/secret.txt",
      "/images/..%2fsecret.txt",
      "/images/..%2f..%2fwrangler.toml",
      "/images/%2e%2e%2f%2e%2e%2fwrangler.toml",
      "/images/..%5c..%5cwrangler.toml",
      `/images/${hash}.png%2f..%2fsecret.txt`,
      `/images/${hash}.png%00`,
      `/images/${hash}.svg`,
      `/images/${hash.toUpperCase()}.png`,
      `/images/${hash}.png/extra`,
      "/images/",
      "/images",
    ];
    for (const path of paths) {
      await expectError(await call(path), 404, "NOT_FOUND");
    }
  });
});

describe("the image sweep (the daily cron)", () => {
  const GRACE = 24 * 60 * 60 * 1000;
  const photo = (image: string) => ({ title: "Aux platines", description: "Un soir d'été.", image });
  const event = (image: string) => ({
    name: "Sunset Session",
    date: "2026-07-14",
    time: "19:00 - 01:00",
    venue: "La Plage, Canet-en-Roussillon",
    description: "House et disco face à la mer.",
    image,
  });
  const venue = (image: string) => ({ name: "Le Phare", location: "Perpignan", description: "Bar à cocktails.", image });

  async function write(method: string, path: string, body?: object) {
    const res = await call(path, { method, body, headers: await adminHeaders() });
    expect(res.status).toBeLessThan(300);
    return res.status === 204 ? null : ((await res.json()) as { id: number });
  }

  const keyOf = (url: string) => url.slice("/images/".length);

  /** When the Worker last received the upload behind `url`, as it stamped it. */
  async function sentAt(url: string) {
    const stamp = (await env.IMAGES.head(keyOf(url)))?.customMetadata?.uploadedAt;
    expect(stamp).toMatch(/^\d+$/);
    return Number(stamp);
  }

  /** The upload behind `url`, stamped as sent at `time` instead. */
  async function sentBefore(url: string, time: number) {
    const object = await env.IMAGES.get(keyOf(url));
    await env.IMAGES.put(keyOf(url), await object!.arrayBuffer(), { httpMetadata: object!.httpMetadata, customMetadata: { uploadedAt: String(time) } });
  }

  it("never deletes in a request: an image one item drops while a form holds it again stays for the item saved with it", async () => {
    const url = await uploadUrl(bytesOf("jpg"));
    const first = await write("POST", "/api/photos", photo(url));
    // The same file chosen again in another form: the same key.
    expect(await uploadUrl(bytesOf("jpg"))).toBe(url);
    await write("PUT", `/api/photos/${first!.id}`, photo("/media/photo-01.webp"));
    await write("DELETE", `/api/photos/${first!.id}`);

    await write("POST", "/api/photos", photo(url));
    const res = await call(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytesOf("jpg"));
  });

  it("deletes an upload nothing shows once it is more than 24 h old, not at 24 h", async () => {
    const url = await uploadUrl(bytesOf("png"));
    const sent = await sentAt(url);

    await runScheduled(sent + GRACE);
    expect(await storedKeys()).toEqual([keyOf(url)]);
    await runScheduled(sent + GRACE + 1);
    expect(await storedKeys()).toEqual([]);
    await expectError(await call(url), 404, "NOT_FOUND");
  });

  it("deletes the 800 px and share copies with their upload", async () => {
    const url = await uploadUrl(bytesOf("png"));
    await copyUrl(url, bytesOf("webp"));
    expect((await uploadShareCopy(url, bytesOf("jpg"))).status).toBe(201);
    expect(await storedKeys()).toHaveLength(3);

    await runScheduled((await sentAt(url)) + GRACE + 1);
    expect(await storedKeys()).toEqual([]);
    await expectError(await call(`${url}?w=800`), 404, "NOT_FOUND");
    await expectError(await call(`${url}?w=share`), 404, "NOT_FOUND");
  });

  it("keeps, however old, every upload an event, a photo, a venue or the profile shows, and its copies", async () => {
    const shown = { events: await uploadUrl(bytesOf("jpg")), photos: await uploadUrl(bytesOf("png")), venues: await uploadUrl(bytesOf("gif")) };
    const portrait = await uploadUrl(bytesOf("avif"));
    const dropped = await uploadUrl(bytesOf("webp"));
    await copyUrl(shown.photos, bytesOf("webp"));
    await write("POST", "/api/events", event(shown.events));
    await write("POST", "/api/photos", photo(shown.photos));
    const replaced = await write("POST", "/api/venues", venue(dropped));
    await write("PUT", `/api/venues/${replaced!.id}`, venue(shown.venues));
    const profile = await (await call("/api/profile")).json();
    expect((await call("/api/profile", { method: "PUT", body: { ...(profile as object), portrait }, headers: await adminHeaders() })).status).toBe(200);

    await runScheduled(Date.now() + 30 * GRACE);
    const kept = [...Object.values(shown), portrait].map(keyOf);
    expect((await storedKeys()).sort()).toEqual([...kept, `${await sha256(bytesOf("png"))}-800`].sort());
  });

  it("gives an upload sent again a new grace", async () => {
    const url = await uploadUrl(bytesOf("gif"));
    const now = await sentAt(url);
    await sentBefore(url, now - 2 * GRACE);
    expect(await uploadUrl(bytesOf("gif"))).toBe(url);

    await runScheduled(now + 1000);
    expect(await storedKeys()).toEqual([keyOf(url)]);
    expect(await sentAt(url)).toBeGreaterThanOrEqual(now);
  });

  it("times an upload stored before stamps by R2's upload time", async () => {
    const key = `${await sha256(bytesOf("png"))}.png`;
    await env.IMAGES.put(key, bytesOf("png"));
    const uploaded = (await env.IMAGES.head(key))!.uploaded.getTime();

    await runScheduled(uploaded + GRACE);
    expect(await storedKeys()).toEqual([key]);
    await runScheduled(uploaded + GRACE + 1);
    expect(await storedKeys()).toEqual([]);
  });

  it("deletes old copies whose upload is gone, and leaves alone what is not named like an upload", async () => {
    const hash = await sha256(bytesOf("jpg"));
    await env.IMAGES.put(`${hash}-800`, bytesOf("webp"));
    await env.IMAGES.put(`${hash}-share`, bytesOf("jpg"));
    await env.IMAGES.put("notes.txt", "à garder");
    await env.IMAGES.put(`${"a".repeat(64)}-1200`, bytesOf("jpg"));

    await runScheduled(Date.now() + GRACE / 2);
    expect(await storedKeys()).toHaveLength(4);
    await runScheduled(Date.now() + 2 * GRACE);
    expect((await storedKeys()).sort()).toEqual([`${"a".repeat(64)}-1200`, "notes.txt"]);
  });

  it("reads every page of the bucket's listing", async () => {
    const urls = await Promise.all((["jpg", "png", "webp", "gif", "avif"] as const).map((extension) => uploadUrl(bytesOf(extension))));
    await write("POST", "/api/photos", photo(urls[2]));
    const pages: (string | undefined)[] = [];
    // A bucket that answers two objects a page.
    const paged = new Proxy(env.IMAGES, {
      get(bucket, name) {
        if (name !== "list") return Reflect.get(bucket, name).bind(bucket);
        return (options: R2ListOptions) => {
          pages.push(options.cursor);
          return bucket.list({ ...options, limit: 2 });
        };
      },
    });

    await sweepImages({ ...env, IMAGES: paged }, Date.now() + 2 * GRACE);
    expect(pages).toHaveLength(3);
    expect(await storedKeys()).toEqual([keyOf(urls[2])]);
  });
});
