// The Hub: one Durable Object that holds every open page's WebSocket and pushes each content change.
// Hibernation API: the runtime keeps idle sockets (and answers pings) while the object sleeps.
import { DurableObject } from "cloudflare:workers";
import { PING, PONG, type ChangeMessage, type ItemChange, type LiveMessage, type VersionMessage } from "../../shared/live";
import type { RequestsCount } from "../../shared/requests";
import type { StatsMoved } from "../../shared/stats";
import { placedOf, placeStatement, type TableShape } from "../collections/store";
import { readContentVersion, versionOf, versionStatement } from "../content/version";
import { profileOf, profileStatement, type ProfileRow } from "../profile/store";
import { freshStatement } from "../requests/store";
import { waitingStatement } from "../reviews/store";

/** The site has one content, so one named Hub. */
const HUB_NAME = "content";
/** The stats channel's only frame. */
const STATS_MOVED: StatsMoved = { type: "stats" };
/** Where the Hub keeps the newest content version it has read. */
const VERSION_KEY = "version";

/**
 * The Hub's audiences, each socket tagged with its own: every page, told of the content's changes;
 * and the admin's pages, told the count of new booking requests (docs/product.md §23) with the
 * count of the clients' reviews waiting for the DJ (§26), and when the audience figures moved (§24),
 * which nobody else may learn.
 */
const CHANNELS = ["content", "requests", "stats"] as const;
export type Channel = (typeof CHANNELS)[number];
/** What a frame of the admin's channels says. */
type AdminMessage = RequestsCount | StatsMoved;
/** The header with which the Worker, having checked the session, names the channel of an upgrade. */
export const CHANNEL_HEADER = "x-hub-channel";

export const contentHub = (env: Env) => env.HUB.getByName(HUB_NAME);

export class Hub extends DurableObject<Env> {
  /** Per collection (and for the profile), the last queued refresh: refreshes run one after another (see `refresh`). */
  private readonly queue = new Map<string, Promise<unknown>>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
  }

  /**
   * The upgrade handed over by GET /api/live: the page is told the content's version at once, and
   * asks for the lists only if the ones it has are older (docs/product.md §18). Or by GET
   * /api/requests/live, for an administrator: told the count of new requests at once.
   */
  async fetch(request: Request): Promise<Response> {
    const channel = CHANNELS.find((name) => name === request.headers.get(CHANNEL_HEADER)) ?? "content";
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [channel]);
    const first = await this.firstMessage(channel);
    server.send(JSON.stringify(first));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** What a socket is told on connecting: the version, the count of new requests, or that the figures may have moved. */
  private async firstMessage(channel: Channel): Promise<LiveMessage | AdminMessage> {
    if (channel === "requests") return this.requestsCount();
    if (channel === "stats") return STATS_MOVED;
    return { type: "version", version: await this.knownVersion() } satisfies VersionMessage;
  }

  /**
   * The newest version a refresh has read, kept in the Hub's own storage, so that a page's connection
   * costs no D1 read; read from D1 only the first time.
   */
  private async knownVersion(): Promise<number> {
    return this.ctx.storage.kv.get<number>(VERSION_KEY) ?? this.noteVersion(await readContentVersion(this.env.DB));
  }

  /** Keeps the newest of the versions read: two refreshes may end in another order than they read. */
  private noteVersion(version: number): number {
    const newest = Math.max(version, this.ctx.storage.kv.get<number>(VERSION_KEY) ?? 0);
    this.ctx.storage.kv.put(VERSION_KEY, newest);
    return newest;
  }

  /**
   * Called after a committed write: reads the items it changed from D1 (as they are now: changed,
   * or gone to the trash, and for a list ordered by hand the item each now stands before) and sends
   * them to every socket. Each read starts after the previous refresh of that collection has been
   * sent, and every call arrives after its write committed, so the last state sent of an item is
   * always its latest. `table` comes from the collection's description. Resolves to the number of
   * sockets reached.
   */
  refresh(table: TableShape, ids: readonly number[]): Promise<number> {
    return this.inTurn(table.name, async () => {
      const [results, version] = await this.readWithVersion(ids.map((id) => placeStatement(this.env.DB, table, id)));
      const changes = ids.map((id, index): ItemChange<unknown> => {
        const placed = placedOf(results[index].results[0] as Record<string, unknown> | undefined);
        // A list in an order of its own fields needs no place: the item's fields give it.
        return table.handOrdered ? { id, item: placed?.item ?? null, before: placed?.before ?? null } : { id, item: placed?.item ?? null };
      });
      return { type: "change", collection: table.name, changes, version } as ChangeMessage;
    });
  }

  /** Called after an import: every page is told the new version, and asks for what it shows. */
  refreshVersion(): Promise<number> {
    return this.inTurn("version", async () => ({ type: "version", version: this.noteVersion(await readContentVersion(this.env.DB)) }));
  }

  /** Called after the profile was saved: reads it from D1 and sends it to every socket, in turn like the lists. */
  refreshProfile(): Promise<number> {
    return this.inTurn("profile", async () => {
      const [[row], version] = await this.readWithVersion([profileStatement(this.env.DB)]);
      return { type: "profile", profile: profileOf(row.results[0] as ProfileRow | undefined), version };
    });
  }

  /**
   * Called after a booking request came, changed or went, or a client's review came or was decided:
   * the counts of new requests and of waiting reviews, to the admin's pages only.
   */
  refreshRequests(): Promise<number> {
    return this.inTurn("requests", () => this.requestsCount(), "requests");
  }

  /** Called by the Counter a moment after figures moved: the admin's pages read them again. */
  refreshStats(): Promise<number> {
    return this.inTurn("stats", async () => STATS_MOVED, "stats");
  }

  /** Both counts, read in one batch (one state of D1). */
  private async requestsCount(): Promise<RequestsCount> {
    const [fresh, waiting] = await this.env.DB.batch<{ fresh?: number; reviews?: number }>([freshStatement(this.env.DB), waitingStatement(this.env.DB)]);
    return { type: "requests", fresh: fresh.results[0]?.fresh ?? 0, reviews: waiting.results[0]?.reviews ?? 0 };
  }

  /** The statements' answers and the content's version, read in one batch (one state of D1). */
  private async readWithVersion(statements: D1PreparedStatement[]): Promise<[D1Result[], number]> {
    const results = await this.env.DB.batch([...statements, versionStatement(this.env.DB)]);
    const version = versionOf(results.at(-1) as D1Result<{ version: number }>);
    this.noteVersion(version);
    return [results.slice(0, -1), version];
  }

  /** Reads and sends `key`'s message to the channel's sockets once the previous refresh of `key` has been sent. */
  private inTurn(key: string, read: () => Promise<LiveMessage | AdminMessage>, channel: Channel = "content"): Promise<number> {
    const previous = this.queue.get(key) ?? Promise.resolve();
    const current = previous.then(async () => this.broadcast(await read(), channel));
    this.queue.set(
      key,
      current.catch(() => undefined),
    );
    return current;
  }

  /** Serialises once and sends to every socket of the channel; a socket whose send throws is dead and is closed. */
  private broadcast(message: LiveMessage | AdminMessage, channel: Channel): number {
    const frame = JSON.stringify(message);
    let reached = 0;
    for (const socket of this.ctx.getWebSockets(channel)) {
      try {
        socket.send(frame);
        reached++;
      } catch {
        this.drop(socket);
      }
    }
    return reached;
  }

  /** Pages only listen; their PING never gets here (auto-response), anything else is ignored. */
  webSocketMessage(): void {}

  webSocketClose(socket: WebSocket): void {
    this.drop(socket, 1000);
  }

  webSocketError(socket: WebSocket, error: unknown): void {
    console.warn("Live socket error", error);
    this.drop(socket);
  }

  /** Completes the closing handshake, so the runtime forgets the socket; already closed is fine. */
  private drop(socket: WebSocket, code = 1011): void {
    try {
      socket.close(code);
    } catch {
      // Already closed: nothing left to release.
    }
  }
}
