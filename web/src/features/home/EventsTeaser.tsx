// The home events teaser (docs/product.md §2, id "events"): the first 3 of upcoming (ascending) then past
// (descending); on mobile only the first of them, which is the next event or the latest past one.
import { Icon } from "../../ui/icons";
import { COLLECTIONS, type EventItem } from "../../../../shared/collections";
import { NO_EVENTS, teaserEvents } from "../../lib/dates";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";
import { EventCard } from "../../ui/EventCard";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";

export function EventsTeaser({ events, now }: { events: readonly EventItem[]; now: Date }) {
  const shown = teaserEvents(events, now);
  return (
    <section id="events" aria-labelledby="events-title" className="below-fold scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading id="events-title" eyebrow="Agenda" title="Événements à venir">
            <p>Beach clubs, bars, soirées privées : retrouvez-moi aux platines près de chez vous.</p>
          </SectionHeading>
        </Reveal>

        {shown.length === 0 ? (
          <p className="mt-12 rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">{NO_EVENTS}</p>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((event, index) => (
              <li key={event.id} data-testid="teaser-event" className={index === 0 ? "" : "hidden md:block"}>
                <Reveal delay={index * 120} className="h-full">
                  <EventCard event={event} now={now} className="h-full" />
                </Reveal>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-12 flex justify-center">
          <AppLink to="/events" className={buttonClass("outline", "lg", "group")}>
            {COLLECTIONS.events.words.showAll}
            <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
