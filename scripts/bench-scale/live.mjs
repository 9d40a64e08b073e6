// One change as the open pages receive it: WebSocket clients on /api/live (as many open pages), then
// `reps` times one PUT of a built-in event as the admin, the sites' changes in turns (samples.mjs).
// Nothing is parsed: the bench reads bytes, so that the messages' shape may change.
import WebSocket from "ws";
import { api, CannotMeasure, DEFAULTS } from "./site.mjs";
import { interleaved, median, percentile } from "./samples.mjs";

/**
 * @typedef {import("./site.mjs").Site} Site
 * @typedef {object} Client one open page
 * @property {WebSocket} socket
 * @property {Buffer | null} initial its first frame (the Hub's version on connect), empty when it was another
 * @property {boolean} armed whether a change is being timed
 * @property {number | null} arrival when the first frame after the change arrived
 * @property {Buffer | null} frame that frame
 * @typedef {{ delays: number[], frame: Buffer | null, name: string }} Change one PUT: every client's delay, the first client's frame
 */

export const CLIENTS = 100;
const CONNECT_BATCH = 25;
const DELIVERY_TIMEOUT_MS = 15_000;
const QUIET_MS = 500;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sockets still open, closed by `closeLiveClients` (also on Ctrl-C). */
const open = new Set();

/**
 * @param {string} origin
 * @returns {Promise<Client>}
 */
function openClient(origin) {
  const socket = new WebSocket(`${origin.replace(/^http/, "ws")}/api/live`, { origin, perMessageDeflate: false });
  open.add(socket);
  /** @type {Client} */
  const client = { socket, initial: null, armed: false, arrival: null, frame: null };
  socket.on("message", (/** @type {Buffer} */ data) => {
    // Timed on arrival: what this process does with the other clients' frames is not the server's delay.
    const at = performance.now();
    if (client.initial === null) client.initial = data.toString().startsWith('{"type":"version"') ? data : Buffer.alloc(0);
    if (client.initial === data || !client.armed || client.arrival !== null) return;
    client.arrival = at;
    client.frame = data;
  });
  socket.once("close", () => open.delete(socket));
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_req, res) => reject(new CannotMeasure(`/api/live upgrade refused: HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

/** @param {string} origin */
async function openClients(origin) {
  /** @type {Client[]} */
  const clients = [];
  while (clients.length < CLIENTS) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - clients.length) }, () => openClient(origin)))));
  }
  // Each one's first frame (the version on connect) in, then the bench waits out any late frame of the fills.
  const deadline = performance.now() + 5000;
  while (clients.some((client) => client.initial === null) && performance.now() < deadline) await sleep(20);
  await sleep(QUIET_MS);
  return clients;
}

export function closeLiveClients() {
  for (const socket of open) socket.terminate();
  open.clear();
}

/** @param {Client[]} clients */
async function waitForFrames(clients) {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (clients.some((client) => client.arrival === null) && performance.now() < deadline) await sleep(2);
}

/**
 * The built-in event the bench changes, and the body of its PUT.
 * @param {string} name
 */
function putBody(name) {
  const { id, ...fields } = DEFAULTS.events[0];
  return { id, body: { ...fields, name } };
}

/**
 * One PUT; the delay of every client's frame, and the first client's frame.
 * @param {Site} site
 * @param {Client[]} clients
 * @param {string} name
 * @returns {Promise<Change>}
 */
async function oneChange(site, clients, name) {
  for (const client of clients) Object.assign(client, { armed: true, arrival: null, frame: null });
  const { id, body } = putBody(name);
  const start = performance.now();
  const res = await api(site, "PUT", `/api/events/${id}`, body);
  await res.arrayBuffer();
  if (!res.ok) throw new CannotMeasure(`PUT /api/events/${id}: HTTP ${res.status}`);
  await waitForFrames(clients);
  for (const client of clients) client.armed = false;
  await sleep(QUIET_MS);
  const delays = clients.flatMap((client) => (client.arrival === null ? [] : [client.arrival - start]));
  return { delays, frame: clients[0].frame, name };
}

/**
 * A site's figures from its changes. The frame: the bytes of the first frame a client receives after the PUT (the
 * payload, no compression asked), whatever it carries. The reach: from just before the PUT to the last client's
 * frame, per repetition, and the 95th percentile of every client's delay over all repetitions.
 * @param {import("./samples.mjs").Samples<Change>} changes
 */
function liveFigure({ samples: runs, failed }) {
  const first = runs[0]?.frame;
  if (!first) return { error: failed.at(-1) ?? `no frame reached the first client within ${DELIVERY_TIMEOUT_MS / 1000} s of the PUT` };
  const complete = runs.filter((run) => run.delays.length === CLIENTS);
  const reaches = complete.map((run) => Math.max(...run.delays));
  return {
    frameBytes: first.length,
    frameStart: first.toString("utf8", 0, 60),
    carriesChange: first.includes(runs[0].name),
    reach:
      complete.length === 0
        ? { error: `no repetition reached all ${CLIENTS} clients within ${DELIVERY_TIMEOUT_MS / 1000} s` }
        : {
            p95: percentile(
              complete.flatMap((run) => run.delays),
              95,
            ),
            max: Math.max(...reaches),
            median: median(reaches),
            reps: complete.length,
          },
    incomplete: runs.length - complete.length + failed.length,
  };
}

/**
 * Every site (null for one that did not start): its clients, then `reps` changes, the sites in turns. Per site, its figures.
 * @param {(Site | null)[]} sites
 * @param {number} reps
 */
export async function measureLive(sites, reps) {
  const original = DEFAULTS.events[0].name;
  /** @type {Map<Site, Client[]>} */
  const clients = new Map();
  try {
    const opened = await interleaved(sites, 1, async (site) => clients.set(site, await openClients(site.origin)));
    const targets = sites.map((site) => (site && clients.has(site) ? site : null));
    const changes = await interleaved(targets, reps, (site, round) => oneChange(site, clients.get(site) ?? [], `${original} · ${round + 1}`));
    return sites.map((site, index) => (!site ? null : changes[index] ? liveFigure(changes[index]) : { error: opened[index]?.failed.at(-1) }));
  } finally {
    closeLiveClients();
  }
}
