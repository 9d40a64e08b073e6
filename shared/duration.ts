// A mix's duration (docs/product.md §25) as the DJ types it, as a card shows it and as JSON-LD
// marks it up.

/** "1:02:30" or "58:00": hours (optional), minutes, seconds. */
const DURATION = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)$/;

/** A typed duration as the site stores it ("1:02:30", "58:00"), or null when it is none. */
export function writtenDuration(value: string): string | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3])];
  if (hours === 0 && minutes === 0 && seconds === 0) return null;
  const pad = (count: number) => String(count).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

const partsOf = (duration: string) => {
  const parts = duration.split(":").map(Number);
  return parts.length === 3 ? parts : [0, ...parts];
};

/** "1 h 02", "58 min": what a card shows of a stored duration. */
export function durationText(duration: string): string {
  const [hours, minutes] = partsOf(duration);
  return hours ? `${hours} h ${String(minutes).padStart(2, "0")}` : `${Math.max(1, minutes)} min`;
}

/** ISO 8601, for JSON-LD: "PT1H2M30S". */
export function isoDuration(duration: string): string {
  const [hours, minutes, seconds] = partsOf(duration);
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds ? `${seconds}S` : ""}`;
}
