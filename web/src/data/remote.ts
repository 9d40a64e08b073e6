// What the DataProvider asks of the API and how the answers change what it holds (docs/product.md
// §4): a page's view, the lists' first pages, the next page of a list. Its own code, fetched the
// first time one is needed: a page that came with its view and is left alone never loads it.
import { COLLECTION_NAMES, COLLECTIONS, showsBuiltInWhenEmpty, type CollectionName, type Content } from "../../../shared/collections";
import type { Profile } from "../../../shared/profile";
import type { PageView } from "../../../shared/views";
import { loadDefaultContent } from "./defaults";
import { fetchContent, fetchNextPage, fetchView, type Cursors } from "./fetchContent";

/** The DataProvider's state, as these functions read and change it. */
export interface DataHolder {
  isMounted(): boolean;
  /** The state as last committed. */
  latest(): { content: Content; profile: Profile; remoteAvailable: boolean; cursors: Cursors; listsLoaded: boolean };
  /** The newest content version what is shown is known to include. */
  shownVersion(): number | undefined;
  setShownVersion(version: number): void;
  /** Whether the lists hold every item (a view is then theirs, with no request). */
  listsWhole(): boolean;
  /** A copy of the views held, to change and hand to replaceViews. */
  heldViews(): Map<string, PageView>;
  /** The key of the view the page shows now. */
  currentView(): string | undefined;
  /** Asks for a view again (askView, below). */
  askView(key: string, atVersion?: number): void;
  replaceViews(next: Map<string, PageView>): void;
  /** Where each view held is asked for: its page's address and the visitor's day. */
  viewPaths(): Map<string, { path: string; day: string }>;
  asking: Set<string>;
  askAgain: Set<string>;
  commit(change: () => void): void;
  setContent(change: (current: Content) => Content): void;
  setCursors(change: (current: Cursors) => Cursors): void;
  setListsLoaded(): void;
  setProfile(profile: Profile): void;
  setRemoteAvailable(remote: boolean): void;
  setLoaded(): void;
}

/** Replaces one list, unless it is the same. */
const setList = <C extends CollectionName>(holder: DataHolder, name: C, items: Content[C]) =>
  holder.setContent((current) => (current[name] === items ? current : { ...current, [name]: items }));

/** Asks the API for the view under `key`, at least at `atVersion`; it replaces the one held once it comes. One request per view at a time: a change meanwhile asks once more when it ends. */
export async function askView(holder: DataHolder, key: string, atVersion?: number): Promise<void> {
  const address = holder.viewPaths().get(key);
  if (!address || !holder.latest().remoteAvailable || holder.listsWhole()) return;
  if (holder.asking.has(key)) return void holder.askAgain.add(key);
  holder.asking.add(key);
  try {
    let version = atVersion;
    do {
      holder.askAgain.delete(key);
      const { view } = await fetchView(address.path, address.day, version ?? holder.shownVersion());
      if (!holder.isMounted()) return;
      const next = holder.heldViews();
      next.delete(key);
      holder.commit(() => holder.replaceViews(next.set(key, view)));
      version = undefined;
    } while (holder.askAgain.has(key));
  } catch (error) {
    console.warn("Vue de la page injoignable :", error);
  } finally {
    holder.asking.delete(key);
  }
}

/** The first pages of the lists and the profile again (at least at `atVersion`); resolves to whether the API answered. */
export async function refreshLists(holder: DataHolder, atVersion?: number): Promise<boolean> {
  const fetched = await fetchContent(atVersion);
  if (!holder.isMounted()) return false;
  const { content, profile, listsLoaded } = holder.latest();
  // A page that came with its view only, and cannot read the lists: the built-in ones stand in.
  const builtIn = !fetched && !listsLoaded ? await loadDefaultContent() : null;
  holder.commit(() => {
    if (fetched) {
      // Non-empty results replace the lists; an empty one keeps what is shown, unless the collection shows no built-in items.
      for (const name of COLLECTION_NAMES) {
        const items = fetched.content[name];
        const replaces = items.length > 0 || !showsBuiltInWhenEmpty(COLLECTIONS[name]);
        if (replaces && JSON.stringify(items) !== JSON.stringify(content[name])) setList(holder, name, items);
      }
      holder.setCursors(() => fetched.next);
      holder.setListsLoaded();
      if (JSON.stringify(fetched.profile) !== JSON.stringify(profile)) holder.setProfile(fetched.profile);
    }
    if (builtIn) {
      holder.setContent(() => builtIn);
      holder.setListsLoaded();
    }
    holder.setRemoteAvailable(fetched !== null);
    holder.setLoaded();
  });
  return fetched !== null;
}

/** The next page of one part of a list, after the items held (none twice). */
export async function appendPage(holder: DataHolder, name: CollectionName, part: number): Promise<void> {
  const page = await fetchNextPage(name, holder.latest().cursors[name], part);
  if (!page || !holder.isMounted()) return;
  holder.commit(() => {
    holder.setContent((current) => {
      const known = new Set(current[name].map((item) => item.id));
      return { ...current, [name]: [...current[name], ...page.items.filter((item) => !known.has(item.id))] };
    });
    holder.setCursors((current) => ({ ...current, [name]: page.next }));
  });
}

/** Everything held may be behind `atVersion`: the lists (if any) and the page's view are asked for again, the other views forgotten. */
export async function catchUp(holder: DataHolder, atVersion: number): Promise<void> {
  const key = holder.currentView();
  if (key) void askView(holder, key, atVersion);
  holder.commit(() => holder.replaceViews(new Map([...holder.heldViews()].filter(([held]) => held === key))));
  const { listsLoaded, remoteAvailable } = holder.latest();
  const fetched = listsLoaded && remoteAvailable ? await refreshLists(holder, atVersion) : true;
  if (fetched) holder.setShownVersion(Math.max(holder.shownVersion() ?? 0, atVersion));
}
