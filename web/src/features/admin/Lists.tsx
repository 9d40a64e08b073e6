// What each admin tab lists (docs/product.md §2, §16, §19, §20, §24): events grouped into upcoming and past, with a
// search and each one's figures; any other collection as rows or a grid, in the order set by hand for those so ordered.
// Each item has « Modifier » and « Supprimer »; an event also « Dupliquer », « Répéter » and « Demander un avis », behind
// « Plus d’actions ».
import { CalendarDays, ChartColumn, ChevronDown, Clock, CopyPlus, MapPin, MessageSquareQuote, Pencil, Repeat, Search, Trash2 } from "lucide-react";
import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from "react";
import { COLLECTIONS, isHandOrdered, type CollectionName, type EventItem, type Item } from "../../../../shared/collections";
import { EVENT_SEARCH_MESSAGES, LIST_PAGE_MESSAGES, ORDER_MESSAGES } from "../../../../shared/messages";
import { Button } from "../../ui/Button";
import { formatLongDate, splitEvents } from "../../lib/dates";
import { ActionMenu, type MenuAction } from "./ActionMenu";
import { matchesEvent, useSiteSearch } from "./eventSearch";
import { fieldInputClass } from "./fieldInputClass";
import { imageOf, titleOf } from "./forms";
import { DragHandle, MoveButtons } from "./OrderControls";
import { Thumb } from "./Thumb";
import { VenueLine } from "./VenueLine";
import { ORDER_ID_ATTRIBUTE, useHandOrder } from "./useHandOrder";
import { COLLECTION_ADMIN_WORDS } from "./collectionWords";
import { REVIEW_WORDS } from "./reviewWords";
import { STATS_WORDS } from "./statsWords";
import { useEventFigures } from "./useEventFigures";
import { useStatsLive } from "./useStatsLive";

interface ActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The item's other actions, in the « Plus d’actions » menu. */
  more?: readonly MenuAction[];
}

/**
 * A list of rows is a layer of its own (positioned, isolated): a change elsewhere on the page, a key in
 * the search, does not repaint its rows (docs/decisions/0030). A row's menu is a popover above it.
 */
const listLayer = "relative isolate";

const actionButton =
  "grid size-11 shrink-0 place-items-center rounded-full border border-white/10 text-sand-200 transition hover:border-ember-400 hover:text-ember-300";

function Actions({ name, onEdit, onDelete, more = [] }: ActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
      <button type="button" onClick={onEdit} aria-label={`Modifier « ${name} »`} title="Modifier" className={actionButton}>
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Supprimer « ${name} »`}
        title="Supprimer"
        className={`${actionButton} hover:!border-red-400 hover:!text-red-300`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      {more.length > 0 ? <ActionMenu name={name} actions={more} buttonClass={actionButton} /> : null}
    </div>
  );
}

export interface ListProps<C extends CollectionName> {
  collection: C;
  items: readonly Item<C>[];
  onEdit: (item: Item<C>) => void;
  onDelete: (item: Item<C>) => void;
  /** Per part of the list (shared/paging.ts listParts), whether more items wait on the site; none when absent. */
  hasMore?: readonly boolean[];
  /** Loads the next page of a part. */
  onMore?: (part: number) => Promise<void>;
}

/** « Afficher plus »: the next page of a part of the list, below its items. */
function MoreButton({ part, hasMore, onMore }: { part: number; hasMore?: readonly boolean[]; onMore?: (part: number) => Promise<void> }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  if (!hasMore?.[part] || !onMore) return null;
  const more = async () => {
    setState("busy");
    try {
      await onMore(part);
      setState("idle");
    } catch (error) {
      console.warn("Page suivante injoignable :", error);
      setState("failed");
    }
  };
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      <Button kind="outline" onClick={() => void more()} disabled={state === "busy"} aria-busy={state === "busy"}>
        {state === "busy" ? LIST_PAGE_MESSAGES.loading : LIST_PAGE_MESSAGES.more}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-300">
          {LIST_PAGE_MESSAGES.failed}
        </p>
      ) : null}
    </div>
  );
}

function Empty({ collection }: { collection: CollectionName }) {
  return <p className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">{COLLECTION_ADMIN_WORDS[collection].empty}</p>;
}

/** What the events' list also offers on each event. */
export interface EventListProps extends ListProps<"events"> {
  now: Date;
  /** The agenda's counts (the site's), shown on the groups while nothing is searched; those of `items` when absent. */
  counts?: { upcoming: number; past: number };
  /** Searches the whole agenda on the site as well as the events in the page (off when they are all there). */
  searchSite?: boolean;
  /** Opens the form of a new event filled with this one's fields. */
  onDuplicate: (event: EventItem) => void;
  /** Opens the dialog that creates this event again at a frequency. */
  onRepeat: (event: EventItem) => void;
  /** Opens « Demander un avis » with a link made for this event; no such entry when absent. */
  onAskReview?: (event: EventItem) => void;
}

/** What each event's buttons do, given the event: one object for every row, so that a row re-renders only when its event changes. */
interface EventActions {
  onEdit: (event: EventItem) => void;
  onDelete: (event: EventItem) => void;
  onDuplicate: (event: EventItem) => void;
  onRepeat: (event: EventItem) => void;
  onAskReview?: (event: EventItem) => void;
}

interface EventRowProps {
  event: EventItem;
  past: boolean;
  actions: EventActions;
  /** Its page's views and ticket-link taps (numbers, so that a row whose figures did not move keeps its render). */
  views: number;
  tickets: number;
}

/** « 12 vues · 3 clics billetterie » under the venue; nothing while both are 0. */
function FiguresLine({ views, tickets }: { views: number; tickets: number }) {
  const line = STATS_WORDS.eventLine(views, tickets);
  if (!line) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-sand-400">
      <ChartColumn className="mt-0.5 size-4 shrink-0 text-ember-400/80" aria-hidden="true" />
      <span>{line}</span>
    </p>
  );
}

const EventRow = memo(function EventRow({ event, past, actions, views, tickets }: EventRowProps) {
  const more: MenuAction[] = [
    { label: "Dupliquer", icon: CopyPlus, onSelect: () => actions.onDuplicate(event) },
    { label: "Répéter", icon: Repeat, onSelect: () => actions.onRepeat(event) },
  ];
  const { onAskReview } = actions;
  if (onAskReview) more.push({ label: REVIEW_WORDS.ask, icon: MessageSquareQuote, onSelect: () => onAskReview(event) });
  return (
    <li data-testid="admin-item" className="flex items-center gap-3 rounded-2xl border border-white/10 bg-night-900/80 p-3 sm:gap-4 sm:p-4">
      <Thumb src={event.image} className={`hidden size-16 shrink-0 rounded-xl sm:block ${past ? "opacity-60 grayscale" : ""}`} />
      <div className="min-w-0 flex-1">
        {/* Two lines rather than cut short: beside three buttons, a phone leaves little width. */}
        {/* Under its group's heading. */}
        <h4 className="line-clamp-2 break-words font-semibold leading-snug text-sand-50">{event.name}</h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-sand-200">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </span>
          <span className="hidden items-center gap-1.5 sm:inline-flex">
            <Clock className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
            {event.time}
          </span>
        </p>
        <VenueLine venue={event.venue} />
        <FiguresLine views={views} tickets={tickets} />
      </div>
      <Actions name={event.name} onEdit={() => actions.onEdit(event)} onDelete={() => actions.onDelete(event)} more={more} />
    </li>
  );
});

/** The search field above the events: "Rechercher un événement". */
function EventSearch({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const id = useId();
  return (
    <div className="relative mb-6">
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-sand-200">
        {EVENT_SEARCH_MESSAGES.label}
      </label>
      <Search className="pointer-events-none absolute bottom-3.5 left-4 size-5 text-sand-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={EVENT_SEARCH_MESSAGES.placeholder}
        value={query}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldInputClass} pl-12`}
      />
    </div>
  );
}

type GroupName = "upcoming" | "past";

interface EventGroupProps {
  title: string;
  events: EventItem[];
  count: number;
  past: boolean;
  folded: boolean;
  onToggle: () => void;
  row: (event: EventItem, past: boolean) => ReactNode;
  more: ReactNode;
}

/** « À venir (3) » or « Passés (12) »: a button that folds or unfolds its events. */
function EventGroup({ title, events, count, past, folded, onToggle, row, more }: EventGroupProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 first:mt-0">
      <h3 id={`${id}-title`} className="mb-3">
        <button
          type="button"
          aria-expanded={!folded}
          aria-controls={`${id}-list`}
          onClick={onToggle}
          className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-xs font-semibold uppercase tracking-[0.2em] text-sand-200 transition hover:text-ember-300"
        >
          <ChevronDown className={`size-4 shrink-0 transition-transform ${folded ? "-rotate-90" : ""}`} aria-hidden="true" />
          {EVENT_SEARCH_MESSAGES.group(title, count)}
        </button>
      </h3>
      <div id={`${id}-list`} hidden={folded}>
        <ul className={`${listLayer} space-y-3`}>{events.map((event) => row(event, past))}</ul>
        {more}
      </div>
    </section>
  );
}

export function EventList({ items, onEdit, onDelete, onDuplicate, onRepeat, onAskReview, now, counts, searchSite = false, hasMore, onMore }: EventListProps) {
  const [typed, setTyped] = useState("");
  // The field shows each key at once; the list follows when the page has time (a key never waits for the rows).
  const query = useDeferredValue(typed);
  const actions = useMemo<EventActions>(
    () => ({ onEdit, onDelete, onDuplicate, onRepeat, onAskReview }),
    [onEdit, onDelete, onDuplicate, onRepeat, onAskReview],
  );
  if (items.length === 0 && !counts?.upcoming && !counts?.past) return <Empty collection="events" />;
  return (
    <div>
      <EventSearch query={typed} onChange={setTyped} />
      <EventResults items={items} query={query} actions={actions} now={now} counts={counts} searchSite={searchSite} hasMore={hasMore} onMore={onMore} />
    </div>
  );
}

type EventResultsProps = Pick<EventListProps, "items" | "now" | "counts" | "searchSite" | "hasMore" | "onMore"> & {
  query: string;
  actions: EventActions;
};

/** The events that match the query, in their groups: re-rendered when the query (deferred) or the list changes, never on a key alone. */
const EventResults = memo(function EventResults({ items, query, actions, now, counts, searchSite = false, hasMore, onMore }: EventResultsProps) {
  const [folded, setFolded] = useState<Record<GroupName, boolean>>({ upcoming: false, past: false });
  const searching = query.trim() !== "";
  const { found, truncated, settled } = useSiteSearch(query, searchSite);
  // On each key, the events in the page that match; then the site's answer over the whole agenda.
  const { upcoming, past } = splitEvents(found ?? items.filter((event) => matchesEvent(event, query)), now);
  const countOf = (name: GroupName, shown: number) => (searching || !counts ? shown : counts[name]);
  const shownIds = [...upcoming, ...past].map((event) => event.id);
  // Each event's views and ticket taps, read when the figures' channel speaks (on connect, then when they move).
  const figures = useEventFigures(shownIds, useStatsLive());
  const row = (event: EventItem, isPast: boolean) => (
    <EventRow key={event.id} event={event} past={isPast} actions={actions} views={figures[event.id]?.views ?? 0} tickets={figures[event.id]?.tickets ?? 0} />
  );
  const group = (name: GroupName, title: string, events: EventItem[], part: number) =>
    events.length > 0 ? (
      <EventGroup
        title={title}
        events={events}
        count={countOf(name, events.length)}
        past={name === "past"}
        folded={folded[name]}
        onToggle={() => setFolded((current) => ({ ...current, [name]: !current[name] }))}
        row={row}
        more={searching ? null : <MoreButton part={part} hasMore={hasMore} onMore={onMore} />}
      />
    ) : null;
  return (
    <>
      {upcoming.length + past.length === 0 && settled ? (
        <p role="status" className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">
          {EVENT_SEARCH_MESSAGES.noMatch(query.trim())}
        </p>
      ) : null}
      {searching && !settled ? <p className="mb-4 text-sm text-sand-400">{EVENT_SEARCH_MESSAGES.searching}</p> : null}
      {truncated && found ? <p className="mb-4 text-sm text-sand-400">{EVENT_SEARCH_MESSAGES.tooMany(found.length)}</p> : null}
      {group("upcoming", "À venir", upcoming, 0)}
      {group("past", "Passés", past, 1)}
    </>
  );
});

/** What a list ordered by hand also does: move an item just before another, or last (null). */
export interface ItemListProps<C extends CollectionName> extends ListProps<C> {
  onMove: (item: Item<C>, before: number | null) => void;
}

/** An item as the grid and the rows draw it; `handle` and `moves` take their place's classes, and are null unless ordered by hand. */
interface ShownItemProps {
  title: string;
  image: string;
  /** Its test id and its id for the drag. */
  attributes: Record<string, string | number>;
  /** Being dragged: it stands out, and lets the pointer see what is under it. */
  lifted: boolean;
  handle: (className?: string) => ReactNode;
  moves: (className: string) => ReactNode;
  actions: ReactNode;
}

const itemClass = (lifted: boolean) =>
  `rounded-2xl border bg-night-900/80 ${lifted ? "pointer-events-none relative z-10 scale-[1.03] border-ember-400 shadow-2xl shadow-black/60" : "border-white/10"}`;

/** A picture of the grid, with its handle and « Monter » / « Descendre » over it. */
function ItemTile({ title, image, attributes, lifted, handle, moves, actions }: ShownItemProps) {
  return (
    <li {...attributes} className={`flex flex-col overflow-hidden ${itemClass(lifted)}`}>
      <div className="relative">
        <Thumb src={image} className="aspect-square w-full" />
        {handle("absolute left-2 top-2 bg-night-950/70 backdrop-blur")}
        {moves("absolute inset-x-2 bottom-2 justify-between")}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-sand-50">{title}</h3>
        <div className="mt-auto">{actions}</div>
      </div>
    </li>
  );
}

/** A row: the title above the detail line of the collection's description (a venue's location). */
function ItemLine({ title, image, attributes, lifted, handle, moves, actions, detail }: ShownItemProps & { detail: string }) {
  return (
    <li {...attributes} className={`flex items-center gap-2 p-3 sm:gap-3 sm:p-4 ${itemClass(lifted)}`}>
      {handle()}
      <Thumb src={image} className="hidden size-16 shrink-0 rounded-xl sm:block" />
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 break-words font-semibold leading-snug text-sand-50">{title}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-sand-400">
          <MapPin className="size-4 shrink-0 text-ember-400/80" aria-hidden="true" />
          <span className="truncate">{detail}</span>
        </p>
      </div>
      {moves("flex-col")}
      {actions}
    </li>
  );
}

/**
 * Any other collection: rows with the title and the detail line of its description, or a grid of
 * pictures; ordered by hand (docs/product.md §20), each item has a handle to drag it and « Monter » /
 * « Descendre ».
 */
export function ItemList<C extends CollectionName>({ collection, items, onEdit, onDelete, onMove, hasMore, onMore }: ItemListProps<C>) {
  const description = COLLECTIONS[collection];
  const byId = new Map(items.map((item) => [item.id, item]));
  const title = (id: number) => titleOf(collection, byId.get(id) ?? {});
  const { order, dragging, handleProps, step, announcement } = useHandOrder(
    items.map((item) => item.id),
    title,
    (id, before) => onMove(byId.get(id)!, before),
  );
  if (items.length === 0) return <Empty collection={collection} />;
  const layout = description.adminList;
  const handOrdered = isHandOrdered(description);
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const shownItem = (item: Item<C>, index: number): ShownItemProps => {
    const name = titleOf(collection, item);
    return {
      title: name,
      image: imageOf(collection, item),
      attributes: { "data-testid": "admin-item", [ORDER_ID_ATTRIBUTE]: item.id },
      lifted: dragging === item.id,
      handle: (className) => (handOrdered ? <DragHandle title={name} handlers={handleProps(item.id)} className={className} /> : null),
      moves: (className) =>
        handOrdered ? (
          <MoveButtons
            title={name}
            first={index === 0}
            last={index === shown.length - 1}
            layout={layout.layout}
            onStep={(direction) => step(item.id, direction)}
            className={className}
          />
        ) : null,
      actions: <Actions name={name} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />,
    };
  };
  const detail = (item: Item<C>) => (layout.layout === "rows" ? String((item as Record<string, unknown>)[layout.detail] ?? "") : "");

  return (
    <div>
      {handOrdered ? <p className="mb-4 text-sm text-sand-400">{ORDER_MESSAGES.hint}</p> : null}
      {layout.layout === "grid" ? (
        <ul className={`${listLayer} grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4`}>
          {shown.map((item, index) => (
            <ItemTile key={item.id} {...shownItem(item, index)} />
          ))}
        </ul>
      ) : (
        <ul className={`${listLayer} grid grid-cols-1 gap-3 lg:grid-cols-2`}>
          {shown.map((item, index) => (
            <ItemLine key={item.id} {...shownItem(item, index)} detail={detail(item)} />
          ))}
        </ul>
      )}
      <MoreButton part={0} hasMore={hasMore} onMore={onMore} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
