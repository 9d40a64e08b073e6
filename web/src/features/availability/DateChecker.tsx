// The date checker (docs/product.md §22): a month to pick the day from (or a date typed), the answer
// « Libre », « Option en cours » or « Déjà pris » and never why, then for a day that can be asked
// for, the visitor's message prepared from what he typed and the links that send it.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { lastBookableDay, type DayState } from "../../../../shared/availability";
import type { BookingDetails } from "../../../../shared/booking";
import { useData } from "../../data/DataProvider";
import { useToday } from "../../hooks/useToday";
import { localDay } from "../../lib/dates";
import { prefersReducedMotion } from "../../lib/scroll";
import { buttonClass } from "../../ui/Button";
import { MonthCalendar } from "../../ui/MonthCalendar";
import { useMonths } from "./useMonths";
import { beacon } from "../../lib/beacon";
import { ANSWER_TITLES, answerText, canAsk, CHECKER } from "./words";

/** What follows a day that can be asked for: fetched with the first day picked, the calendar does without. */
const loadBooking = () => import("./Booking");
const Booking = lazy(loadBooking);

/** The answer's look for each state. */
const ANSWER_CLASS: Record<DayState, string> = {
  free: "border-emerald-400/40 bg-emerald-400/10 text-emerald-200",
  option: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  taken: "border-red-400/40 bg-red-400/10 text-red-200",
  past: "border-white/15 bg-white/5 text-sand-200",
  beyond: "border-white/15 bg-white/5 text-sand-200",
};

const LEGEND: { state: DayState; swatch: string }[] = [
  { state: "free", swatch: "border border-emerald-400/60" },
  { state: "option", swatch: "bg-amber-400/40" },
  { state: "taken", swatch: "bg-red-400/40" },
];

/** `asked`: a day the address asks about (?date=), picked from the start. */
export function DateChecker({ asked }: { asked: string | null }) {
  const { profile } = useData();
  const localToday = localDay(useToday());
  const [month, setMonth] = useState((asked ?? localToday).slice(0, 7));
  const [selected, setSelected] = useState<string | null>(asked);
  const [details, setDetails] = useState<Omit<BookingDetails, "date">>({ kind: "", town: "", guests: null });
  const { load, retry } = useMonths(month);

  // The window of days a visitor can ask for: the server's (Paris) once a month is read, meanwhile the browser's.
  const answer = load.state === "ready" ? load.answer : null;
  const bookable = answer ?? { today: localToday, lastDay: lastBookableDay(localToday, profile.bookingHorizon) };
  const stateOf = (day: string): DayState =>
    day < bookable.today ? "past" : day > bookable.lastDay ? "beyond" : day.startsWith(month) ? (answer?.days[day] ?? "free") : "free";
  // A day of the month shown is known once the month is read; a day typed outside it, once its month is.
  const known = selected !== null && (stateOf(selected) === "past" || stateOf(selected) === "beyond" || (answer !== null && selected.startsWith(month)));
  const state = selected && known ? stateOf(selected) : null;

  // On a phone the answer is under the calendar: a tapped day brings it into view once it is there.
  const answerBox = useRef<HTMLDivElement>(null);
  const [tappedDay, setTappedDay] = useState<string | null>(null);
  useEffect(() => {
    if (tappedDay && state) answerBox.current?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [tappedDay, state]);

  // A bookable day's answer shown is a date checked (docs/product.md §24), once per day asked: not a
  // past one, nor a year being typed (each of its keys a day in the past).
  const checked = state && state !== "past" && state !== "beyond" ? selected : null;
  useEffect(() => {
    if (checked) beacon("date");
  }, [checked]);

  const pick = (day: string, tapped = false) => {
    void loadBooking();
    setSelected(day);
    setTappedDay(tapped ? day : null);
    if (!day.startsWith(month) && day >= bookable.today && day <= bookable.lastDay) setMonth(day.slice(0, 7));
  };

  return (
    <div className="@container mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:gap-12">
      <div className="rounded-3xl border border-white/10 bg-night-900 p-4 sm:p-6">
        <MonthCalendar
          month={month}
          months={{ first: bookable.today.slice(0, 7), last: bookable.lastDay.slice(0, 7) }}
          onMonth={setMonth}
          selected={selected}
          onSelect={pick}
          stateOf={stateOf}
          today={bookable.today}
          loading={load.state === "loading"}
        />
        {load.state === "failed" ? (
          <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-200">
            {CHECKER.loadFailed}
            <button type="button" onClick={retry} className={buttonClass("outline")}>
              {CHECKER.retry}
            </button>
          </p>
        ) : null}
        <ul aria-label={CHECKER.legend} className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-sand-400">
          {LEGEND.map(({ state: shown, swatch }) => (
            <li key={shown} className="flex items-center gap-2">
              <span aria-hidden="true" className={`size-3 rounded ${swatch}`} />
              {ANSWER_TITLES[shown]}
            </li>
          ))}
        </ul>
        <label className="mt-5 block text-sm font-semibold text-sand-200">
          {CHECKER.typed}
          <input
            type="date"
            value={selected ?? ""}
            min={bookable.today}
            max={bookable.lastDay}
            onChange={(event) => event.target.value && pick(event.target.value)}
            className="mt-2 block h-12 w-full rounded-xl border border-white/15 bg-night-950 px-4 text-base text-sand-50 [color-scheme:dark]"
          />
        </label>
      </div>

      <div>
        <div ref={answerBox} aria-live="polite" className="scroll-mb-6">
          {selected && state ? (
            <div data-testid="availability-answer" data-state={state} className={`rounded-2xl border p-4 sm:p-5 ${ANSWER_CLASS[state]}`}>
              <p className="font-display text-lg font-bold">{ANSWER_TITLES[state]}</p>
              <p className="mt-1 text-sand-50">{answerText(state, selected, bookable.lastDay)}</p>
            </div>
          ) : (
            <p className="rounded-2xl border border-dashed border-white/15 p-5 text-sand-400">{selected ? CHECKER.checking : CHECKER.pick}</p>
          )}
        </div>
        {selected && state && canAsk(state) ? (
          <Suspense fallback={null}>
            <Booking date={selected} details={details} onChange={setDetails} dj={profile} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
