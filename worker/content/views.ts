// What a public page shows (shared/views.ts), read from D1 in one batch with the profile and the
// content's version: one round trip and one consistent state (docs/product.md §18, §21). A
// collection with no item at all shows the built-in one, as the browser would (§4).
import {
  byCollection,
  COLLECTION_NAMES,
  COLLECTIONS,
  showsBuiltInWhenEmpty,
  type CollectionName,
  type Content,
  type EventItem,
} from "../../shared/collections";
import type { Profile } from "../../shared/profile";
import {
  EVENTS_PER_PAGE,
  HOME_MIXES,
  HOME_PHOTOS,
  HOME_REVIEWS,
  HOME_VENUES,
  LIST_PAGE_ITEMS,
  partsOf,
  TEASER_SIZE,
  yearBounds,
  type Agenda,
  type PageView,
  type Totals,
  type ViewQuery,
} from "../../shared/views";
import { pageOf, pageStatement } from "../collections/list";
import { itemStatement, tableOf } from "../collections/store";
import { selectView } from "../../shared/select-view";
import { guardD1 } from "../lib/storage";
import { profileOf, profileStatement, type ProfileRow } from "../profile/store";
import { DEFAULT_CONTENT } from "./defaults";
import { versionOf, versionStatement } from "./version";

export interface SiteView {
  view: PageView;
  profile: Profile;
  version: number;
  /**
   * /events only: the soonest upcoming event of the whole agenda (null: none), which the page's
   * description names whatever page or year it shows (worker/seo/meta.ts). Not part of the view.
   */
  next?: EventItem | null;
}

const events = tableOf(COLLECTIONS.events);

/** The number of items of each collection, and of the events from today on. */
function totalsStatement(db: D1Database, today: string) {
  const counts = COLLECTION_NAMES.map((name) => `(SELECT COUNT(*) FROM ${name} WHERE deletedAt IS NULL) AS ${name}`);
  return db.prepare(`SELECT ${counts.join(", ")}, (SELECT COUNT(*) FROM events WHERE deletedAt IS NULL AND date >= ?) AS upcoming`).bind(today);
}

/** The first items of a list, in its order (the home page's photos and venues). */
const firstOf = (db: D1Database, name: CollectionName, limit: number, today: string) => pageStatement(db, tableOf(COLLECTIONS[name]), { limit }, today);

/** Within a year of the archive, its bounds bound as ?`first` and the next, or the whole agenda. */
const inYear = (year: number | null, first: number) => (year === null ? "" : `AND date >= ?${first} AND date < ?${first + 1}`);
const boundsOf = (year: number | null) => (year === null ? [] : yearBounds(year));

/** One page of /events: upcoming soonest first, then past latest first, within the year if one is asked for. */
function agendaStatement(db: D1Database, year: number | null, part: number, today: string) {
  const sql = `SELECT ${events.selected} FROM events WHERE deletedAt IS NULL ${inYear(year, 3)}
    ORDER BY date < ?1, CASE WHEN date >= ?1 THEN date END, CASE WHEN date >= ?1 THEN id END, date DESC, id DESC
    LIMIT ${EVENTS_PER_PAGE} OFFSET ?2`;
  return db.prepare(sql).bind(today, (part - 1) * EVENTS_PER_PAGE, ...boundsOf(year));
}

/** The events of /events' list (the year's, or all) from today on, and before. */
const agendaCountsStatement = (db: D1Database, year: number | null, today: string) =>
  db
    .prepare(`SELECT COALESCE(SUM(date >= ?1), 0) AS upcoming, COALESCE(SUM(date < ?1), 0) AS past FROM events WHERE deletedAt IS NULL ${inYear(year, 2)}`)
    .bind(today, ...boundsOf(year));

const yearsStatement = (db: D1Database) =>
  db.prepare("SELECT CAST(substr(date, 1, 4) AS INTEGER) AS year, COUNT(*) AS count FROM events WHERE deletedAt IS NULL GROUP BY 1 ORDER BY 1 DESC");

/** The statements of the page's own data, and how to read their answers into the view's lists. */
type ViewRead = Partial<Content> & { agenda?: Pick<Agenda, "years" | "counts">; next?: EventItem | null };

function viewStatements(db: D1Database, query: ViewQuery, today: string): { statements: D1PreparedStatement[]; read: (results: D1Result[]) => ViewRead } {
  switch (query.page) {
    case "home": {
      const upcoming = pageStatement(db, events, { when: "upcoming", limit: TEASER_SIZE }, today);
      const past = pageStatement(db, events, { when: "past", limit: TEASER_SIZE }, today);
      const firsts = [
        firstOf(db, "photos", HOME_PHOTOS, today),
        firstOf(db, "mixes", HOME_MIXES, today),
        firstOf(db, "venues", HOME_VENUES, today),
        firstOf(db, "reviews", HOME_REVIEWS, today),
      ];
      return {
        statements: [upcoming.statement, past.statement, ...firsts.map((first) => first.statement)],
        read: ([a, b, c, d, e, f]) => ({
          events: [...pageOf<Content["events"][number]>(a, events, TEASER_SIZE).items, ...pageOf<Content["events"][number]>(b, events, TEASER_SIZE).items],
          photos: pageOf<Content["photos"][number]>(c, tableOf(COLLECTIONS.photos), HOME_PHOTOS).items,
          mixes: pageOf<Content["mixes"][number]>(d, tableOf(COLLECTIONS.mixes), HOME_MIXES).items,
          venues: pageOf<Content["venues"][number]>(e, tableOf(COLLECTIONS.venues), HOME_VENUES).items,
          reviews: pageOf<Content["reviews"][number]>(f, tableOf(COLLECTIONS.reviews), HOME_REVIEWS).items,
        }),
      };
    }
    case "list": {
      const list = firstOf(db, query.collection, LIST_PAGE_ITEMS, today);
      return {
        statements: [list.statement],
        read: ([items]) => ({ [query.collection]: pageOf(items, tableOf(COLLECTIONS[query.collection]), LIST_PAGE_ITEMS).items }),
      };
    }
    case "events": {
      const next = pageStatement(db, events, { when: "upcoming", limit: 1 }, today);
      return {
        statements: [agendaStatement(db, query.year, query.part, today), yearsStatement(db), agendaCountsStatement(db, query.year, today), next.statement],
        read: ([list, years, counts, soonest]) => ({
          events: list.results as Content["events"],
          agenda: { years: years.results as Agenda["years"], counts: counts.results[0] as Agenda["counts"] },
          next: pageOf<EventItem>(soonest, events, 1).items[0] ?? null,
        }),
      };
    }
    case "event":
      return { statements: [itemStatement(db, events, query.id)], read: ([item]) => ({ events: item.results as Content["events"] }) };
    default:
      return { statements: [], read: () => ({}) };
  }
}

/** The agenda of /events: its years, its counts, and how many pages its list (of the year, or whole) has. */
function agendaOf(query: ViewQuery, read: ViewRead["agenda"]): Agenda | undefined {
  if (query.page !== "events" || !read) return undefined;
  const { years, counts } = read;
  return { years, counts, year: query.year, part: query.part, parts: partsOf(counts.upcoming + counts.past) };
}

/** The page's view, its profile and their version; throws STORE_UNAVAILABLE when D1 cannot be read. */
export async function readView(db: D1Database, query: ViewQuery, today: string): Promise<SiteView> {
  const own = viewStatements(db, query, today);
  const results = await guardD1(db.batch([totalsStatement(db, today), ...own.statements, profileStatement(db), versionStatement(db)]));
  const totals = results[0].results[0] as Totals;
  const { agenda: read, next, ...lists } = own.read(results.slice(1, 1 + own.statements.length));
  const view: PageView = { day: today, content: byCollection<Content>((name) => (lists[name] ?? []) as Content[typeof name]), totals };
  const agenda = agendaOf(query, read);
  if (agenda) view.agenda = agenda;
  const site: SiteView = {
    view: withBuiltIn(query, view, today),
    profile: profileOf(results.at(-2)!.results[0] as ProfileRow | undefined),
    version: versionOf(results.at(-1) as D1Result<{ version: number }>),
  };
  if (next !== undefined) site.next = totals.events === 0 ? builtInNext(today) : next;
  return site;
}

/** The soonest upcoming event of the built-in agenda, for a site without events (see withBuiltIn). */
const builtInNext = (today: string) => selectView({ page: "home" }, DEFAULT_CONTENT, today).content.events.find((event) => event.date >= today) ?? null;

/**
 * A collection with no item at all is shown with the built-in items (docs/product.md §4: an empty
 * answer keeps the defaults). An event's page stands for its own event only: never a built-in one.
 */
function withBuiltIn(query: ViewQuery, view: PageView, today: string): PageView {
  const empty = COLLECTION_NAMES.filter((name) => view.totals[name] === 0 && showsBuiltInWhenEmpty(COLLECTIONS[name]));
  if (empty.length === 0 || query.page === "event" || query.page === "none") return view;
  const builtIn = selectView(query, DEFAULT_CONTENT, today);
  const content = byCollection<Content>((name) => (empty.includes(name) ? builtIn.content[name] : view.content[name]) as Content[typeof name]);
  const totals = { ...view.totals, ...Object.fromEntries(empty.map((name) => [name, builtIn.totals[name]])) };
  if (empty.includes("events")) Object.assign(totals, { upcoming: builtIn.totals.upcoming });
  return { ...view, content, totals, ...(empty.includes("events") && builtIn.agenda ? { agenda: builtIn.agenda } : {}) };
}
