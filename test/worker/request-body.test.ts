// Request bodies never hold a request: bounded, read with a timeout, and read to their end (or
// cancelled) before the answer leaves. Streams are given to the app in this isolate so that the
// test sees how far the Worker read them.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BODY_READ_TIMEOUT_MS, MAX_DRAINED_BODY_BYTES, MAX_JSON_BODY_BYTES } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import worker from "../../worker/index";
import { adminHeaders, ORIGIN } from "./helpers";

const CHUNK = 64 * 1024;

/** A body of `total` bytes (endless without one) that counts what the Worker took from it. */
function countedBody(total = Infinity) {
  const state = { sent: 0, cancelled: false, finished: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(CHUNK, total - state.sent);
      if (size <= 0) {
        state.finished = true;
        controller.close();
        return;
      }
      state.sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

/** A body that sends `first`, then nothing until `resume` (never, by default). */
function stallingBody(first: string) {
  const state = { cancelled: false };
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulls++ === 0) controller.enqueue(new TextEncoder().encode(first));
      else return new Promise(() => undefined);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function send(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request(`${ORIGIN}${path}`, { method, body, headers: { origin: ORIGIN, "content-type": "application/json", ...headers } });
  return worker.fetch(request, env, createExecutionContext());
}

async function expectError(res: Response, status: number, error: string, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error, message });
}

describe("a JSON body over its limit", () => {
  it("gets 413 once counted, after the rest is read, so that the client still sending gets the answer", async () => {
    const { stream, state } = countedBody(2 * 1024 * 1024);
    await expectError(await send("/api/events", stream), 413, "PAYLOAD_TOO_LARGE", REQUEST_MESSAGES.tooLarge);
    expect(state.finished).toBe(true);
    expect(state.cancelled).toBe(false);
  });

  it("is cancelled once more than MAX_DRAINED_BODY_BYTES are left", async () => {
    const { stream, state } = countedBody();
    await expectError(await send("/api/events", stream), 413, "PAYLOAD_TOO_LARGE", REQUEST_MESSAGES.tooLarge);
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeGreaterThan(MAX_JSON_BODY_BYTES + MAX_DRAINED_BODY_BYTES);
    expect(state.sent).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + MAX_DRAINED_BODY_BYTES + 3 * CHUNK);
  });

  it("is refused from Content-Length without being read, wherever it was going", async () => {
    for (const path of ["/api/events", "/api/nope", "/api/auth/login"]) {
      const { stream, state } = countedBody();
      const res = await send(path, stream, { "content-length": String(MAX_JSON_BODY_BYTES + 1) });
      await expectError(res, 413, "PAYLOAD_TOO_LARGE", REQUEST_MESSAGES.tooLarge);
      expect(state.sent, path).toBeLessThanOrEqual(CHUNK);
    }
  });

  it("of exactly the limit is read and answered by its route", async () => {
    const { stream } = countedBody(MAX_JSON_BODY_BYTES);
    const res = await send("/api/events", stream, await adminHeaders());
    // Read whole: its route finds it is not JSON.
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "VALIDATION_FAILED", fields: [{ field: "body", message: REQUEST_MESSAGES.notJson }] });
  });
});

describe("an early answer", () => {
  it("reads a body whole before a 401 and a 404, and leaves a refused one unread for the runtime", async () => {
    for (const path of ["/api/events", "/api/nope"]) {
      const { stream, state } = countedBody(512 * 1024);
      const res = await send(path, stream);
      expect(res.status, path).toBe(path === "/api/nope" ? 404 : 401);
      expect(state.finished, path).toBe(true);
    }
    const { stream, state } = countedBody();
    const refused = await send("/api/events", stream, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(state.sent).toBeLessThanOrEqual(CHUNK);
  });

  it("leaves a body sent to a page unread: the static assets answer 405 without it", async () => {
    for (const path of ["/", "/events"]) {
      const { stream, state } = countedBody();
      const res = await send(path, stream);
      expect(res.status, path).toBe(405);
      expect(res.headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
      expect(state.sent, path).toBeLessThanOrEqual(CHUNK);
    }
  });
});

describe("a body that stops coming", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The answer to `answer`, once the fake clock has moved on by `ms`. */
  async function after<T>(ms: number, answer: Promise<T>): Promise<T> {
    await vi.advanceTimersByTimeAsync(ms);
    return answer;
  }

  it("gets 408 REQUEST_TIMEOUT after BODY_READ_TIMEOUT_MS without a byte, and is cancelled", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { stream, state } = stallingBody('{"name":');
    const answer = send("/api/events", stream, { ...(await adminHeaders()), "content-length": "1000" });
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(BODY_READ_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    const res = await after(1, answer);
    await expectError(res, 408, "REQUEST_TIMEOUT", "La requête n'est pas arrivée en entier à temps. Réessayez.");
    expect(state.cancelled).toBe(true);
  });

  it("gets 408 on an image upload too, whatever the route made of the broken stream", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { stream, state } = stallingBody("\xff\xd8\xff");
    const answer = send("/api/images", stream, { ...(await adminHeaders()), "content-type": "image/jpeg" });
    const res = await after(BODY_READ_TIMEOUT_MS, answer);
    await expectError(res, 408, "REQUEST_TIMEOUT", REQUEST_MESSAGES.tooSlow);
    expect(state.cancelled).toBe(true);
  });
});
