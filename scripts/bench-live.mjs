// `npm run bench:live`: how long one admin write takes to reach N open pages through the Hub, on a
// running local server: `BASE_URL=http://localhost:8787 npm run bench:live -- --clients 1000`.
// Prints p50, p95 and max, then deletes the item it wrote.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import WebSocket from "ws";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    "connect-batch": { type: "string", default: "100" },
  },
});
const CLIENTS = Number(args.clients);
const CONNECT_BATCH = Number(args["connect-batch"]);
const BASE_URL = new URL(process.env.BASE_URL ?? "http://localhost:8787");
const EMAIL = process.env.BENCH_EMAIL ?? "bench@example.fr";
const PASSWORD = process.env.BENCH_PASSWORD ?? "bench-live-password";
/** The whole run, connections included, stops after this. */
const RUN_LIMIT_MS = 60_000;
/** After the write, clients still waiting this long count as not updated. */
const DELIVERY_LIMIT_MS = 10_000;

/**
 * @typedef {object} Client one open page
 * @property {WebSocket} socket
 * @property {number | null} receivedAt the arrival time of the first message that `match` accepts
 * @property {((message: any) => boolean) | null} match
 * @property {boolean} dropped whether the server closed it before that message
 */

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

if (!Number.isInteger(CLIENTS) || CLIENTS < 1) fail(`--clients must be a positive integer, not "${args.clients}".`);
if (!Number.isInteger(CONNECT_BATCH) || CONNECT_BATCH < 1) fail(`--connect-batch must be a positive integer.`);
if (!["localhost", "127.0.0.1", "[::1]"].includes(BASE_URL.hostname)) fail(`BASE_URL must be a local server, not ${BASE_URL.origin}.`);
setTimeout(() => fail(`Stopped after ${RUN_LIMIT_MS / 1000} s.`), RUN_LIMIT_MS).unref();

/** The site refuses writes and upgrades from another origin, so every request says it is the site. */
const ORIGIN = BASE_URL.origin;

/**
 * @param {string} path
 * @param {{ method?: string, body?: object, cookie?: string }} [options]
 */
async function api(path, { method = "GET", body, cookie } = {}) {
  const headers = { origin: ORIGIN, ...(body && { "content-type": "application/json" }), ...(cookie && { cookie }) };
  return fetch(new URL(path, BASE_URL), { method, headers, body: body && JSON.stringify(body) });
}

/**
 * The admin session cookie: sign in, or sign up when the account does not exist yet. The account is
 * BENCH_EMAIL / BENCH_PASSWORD (the first account of an empty database is admin).
 */
async function adminCookie() {
  const credentials = { email: EMAIL, password: PASSWORD };
  let res = await api("/api/auth/login", { method: "POST", body: credentials });
  if (res.status === 401 && (await res.clone().json()).error === "auth/user-not-found") {
    res = await api("/api/auth/signup", { method: "POST", body: credentials });
  }
  const answer = await res.json();
  if (!res.ok) fail(`Cannot sign in as ${EMAIL}: ${res.status} ${answer.error} (${answer.message}). Set BENCH_EMAIL and BENCH_PASSWORD.`);
  if (answer.user?.role !== "admin") fail(`${EMAIL} is not an admin: add it to ADMIN_EMAILS, or use an admin's BENCH_EMAIL/BENCH_PASSWORD.`);
  // `session` on plain-http loopback, `__Host-session` on the deployed site (worker/lib/cookies.ts).
  const cookie = res.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
  if (!cookie) fail("The sign-in answer set no session cookie.");
  return cookie.split(";")[0];
}

/**
 * One open page: `receivedAt` becomes the arrival time of the first message that `match` accepts.
 * @returns {Promise<Client>}
 */
function openClient() {
  const url = new URL("/api/live", BASE_URL);
  url.protocol = BASE_URL.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url, { origin: ORIGIN, perMessageDeflate: false });
  /** @type {Client} */
  const client = { socket, receivedAt: null, match: null, dropped: false };
  socket.on("message", (data) => {
    if (client.receivedAt !== null || !client.match) return;
    // Timed on arrival: parsing the other clients' frames in this one process is not the server's delay.
    const arrivedAt = performance.now();
    if (client.match(JSON.parse(data.toString()))) client.receivedAt = arrivedAt;
  });
  // wrangler dev drops every socket when it reloads (a source file changed): say so, do not wait.
  socket.once("close", () => (client.dropped = client.receivedAt === null));
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

/** @param {number} count */
async function openClients(count) {
  /** @type {Client[]} */
  const clients = [];
  while (clients.length < count) {
    const batch = Math.min(CONNECT_BATCH, count - clients.length);
    clients.push(...(await Promise.all(Array.from({ length: batch }, openClient))));
  }
  return clients;
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {Client[]} clients */
function waitForDeliveries(clients) {
  const deadline = performance.now() + DELIVERY_LIMIT_MS;
  return new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
    const check = () => {
      const settled = clients.every((client) => client.receivedAt !== null || client.dropped);
      if (settled || performance.now() > deadline) resolve();
      else setTimeout(check, 5);
    };
    check();
  });
}

const cookie = await adminCookie();

console.log(`▶ Opening ${CLIENTS} WebSocket clients on ${ORIGIN}/api/live`);
const connectStart = performance.now();
const clients = await openClients(CLIENTS).catch((error) => fail(`Could not open the clients: ${error.message}`));
console.log(`  all ${clients.length} open in ${ms(performance.now() - connectStart)}`);

const marker = `Bench ${Date.now()}`;
/** @param {{ type: string, collection?: string, changes: { item?: { title?: string } }[] }} message */
const isUpdated = (message) => message.type === "change" && message.collection === "photos" && message.changes.some((change) => change.item?.title === marker);
for (const client of clients) client.match = isUpdated;

// Each client's latency: from just before the write request to the arrival of the live change that carries the new item.
console.log("▶ One write: POST /api/photos");
const writeStart = performance.now();
const res = await api("/api/photos", {
  method: "POST",
  cookie,
  body: { title: marker, description: "Mesure des mises à jour en direct.", image: "/media/photo-01.webp" },
});
const writeAnswered = performance.now();
if (res.status !== 201) fail(`The write was refused: ${res.status} ${await res.text()}`);
const { id } = await res.json();

await waitForDeliveries(clients);
const latencies = clients
  .filter((client) => client.receivedAt !== null)
  .map((client) => (client.receivedAt ?? NaN) - writeStart)
  .sort((a, b) => a - b);

console.log(`  write answered in ${ms(writeAnswered - writeStart)}`);
console.log(`\n  clients updated  ${latencies.length} / ${CLIENTS}`);
const dropped = clients.filter((client) => client.dropped).length;
if (dropped) console.log(`  disconnected     ${dropped} (closed by the server before the update: did wrangler dev reload?)`);
if (latencies.length) {
  console.log(`  p50              ${ms(percentile(latencies, 50))}`);
  console.log(`  p95              ${ms(percentile(latencies, 95))}`);
  console.log(`  max              ${ms(latencies[latencies.length - 1])}`);
}

for (const client of clients) client.socket.terminate();
await api(`/api/photos/${id}`, { method: "DELETE", cookie });
process.exit(latencies.length === CLIENTS ? 0 : 1);
