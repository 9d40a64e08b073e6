// /events (docs/product.md §2): back to home, "Tous les événements", the two counts, the upcoming and past
// sections (each only when non-empty), or the empty state.
import { ArrowLeft } from "lucide";
import { Icon } from "../components/icons";
import type { EventItem } from "../../../shared/collections";
import { AppLink } from "../components/AppLink";
import { EventCard } from "../components/EventCard";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { PAGES } from "../../../shared/pages";
import { useData } from "../data/DataProvider";
import { usePageTitle } from "../hooks/usePageTitle";
import { useToday } from "../hooks/useToday";
import { NO_EVENTS, pastCountLabel, splitEvents, upcomingCountLabel } from "../lib/dates";

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
    <>
      <Header />
      <main id="main" tabIndex={-1} className="relative isolate min-h-[100svh] overflow-hidden pb-24 pt-28 md:pt-32">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(255,106,61,0.16),transparent_70%)]" />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <AppLink
            to="/"
            className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm font-medium text-sand-200 transition hover:border-ember-400 hover:text-ember-300"
          >
            <Icon icon={ArrowLeft} className="size-4" />
            Retour à l’accueil
          </AppLink>
          <h1 className="mt-8 font-display text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl">Tous les événements</h1>
          <EventsList events={events} now={today} />
        </div>
      </main>
      <Footer />
    </>
  );
}
