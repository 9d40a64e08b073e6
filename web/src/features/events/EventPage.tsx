// An event's own page (shared/pages.ts, "event"; /events/<id>-<slug>): picture, name, badge, date (and the one it
// replaces), time, venue with a map, description, tickets and calendar links while it takes place, sharing, the way
// back. An unknown id is the not-found page. The Worker renders it too (web/src/app/ssr.tsx): no render reads the browser.
import { lazy } from "react";
import { useLocation } from "react-router";
import type { EventItem } from "../../../../shared/collections";
import { eventPath, parseEventPath } from "../../../../shared/event-page";
import { RESCHEDULED } from "../../../../shared/event-status";
import { EventBadge, eventBadge, isOver } from "../../ui/EventBadge";
import { buttonClass } from "../../ui/Button";
import { calendarHref, offersActions, TicketAction } from "../../ui/EventCard";
import { Icon } from "../../ui/icons";
import { useData } from "../../data/DataProvider";
import { useView } from "../../data/useView";
import { googleCalendarHref } from "./googleCalendar";
import { ShareActions, useOrigin } from "./Share";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useToday } from "../../hooks/useToday";
import { formatLongDate, isPast } from "../../lib/dates";
import { responsiveImage } from "../../lib/images";
import { SubPage } from "../../ui/SubPage";

// Fetched only for an id no event has (the page's Suspense waits for it, on the server too): the
// page of an event that exists goes without it.
const NotFound = lazy(() => import("../../app/NotFound"));

/** The picture's width: the page's left column from 1024 px, the whole screen below. */
const PICTURE_SIZES = "(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw";

/** An OpenStreetMap search of the venue as written: no address book to keep, any place it can find. */
const mapHref = (venue: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(venue)}`;

/** The description's paragraphs, as typed: a blank line between two of them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const linkClass = buttonClass("text");

function Facts({ event }: { event: EventItem }) {
  return (
    <ul className="mt-6 space-y-3 text-base text-sand-200">
      <li className="flex items-start gap-3">
        <Icon name="CalendarDays" className="mt-0.5 size-5 shrink-0 text-ember-400" />
        <span>
          <time dateTime={event.date} className="font-semibold text-sand-50">
            {formatLongDate(event.date)}
          </time>
          {event.status === RESCHEDULED && event.previousDate ? (
            <span className="mt-1 block text-sm text-sand-400">
              Initialement prévu le <time dateTime={event.previousDate}>{formatLongDate(event.previousDate)}</time>
            </span>
          ) : null}
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Icon name="Clock" className="mt-0.5 size-5 shrink-0 text-ember-400" />
        <span>{event.time}</span>
      </li>
      <li className="flex items-start gap-3">
        <Icon name="MapPin" className="mt-0.5 size-5 shrink-0 text-ember-400" />
        <span>
          {event.venue}
          <br />
          <a
            href={mapHref(event.venue)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Voir sur la carte : ${event.venue} (nouvel onglet)`}
            className="mt-1 inline-block text-sm font-medium text-ember-300 underline underline-offset-4 hover:text-ember-400"
          >
            Voir sur la carte
          </a>
        </span>
      </li>
    </ul>
  );
}

/** The ticket button and the two ways to put the event in a calendar: the .ics file and Google Agenda. */
function Actions({ event, pageUrl }: { event: EventItem; pageUrl: string }) {
  const google = googleCalendarHref(event, pageUrl);
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-2">
      <TicketAction event={event} />
      <a href={calendarHref(event)} download aria-label={`Ajouter au calendrier : ${event.name}`} className={linkClass}>
        <Icon name="CalendarPlus" className="size-4 text-ember-400" />
        Ajouter au calendrier
      </a>
      {google ? (
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          data-moment="calendar"
          aria-label={`Ajouter à Google Agenda : ${event.name} (nouvel onglet)`}
          className={linkClass}
        >
          <Icon name="CalendarPlus" className="size-4 text-ember-400" />
          Google Agenda
        </a>
      ) : null}
    </div>
  );
}

function EventView({ event }: { event: EventItem }) {
  const today = useToday();
  const origin = useOrigin();
  usePageTitle(event.name);
  const badge = eventBadge(event.status, isPast(event.date, today));
  const pageUrl = `${origin}${eventPath(event)}`;
  return (
    <SubPage back={{ to: "/events", label: "Tous les événements" }}>
      <article className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <div className="overflow-hidden rounded-2xl border border-white/10 bg-night-800 shadow-xl shadow-black/30 lg:self-start">
          <img
            {...responsiveImage(event.image, PICTURE_SIZES)}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className={`aspect-[3/2] size-full object-cover ${isOver(badge) ? "grayscale opacity-60" : ""}`}
          />
        </div>
        <div>
          {badge ? <EventBadge kind={badge} /> : null}
          <h1 className="mt-4 font-display text-3xl font-black leading-tight tracking-tight text-balance sm:text-4xl lg:text-5xl">{event.name}</h1>
          <Facts event={event} />
          {offersActions(event, today) ? <Actions event={event} pageUrl={pageUrl} /> : null}
          <div className="mt-6 border-t border-white/10 pt-6">
            <ShareActions data={{ title: event.name, text: `${formatLongDate(event.date)} · ${event.venue}`, url: pageUrl }} />
          </div>
        </div>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-pretty text-sand-200 sm:text-lg lg:col-span-2">
          {paragraphs(event.description).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </article>
    </SubPage>
  );
}

export default function EventPage() {
  const view = useView();
  const { loading } = useData();
  const id = parseEventPath(useLocation().pathname)?.id;
  const event = view?.content.events.find((item) => item.id === id);
  if (event) return <EventView event={event} />;
  // Its view not here yet (a page opened from another, or the site's lists still loading): wait for it.
  return loading || !view ? <main id="main" aria-busy="true" className="min-h-[100svh]" /> : <NotFound />;
}
