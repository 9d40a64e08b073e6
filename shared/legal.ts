// What the legal notice and the privacy page say besides the DJ's profile (docs/product.md §2): the
// host the law asks to name, and what the site keeps of whom, for how long, derived from the limits
// the code applies, so that the pages cannot say other than what the site does.
import { D1_BOOKMARK_SECONDS, DEVICE_TRUST_SECONDS, MAX_THROTTLE_WAIT_MS, SESSION_SECONDS, SIGNUP_WINDOW_MS } from "./limits";
import { REQUEST_RETENTION_MONTHS, REQUEST_WINDOW_MS } from "./requests";
import { DAILY_RETENTION_MONTHS } from "./stats";

/** The host of the site and of its data (LCEN art. 6). */
export const HOST = {
  name: "Cloudflare, Inc.",
  address: "101 Townsend St, San Francisco, CA 94107, États-Unis",
  site: "https://www.cloudflare.com",
} as const;

/** Where anyone may complain about the use of his data. */
export const CNIL_COMPLAINTS = "https://www.cnil.fr/fr/plaintes";

/** How many days the Worker's own logs (the address asked, the answer, the errors) are kept by the host. */
export const LOGS_KEPT_DAYS = 7;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

const UNITS = [
  { seconds: YEAR, one: "un an", many: "ans" },
  { seconds: DAY, one: "un jour", many: "jours" },
  { seconds: HOUR, one: "une heure", many: "heures" },
] as const;

/** A duration as the privacy page writes it: "un an", "7 jours", "24 heures", "une heure" (a day is said in hours). */
function frenchDuration(seconds: number): string {
  const unit = UNITS.find((candidate) => seconds > candidate.seconds || (candidate.seconds !== DAY && seconds === candidate.seconds)) ?? UNITS[2];
  const count = Math.round(seconds / unit.seconds);
  return count === 1 ? unit.one : `${count} ${unit.many}`;
}

/** The cookies the site sets: only to a person who signs in, none to a visitor. */
export const COOKIES = [
  { name: "session", purpose: "garder la connexion à l’administration", life: frenchDuration(SESSION_SECONDS) },
  {
    name: "device",
    purpose: "reconnaître le navigateur où l’on s’est déjà connecté, pour bloquer les essais de mot de passe venus d’ailleurs sans gêner celui-ci",
    life: frenchDuration(DEVICE_TRUST_SECONDS),
  },
  { name: "d1-bookmark", purpose: "afficher aussitôt ses propres modifications", life: frenchDuration(D1_BOOKMARK_SECONDS) },
] as const;

/** How long the counts that protect the sign-in (failures by email and by address, sign-ups by address) are kept. */
export const SIGN_IN_COUNTS_KEPT = frenchDuration(MAX_THROTTLE_WAIT_MS / 1000);
export const SIGN_UP_COUNTS_KEPT = frenchDuration(SIGNUP_WINDOW_MS / 1000);

/** How long a booking request is kept after its last change, and the count of requests by address. */
export const REQUESTS_KEPT = `${REQUEST_RETENTION_MONTHS} mois`;
export const REQUEST_COUNTS_KEPT = frenchDuration(REQUEST_WINDOW_MS / 1000);
/** The beacons' count per address (wrangler.toml's BEACON_LIMIT counts a minute at a time, then forgets). */
export const BEACON_COUNTS_KEPT = "une minute";
/** The audience's daily totals, summed per month after that (docs/product.md §24). */
export const AUDIENCE_DAYS_KEPT = `${DAILY_RETENTION_MONTHS} mois`;
