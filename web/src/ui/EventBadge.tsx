// What a visitor is told about an event beside its name (cards and the event's page): that it is
// over, or its status in French when it is not the ordinary one (shared/event-status.ts).
import { EVENT_STATUSES, hasBadge, type EventStatus } from "../../../shared/event-status";

export const FINISHED = "Événement fini";

/** The ordinary status has no badge (hasBadge). */
export type BadgeKind = Exclude<EventStatus, "scheduled"> | "finished";

/** The badge of an event: "cancelled" whatever its date (a cancelled event never reads as merely over), "finished" once past, else its status when it has a badge. */
export function eventBadge(status: EventStatus, past: boolean): BadgeKind | null {
  if (status === "cancelled") return "cancelled";
  if (past) return "finished";
  return hasBadge(status) ? (status as BadgeKind) : null;
}

/** A badge that says the event will not take place on its date as shown: greyed cards, no buttons. */
export const isOver = (badge: BadgeKind | null) => badge === "finished" || badge === "cancelled";

const TONES: Record<BadgeKind, string> = {
  finished: "border-white/25 bg-night-950/85 text-sand-200",
  cancelled: "border-red-400/60 bg-night-950/90 text-red-300",
  soldOut: "border-orchid-400/70 bg-night-950/85 text-orchid-400",
  postponed: "border-ember-300/70 bg-night-950/85 text-ember-300",
  rescheduled: "border-sand-50 bg-sand-50 text-night-950",
};

export function EventBadge({ kind, className = "" }: { kind: BadgeKind; className?: string }) {
  return (
    <span
      data-badge={kind}
      className={`inline-block rounded-full border px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.2em] ${TONES[kind]} ${className}`}
    >
      {kind === "finished" ? FINISHED : EVENT_STATUSES[kind]}
    </span>
  );
}
