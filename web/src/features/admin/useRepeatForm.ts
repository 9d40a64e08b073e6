// « Répéter »'s state (docs/product.md §16): the frequency and the last day chosen, the dates they
// give, why they give none, and the batch sent, all or nothing.
import { useState, type FormEvent } from "react";
import type { EventItem } from "../../../../shared/collections";
import { MAX_BATCH_ITEMS } from "../../../../shared/limits";
import { FIELD_MESSAGES } from "../../../../shared/messages";
import { useWrites } from "./writes";
import { formatLongDate } from "../../lib/dates";
import { writeErrorMessage } from "./forms";
import { firstOccurrence, repeatDates, repeatedEvents, type Frequency } from "./repeat";

/** Why the chosen day creates nothing, and what to choose instead; null when it creates dates or none is chosen. */
function repeatProblem(until: string, count: number, tooMany: boolean, first: string | null) {
  if (tooMany) return `${FIELD_MESSAGES.batchTooLarge(MAX_BATCH_ITEMS)} : choisissez un jour plus proche.`;
  if (!until || count > 0) return null;
  return first ? `${FIELD_MESSAGES.batchEmpty} : choisissez un jour à partir du ${formatLongDate(first)}.` : `${FIELD_MESSAGES.batchEmpty}.`;
}

export function useRepeatForm(event: EventItem, onClose: () => void) {
  const writes = useWrites();
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [until, setUntil] = useState("");
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { dates, tooMany } = repeatDates(event.date, frequency, until);
  const first = firstOccurrence(event.date, frequency);
  const ready = dates.length > 0 && !tooMany;

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

  // A new choice makes the last refusal out of date.
  const chooseFrequency = (next: Frequency) => {
    setFrequency(next);
    setFailure(null);
  };
  const chooseUntil = (day: string) => {
    setUntil(day);
    setFailure(null);
  };

  const refusal = repeatProblem(until, dates.length, tooMany, first);
  return { frequency, until, saving, failure, dates, first, ready, refusal, onSubmit, chooseFrequency, chooseUntil };
}
