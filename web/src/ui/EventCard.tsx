// One event's card (docs/product.md §2): picture, name (a link that covers the card), French long date, time, venue,
// two lines of description, a badge for any status but the ordinary one (greyed once over: « Événement fini », « Annulé »),
// and while it takes place its ticket button (« Complet » once sold out) and « Ajouter au calendrier » (an .ics file).
import { Icon } from "./icons";
import type { EventItem } from "../../../shared/collections";
import { eventPath } from "../../../shared/event-page";
import { takesPlace } from "../../../shared/event-status";
import { formatLongDate, isPast, parseLocalDate, shortMonthName } from "../lib/dates";
import { CARD_SIZES, responsiveImage } from "../lib/images";
import { AppLink } from "./AppLink";
import { buttonClass } from "./Button";
import { EventBadge, eventBadge, isOver, type BadgeKind } from "./EventBadge";

/** Only web addresses become links: a ticket link is free text in the data. */
export function ticketHref(link: string | null): string | null {
  const value = link?.trim();
  return value && /^https?:\/\/\S+$/i.test(value) ? value : null;
}

/** The event alone as an iCalendar file, served by the Worker (GET /events/<id>.ics). */
export const calendarHref = (event: Pick<EventItem, "id">) => `/events/${event.id}.ics`;

/** Whether tickets and a calendar entry make sense: the event is still to come and will happen on its date. */
export const offersActions = (event: Pick<EventItem, "date" | "status">, now: Date) => !isPast(event.date, now) && takesPlace(event.status);

/**
 * Where the ticket button goes: the button for a web address, « Complet » in plain text once sold
 * out (nothing left to buy), nothing without an address. The caller checks offersActions first;
 * `buttonClassName` is the button's (a card lifts it above its own link).
 */
export function TicketAction({ event, buttonClassName = "" }: { event: EventItem; buttonClassName?: string }) {
  const href = ticketHref(event.ticketLink);
  if (!href) return null;
  if (event.status === "soldOut") {
    return (
      <span className="inline-flex h-11 items-center gap-2 text-sm font-semibold text-sand-400">
        <Icon name="Ticket" className="size-4" />
        Complet
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-moment="ticket"
      data-page={eventPath(event)}
      aria-label={`Billetterie : ${event.name} (nouvel onglet)`}
      className={buttonClass("primary", "md", buttonClassName)}
    >
      <Icon name="Ticket" className="size-4" />
      Billetterie
    </a>
  );
}

interface EventCardProps {
  event: EventItem;
  now: Date;
  className?: string;
}

export function EventCard({ event, now, className = "" }: EventCardProps) {
  const past = isPast(event.date, now);
  const badge = eventBadge(event.status, past);
  const over = isOver(badge);
  return (
    <article
      data-past={past}
      data-status={event.status}
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-900 shadow-xl shadow-black/30 transition duration-300 has-[h3_a:focus-visible]:ring-2 has-[h3_a:focus-visible]:ring-ember-400 ${
        over ? "" : "hover:-translate-y-1 hover:border-ember-500/40"
      } ${className}`}
    >
      <CardPicture event={event} badge={badge} over={over} />
      <div className={`flex flex-1 flex-col p-5 sm:p-6 ${over ? "opacity-75" : ""}`}>
        <h3 className="font-display text-lg font-bold leading-snug tracking-tight text-balance">
          {/* The card's link: its ::after covers the card; the buttons below sit above it (z-10). */}
          <AppLink to={eventPath(event)} className="transition after:absolute after:inset-0 after:content-[''] hover:text-ember-300 focus-visible:outline-none">
            {event.name}
          </AppLink>
        </h3>
        <CardFacts event={event} />
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-sand-400">{event.description}</p>
        {offersActions(event, now) ? <CardActions event={event} /> : null}
      </div>
    </article>
  );
}

/** The picture, with the day on it and the badge: in a corner, or across it once the event is over. */
function CardPicture({ event, badge, over }: { event: EventItem; badge: BadgeKind | null; over: boolean }) {
  const day = parseLocalDate(event.date);
  return (
    <div className="relative aspect-[3/2] overflow-hidden bg-night-800">
      <img
        {...responsiveImage(event.image, CARD_SIZES)}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className={`size-full object-cover transition duration-500 ${over ? "grayscale opacity-50" : "group-hover:scale-[1.04]"}`}
      />
      {day ? (
        // Hidden from screen readers: the card's <time> says the date in full.
        <div
          aria-hidden="true"
          className={`absolute left-3 top-3 flex min-w-14 flex-col items-center rounded-xl px-2.5 py-1.5 text-center leading-none shadow-lg ${
            over ? "bg-night-800/90 text-sand-400" : "bg-ember-500 text-night-950"
          }`}
        >
          <span className="font-display text-xl font-bold">{day.getDate()}</span>
          <span className="mt-1 text-[0.7rem] font-semibold uppercase tracking-wider">{shortMonthName(day)}</span>
        </div>
      ) : null}
      {badge && over ? (
        <div className="absolute inset-0 grid place-items-center bg-night-950/40">
          <EventBadge kind={badge} />
        </div>
      ) : null}
      {badge && !over ? <EventBadge kind={badge} className="absolute right-3 top-3 shadow-lg" /> : null}
    </div>
  );
}

/** Date, time and venue, one line each. */
function CardFacts({ event }: { event: EventItem }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-sand-200">
      <li className="flex items-center gap-2">
        <Icon name="CalendarDays" className="size-4 shrink-0 text-ember-400" />
        <time dateTime={event.date}>{formatLongDate(event.date)}</time>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="Clock" className="size-4 shrink-0 text-ember-400" />
        <span>{event.time}</span>
      </li>
      <li className="flex items-start gap-2">
        <Icon name="MapPin" className="mt-0.5 size-4 shrink-0 text-ember-400" />
        <span>{event.venue}</span>
      </li>
    </ul>
  );
}

/** Tickets and the calendar, lifted above the card's link (relative z-10) so that a tap reaches them. */
function CardActions({ event }: { event: EventItem }) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-5">
      <TicketAction event={event} buttonClassName="relative z-10" />
      {/* One event as an .ics file (worker/calendar): opens in the phone's or computer's calendar. */}
      <a href={calendarHref(event)} download aria-label={`Ajouter au calendrier : ${event.name}`} className={buttonClass("text", "md", "relative z-10")}>
        <Icon name="CalendarPlus" className="size-4 text-ember-400" />
        Ajouter au calendrier
      </a>
    </div>
  );
}
