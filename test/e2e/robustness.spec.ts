// Requests that never hang the server (docs/product.md §14), against the real `wrangler dev`: raw
// HTTP/1.1 over node:net, as a hostile client would send them. An oversize chunked JSON body, or
// one refused early, is answered and the next requests are answered in time; a body shorter than
// its Content-Length gets 408 once the read timeout has passed. No browser page.
import { expect, test } from "@playwright/test";
import net from "node:net";
import { BODY_READ_TIMEOUT_MS, MAX_JSON_BODY_BYTES } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import { requireChromium } from "./support";

requireChromium();

/** How long a normal request may take on a very busy machine before it counts as hung. */
const ANSWER_WITHIN_MS = 20_000;
const OVERSIZE_BYTES = 2 * 1024 * 1024;

interface Answer {
  status: number;
  body: string;
}

const server = () => new URL(test.info().project.use.baseURL!);

/** The body of an answer: Content-Length or chunked framing, as far as it has come. */
function bodyOf(head: string, rest: Buffer): string | null {
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return rest.length >= Number(length[1]) ? rest.subarray(0, Number(length[1])).toString() : null;
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return null;
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const line = rest.indexOf("\r\n", at);
    if (line < 0) return null;
    const size = parseInt(rest.subarray(at, line).toString(), 16);
    if (size === 0) return Buffer.concat(parts).toString();
    if (rest.length < line + 2 + size) return null;
    parts.push(rest.subarray(line + 2, line + 2 + size));
    at = line + 4 + size;
  }
}

/**
 * One request on a new connection: `head` (request line and headers), then `body`, each chunk
 * chunk-framed when `chunked`. The answer as soon as it has come whole; null if none within `withinMs`.
 */
function rawRequest(head: string, body: Buffer[], { chunked = false, withinMs = ANSWER_WITHIN_MS } = {}): Promise<Answer | null> {
  const { hostname, port } = server();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let received = Buffer.alloc(0);
    const finish = (answer: Answer | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), withinMs);
    const tryAnswer = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const headText = received.subarray(0, end).toString();
      const text = bodyOf(headText, received.subarray(end + 4));
      if (text !== null) finish({ status: Number(headText.split(" ")[1]), body: text });
    };
    socket.on("data", (data) => {
      received = Buffer.concat([received, data]);
      tryAnswer();
    });
    socket.on("error", () => undefined); // the server may close while we still send: the answer counts
    socket.on("close", () => finish(null));
    socket.on("connect", async () => {
      socket.write(`${head}\r\n\r\n`);
      for (const chunk of body) {
        if (socket.destroyed) return;
        const written = socket.write(chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk);
        if (!written) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
      }
      if (chunked && !socket.destroyed) socket.write("0\r\n\r\n");
    });
  });
}

const headOf = (method: string, path: string, headers: Record<string, string>) =>
  [`${method} ${path} HTTP/1.1`, `Host: ${server().host}`, "Connection: close", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join(
    "\r\n",
  );

/** A JSON text of `bytes` bytes, in 64 KB chunks. */
function jsonOfSize(bytes: number): Buffer[] {
  const whole = Buffer.from(`{"name":"${"a".repeat(bytes - 11)}"}`);
  const chunks: Buffer[] = [];
  for (let at = 0; at < whole.length; at += 64 * 1024) chunks.push(whole.subarray(at, at + 64 * 1024));
  return chunks;
}

/** `count` ordinary requests one after the other, each on its own connection, each answered 200 in time. */
async function expectServerAnswers(count: number) {
  for (let i = 0; i < count; i += 1) {
    const answer = await rawRequest(headOf("GET", "/api/events", {}), []);
    expect(answer?.status, `request ${i + 1} of ${count} after the attack`).toBe(200);
  }
}

test("an oversize chunked JSON body gets 413, and the next 20 requests are answered in time", async () => {
  test.setTimeout(120_000);
  const origin = server().origin;
  const answer = await rawRequest(
    headOf("POST", "/api/events", { Origin: origin, "Content-Type": "application/json", "Transfer-Encoding": "chunked" }),
    jsonOfSize(OVERSIZE_BYTES),
    { chunked: true, withinMs: 30_000 },
  );
  expect(OVERSIZE_BYTES).toBeGreaterThan(MAX_JSON_BODY_BYTES);
  expect(answer?.status).toBe(413);
  expect(JSON.parse(answer!.body)).toEqual({ error: "PAYLOAD_TOO_LARGE", message: REQUEST_MESSAGES.tooLarge });
  await expectServerAnswers(20);
});

test("every early answer to a large chunked body leaves the server answering", async () => {
  test.setTimeout(180_000);
  const origin = server().origin;
  const json = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
  const cases = [
    { what: "another site", method: "POST", path: "/api/events", headers: { ...json, Origin: "https://evil.example" }, status: 403 },
    { what: "not JSON", method: "POST", path: "/api/events", headers: { ...json, Origin: origin, "Content-Type": "text/plain" }, status: 415 },
    { what: "no session", method: "PUT", path: "/api/events/1", headers: { ...json, Origin: origin }, bytes: 1024 * 1024, status: 401 },
    { what: "unknown API path", method: "POST", path: "/api/nope", headers: { ...json, Origin: origin }, bytes: 1024 * 1024, status: 404 },
    { what: "upload without a session", method: "POST", path: "/api/images", headers: { ...json, Origin: origin, "Content-Type": "image/jpeg" }, status: 401 },
    { what: "a page", method: "POST", path: "/", headers: { ...json, Origin: origin }, status: 405 },
  ];
  for (const { what, method, path, headers, bytes = OVERSIZE_BYTES, status } of cases) {
    const answer = await rawRequest(headOf(method, path, headers), jsonOfSize(bytes), { chunked: true, withinMs: 30_000 });
    expect(answer?.status, what).toBe(status);
    await expectServerAnswers(5);
  }
});

test("a body shorter than its Content-Length gets 408 after the read timeout, and the server goes on", async () => {
  test.setTimeout(BODY_READ_TIMEOUT_MS + 60_000);
  const started = Date.now();
  const answer = await rawRequest(
    headOf("POST", "/api/events", { Origin: server().origin, "Content-Type": "application/json", "Content-Length": "1000" }),
    [Buffer.from('{"name":"')],
    { withinMs: BODY_READ_TIMEOUT_MS + 15_000 },
  );
  expect(answer?.status).toBe(408);
  expect(JSON.parse(answer!.body)).toEqual({ error: "REQUEST_TIMEOUT", message: "La requête n'est pas arrivée en entier à temps. Réessayez." });
  expect(REQUEST_MESSAGES.tooSlow).toBe("La requête n'est pas arrivée en entier à temps. Réessayez.");
  expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_READ_TIMEOUT_MS - 1_000);
  await expectServerAnswers(5);
});
