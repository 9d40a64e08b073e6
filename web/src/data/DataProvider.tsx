// The site's lists and the DJ's profile (docs/product.md §4 "Data loading", §15): start from the
// injected ones, or the built-in defaults with loading true, fetch every collection and the
// profile, let non-empty answers replace the defaults, then follow the live messages. When the API
// cannot be reached the defaults stay and remoteAvailable is false. Injected lists come with the
// content's version: they are fetched again only when the Hub names a newer one (§18).
import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { COLLECTION_NAMES, emptyContent, type CollectionName, type Content } from "../../../shared/collections";
import type { Profile } from "../../../shared/profile";
import { useLiveUpdates } from "./useLiveUpdates";

/** No lists at all: what `defaults` falls back to when the caller gives none. */
const EMPTY_CONTENT = emptyContent();

export interface DataContextValue extends Content {
  /** The DJ's profile: his name, texts, contacts and services. */
  profile: Profile;
  /** True until the first fetch of the lists has ended, well or not. */
  loading: boolean;
  /** True when the lists come from the API ("Synchronisé"), false for local defaults ("Mode local"). */
  remoteAvailable: boolean;
  /** Fetches the lists again; resolves to whether the API answered. */
  refresh: () => Promise<boolean>;
  /** The lists as the admin's writes change them (./writes: useWrites). */
  store: DataStore;
}

/** Where the writes read and change the lists (the DataProvider's state). */
export interface ListStore {
  /** The list as last committed to the screen. */
  get<C extends CollectionName>(name: C): Content[C];
  /** Replaces a list. */
  set<C extends CollectionName>(name: C, list: Content[C]): void;
  /** Changes a list from its latest state (live snapshots may land between a write and its answer). */
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
  /** Lists already known to the page (injected by the server): used at once, as remote data. */
  initial?: Content;
  /** The content's version `initial` and `profile` stand for. */
  version?: number;
  /**
   * The built-in lists (./defaults), the start when there is no `initial`. Given by the caller,
   * which loads them only when needed, so that the public bundle does not carry them.
   */
  defaults?: Content;
  /** The profile to start from: the injected one, or the built-in one (./defaults). */
  profile: Profile;
  /** Live updates over /api/live (on by default; tests turn it off). */
  live?: boolean;
}

export function DataProvider({ children, initial, version, defaults = EMPTY_CONTENT, profile: startProfile, live = true }: DataProviderProps) {
  const [content, setContent] = useState<Content>(initial ?? defaults);
  const [profile, setProfileState] = useState<Profile>(startProfile);
  const [loading, setLoading] = useState(initial === undefined);
  const [remoteAvailable, setRemoteAvailable] = useState(initial !== undefined);
  const mounted = useRef(true);
  // The newest content version the lists shown are known to include (none until told).
  const shownVersion = useRef(version);
  // What the writes read: the lists and the flag as last committed.
  const latest = useRef({ content, profile, remoteAvailable });
  useLayoutEffect(() => {
    latest.current = { content, profile, remoteAvailable };
  }, [content, profile, remoteAvailable]);

  /** Replaces one list; every change of the lists goes through here. */
  const setList = useCallback(<C extends CollectionName>(name: C, items: Content[C]) => {
    setContent((current) => (current[name] === items ? current : { ...current, [name]: items }));
  }, []);

  const refresh = useCallback(
    async (atVersion?: number) => {
      // Fetched with its own code: a page that came with its lists seldom needs it.
      const { fetchContent } = await import("./fetchContent");
      const fetched = await fetchContent(atVersion);
      if (!mounted.current) return false;
      // A transition, as every change from the server: should it come while React is still
      // hydrating the page, React finishes that first instead of dropping the server's HTML.
      startTransition(() => {
        if (fetched) {
          // docs/product.md §4: non-empty results replace the lists; an empty one keeps what is shown. A list
          // equal to the one shown (the usual answer after injected data) changes nothing: no render.
          for (const name of COLLECTION_NAMES) {
            const items = fetched.content[name];
            if (items.length > 0 && JSON.stringify(items) !== JSON.stringify(latest.current.content[name])) setList(name, items);
          }
          if (JSON.stringify(fetched.profile) !== JSON.stringify(latest.current.profile)) setProfileState(fetched.profile);
        }
        setRemoteAvailable(fetched !== null);
        setLoading(false);
      });
      return fetched !== null;
    },
    [setList],
  );

  useEffect(() => {
    mounted.current = true;
    if (initial === undefined) void refresh();
    return () => {
      mounted.current = false;
    };
    // The first fetch happens once; `initial` only seeds the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: `initial` and `refresh` never change the start
  }, []);

  useLiveUpdates((message) => {
    const known = shownVersion.current;
    const newer = known === undefined || message.version > known;
    // On connect: lists older than the Hub's version missed a change, made before the page
    // connected or while its connection was down. Without a version yet, they were just fetched.
    if (message.type === "version" && known !== undefined && newer) {
      void refresh(message.version).then((fetched) => {
        if (fetched) shownVersion.current = Math.max(shownVersion.current ?? 0, message.version);
      });
      return;
    }
    if (newer) shownVersion.current = message.version;
    if (message.type === "version") return;
    startTransition(() => {
      if (message.type === "profile") setProfileState(message.profile);
      else setList(message.collection, message.items);
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
    () => ({ ...content, profile, loading, remoteAvailable, refresh, store }),
    [content, profile, loading, remoteAvailable, refresh, store],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

export function useData(): DataContextValue {
  const context = useContext(DataContext);
  if (!context) throw new Error("useData must be used within a DataProvider");
  return context;
}
