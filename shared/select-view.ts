// What a page shows, made from whole lists held in memory (the built-in content, or the admin's
// lists once they are whole): the same as the Worker reads from D1 (worker/content/views.ts), which a
// test checks on the built-in content. Apart from shared/views.ts: a page that came with its view never loads it.
import { byCollection, COLLECTIONS, compareInOrder, emptyContent, type CollectionName, type Content, type EventItem } from "./collections";
import {
  EVENTS_PER_PAGE,
  HOME_MIXES,
  HOME_PHOTOS,
  HOME_REVIEWS,
  HOME_VENUES,
  LIST_PAGE_ITEMS,
  partsOf,
  TEASER_SIZE,
  type PageView,
  type Totals,
  type ViewQuery,
} from "./views";

const byDate = compareInOrder(COLLECTIONS.events);

/** The agenda's own order: upcoming soonest first, then past latest first (the teaser's and /events'). */
export function agendaOrder(events: readonly EventItem[], today: string): EventItem[] {
  const upcoming = events.filter((event) => event.date >= today).sort(byDate);
  const past = events.filter((event) => event.date < today).sort((a, b) => byDate(b, a));
  return [...upcoming, ...past];
}

const yearOf = (event: EventItem) => Number(event.date.slice(0, 4));

/** The view of the page `query` names, made from whole lists, for the day `today`. */
export function selectView(query: ViewQuery, lists: Content, today: string): PageView {
  const content = emptyContent();
  const day = today;
  const totals: Totals = {
    ...byCollection<{ [C in CollectionName]: number }>((name) => lists[name].length),
    upcoming: lists.events.filter((event) => event.date >= today).length,
  };
  if (query.page === "home") {
    const ordered = agendaOrder(lists.events, today);
    const upcoming = ordered.slice(0, Math.min(TEASER_SIZE, totals.upcoming));
    const past = ordered.slice(totals.upcoming, totals.upcoming + TEASER_SIZE);
    return {
      day,
      content: {
        events: [...upcoming, ...past],
        photos: lists.photos.slice(0, HOME_PHOTOS),
        mixes: lists.mixes.slice(0, HOME_MIXES),
        venues: lists.venues.slice(0, HOME_VENUES),
        reviews: lists.reviews.slice(0, HOME_REVIEWS),
      },
      totals,
    };
  }
  if (query.page === "list") return { day, content: { ...content, [query.collection]: lists[query.collection].slice(0, LIST_PAGE_ITEMS) }, totals };
  if (query.page === "event") return { day, content: { ...content, events: lists.events.filter((event) => event.id === query.id) }, totals };
  if (query.page === "events") {
    const inYear = query.year === null ? lists.events : lists.events.filter((event) => yearOf(event) === query.year);
    const ordered = agendaOrder(inYear, today);
    const counts = new Map<number, number>();
    for (const event of lists.events) counts.set(yearOf(event), (counts.get(yearOf(event)) ?? 0) + 1);
    const years = [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
    const start = (query.part - 1) * EVENTS_PER_PAGE;
    const upcoming = inYear.filter((event) => event.date >= today).length;
    return {
      day,
      content: { ...content, events: ordered.slice(start, start + EVENTS_PER_PAGE) },
      totals,
      agenda: {
        years,
        year: query.year,
        counts: { upcoming, past: inYear.length - upcoming },
        part: query.part,
        parts: partsOf(inYear.length),
      },
    };
  }
  return { day, content, totals };
}
