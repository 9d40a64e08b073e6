// Every bound the product enforces, declared once: the Worker refuses past them, the forms stop
// typing at them, and the messages quote them (docs/product.md §9).

/** A short title: an event's or venue's name, a photo's title. */
export const MAX_TITLE_CHARS = 120;
/** An event's time range, "21:00 - 02:00". */
export const MAX_TIME_CHARS = 40;
/** A place: an event's venue, a venue's location. */
export const MAX_PLACE_CHARS = 200;
/** A line of the profile: the tagline, the area, the availability. */
export const MAX_LINE_CHARS = 160;
/** A service's name in the profile. */
export const MAX_SERVICE_CHARS = 60;
/** The profile lists at least one service and at most this many. */
export const MAX_SERVICES = 12;
/** A description. */
export const MAX_TEXT_CHARS = 2000;
/** Any address (image, ticket link). */
export const MAX_URL_CHARS = 2048;
/** An inline image stays well inside D1's 2 MB row limit; bigger files go to R2. */
export const MAX_INLINE_IMAGE_CHARS = 1_000_000;

export const MAX_EMAIL_CHARS = 254;
/** A phone number as typed, before it is written the one way ("+33 (0)6 12 34 56 78"). */
export const MAX_PHONE_CHARS = 30;
export const MIN_PASSWORD_CHARS = 6;
/** So that nobody makes the Worker hash megabytes. */
export const MAX_PASSWORD_CHARS = 128;

/** The dates "Répéter" creates at once, in one batch (POST /api/<collection>/batch). */
export const MAX_BATCH_ITEMS = 52;

/** An uploaded image file: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The same, in the words of the screens ("5 Mo", "5MB"). */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** Longest side of an uploaded photo: larger ones are scaled down before they leave the browser. */
export const MAX_IMAGE_EDGE = 2560;
/** A JSON body: an item is small text, an inline image is bounded well below this. */
export const MAX_JSON_BODY_BYTES = 1_500_000;

/** Sign-in failures allowed within the window, per email and per client address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
