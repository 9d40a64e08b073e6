// A month to pick a day from: the visitor's date checker and the admin's « Disponibilités ». Weeks
// start on Monday as in France; each day is a button that shows its state (free, held, taken) by
// its look and says it in its name. One day at a time takes the focus (arrows, Page Up/Down
// between months), as in a date picker; a day before today or past the window is dimmed, and
// picking it lets the caller say why it cannot be booked.
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import type { DayState } from "../../../shared/availability";
import { DAY_STATES } from "../../../shared/availability";
import { addDays, addMonths, parseDay } from "../../../shared/event-time";
import { FRENCH_MONTHS } from "../../../shared/french-dates";
import { frenchDay, FRENCH_WEEKDAYS } from "../../../shared/french-day";
import { Icon } from "./icons";

/** The look of each state; a picked day is drawn over it. */
const STATE_CLASS: Record<DayState, string> = {
  free: "text-sand-50 hover:bg-emerald-400/15",
  option: "bg-amber-400/15 text-amber-200 hover:bg-amber-400/25",
  taken: "bg-red-400/10 text-red-200/80 line-through decoration-2 hover:bg-red-400/20",
  past: "text-sand-400/50",
  beyond: "text-sand-400/50",
};

/** What a day's name says after its date, for those who do not see its look. */
const STATE_WORDS: Record<DayState, string> = { ...DAY_STATES, past: "passé", beyond: "pas encore ouvert" };

/** "juin 2027" of "2027-06". */
export const monthName = (month: string) => `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1][0]} ${month.slice(0, 4)}`;

/** The Mondays-first weeks of a month, a null for each blank before its first day and after its last. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const parts = parseDay(first)!;
  const lead = (new Date(Date.UTC(parts.year, parts.month - 1, 1)).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Monday first, as the columns read. */
const WEEK = [...FRENCH_WEEKDAYS.slice(1), FRENCH_WEEKDAYS[0]];

const KEY_STEPS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

export interface MonthCalendarProps {
  /** The month shown, "YYYY-MM". */
  month: string;
  /** The months one can go to, "YYYY-MM", first and last. */
  months: { first: string; last: string };
  onMonth: (month: string) => void;
  /** The day that has the focus within the grid, and is picked. */
  selected: string | null;
  /** `tapped`: picked by a tap or a click, not by the keyboard (whose focus stays in the grid). */
  onSelect: (day: string, tapped: boolean) => void;
  stateOf: (day: string) => DayState;
  /** More of a day, shown under its number (the admin: a dot for an event) and said in its name. */
  extraOf?: (day: string) => { mark: string; words: string } | null;
  today: string;
  /** Month data on its way: the grid is dimmed. */
  loading?: boolean;
}

export function MonthCalendar({ month, months, onMonth, selected, onSelect, stateOf, extraOf, today, loading }: MonthCalendarProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // The day the keyboard or a tap went to, focused once its month is drawn: whatever else renders
  // meanwhile (a month read, a prop passed down later), the focus goes to that day.
  const focusWanted = useRef<string | null>(null);
  const focusable = selected?.startsWith(month) ? selected : today.startsWith(month) ? today : `${month}-01`;

  useEffect(() => {
    const wanted = focusWanted.current;
    const button = wanted && grid.current?.querySelector<HTMLButtonElement>(`[data-day="${wanted}"]`);
    if (!button) return;
    focusWanted.current = null;
    button.focus();
  });

  const go = (next: string, tapped = false) => {
    const nextMonth = next.slice(0, 7);
    if (nextMonth < months.first || nextMonth > months.last) return;
    focusWanted.current = next;
    if (nextMonth !== month) onMonth(nextMonth);
    onSelect(next, tapped);
  };

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    go(step(day));
  };

  const canGoBack = month > months.first;
  const canGoOn = month < months.last;
  const shift = (by: number) => onMonth(addMonths(`${month}-01`, by).slice(0, 7));
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => shift(-1)} disabled={!canGoBack} aria-label="Mois précédent" className={NAV_BUTTON}>
          <Icon name="ChevronLeft" className="size-5" />
        </button>
        <p id={titleId} aria-live="polite" className="font-display text-lg font-bold capitalize">
          {monthName(month)}
        </p>
        <button type="button" onClick={() => shift(1)} disabled={!canGoOn} aria-label="Mois suivant" className={NAV_BUTTON}>
          <Icon name="ChevronRight" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        className={`mt-3 w-full table-fixed border-separate border-spacing-0.5 transition-opacity ${loading ? "opacity-50" : ""}`}
      >
        <thead>
          <tr>
            {WEEK.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className="pb-1 text-xs font-semibold uppercase text-sand-400">
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={day ?? `blank-${column}`} className="p-0">
                  {day ? (
                    <Day
                      day={day}
                      state={stateOf(day)}
                      extra={extraOf?.(day) ?? null}
                      picked={day === selected}
                      isToday={day === today}
                      focusable={day === focusable}
                      onPick={() => go(day, true)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const NAV_BUTTON =
  "grid size-11 place-items-center rounded-full border border-white/15 text-sand-50 transition hover:border-ember-400 hover:text-ember-300 disabled:cursor-not-allowed disabled:opacity-30";

interface DayProps {
  day: string;
  state: DayState;
  extra: { mark: string; words: string } | null;
  picked: boolean;
  isToday: boolean;
  focusable: boolean;
  onPick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

function Day({ day, state, extra, picked, isToday, focusable, onPick, onKeyDown }: DayProps) {
  const words = [frenchDay(day), STATE_WORDS[state], extra?.words].filter(Boolean).join(", ");
  return (
    <button
      type="button"
      data-day={day}
      data-state={state}
      aria-label={words}
      aria-pressed={picked}
      // A day that cannot be booked says so when picked, but reads as out of use.
      aria-disabled={state === "past" || state === "beyond" || undefined}
      tabIndex={focusable ? 0 : -1}
      onClick={onPick}
      onKeyDown={onKeyDown}
      className={`relative flex h-11 w-full flex-col items-center justify-center rounded-xl text-sm font-semibold tabular-nums transition ${
        picked ? "bg-ember-500 text-night-950 no-underline" : STATE_CLASS[state]
      } ${isToday && !picked ? "ring-1 ring-inset ring-sand-400/60" : ""}`}
    >
      {Number(day.slice(8))}
      {extra ? (
        <span aria-hidden="true" className="absolute bottom-1 text-[0.6rem] leading-none">
          {extra.mark}
        </span>
      ) : null}
    </button>
  );
}
