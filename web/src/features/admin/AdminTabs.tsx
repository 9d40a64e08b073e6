// The admin's tabs (docs/product.md §4): one per collection, in their order, then « Disponibilités »,
// « Demandes », « Statistiques » and « Profil »; each collection's count, the count of new requests,
// that of the reviews waiting « À valider », the arrow keys between tabs, and « Ajouter » for the
// collection shown.
import {
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  Headphones,
  Images,
  Inbox,
  LayoutList,
  MapPin,
  MessageSquareQuote,
  Plus,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "../../../../shared/collections";
import { REQUEST_WORDS } from "./requestWords";
import { REVIEW_WORDS } from "./reviewWords";
import { STATS_WORDS } from "./statsWords";

/** A collection without its own icon gets a list's. */
const ICONS: Partial<Record<CollectionName, LucideIcon>> = {
  events: CalendarDays,
  photos: Images,
  mixes: Headphones,
  venues: MapPin,
  reviews: MessageSquareQuote,
};
/** The tabs that are no collection: no count, no « Ajouter ». */
const OTHER_TABS = [
  { id: "availability", label: "Disponibilités", icon: CalendarCheck },
  { id: "requests", label: REQUEST_WORDS.tab, icon: Inbox },
  { id: "stats", label: STATS_WORDS.tab, icon: ChartColumn },
  { id: "profile", label: "Profil", icon: UserRound },
] as const;
export type Tab = CollectionName | (typeof OTHER_TABS)[number]["id"];
export const TABS: { id: Tab; label: string; icon: LucideIcon }[] = [
  ...COLLECTION_NAMES.map((id) => ({ id, label: COLLECTIONS[id].words.plural, icon: ICONS[id] ?? LayoutList })),
  ...OTHER_TABS,
];

/** The collection a tab shows, or null for the others. */
export const collectionOf = (tab: Tab): CollectionName | null => (COLLECTION_NAMES.includes(tab as CollectionName) ? (tab as CollectionName) : null);

/** The tab shown; `select` shows another once `mayLeave` allows it, and resolves to whether it did. */
export function useTab(mayLeave: () => boolean, onLeft: () => void) {
  const [tab, setTab] = useState<Tab>("events");
  const select = (next: Tab) => {
    if (next === tab) return true;
    if (tab === "profile" && !mayLeave()) return false;
    onLeft();
    setTab(next);
    return true;
  };
  return { tab, select };
}

interface AdminTabsProps {
  tab: Tab;
  select: (tab: Tab) => boolean;
  /** A collection's count, shown on its tab. */
  countOf: (collection: CollectionName) => number;
  /** How many requests are new, shown on « Demandes » when there are any. */
  fresh: number;
  /** How many reviews wait « À valider », shown on « Avis » when there are any. */
  waitingReviews: number;
  onAdd: () => void;
}

export function AdminTabs({ tab, select, countOf, fresh, waitingReviews, onAdd }: AdminTabsProps) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length].id;
    if (select(next)) refs.current[next]?.focus();
  };
  return (
    <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div
        role="tablist"
        aria-label="Contenus du site"
        className="grid grid-cols-2 gap-1 rounded-3xl border border-white/10 bg-night-900/70 p-1 sm:flex sm:flex-wrap xl:rounded-full"
      >
        {TABS.map(({ id, label, icon: Icon }, index) => {
          const selected = tab === id;
          const collection = collectionOf(id);
          return (
            <button
              key={id}
              ref={(element) => {
                refs.current[id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={selected}
              aria-controls={`panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id)}
              onKeyDown={(event) => onKey(event, index)}
              className={`inline-flex h-11 flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition last:odd:col-span-2 sm:flex-none ${
                selected ? "bg-ember-500 text-night-950" : "text-sand-200 hover:bg-white/5 hover:text-sand-50"
              }`}
            >
              <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
              {label}
              {collection === null ? null : (
                <span className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? "bg-night-950/15" : "bg-white/10 text-sand-400"}`} aria-hidden="true">
                  {countOf(collection)}
                </span>
              )}
              {id === "requests" && fresh > 0 ? <CountBadge count={fresh} words={REQUEST_WORDS.fresh(fresh)} selected={selected} /> : null}
              {id === "reviews" && waitingReviews > 0 ? (
                <CountBadge count={waitingReviews} words={REVIEW_WORDS.waitingBadge(waitingReviews)} selected={selected} />
              ) : null}
            </button>
          );
        })}
      </div>
      {collectionOf(tab) === null ? null : (
        <button
          type="button"
          onClick={onAdd}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-ember-500 px-6 text-sm font-semibold text-night-950 shadow-lg shadow-ember-500/20 transition hover:bg-ember-400 sm:ml-auto"
        >
          <Plus className="size-5" aria-hidden="true" />
          Ajouter
        </button>
      )}
    </div>
  );
}

/** What waits for the admin (new requests, reviews to publish): the number drawn, the words for screen readers. */
function CountBadge({ count, words, selected }: { count: number; words: string; selected: boolean }) {
  return (
    <>
      <span
        className={`rounded-full px-1.5 text-xs font-bold tabular-nums ${selected ? "bg-night-950 text-ember-300" : "bg-ember-500 text-night-950"}`}
        aria-hidden="true"
      >
        {count}
      </span>
      <span className="sr-only">{words}</span>
    </>
  );
}

/** One panel per tab, the shown one's content made by `content`; `always`: what stays mounted in a hidden panel. */
export function TabPanels({ tab, content, always }: { tab: Tab; content: (tab: Tab) => ReactNode; always?: (tab: Tab) => ReactNode }) {
  return TABS.map(({ id, label }) => (
    <div key={id} role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={tab !== id} tabIndex={0} className="mt-6 focus-visible:outline-none">
      {/* The outline's level between the page's title and the lists' groups and items, for screen readers. */}
      <h2 className="sr-only">{label}</h2>
      {always?.(id)}
      {tab === id ? content(id) : null}
    </div>
  ));
}
