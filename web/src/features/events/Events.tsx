// /events (docs/product.md §2, §21): back to home, "Tous les événements", the two counts (over the
// whole agenda, from the server), the upcoming and past sections of this page (each only when
// non-empty) or the empty state, then the pages of the list and the archive by year. « Vérifier une
// date » under the title leads to the date checker.
import type { EventItem } from "../../../../shared/collections";
import { eventsPath, type Agenda, type PageView } from "../../../../shared/views";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";
import { EventCard } from "../../ui/EventCard";
import { Icon } from "../../ui/icons";
import { PAGES } from "../../../../shared/pages";
import { useView } from "../../data/useView";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useToday } from "../../hooks/useToday";
import { NO_EVENTS, pastCountLabel, splitEvents, upcomingCountLabel } from "../../lib/dates";
import { SubPage } from "../../ui/SubPage";

function EventGrid({ id, title, events, count, now }: { id: string; title: string; events: EventItem[]; count: number; now: Date }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-bold sm:text-2xl">
        {title}
        <span className="rounded-full bg-white/10 px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums text-sand-200">{count}</span>
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} now={now} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The counts of the whole agenda; the events of the page shown. */
interface EventsListProps {
  events: readonly EventItem[];
  now: Date;
  /** The agenda's counts (the server's); those of `events` when absent. */
  counts?: { upcoming: number; past: number };
}

export function EventsList({ events, now, counts }: EventsListProps) {
  const { upcoming, past } = splitEvents(events, now);
  const { upcoming: upcomingCount, past: pastCount } = counts ?? { upcoming: upcoming.length, past: past.length };
  return (
    <>
      <p className="mt-4 flex flex-col gap-x-3 gap-y-1 text-base text-sand-400 sm:flex-row sm:text-lg">
        <span data-testid="upcoming-count">{upcomingCountLabel(upcomingCount)}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span data-testid="past-count">{pastCountLabel(pastCount)}</span>
      </p>
      <div className="mt-12">
        {upcoming.length === 0 && past.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">{NO_EVENTS}</p>
        ) : null}
        {upcoming.length > 0 ? (
          <EventGrid id="upcoming-title" title="À venir" events={upcoming} count={counts ? upcomingCount : upcoming.length} now={now} />
        ) : null}
        {past.length > 0 ? <EventGrid id="past-title" title="Événements passés" events={past} count={counts ? pastCount : past.length} now={now} /> : null}
      </div>
    </>
  );
}

const pillClass = buttonClass("outline");

/** « Page précédente » / « Page suivante » within the list (or the year) shown. */
function Pages({ agenda }: { agenda: Agenda }) {
  if (agenda.parts <= 1) return null;
  const { year, part, parts } = agenda;
  return (
    <nav aria-label="Pages des événements" className="mt-12 flex flex-wrap items-center justify-center gap-3">
      {part > 1 ? (
        <AppLink to={eventsPath(year, part - 1)} rel="prev" className={pillClass}>
          <Icon name="ChevronLeft" className="size-4" />
          Page précédente
        </AppLink>
      ) : null}
      <span className="px-2 text-sm tabular-nums text-sand-400">
        Page {part} sur {parts}
      </span>
      {part < parts ? (
        <AppLink to={eventsPath(year, part + 1)} rel="next" className={pillClass}>
          Page suivante
          <Icon name="ChevronRight" className="size-4" />
        </AppLink>
      ) : null}
    </nav>
  );
}

/** The archive: every year with events, and the whole agenda. */
function Years({ agenda }: { agenda: Agenda }) {
  if (agenda.years.length < 2 && agenda.year === null) return null;
  const link = (year: number | null, label: string, count?: number) => (
    <li key={year ?? "all"}>
      <AppLink
        to={eventsPath(year)}
        aria-current={agenda.year === year ? "page" : undefined}
        className={`${pillClass} aria-[current=page]:border-ember-400 aria-[current=page]:text-ember-300`}
      >
        {label}
        {count === undefined ? null : <span className="tabular-nums text-sand-400">{count}</span>}
      </AppLink>
    </li>
  );
  return (
    <nav aria-labelledby="years-title" className="mt-16 border-t border-white/10 pt-10">
      <h2 id="years-title" className="font-display text-xl font-bold sm:text-2xl">
        Archives par année
      </h2>
      <ul className="mt-6 flex flex-wrap gap-3">
        {link(null, "Tout l’agenda")}
        {agenda.years.map(({ year, count }) => link(year, String(year), count))}
      </ul>
    </nav>
  );
}

function AgendaOf({ view, now }: { view: PageView; now: Date }) {
  const { agenda } = view;
  return (
    <>
      {agenda?.year != null ? <p className="mt-6 font-display text-2xl font-bold text-ember-300">{agenda.year}</p> : null}
      <EventsList events={view.content.events} now={now} counts={agenda?.counts} />
      {agenda ? (
        <>
          <Pages agenda={agenda} />
          <Years agenda={agenda} />
        </>
      ) : null}
    </>
  );
}

export default function EventsPage() {
  const view = useView();
  const today = useToday();
  usePageTitle(PAGES.events.heading);
  return (
    <SubPage back={{ to: "/", label: "Retour à l’accueil" }}>
      <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-display text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl">Tous les événements</h1>
        <AppLink to={PAGES.availability.path} className={buttonClass("primary", "lg", "self-start sm:self-auto")}>
          <Icon name="CalendarCheck" className="size-5" />
          {PAGES.availability.heading}
        </AppLink>
      </div>
      {view ? <AgendaOf view={view} now={today} /> : <div aria-busy="true" className="mt-12 min-h-96" />}
    </SubPage>
  );
}
