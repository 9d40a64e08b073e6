// The site's data in the browser (docs/product.md §4 "Content", §15, §21):
// - the views: what each public page shows, injected with the page or asked of GET /api/views;
// - the lists: the admin's, read by pages (the first of each on start), or the built-in defaults
//   while loading and when the API cannot be reached; a page without a view computes it from them;
// - the profile, and whether the API can be reached.
// Live messages change what is held in place, or have a view asked for again (§4, §12).
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { byCollection, COLLECTION_NAMES, emptyContent, type CollectionName, type Content } from "../../../shared/collections";
import type { ChangeMessage, LiveMessage } from "../../../shared/live";
import type { Profile } from "../../../shared/profile";
import type { selectView as SelectView } from "../../../shared/select-view";
import type { PageView } from "../../../shared/views";
import type { Cursors } from "./fetchContent";
import type { DataHolder } from "./remote";

/** No lists at all: what `defaults` falls back to when the caller gives none. */
const EMPTY_CONTENT = emptyContent();
/** The views kept for Back and Forward: a few pages. */
const MAX_VIEWS = 8;

const noCursors = (): Cursors => byCollection<Cursors>(() => []);
/** Asks the API for a view (./remote, fetched with the first request). */
const askViewOf = (holder: DataHolder, key: string, atVersion?: number) => void import("./remote").then(({ askView }) => askView(holder, key, atVersion));
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
  /** What makes a page's view from the lists (shared/select-view.ts), once they are held: fetched with them. */
  selectView: typeof SelectView | null;
  /** Per collection, the cursor of the next page of each part of its list (null once whole). */
  cursors: Cursors;
  /** Fetches the first pages of the lists again; resolves to whether the API answered. */
  refresh: () => Promise<boolean>;
  /** Loads the next page of one part of a list (shared/paging.ts listParts). */
  loadMore: (name: CollectionName, part: number) => Promise<void>;
  /** The views held, by key (shared/views.ts viewKey). */
  views: ReadonlyMap<string, PageView>;
  /** The page at `path` (pathname and query) shows, for the visitor's `day`, the view held under `key`: asked for when not held. */
  requestView: (key: string, path: string, day: string) => void;
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
  const [selector, setSelector] = useState<{ selectView: typeof SelectView } | null>(null);
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
  const viewPaths = useRef(new Map<string, { path: string; day: string }>());
  const currentView = useRef(initialView?.key);

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

  /** What the code that talks to the API (./remote) reads and changes: the same refs and setters, stable. */
  const holder = useMemo<DataHolder>(() => {
    const self: DataHolder = {
      isMounted: () => mounted.current,
      latest: () => latest.current,
      shownVersion: () => shownVersion.current,
      listsWhole: () => latest.current.listsLoaded && isWhole(latest.current.cursors),
      heldViews: () => new Map(heldViews.current),
      currentView: () => currentView.current,
      askView: (key, atVersion) => askViewOf(self, key, atVersion),
      replaceViews,
      viewPaths: () => viewPaths.current,
      asking: new Set(),
      askAgain: new Set(),
      commit: (change) => startTransition(change),
      setList,
      setContent,
      setCursors,
      setListsLoaded: () => setListsLoaded(true),
      setProfile: setProfileState,
      setRemoteAvailable,
      setLoaded: () => setLoading(false),
    };
    return self;
  }, [replaceViews, setList]);

  /** Asks the API for the view under `key`, at least at `atVersion` (./remote, fetched with the first request). */
  const fetchViewOf = useCallback((key: string, atVersion?: number) => askViewOf(holder, key, atVersion), [holder]);

  const requestView = useCallback(
    (key: string, path: string, day: string) => {
      viewPaths.current.set(key, { path, day });
      currentView.current = key;
      if (!heldViews.current.has(key)) fetchViewOf(key);
    },
    [fetchViewOf],
  );

  // A transition, as every change from the server: should it come while React is still hydrating
  // the page, React finishes that first instead of dropping the server's HTML.
  const refresh = useCallback((atVersion?: number) => import("./remote").then(({ refreshLists }) => refreshLists(holder, atVersion)), [holder]);

  const loadMore = useCallback((name: CollectionName, part: number) => import("./remote").then(({ appendPage }) => appendPage(holder, name, part)), [holder]);

  // The views of the lists: their code comes once there are lists (never on a page that came with its view).
  useEffect(() => {
    if (listsLoaded && !selector) void import("../../../shared/select-view").then(({ selectView }) => mounted.current && setSelector({ selectView }));
  }, [listsLoaded, selector]);

  useEffect(() => {
    mounted.current = true;
    if (!fromServer) void refresh();
    return () => {
      mounted.current = false;
    };
    // The first fetch happens once; the props only seed the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the props and `refresh` never change the start
  }, []);

  /** The code of the changes (./changes), fetched with the first one (a page often never gets any); changes applied in their order. */
  const changesApplied = useRef<Promise<unknown>>(Promise.resolve());
  const applyChange = (message: ChangeMessage) => {
    changesApplied.current = changesApplied.current.then(async () => {
      const { applyChangeMessage } = await import("./changes");
      if (mounted.current) startTransition(() => applyChangeMessage(holder, message));
    });
  };

  const onMessage = useEffectEvent((message: LiveMessage) => {
    const known = shownVersion.current;
    const newer = known === undefined || message.version > known;
    // On connect (or after an import): what is shown is older than the Hub's version if it missed
    // a change, made before the page connected or while its connection was down.
    if (message.type === "version" && known !== undefined && newer) {
      void import("./remote")
        .then(({ catchUp }) => catchUp(holder, message.version))
        .then((fetched) => {
          if (fetched) shownVersion.current = Math.max(shownVersion.current ?? 0, message.version);
        });
      return;
    }
    // Without a version yet, what is shown was just fetched: it stands for the Hub's.
    if (newer) shownVersion.current = message.version;
    if (message.type === "version") return;
    if (message.type === "change") applyChange(message);
    startTransition(() => {
      if (message.type === "profile") setProfileState(message.profile);
      setRemoteAvailable(true);
    });
  });

  // One socket to /api/live, its code fetched once the page is on screen.
  useEffect(() => {
    if (!live || typeof WebSocket === "undefined") return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    void import("./liveSocket").then(({ connectLive }) => {
      if (!gone) disconnect = connectLive((message) => onMessage(message));
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [live]);

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
      selectView: selector?.selectView ?? null,
      cursors,
      refresh,
      loadMore,
      views,
      requestView,
      store,
    }),
    [content, profile, loading, remoteAvailable, listsLoaded, cursors, selector, refresh, loadMore, views, requestView, store],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useData(): DataContextValue {
  const context = useContext(DataContext);
  if (!context) throw new Error("useData must be used within a DataProvider");
  return context;
}
