// Request bodies that never hold a request (docs/product.md §14). Every body is read with a read
// timeout and within its bound; once a route has started reading one, what is left of it is read
// and dropped before the answer leaves (up to MAX_DRAINED_BODY_BYTES, cancelled past it), early
// answers included (413, 401, 404…), so that the client, still sending, gets the answer. A body
// answered half-read leaves the connection that carried it expecting the rest: a proxy in front,
// such as `wrangler dev`'s, then fails or hangs the next request sent on it. A body nobody has
// started reading (403, 415, an announced size over the limit) is left whole to the runtime, which
// drops it with the request (`wrangler dev` reads it to its end first).
import { createMiddleware } from "hono/factory";
import { BODY_READ_TIMEOUT_MS, MAX_DRAINED_BODY_BYTES } from "../../shared/limits";
import { REQUEST_MESSAGES } from "../../shared/messages";
import type { AppEnv } from "../env";
import { ApiError, errorResponse } from "./errors";

const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", REQUEST_MESSAGES.tooLarge);
const tooSlow = () => new ApiError(408, "REQUEST_TIMEOUT", REQUEST_MESSAGES.tooSlow);

/** What `read` gives, or a rejection with `timeout()` after `ms` without it. */
async function within<T>(read: Promise<T>, ms: number, timeout: () => Error): Promise<T> {
  let timer: number | null = null;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeout()), ms);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The client's body, handed on to the routes as `stream` and read through one reader of ours
 * (taken at the first read): each chunk must come within the timeout, and `release` deals with
 * what is left whoever holds `stream`. `failure` keeps the timeout, if the Worker gave up waiting.
 */
class GuardedBody {
  failure: ApiError | null = null;
  readonly stream: ReadableStream<Uint8Array>;
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  /** Read to its end, or cancelled: nothing more will come. */
  private over = false;
  private received = 0;
  private reading: Promise<unknown> = Promise.resolve();
  private released: Promise<void> | null = null;

  constructor(
    private readonly source: ReadableStream<Uint8Array>,
    private readonly declaredLength: number,
    private readonly timeoutMs: number,
  ) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          let chunk: Uint8Array | null;
          try {
            chunk = await this.next();
          } catch (error) {
            controller.error(error);
            return;
          }
          try {
            if (chunk) controller.enqueue(chunk);
            else controller.close();
          } catch {
            // `stream` was cancelled meanwhile: release() has the rest.
          }
        },
        cancel: () => this.release(),
      },
      // Nothing read ahead: only what a route asks for.
      { highWaterMark: 0 },
    );
  }

  /** The next chunk, after any read under way (the runtime's streams take one at a time). */
  private next(): Promise<Uint8Array | null> {
    const chunk = this.reading.then(() => this.readChunk());
    this.reading = chunk.catch(() => undefined);
    return chunk;
  }

  /** The next chunk, null at the end; a stall or a lost client cancels the body and throws. */
  private async readChunk(): Promise<Uint8Array | null> {
    if (this.over) return null;
    this.reader ??= this.source.getReader();
    try {
      const { done, value } = await within(this.reader.read(), this.timeoutMs, tooSlow);
      if (done) this.over = true;
      else this.received += value.byteLength;
      return done ? null : value;
    } catch (error) {
      if (error instanceof ApiError) this.failure ??= error;
      await this.cancel();
      throw error;
    }
  }

  /** What is left of a body a route has started reading; the same promise for every caller. */
  release(): Promise<void> {
    this.released ??= this.reader === null ? Promise.resolve() : this.drain();
    return this.released;
  }

  /** Read and dropped up to MAX_DRAINED_BODY_BYTES; cancelled past them (or when Content-Length announces more) or after a stall. */
  private async drain(): Promise<void> {
    if (this.declaredLength - this.received > MAX_DRAINED_BODY_BYTES) return this.cancel();
    let dropped = 0;
    try {
      while (!this.over && dropped <= MAX_DRAINED_BODY_BYTES) dropped += (await this.next())?.byteLength ?? 0;
    } catch {
      return; // next() has cancelled it
    }
    if (!this.over) await this.cancel();
  }

  private async cancel(): Promise<void> {
    this.over = true;
    await this.reader?.cancel().catch(() => undefined);
  }
}

/**
 * Outermost: every request with a body gets it through a GuardedBody, released before the answer
 * leaves. A route that gave up on a stalled body answers 408 REQUEST_TIMEOUT, whatever it made of
 * the broken stream.
 */
export const guardRequestBodies = (timeoutMs = BODY_READ_TIMEOUT_MS) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const source = c.req.raw.body;
    if (!source) return next();
    const body = new GuardedBody(source, Number(c.req.header("content-length")), timeoutMs);
    c.req.raw = new Request(c.req.raw, { body: body.stream });
    try {
      await next();
      if (body.failure) {
        c.res = undefined; // a new answer, not merged with the route's
        c.res = errorResponse(c, body.failure);
      }
    } finally {
      await body.release();
    }
  });

/**
 * The whole stream, refused with `refusal` (a JSON body's 413 by default) past `max` bytes, counted
 * as they come: a Content-Length is only a claim. Throwing out of the loop cancels the stream.
 */
export async function readAtMost(stream: ReadableStream<Uint8Array>, max: number, refusal: () => Error = tooLarge): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > max) throw refusal();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads the body of a JSON request whole before its route runs, refused past `limitOf(path)` bytes
 * (from Content-Length before reading, then by counting, since the header is only a claim); a path
 * whose limit is null reads its stream itself (the image uploads, bounded by their route).
 */
export const bufferBodies = (limitOf: (path: string) => number | null) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    const limit = limitOf(c.req.path);
    if (body && limit !== null) {
      if (Number(c.req.header("content-length")) > limit) throw tooLarge();
      c.req.raw = new Request(c.req.raw, { body: await readAtMost(body, limit) });
    }
    await next();
  });
