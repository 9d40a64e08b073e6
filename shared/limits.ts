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
/** A review's first name, and its text: a few sentences. */
export const MAX_FIRST_NAME_CHARS = 40;
export const MAX_REVIEW_CHARS = 1200;
/** The DJ's private note on a busy day ("Mariage Dupont, option jusqu’au 15 mars"). */
export const MAX_NOTE_CHARS = 500;
/** Any address (image, ticket link). */
export const MAX_URL_CHARS = 2048;
/** An inline image, inside a JSON body (the Worker then stores it in R2 as an upload); bigger files are uploaded. */
export const MAX_INLINE_IMAGE_CHARS = 1_000_000;

export const MAX_EMAIL_CHARS = 254;
/** A phone number as typed, before it is written the one way ("+33 (0)6 12 34 56 78"). */
export const MAX_PHONE_CHARS = 30;
/** A SIRET as typed, with its spaces or dots ("123.456.789.00012"). */
export const MAX_SIRET_CHARS = 30;
export const MIN_PASSWORD_CHARS = 6;
/** So that nobody makes the Worker hash megabytes. */
export const MAX_PASSWORD_CHARS = 128;

/** The admin's search of a list: a few words. */
export const MAX_SEARCH_CHARS = 100;

/** The dates "Répéter" creates at once, in one batch (POST /api/<collection>/batch). */
export const MAX_BATCH_ITEMS = 52;
/**
 * The largest item id, sent or given (ids are millisecond timestamps: this is the year 144,683):
 * 2^52, so that any id plus one, or plus a batch, is still exact in JavaScript (2^53 − 1).
 */
export const MAX_ITEM_ID = 2 ** 52;

/** An uploaded image file: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The same, in the words of the screens ("5 Mo", "5MB"). */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/**
 * The most pixels an image may decode to: 50 million (8,660 × 5,773; a 48-megapixel phone photo
 * passes). Decoded, such a picture takes 200 MB of a phone's memory; a file may be small and be
 * far more (a 16000×16000 PNG of a few hundred KB).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The same, in the words of the screens ("50 millions de pixels"). */
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
/** Longest side of an uploaded photo: larger ones are scaled down before they leave the browser. */
export const MAX_IMAGE_EDGE = 2560;
/** A JSON body: an item is small text, an inline image is bounded well below this. */
export const MAX_JSON_BODY_BYTES = 1_500_000;
/**
 * The longest wait for the next bytes of a request body: a client that stops sending (a
 * Content-Length promising more than it sends) gets 408 instead of holding the request.
 * Longer than any pause of a slow phone's upload.
 */
export const BODY_READ_TIMEOUT_MS = 20_000;
/**
 * The most of a body the Worker reads and drops past what it uses (a refused body, one no route
 * reads) before answering, so that the client, still sending, gets the answer rather than a reset
 * connection: the rest of a body somewhat over its limit. A body announcing more is cancelled unread.
 */
export const MAX_DRAINED_BODY_BYTES = 4 * 1024 * 1024;
/**
 * An imported file (docs/product.md §17): a site's text is a few hundred KB and its uploads travel as
 * addresses, but an older export may carry inline images of up to 1 MB each. Held twice in memory
 * while checked (128 MB per Worker).
 */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The same, in the words of the screens ("10 Mo"). */
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;
/**
 * The most items an imported file may hold in one list, counted before any item is checked: twenty
 * years of a DJ's dates twice over. A longer list is refused whole rather than checked for minutes.
 */
export const MAX_IMPORT_ITEMS = 5_000;
/**
 * An item's revision counts its edits (a calendar's SEQUENCE): an import refuses more, and an edit
 * never goes past it, so that the site's own export always imports again.
 */
export const MAX_REVISION = 1_000_000_000;
/** How far in the future an imported stamp may be (the clock of the site that wrote it may run ahead). */
export const MAX_STAMP_AHEAD_MS = 24 * 60 * 60 * 1000;
/** The problems of a refused import listed one by one; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 50;
/** D1's own bounds: values bound to one statement, and the length of one statement's text. */
export const D1_MAX_BOUND_PARAMETERS = 100;
export const D1_MAX_STATEMENT_BYTES = 100_000;
/** An upload nothing shows is deleted by the daily sweep once it is older than this (docs/product.md §11). */
export const IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Failed sign-ins allowed before a wait (docs/product.md §5): per email and per client address for a
 * browser that is not a trusted device of that email, per trusted device for one that is.
 */
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const MAX_FAILURES_PER_DEVICE = 10;
/** The wait after the failure that reaches a limit; each further failure doubles it, up to the longest. */
export const FIRST_THROTTLE_WAIT_MS = 15 * 60 * 1000;
/** The longest wait, and how long a failure is remembered. */
export const MAX_THROTTLE_WAIT_MS = 24 * 60 * 60 * 1000;
/** A sign-in's life (its cookie's and its token's). */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** How long a signed-in person's D1 bookmark is kept: it only matters for the next few reads, and a day covers a long admin session. */
export const D1_BOOKMARK_SECONDS = 24 * 60 * 60;
/** How long a browser that signed in stays a trusted device of that email (its cookie's life). */
export const DEVICE_TRUST_SECONDS = 365 * 24 * 60 * 60;
/** Sign-ups allowed per client address within the window: each one costs a password hash. */
export const MAX_SIGNUPS_PER_ADDRESS = 30;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** The pause in typing after which an admin form's draft is kept in the browser (docs/product.md §19). */
export const DRAFT_SAVE_DELAY_MS = 400;
/** Photos sent at the same time when several are added at once (docs/product.md §19). */
export const MAX_PARALLEL_UPLOADS = 3;

/**
 * The calendar feed (/events.ics, docs/product.md §13) holds the upcoming events and those of the
 * last CALENDAR_PAST_MONTHS months, at most MAX_CALENDAR_EVENTS (the coming ones take their places
 * first, soonest first; the past ones fill the room left, latest first): calendars poll it every
 * few hours, and a DJ's whole history (thousands of dates) would weigh on every poll.
 */
export const CALENDAR_PAST_MONTHS = 6;
export const MAX_CALENDAR_EVENTS = 500;
/** The most addresses one sitemap holds; past it /sitemap.xml is an index of parts of at most this many (docs/product.md §13). */
export const SITEMAP_MAX_URLS = 1000;

/** How long a deleted item stays in the trash before the daily job deletes it for good (docs/product.md §20). */
export const TRASH_RETENTION_DAYS = 30;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** How long "Annuler" stays offered after a delete (docs/product.md §20). */
export const UNDO_WINDOW_MS = 10_000;
/** A page's title, as search engines show it whole: a longer one is cut (shared/pages.ts). */
export const MAX_PAGE_TITLE_CHARS = 70;
