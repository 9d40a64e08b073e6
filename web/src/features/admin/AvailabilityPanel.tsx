// « Disponibilités » (docs/product.md §22): the DJ's month, where his events and the days he marked
// show; a day picked opens its form below: « Libre », « Option » or « Pris », with a note only he
// reads. What visitors learn of a day (free, held, taken) follows at once.
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { BUSY_KINDS, stateOf as stateOfDay, type AdminMonth, type BusyKind, type DayState } from "../../../../shared/availability";
import { EVENT_STATUSES, takesPlace } from "../../../../shared/event-status";
import { addMonths } from "../../../../shared/event-time";
import { frenchDay } from "../../../../shared/french-day";
import { MAX_NOTE_CHARS } from "../../../../shared/limits";
import { useToday } from "../../hooks/useToday";
import { errorMessage } from "../../lib/errorMessage";
import { localDay } from "../../lib/dates";
import { Button } from "../../ui/Button";
import { MonthCalendar } from "../../ui/MonthCalendar";
import { fieldInputClass } from "./fieldInputClass";
import { FormAlert, ReadFailed } from "./FormAlert";
import { useBusyMonth } from "./useBusyMonth";

/** How far ahead the DJ can mark a day: farther than any horizon visitors see. */
const MONTHS_AHEAD = 60;
/** No day of the admin's calendar is past its horizon. */
const LAST_DAY = "9999-12-31";

export const AVAILABILITY_WORDS = {
  intro:
    "Marquez les jours déjà pris (un mariage privé, une soirée qui n’est pas sur le site) ou retenus en option. Les visiteurs de « Vérifier une date » voient seulement « Libre », « Option en cours » ou « Déjà pris » ; vos notes restent privées.",
  free: "Libre",
  note: "Note privée",
  noteHint: "Visible de vous seul, jamais sur le site : pour qui, jusqu’à quand…",
  saved: "Jour enregistré.",
  save: "Enregistrer",
  monthDays: "Ce mois-ci",
  noMonthDays: "Aucun jour marqué ce mois-ci.",
  events: "Événements du site ce jour-là",
} as const;

type Choice = BusyKind | "free";

export function AvailabilityPanel() {
  const today = localDay(useToday());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const { load, save, retry } = useBusyMonth(month);
  const data = load.state === "ready" ? load.month : null;

  // The visitors' rule (shared/availability.ts), with no horizon: the DJ may mark any day ahead.
  const stateOf = (day: string): DayState =>
    stateOfDay(
      day,
      { today, lastDay: LAST_DAY },
      {
        event: data?.events.some((event) => event.date === day && takesPlace(event.status)) ?? false,
        busy: data?.busyDays.find((marked) => marked.date === day)?.kind,
      },
    );
  const extraOf = (day: string) => {
    const events = data?.events.filter((event) => event.date === day) ?? [];
    return events.length ? { mark: "•", words: events.map((event) => `événement « ${event.name} »`).join(", ") } : null;
  };

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-sand-400">{AVAILABILITY_WORDS.intro}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="rounded-2xl border border-white/10 bg-night-900/60 p-4 sm:p-5">
          <MonthCalendar
            month={month}
            months={{ first: today.slice(0, 7), last: addMonths(today, MONTHS_AHEAD).slice(0, 7) }}
            onMonth={setMonth}
            selected={selected}
            onSelect={setSelected}
            stateOf={stateOf}
            extraOf={extraOf}
            today={today}
            loading={load.state === "loading"}
          />
          {load.state === "failed" ? <ReadFailed message={load.message} retry={retry} className="mt-3" /> : null}
        </div>
        <div className="space-y-6">
          {selected && data && selected.startsWith(data.month) ? <DayForm key={selected} day={selected} month={data} save={save} /> : null}
          {data ? <MonthDays month={data} onPick={setSelected} /> : null}
        </div>
      </div>
    </div>
  );
}

interface DayFormProps {
  day: string;
  month: AdminMonth;
  save: (date: string, marked: { kind: BusyKind; note: string } | null) => Promise<void>;
}

/** The day's form: what stands on it, its mark and its note. */
function DayForm({ day, month, save }: DayFormProps) {
  const marked = month.busyDays.find((busy) => busy.date === day);
  const events = month.events.filter((event) => event.date === day);
  const [choice, setChoice] = useState<Choice>(marked?.kind ?? "free");
  const [note, setNote] = useState(marked?.note ?? "");
  const [status, setStatus] = useState<{ saving: boolean; error: string | null; saved: boolean }>({ saving: false, error: null, saved: false });
  const past = day < month.today;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ saving: true, error: null, saved: false });
    try {
      await save(day, choice === "free" ? null : { kind: choice, note });
      setStatus({ saving: false, error: null, saved: true });
    } catch (error) {
      setStatus({ saving: false, error: errorMessage(error), saved: false });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="busy-day-title"
      className="space-y-5 rounded-2xl border border-white/10 bg-night-900/60 p-5 sm:p-6"
    >
      <h3 id="busy-day-title" className="font-display text-lg font-bold first-letter:uppercase">
        {frenchDay(day)}
      </h3>
      {events.length ? (
        <div>
          <p className="text-sm font-semibold text-sand-200">{AVAILABILITY_WORDS.events}</p>
          <ul className="mt-2 space-y-1 text-sm text-sand-400">
            {events.map((event) => (
              <li key={event.id}>
                {event.name}
                {event.status === "scheduled" ? "" : ` (${EVENT_STATUSES[event.status]})`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert message={status.error} />
      <fieldset>
        <legend className="sr-only">État du jour</legend>
        <div className="grid grid-cols-3 gap-2">
          {(["free", "option", "booked"] as const).map((value) => (
            <label
              key={value}
              className="flex h-12 cursor-pointer items-center justify-center rounded-xl border border-white/15 text-sm font-semibold has-[:checked]:border-ember-400 has-[:checked]:bg-ember-500/15 has-[:checked]:text-ember-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ember-400"
            >
              <input
                type="radio"
                name="busy-kind"
                value={value}
                checked={choice === value}
                disabled={past}
                onChange={() => setChoice(value)}
                className="sr-only"
              />
              {value === "free" ? AVAILABILITY_WORDS.free : BUSY_KINDS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "free" ? null : (
        <div>
          <label htmlFor="busy-note" className="block text-sm font-semibold text-sand-200">
            {AVAILABILITY_WORDS.note}
          </label>
          <textarea
            id="busy-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={MAX_NOTE_CHARS}
            rows={3}
            disabled={past}
            aria-describedby="busy-note-hint"
            className={`mt-2 ${fieldInputClass}`}
          />
          <p id="busy-note-hint" className="mt-1 text-xs text-sand-400">
            {AVAILABILITY_WORDS.noteHint}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" kind="primary" size="lg" disabled={past || status.saving}>
          {status.saving ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {AVAILABILITY_WORDS.save}
        </Button>
        <p role="status" className="text-sm text-emerald-300">
          {status.saved ? (
            <span className="inline-flex items-center gap-2">
              <CircleCheck className="size-4" aria-hidden="true" />
              {AVAILABILITY_WORDS.saved}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** The month's marked days with their notes, each a way to its form. */
function MonthDays({ month, onPick }: { month: AdminMonth; onPick: (day: string) => void }) {
  return (
    <section aria-labelledby="month-days-title" className="rounded-2xl border border-white/10 bg-night-900/60 p-5 sm:p-6">
      <h3 id="month-days-title" className="font-display text-lg font-bold">
        {AVAILABILITY_WORDS.monthDays}
      </h3>
      {month.busyDays.length === 0 ? (
        <p className="mt-3 text-sm text-sand-400">{AVAILABILITY_WORDS.noMonthDays}</p>
      ) : (
        <ul className="mt-3 divide-y divide-white/10">
          {month.busyDays.map((busy) => (
            <li key={busy.date}>
              <button type="button" onClick={() => onPick(busy.date)} className="flex w-full flex-col items-start gap-1 py-3 text-left hover:text-ember-300">
                <span className="text-sm font-semibold first-letter:uppercase">
                  {frenchDay(busy.date)} · {BUSY_KINDS[busy.kind]}
                </span>
                {busy.note ? <span className="text-sm text-sand-400">{busy.note}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
