// The site's data in the browser (docs/product.md §4, §15, §21): the views each public page shows,
// the admin's lists (or the built-in ones when there is no view), the profile, and whether the API
// can be reached. What talks to the API and applies live changes is fetched when first needed.
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
import type { LiveMessage } from "../../../shared/live";
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
const isWhole = (cursors: Cursors) => COLLECTION_NAMES.every((name) => cursors[name].every((cursor) => cursor === null));
/** The code that talks to the API (./remote) and applies live changes (./changes): one request, at the first need. */
const withRemote = <T,>(use: (remote: typeof import("./remote")) => T | Promise<T>): Promise<T> => import("./remote").then(use);

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
  /** The state as ./remote and the admin's writes (./writes) read and change it. */
  holder: DataHolder;
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
  /** The built-in lists (./defaults), the start when there is neither `initial` nor `initialView`: loaded by the caller only then. */
  defaults?: Content;
  /** The profile to start from: the injected one, or the built-in one (./defaults). */
  profile: Profile;
  /** Live updates over /api/live (on by default; tests turn it off). */
  live?: boolean;
}

/** The views held (at most MAX_VIEWS), the one the page shows, and where each is asked for. */
function useViews(initialView: DataProviderProps["initialView"]) {
  const [views, setViews] = useState<ReadonlyMap<string, PageView>>(() => new Map(initialView ? [[initialView.key, initialView.view]] : []));
  // As last set (live changes read and replace them between two renders), with each view's address.
  const held = useRef({ views, current: initialView?.key, paths: new Map<string, { path: string; day: string }>() });
  const replace = useCallback((next: Map<string, PageView>) => {
    for (const oldest of next.keys()) if (next.size > MAX_VIEWS) next.delete(oldest);
    held.current.views = next;
    setViews(next);
  }, []);
  /** The page shows the view under `key`: true when it is not held yet. */
  const show = useCallback((key: string, path: string, day: string) => {
    held.current.paths.set(key, { path, day });
    held.current.current = key;
    return !held.current.views.has(key);
  }, []);
  return { views, held, replace, show };
}

/** One socket to /api/live, its code fetched once the page is on screen. */
function useLiveMessages(live: boolean, onMessage: (message: LiveMessage) => void) {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (!live || typeof WebSocket === "undefined") return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    void import("./liveSocket").then(({ connectLive }) => {
      if (!gone) disconnect = connectLive((message) => handle(message));
    });
    return () => {
      gone = true;
      disconnect?.();
    };
  }, [live]);
}

/** The live messages applied: a version caught up with, a change applied in place (in their order), the profile taken. */
function useLiveUpdates(live: boolean, holder: DataHolder) {
  // The code of the changes (./changes) comes with the first (a page often never gets any).
  const changesApplied = useRef<Promise<unknown>>(Promise.resolve());
  useLiveMessages(live, (message) => {
    const known = holder.shownVersion();
    const newer = known === undefined || message.version > known;
    // On connect (or after an import): what is shown is older than the Hub's version if it missed
    // a change, made before the page connected or while its connection was down.
    if (message.type === "version" && known !== undefined && newer) return void withRemote(({ catchUp }) => catchUp(holder, message.version));
    // Without a version yet, what is shown was just fetched: it stands for the Hub's.
    if (newer) holder.setShownVersion(message.version);
    if (message.type === "version") return;
    if (message.type === "change") {
      changesApplied.current = changesApplied.current
        .then(() => import("./changes"))
        .then(({ applyChangeMessage }) => holder.isMounted() && startTransition(() => applyChangeMessage(holder, message)));
    }
    startTransition(() => {
      if (message.type === "profile") holder.setProfile(message.profile);
      holder.setRemoteAvailable(true);
    });
  });
}

/** The lists, whether they are held, the cursors of their next pages, and the code that makes a view of them once they are. */
function useLists({ initial, initialView, defaults }: Pick<DataProviderProps, "initial" | "initialView" | "defaults">) {
  const [content, setContent] = useState<Content>(initial ?? (initialView ? EMPTY_CONTENT : (defaults ?? EMPTY_CONTENT)));
  const [listsLoaded, setListsLoaded] = useState(initial !== undefined || initialView === undefined);
  const [cursors, setCursors] = useState<Cursors>(noCursors);
  const [selector, setSelector] = useState<{ selectView: typeof SelectView } | null>(null);
  // Its code comes once there are lists (never on a page that came with its view).
  useEffect(() => {
    if (!listsLoaded || selector) return;
    let current = true;
    void import("../../../shared/select-view").then(({ selectView }) => current && setSelector({ selectView }));
    return () => void (current = false);
  }, [listsLoaded, selector]);
  return { content, setContent, listsLoaded, setListsLoaded, cursors, setCursors, selectView: selector?.selectView ?? null };
}

export function DataProvider({ children, initial, initialView, version, defaults, profile: startProfile, live = true }: DataProviderProps) {
  const fromServer = initial !== undefined || initialView !== undefined;
  const { content, setContent, listsLoaded, setListsLoaded, cursors, setCursors, selectView } = useLists({ initial, initialView, defaults });
  const [profile, setProfile] = useState<Profile>(startProfile);
  const [loading, setLoading] = useState(!fromServer);
  const [remoteAvailable, setRemoteAvailable] = useState(fromServer);
  const { views, held, replace, show } = useViews(initialView);
  const mounted = useRef(true);
  // The newest content version what is shown is known to include (none until told).
  const shownVersion = useRef(version);
  // What ./remote and the writes read: the state as last committed.
  const latest = useRef({ content, profile, remoteAvailable, cursors, listsLoaded });
  useLayoutEffect(() => {
    latest.current = { content, profile, remoteAvailable, cursors, listsLoaded };
  }, [content, profile, remoteAvailable, cursors, listsLoaded]);

  /** What the code that talks to the API (./remote) reads and changes: the same refs and setters, stable. */
  const holder = useMemo<DataHolder>(() => {
    const self: DataHolder = {
      isMounted: () => mounted.current,
      latest: () => latest.current,
      shownVersion: () => shownVersion.current,
      setShownVersion: (next) => void (shownVersion.current = next),
      listsWhole: () => latest.current.listsLoaded && isWhole(latest.current.cursors),
      heldViews: () => new Map(held.current.views),
      currentView: () => held.current.current,
      askView: (key, atVersion) => void withRemote(({ askView }) => askView(self, key, atVersion)),
      replaceViews: replace,
      viewPaths: () => held.current.paths,
      asking: new Set(),
      askAgain: new Set(),
      commit: (change) => startTransition(change),
      setContent,
      setCursors,
      setListsLoaded: () => setListsLoaded(true),
      setProfile,
      setRemoteAvailable,
      setLoaded: () => setLoading(false),
    };
    return self;
  }, [held, replace, setContent, setCursors, setListsLoaded]);

  const requestView = useCallback((key: string, path: string, day: string) => void (show(key, path, day) && holder.askView(key)), [holder, show]);
  // A transition, as every change from the server: should it come while React is still hydrating
  // the page, React finishes that first instead of dropping the server's HTML.
  const refresh = useCallback(() => withRemote(({ refreshLists }) => refreshLists(holder)), [holder]);
  const loadMore = useCallback((name: CollectionName, part: number) => withRemote(({ appendPage }) => appendPage(holder, name, part)), [holder]);

  useEffect(() => {
    mounted.current = true;
    if (!fromServer) void refresh();
    return () => {
      mounted.current = false;
    };
    // The first fetch happens once; the props only seed the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: the props and `refresh` never change the start
  }, []);

  useLiveUpdates(live, holder);

  const value = useMemo<DataContextValue>(
    () => ({
      ...content,
      profile,
      loading,
      remoteAvailable,
      listsLoaded,
      listsComplete: listsLoaded && isWhole(cursors),
      selectView,
      cursors,
      refresh,
      loadMore,
      views,
      requestView,
      holder,
    }),
    [content, profile, loading, remoteAvailable, listsLoaded, cursors, selectView, refresh, loadMore, views, requestView, holder],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useData(): DataContextValue {
  const context = useContext(DataContext);
  if (!context) throw new Error("useData must be used within a DataProvider");
  return context;
}
