// What the visitor may tell of his event, to prepare his message: its kind, its town, its guests.
// Nothing here is sent anywhere by the site.
import { EVENT_KINDS, MAX_GUESTS, type BookingDetails, type EventKind } from "../../../../shared/booking";
import { MAX_PLACE_CHARS } from "../../../../shared/limits";
import { CHECKER } from "./words";

type Details = Omit<BookingDetails, "date">;

const FIELD = "mt-2 block h-12 w-full rounded-xl border border-white/15 bg-night-950 px-4 text-base text-sand-50";
const LABEL = "block text-sm font-semibold text-sand-200";

export function BookingFields({ details, onChange }: { details: Details; onChange: (details: Details) => void }) {
  const set = (change: Partial<Details>) => onChange({ ...details, ...change });
  return (
    <fieldset>
      <legend className="font-display text-base font-bold">{CHECKER.details}</legend>
      <div className="mt-3 grid gap-4 @xl:grid-cols-3">
        <label className={LABEL}>
          {CHECKER.kind}
          <select value={details.kind} onChange={(event) => set({ kind: event.target.value as EventKind | "" })} className={FIELD}>
            <option value="">{CHECKER.anyKind}</option>
            {Object.entries(EVENT_KINDS).map(([kind, { label }]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {CHECKER.town}
          <input
            value={details.town}
            onChange={(event) => set({ town: event.target.value })}
            maxLength={MAX_PLACE_CHARS}
            autoComplete="address-level2"
            className={FIELD}
          />
        </label>
        <label className={LABEL}>
          {CHECKER.guests}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS}
            value={details.guests ?? ""}
            onChange={(event) => {
              const guests = event.target.valueAsNumber;
              set({ guests: Number.isInteger(guests) && guests > 0 && guests <= MAX_GUESTS ? guests : null });
            }}
            className={FIELD}
          />
        </label>
      </div>
    </fieldset>
  );
}
