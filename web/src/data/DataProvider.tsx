// The site's data in the browser (docs/product.md §4 "Data loading", §15, §21):
// - the views: what each public page shows, injected with the page or asked of GET /api/views;
// - the lists: the admin's, read by pages (the first of each on start), or the built-in defaults
//   while loading and when the API cannot be reached; a page without a view computes it from them;
// - the profile, and whether the API can be reached.
// Live messages change what is held in place, or have a view asked for again (§18).
import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { byCollection, COLLECTION_NAMES, emptyContent, type CollectionName, type Content } from "../../../shared/collections";
import type { ChangeMessage } from "../../../shared/live";
import type { Profile } from "../../../shared/profile";
import type { PageView } from "../../../shared/views";
import { applyToList, applyToView } from "./changes";
import type { Cursors } from "./fetchContent";
import { useLiveUpdates } from "./useLiveUpdates";

/** No lists at all: what `defaults` falls back to when the caller gives none. */
const EMPTY_CONTENT = emptyContent();
/** The views kept for Back and Forward: a few pages. */
const MAX_VIEWS = 8;

const noCursors = (): Cursors => byCollection<Cursors>(() => []);
const isWhole = (cursors: Cursors) => COLLECTION_NAMES.every((name) => cursors[name].every((cursor) => cursor === null));

export interface DataContextValue extends Content {
  /** The DJ's profile: his name, texts, contacts and services. */
  profile: Profile;
  /** True until the first fetch of the lists has ended, well or not. */
  loading: boolean;
  /** True when the data comes from the API ("Synchronisé"), false for local defaults ("Mode local"). */
  remoteAvailable: boolean;
  /** Whether `events`, `photos`, `venues` hold lists (fetched, injected or the defaults) rather than nothing. */
  listsLoaded: boolean;
  /** Whether they hold every item: a page's view is then theirs, with no request. */
  listsComplete: boolean;
  /** Per collection, the cursor of the next page of each part of its list (null once whole). */
  cursors: Cursors;
  /** Fetches the first pages of the lists again; resolves to whether the API answered. */
  refresh: () => Promise<boolean>;
  /** Loads the next page of one part of a list (shared/paging.ts listParts). */
  loadMore: (name: CollectionName, part: number) => Promise<void>;
  /** The views held, by key (shared/views.ts viewKey). */
  views: ReadonlyMap<string, PageView>;
  /** The page at `path` (pathname and query) shows the view held under `key`: asked for when not held. */
  requestView: (key: string, path: string) => void;
  /** The lists as the admin's writes change them (./writes: useWrites). */
  store: DataStore;
}

/** Where the writes read and change the lists (the DataProvider's state). */
export interface ListStore {
  /** The list as last committed to the screen. */
  get<C extends CollectionName>(name: C): Content[C];
  /** Replaces a list. */
  set<C extends CollectionName>(name: C, list: Content[C]): void;
  /** Changes a list from its latest state (live changes may land between a write and its answer). */
  change<C extends CollectionName>(name: C, fn: (list: Content[C]) => Content[C]): void;
}

/** The DataProvider's lists and profile, and whether the API can be reached. */
export interface DataStore extends ListStore {
  isRemote(): boolean;
  /** The profile as last committed to the screen. */
  getProfile(): Profile;
  setProfile(profile: Profile): void;
}

const DataContext = createContext<DataContextValue | null>(null);

interface DataProviderProps {
  children: ReactNode;
  /** Lists already known (tests; the built-in ones): used at once, as remote data. */
  initial?: Content;
  /** The view the page came with (injected by the server), and its key. */
  initialView?: { key: string; view: PageView };
  /** The content's version `initial`, `initialView` and `profile` stand for. */
  version?: number;
  /**
   * The built-in lists (./defaults), the start when there is neither `initial` nor `initialView`.
   * Given by the caller, which loads them only when needed, so that the public bundle does not carry them.
   */
  defaults?: Content;
  /** The profile to start from: the injected one, or the built-in one (./defaults). */
  profile: Profile;
  /** Live updates over /api/live (on by default; tests turn it off). */
  live?: boolean;
}

export function DataProvider({ children, initial, initialView, version, defaults = EMPTY_CONTENT, profile: startProfile, live = true }: DataProviderProps) {
  const fromServer = initial !== undefined || initialView !== undefined;
  const [content, setContent] = useState<Content>(initial ?? (initialView ? EMPTY_CONTENT : defaults));
  const [listsLoaded, setListsLoaded] = useState(initial !== undefined || initialView === undefined);
  const [cursors, setCursors] = useState<Cursors>(noCursors);
  const [views, setViews] = useState<ReadonlyMap<string, PageView>>(() => new Map(initialView ? [[initialView.key, initialView.view]] : []));
  const [profile, setProfileState] = useState<Profile>(startProfile);
  const [loading, setLoading] = useState(!fromServer);
  const [remoteAvailable, setRemoteAvailable] = useState(fromServer);
  const mounted = useRef(true);
  // The newest content version what is shown is known to include (none until told).
  const shownVersion = useRef(version);
  // What the writes and the live messages read: the state as last committed.
  const latest = useRef({ content, profile, remoteAvailable, cursors, listsLoaded });
  useLayoutEffect(() => {
    latest.current = { content, profile, remoteAvailable, cursors, listsLoaded };
  }, [content, profile, remoteAvailable, cursors, listsLoaded]);
  /** The path of each view held, to ask for it again; and the one the page shows now. */
  const viewPaths = useRef(new Map<string, string>());
  const currentView = useRef(initialView?.key);
  const asking = useRef(new Set<string>());
  const askAgain = useRef(new Set<string>());

  /** Replaces one list; every change of the lists goes through here. */
  const setList = useCallback(<C extends CollectionName>(name: C, items: Content[C]) => {
    setContent((current) => (current[name] === items ? current : { ...current, [name]: items }));
  }, []);

  /** The views as last set: live changes read and replace them between two renders. */
  const heldViews = useRef(views);
  const replaceViews = useCallback((next: Map<string, PageView>) => {
    for (const oldest of next.keys()) if (next.size > MAX_VIEWS) next.delete(oldest);
    heldViews.current = next;
    setViews(next);
  }, []);

  /** Asks the API for the view under `key`, at least at `atVersion`; it replaces the one held once it comes. */
  const fetchViewOf = useCallback(
    (key: string, atVersion?: number) => {
      const path = viewPaths.current.get(key);
      const { remoteAvailable: remote, listsLoaded: loaded, cursors: held } = latest.current;
      if (!path || !remote || (loaded && isWhole(held))) return;
      // One request per view at a time; a change meanwhile asks once more when it ends.
      if (asking.current.has(key)) return void askAgain.current.add(key);
      asking.current.add(key);
      const ask = async (version?: number) => {
        const { fetchView } = await import("./fetchContent");
        do {
          askAgain.current.delete(key);
          const { view } = await fetchView(path, version ?? shownVersion.current);
          if (!mounted.current) return;
          const next = new Map(heldViews.current);
          next.delete(key);
          startTransition(() => replaceViews(next.set(key, view)));
          version = undefined;
        } while (askAgain.current.has(key));
      };
      ask(atVersion)
        .catch((error: unknown) => console.warn("Vue de la page injoignable :", error))
        .finally(() => asking.current.delete(key));
    },
    [replaceViews],
  );

  const requestView = useCallback(
    (key: string, path: string) => {
      viewPaths.current.set(key, path);
      currentView.current = key;
      if (!heldViews.current.has(key)) fetchViewOf(key);
    },
    [fetchViewOf],
  );

  const refresh = useCallback(
    async (atVersion?: number) => {
      // Fetched with its own code: a page that came with its view seldom needs it.
      const { fetchContent } = await import("./fetchContent");
      const fetched = await fetchContent(atVersion);
      if (!mounted.current) return false;
      // A page that came with its view only, and cannot read the lists: the built-in ones stand in (§4).
      const builtIn = !fetched && !latest.current.listsLoaded ? await import("./defaults").then(({ loadDefaultContent }) => loadDefaultContent()) : null;
      // A transition, as every change from the server: should it come while React is still
      // hydrating the page, React finishes that first instead of dropping the server's HTML.
      startTransition(() => {
        if (fetched) {
          // docs/product.md §4: non-empty results replace the lists; an empty one keeps what is shown.
          for (const name of COLLECTION_NAMES) {
            const items = fetched.content[name];
            if (items.length > 0 && JSON.stringify(items) !== JSON.stringify(latest.current.content[name])) setList(name, items);
          }
          setCursors(fetched.next);
          setListsLoaded(true);
          if (JSON.stringify(fetched.profile) !== JSON.stringify(latest.current.profile)) setProfileState(fetched.profile);
        }
        if (builtIn) {
          setContent(builtIn);
          setListsLoaded(true);
        }
        setRemoteAvailable(fetched !== null);
        setLoading(false);
      });
      return fetched !== null;
    },
    [setList],
  );

  const loadMore = useCallback(async (name: CollectionName, part: number) => {
    const { fetchNextPage } = await import("./fetchContent");
    const page = await fetchNextPage(name, latest.current.cursors[name], part);
    if (!page || !mounted.current) return;
    startTransition(() => {
      setContent((current) => {
        const known = new Set(current[name].map((item) => item.id));
        return { ...current, [name]: [...current[name], ...page.items.filter((item) => !known.has(item.id))] };
      });
      setCursors((current) => ({ ...current, [name]: page.next }));
    });
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (!fromServer) void refresh();
    return () => {
      mounted.current = false;
    };
    // The first fetch happens once; the props only seed the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the props and `refresh` never change the start
  }, []);

  /** Everything held may be behind `atVersion`: the lists (if any) and the page's view are asked for again, the other views forgotten. */
  const catchUp = (atVersion: number) => {
    const key = currentView.current;
    if (key) fetchViewOf(key, atVersion);
    startTransition(() => replaceViews(new Map([...heldViews.current].filter(([held]) => held === key))));
    if (latest.current.listsLoaded && latest.current.remoteAvailable) return refresh(atVersion);
    return Promise.resolve(true);
  };

  /** The changed items, in the lists and in the views that show them; a view they may change otherwise is asked for again. */
  const applyChange = (message: ChangeMessage) => {
    const { collection, changes, version: atVersion } = message;
    const complete = latest.current.cursors[collection].every((cursor) => cursor === null);
    setContent((current) => ({ ...current, [collection]: applyToList(collection, current[collection], changes as never, complete) }));
    const next = new Map<string, PageView>();
    for (const [key, view] of heldViews.current) {
      const changed = applyToView(view, collection, changes as never);
      // The page's own view stays on screen until its new one comes; the others are asked for when shown again.
      if (changed || key === currentView.current) next.set(key, changed ?? view);
      if (!changed && key === currentView.current) fetchViewOf(key, atVersion);
    }
    replaceViews(next);
  };

  useLiveUpdates((message) => {
    const known = shownVersion.current;
    const newer = known === undefined || message.version > known;
    // On connect (or after an import): what is shown is older than the Hub's version if it missed
    // a change, made before the page connected or while its connection was down.
    if (message.type === "version" && known !== undefined && newer) {
      void catchUp(message.version).then((fetched) => {
        if (fetched) shownVersion.current = Math.max(shownVersion.current ?? 0, message.version);
      });
      return;
    }
    // Without a version yet, what is shown was just fetched: it stands for the Hub's.
    if (newer) shownVersion.current = message.version;
    if (message.type === "version") return;
    startTransition(() => {
      if (message.type === "profile") setProfileState(message.profile);
      else applyChange(message);
      setRemoteAvailable(true);
    });
  }, live);

  // Where the admin's writes (./writes, useWrites) read and change the lists: their code stays
  // out of the public pages.
  const store = useMemo<DataStore>(
    () => ({
      get: (name) => latest.current.content[name],
      set: setList,
      change: (name, fn) => setContent((current) => ({ ...current, [name]: fn(current[name]) })),
      isRemote: () => latest.current.remoteAvailable,
      getProfile: () => latest.current.profile,
      setProfile: setProfileState,
    }),
    [setList],
  );

  const value = useMemo<DataContextValue>(
    () => ({
      ...content,
      profile,
      loading,
      remoteAvailable,
      listsLoaded,
      listsComplete: listsLoaded && isWhole(cursors),
      cursors,
      refresh,
      loadMore,
      views,
      requestView,
      store,
    }),
    [content, profile, loading, remoteAvailable, listsLoaded, cursors, refresh, loadMore, views, requestView, store],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useData(): DataContextValue {
  const context = useContext(DataContext);
  if (!context) throw new Error("useData must be used within a DataProvider");
  return context;
}
