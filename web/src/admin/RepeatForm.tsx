// « Répéter » an event (docs/product.md §16): a frequency and a last day, the dates that will be
// created listed with their count before anything is sent (52 at most), then one batch, created
// all together or not at all. A refusal keeps the dialog open with its French message.
import { CalendarDays, LoaderCircle, MapPin, Repeat, TriangleAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { EventItem } from "../../../shared/collections";
import { MAX_BATCH_ITEMS } from "../../../shared/limits";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { useWrites } from "../data/writes";
import { formatLongDate, parseLocalDate } from "../lib/dates";
import { fieldInputClass } from "./ImageField";
import { writeErrorMessage } from "./forms";
import { Modal } from "./Modal";
import { firstOccurrence, FREQUENCIES, repeatDates, repeatedEvents, type Frequency } from "./repeat";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";

export const REPEAT_TITLE = "Répéter l’événement";

const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "long" });
const weekdayOf = (day: string) => {
  const date = parseLocalDate(day);
  return date ? weekday.format(date) : "";
};

const datesWord = (count: number) => (count === 1 ? "1 date" : `${count} dates`);

interface RepeatFormProps {
  event: EventItem;
  onClose: () => void;
}

export function RepeatForm({ event, onClose }: RepeatFormProps) {
  const writes = useWrites();
  const formId = useId();
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [until, setUntil] = useState("");
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { dates, tooMany } = repeatDates(event.date, frequency, until);
  const first = firstOccurrence(event.date, frequency);
  const ready = dates.length > 0 && !tooMany;

  /** Why the chosen day creates nothing, and what to choose instead. */
  const problem = () => {
    if (tooMany) return `${FIELD_MESSAGES.batchTooLarge(MAX_BATCH_ITEMS)} : choisissez un jour plus proche.`;
    if (!until || dates.length > 0) return null;
    return first ? `${FIELD_MESSAGES.batchEmpty} : choisissez un jour à partir du ${formatLongDate(first)}.` : `${FIELD_MESSAGES.batchEmpty}.`;
  };
  const refusal = problem();

  const onSubmit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await writes.addMany("events", repeatedEvents(event, dates));
      onClose();
    } catch (caught) {
      console.warn("Écriture refusée :", caught);
      setFailure(writeErrorMessage("events", caught));
      setSaving(false);
    }
  };

  const choose = (next: Frequency) => {
    setFrequency(next);
    setFailure(null);
  };

  return (
    <Modal title={REPEAT_TITLE} onClose={onClose} locked={saving}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={REPEAT_TITLE}>
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          <FormAlert message={failure} />

          <div className="rounded-2xl border border-white/10 bg-night-950/40 p-4">
            <p className="font-semibold text-sand-50">{event.name}</p>
            <p className="mt-1.5 flex items-center gap-1.5 text-sm text-sand-200">
              <CalendarDays className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
              <span>
                <time dateTime={event.date}>{formatLongDate(event.date)}</time> · {event.time}
              </span>
            </p>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-sand-400">
              <MapPin className="mt-0.5 size-4 shrink-0 text-ember-400/80" aria-hidden="true" />
              <span className="line-clamp-1">{event.venue}</span>
            </p>
          </div>

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
                    name={`${formId}-frequency`}
                    value={value}
                    checked={frequency === value}
                    onChange={() => choose(value)}
                    data-autofocus={frequency === value ? "" : undefined}
                    className="size-4 shrink-0 accent-ember-500"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <label htmlFor={`${formId}-until`} className="mb-2 block text-sm font-medium text-sand-200">
              Jusqu’au
            </label>
            <input
              id={`${formId}-until`}
              type="date"
              value={until}
              min={first ?? undefined}
              onChange={(changed) => {
                setUntil(changed.target.value);
                setFailure(null);
              }}
              aria-describedby={`${formId}-until-hint`}
              className={`${fieldInputClass} [color-scheme:dark] sm:max-w-xs`}
            />
            <p id={`${formId}-until-hint`} className="mt-1.5 text-xs text-sand-400">
              Le dernier jour de la série, inclus.
            </p>
          </div>

          <section aria-labelledby={`${formId}-preview`} className="border-t border-white/10 pt-5">
            <h3 id={`${formId}-preview`} className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">
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
              {refusal ??
                (ready ? `${datesWord(dates.length)} à créer, chacune un nouvel événement programmé.` : "Choisissez le dernier jour pour voir les dates.")}
            </p>
            {ready ? (
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
            ) : null}
          </section>
        </div>
        <FormFooter onCancel={onClose} busy={saving}>
          <button
            type="submit"
            disabled={!ready || saving}
            className={`inline-flex h-12 flex-[2] items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold transition sm:flex-none ${
              // Nothing to create: plainly out of use; saving: still the main button, busy.
              ready
                ? "bg-ember-500 text-night-950 shadow-lg shadow-ember-500/20 hover:bg-ember-400 disabled:cursor-wait disabled:opacity-70"
                : "cursor-not-allowed bg-white/10 text-sand-400"
            }`}
          >
            {saving ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Repeat className="size-4" aria-hidden="true" />}
            {saving ? "Enregistrement..." : ready ? `Créer ${datesWord(dates.length)}` : "Créer les dates"}
          </button>
        </FormFooter>
      </form>
    </Modal>
  );
}
