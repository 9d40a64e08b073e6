// « Répéter » an event (docs/product.md §16): a frequency and a last day, the dates that will be
// created listed with their count before anything is sent (52 at most), then one batch, created
// all together or not at all. A refusal keeps the dialog open with its French message.
import { CalendarDays, LoaderCircle, Repeat, TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { EventItem } from "../../../../shared/collections";
import { Button } from "../../ui/Button";
import { formatLongDate, parseLocalDate } from "../../lib/dates";
import { fieldInputClass } from "./fieldInputClass";
import { Modal } from "./Modal";
import { FREQUENCIES, type Frequency } from "./repeat";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";
import { useRepeatForm } from "./useRepeatForm";
import { VenueLine } from "./VenueLine";

export const REPEAT_TITLE = "Répéter l’événement";

const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "long" });
const weekdayOf = (day: string) => {
  const date = parseLocalDate(day);
  return date ? weekday.format(date) : "";
};

const datesWord = (count: number) => (count === 1 ? "1 date" : `${count} dates`);

/** The event repeated, as a reminder: its name, its day and time, its venue. */
function EventSummary({ event }: { event: EventItem }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-night-950/40 p-4">
      <p className="font-semibold text-sand-50">{event.name}</p>
      <p className="mt-1.5 flex items-center gap-1.5 text-sm text-sand-200">
        <CalendarDays className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
        <span>
          <time dateTime={event.date}>{formatLongDate(event.date)}</time> · {event.time}
        </span>
      </p>
      <VenueLine venue={event.venue} />
    </div>
  );
}

/** « Fréquence »: one radio per frequency, drawn as a card. */
function FrequencyChoice({ name, frequency, onChoose }: { name: string; frequency: Frequency; onChoose: (next: Frequency) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-sand-200">Fréquence</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {(Object.entries(FREQUENCIES) as [Frequency, string][]).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-white/15 bg-night-950/60 px-4 py-2 text-sm font-medium text-sand-100 transition hover:border-ember-400/60 has-checked:border-ember-400 has-checked:bg-ember-500/10 has-checked:text-sand-50 has-focus-visible:ring-2 has-focus-visible:ring-ember-400/40"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={frequency === value}
              onChange={() => onChoose(value)}
              data-autofocus={frequency === value ? "" : undefined}
              className="size-4 shrink-0 accent-ember-500"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** « Jusqu’au »: the series' last day, from the first day it can reach. */
function UntilField({ id, until, min, onChange }: { id: string; until: string; min: string | null; onChange: (day: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-sand-200">
        Jusqu’au
      </label>
      <input
        id={id}
        type="date"
        value={until}
        min={min ?? undefined}
        onChange={(changed) => onChange(changed.target.value)}
        aria-describedby={`${id}-hint`}
        className={`${fieldInputClass} [color-scheme:dark] sm:max-w-xs`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-sand-400">
        Le dernier jour de la série, inclus.
      </p>
    </div>
  );
}

/** The dates to create, each with its weekday. */
function DateList({ dates }: { dates: string[] }) {
  return (
    <ol data-testid="repeat-dates" className="mt-3 grid gap-2 sm:grid-cols-2">
      {dates.map((date) => (
        <li key={date} className="flex items-baseline justify-between gap-3 rounded-xl border border-white/10 bg-night-950/40 px-4 py-2.5 text-sm">
          <time dateTime={date} className="font-medium text-sand-50">
            {formatLongDate(date)}
          </time>
          <span className="text-xs text-sand-400">{weekdayOf(date)}</span>
        </li>
      ))}
    </ol>
  );
}

/** « Dates à créer »: their count and list, or why there is none yet. */
function DatesPreview({ id, dates, ready, refusal }: { id: string; dates: string[]; ready: boolean; refusal: string | null }) {
  const summary = ready ? `${datesWord(dates.length)} à créer, chacune un nouvel événement programmé.` : "Choisissez le dernier jour pour voir les dates.";
  return (
    <section aria-labelledby={id} className="border-t border-white/10 pt-5">
      <h3 id={id} className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">
        Dates à créer
        {ready ? (
          <span className="rounded-full bg-white/10 px-2 py-0.5 font-sans tabular-nums tracking-normal text-sand-200" aria-hidden="true">
            {dates.length}
          </span>
        ) : null}
      </h3>
      <p
        aria-live="polite"
        data-testid="repeat-summary"
        className={`mt-3 text-sm ${refusal ? "flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-500/10 px-4 py-3 font-medium text-amber-200" : "text-sand-200"}`}
      >
        {refusal ? <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" /> : null}
        {refusal ?? summary}
      </p>
      {ready ? <DateList dates={dates} /> : null}
    </section>
  );
}

/** The form's submit: nothing to create, plainly out of use; saving, still the main button, busy. */
function CreateButton({ ready, saving, count }: { ready: boolean; saving: boolean; count: number }) {
  return (
    <Button type="submit" kind={ready ? "primary" : "outline"} size="lg" disabled={!ready || saving} className="flex-[2] sm:flex-none">
      {saving ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Repeat className="size-4" aria-hidden="true" />}
      {saving ? "Enregistrement..." : ready ? `Créer ${datesWord(count)}` : "Créer les dates"}
    </Button>
  );
}

interface RepeatFormProps {
  event: EventItem;
  onClose: () => void;
}

export function RepeatForm({ event, onClose }: RepeatFormProps) {
  const formId = useId();
  const form = useRepeatForm(event, onClose);
  return (
    <Modal title={REPEAT_TITLE} onClose={onClose} locked={form.saving}>
      <form noValidate onSubmit={form.onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={REPEAT_TITLE}>
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          <FormAlert message={form.failure} />
          <EventSummary event={event} />
          <FrequencyChoice name={`${formId}-frequency`} frequency={form.frequency} onChoose={form.chooseFrequency} />
          <UntilField id={`${formId}-until`} until={form.until} min={form.first} onChange={form.chooseUntil} />
          <DatesPreview id={`${formId}-preview`} dates={form.dates} ready={form.ready} refusal={form.refusal} />
        </div>
        <FormFooter onCancel={onClose} busy={form.saving}>
          <CreateButton ready={form.ready} saving={form.saving} count={form.dates.length} />
        </FormFooter>
      </form>
    </Modal>
  );
}
