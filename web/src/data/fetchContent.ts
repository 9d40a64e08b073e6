// What the pages read from the API (docs/product.md §4, §21): a page's view, and for the admin the
// first page of each list and the profile; each at least at a content version the Hub named (§18).
import { byCollection, byCollectionAsync, type CollectionName, type Content } from "../../../shared/collections";
import { MIN_VERSION_PARAM } from "../../../shared/live";
import { ADMIN_PAGE_SIZE, listParts, listPath, nextCursor, type ListPage, type ListQuery } from "../../../shared/paging";
import type { Profile } from "../../../shared/profile";
import { viewsPath, type PageView } from "../../../shared/views";
import { api, readAnswer } from "../lib/api";

/** `v=` asks for an answer at least at that version: an older copy in the edge cache will not do. */
const atLeast = (path: string, version?: number) => (version ? `${path}${path.includes("?") ? "&" : "?"}${MIN_VERSION_PARAM}=${version}` : path);

/** A page of a list, and the cursor of the next one (from the answer's Link header). */
export async function fetchListPage<C extends CollectionName>(name: C, query: ListQuery = {}, version?: number): Promise<ListPage<Content[C][number]>> {
  let response: Response;
  try {
    response = await fetch(atLeast(listPath(name, query), version), { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new TypeError(`GET /api/${name}: unreachable`);
  }
  const body = readAnswer<unknown>(response.status, await response.text(), null);
  if (!Array.isArray(body)) throw new Error(`GET /api/${name}: not a list`);
  return { items: body as Content[C], next: nextCursor(response.headers.get("link")) };
}

async function fetchProfile(version?: number): Promise<Profile> {
  const body = await api<Profile | null>("GET", atLeast("/api/profile", version));
  if (typeof body?.name !== "string") throw new Error("GET /api/profile: not a profile");
  return body;
}

/** Per collection, the cursor of the next page of each of its parts (shared/paging.ts listParts); null once a part is whole. */
export type Cursors = { [C in CollectionName]: (string | null)[] };

/** The list's first pages, one per part, joined, and each part's next cursor. */
async function fetchFirstPages<C extends CollectionName>(name: C, version?: number): Promise<{ items: Content[C]; next: (string | null)[] }> {
  const pages = await Promise.all(listParts(name).map((part) => fetchListPage(name, { ...part, limit: ADMIN_PAGE_SIZE }, version)));
  return { items: pages.flatMap((page) => page.items) as Content[C], next: pages.map((page) => page.next) };
}

/** The next page of one part of the list (`part`: its index in listParts); null when that part is whole. */
export async function fetchNextPage<C extends CollectionName>(
  name: C,
  next: (string | null)[],
  index: number,
): Promise<{ items: Content[C]; next: (string | null)[] } | null> {
  if (!next[index]) return null;
  const page = await fetchListPage(name, { ...listParts(name)[index], limit: ADMIN_PAGE_SIZE, after: next[index]! });
  return { items: page.items as Content[C], next: next.map((cursor, part) => (part === index ? page.next : cursor)) };
}

/** The first pages of every list, their next cursors and the profile (at least at `version`), or null when any could not be read. */
export async function fetchContent(version?: number): Promise<{ content: Content; next: Cursors; profile: Profile } | null> {
  try {
    type FirstPages = { [C in CollectionName]: Awaited<ReturnType<typeof fetchFirstPages<C>>> };
    const [lists, profile] = await Promise.all([
      byCollectionAsync<FirstPages>((name) => fetchFirstPages(name, version) as Promise<FirstPages[typeof name]>),
      fetchProfile(version),
    ]);
    return { content: byCollection<Content>((name) => lists[name].items), next: byCollection<Cursors>((name) => lists[name].next), profile };
  } catch (error) {
    console.warn("API injoignable, contenu local utilisé :", error);
    return null;
  }
}

/** The view of the page at `path` (its pathname and query) for the visitor's `day`, at least at `version`. */
export async function fetchView(path: string, day: string, version?: number): Promise<{ view: PageView; version: number }> {
  const answer = await api<{ view: PageView; version: number }>("GET", atLeast(viewsPath(path, day), version));
  if (typeof answer?.view?.totals !== "object") throw new Error("GET /api/views: not a view");
  return answer;
}
