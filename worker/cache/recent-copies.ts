// The copies of the edge cache this isolate made or served last, kept in its memory: a hit then
// costs no read of the data center's cache, whose copy of a page is 160 KB (docs/product.md §18).
// Keyed exactly as that cache is (the Worker's version, the content's version, the day), so a copy
// here is never older than one there; bounded, so an isolate holds a few pages and lists at most.

/** Enough for every cached path of a day, with room for an event page or two being shared. */
const MAX_COPIES = 24;

/**
 * Plain bytes and headers, not a Response: a Response's body belongs to the request that made it,
 * and may not be read by another.
 */
interface Copy {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const copies = new Map<string, Copy>();

/** A new answer from the copy kept under `key` (the latest used is kept longest), or undefined. */
export function recall(key: string): Response | undefined {
  const copy = copies.get(key);
  if (!copy) return undefined;
  copies.delete(key);
  copies.set(key, copy);
  return new Response(copy.body, { status: copy.status, headers: copy.headers });
}

/** Keeps the stored copy `body` and `response` under `key`, forgetting the least recently used beyond the bound. */
export function remember(key: string, body: ArrayBuffer, response: Response): void {
  copies.delete(key);
  copies.set(key, { body, status: response.status, headers: [...response.headers] });
  for (const oldest of copies.keys()) {
    if (copies.size <= MAX_COPIES) break;
    copies.delete(oldest);
  }
}
