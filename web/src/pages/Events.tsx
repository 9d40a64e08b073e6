// /events (docs/product.md §2): back to home, "Tous les événements", the two counts, the upcoming and past
// sections (each only when non-empty), or the empty state.
import type { EventItem } from "../../../shared/collections";
import { EventCard } from "../components/EventCard";
import { PAGES } from "../../../shared/pages";
import { useData } from "../data/DataProvider";
import { usePageTitle } from "../hooks/usePageTitle";
import { useToday } from "../hooks/useToday";
import { NO_EVENTS, pastCountLabel, splitEvents, upcomingCountLabel } from "../lib/dates";
import { SubPage } from "./SubPage";

function EventGrid({ id, title, events, now }: { id: string; title: string; events: EventItem[]; now: Date }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-bold sm:text-2xl">
        {title}
        <span className="rounded-full bg-white/10 px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums text-sand-200">{events.length}</span>
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

export function EventsList({ events, now }: { events: readonly EventItem[]; now: Date }) {
  const { upcoming, past } = splitEvents(events, now);
  return (
    <>
      <p className="mt-4 flex flex-col gap-x-3 gap-y-1 text-base text-sand-400 sm:flex-row sm:text-lg">
        <span data-testid="upcoming-count">{upcomingCountLabel(upcoming.length)}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span data-testid="past-count">{pastCountLabel(past.length)}</span>
      </p>
      <div className="mt-12">
        {upcoming.length === 0 && past.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">{NO_EVENTS}</p>
        ) : null}
        {upcoming.length > 0 ? <EventGrid id="upcoming-title" title="À venir" events={upcoming} now={now} /> : null}
        {past.length > 0 ? <EventGrid id="past-title" title="Événements passés" events={past} now={now} /> : null}
      </div>
    </>
  );
}

export default function EventsPage() {
  const { events } = useData();
  const today = useToday();
  usePageTitle(PAGES.events.heading);
  return (
    <SubPage back={{ to: "/", label: "Retour à l’accueil" }}>
      <h1 className="mt-8 font-display text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl">Tous les événements</h1>
      <EventsList events={events} now={today} />
    </SubPage>
  );
}
