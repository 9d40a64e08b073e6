// The rules an item (or the profile) must meet, built from its description (shared/collections.ts,
// shared/profile.ts) with zod: the admin's form checks them before sending, the API checks them
// again (docs/product.md §5, §15).
import { z } from "zod";
import { BUSY_KINDS, isMonth, type BusyKind } from "./availability";
import { EVENT_KINDS, MAX_GUESTS, type EventKind } from "./booking";
import { COLLECTIONS } from "./collections";
import { isShown, type Field, type Fields, type FieldValues } from "./fields";
import {
  MAX_BATCH_ITEMS,
  MAX_EMAIL_CHARS,
  MAX_INLINE_IMAGE_CHARS,
  MAX_ITEM_ID,
  MAX_NOTE_CHARS,
  MAX_PHONE_CHARS,
  MAX_PLACE_CHARS,
  MAX_SEARCH_CHARS,
  MAX_SERVICE_CHARS,
  MAX_SERVICES,
  MAX_SIRET_CHARS,
  MAX_TEXT_CHARS,
  MAX_TIME_CHARS,
  MAX_TITLE_CHARS,
  MAX_URL_CHARS,
} from "./limits";
import { inlineImageBytes, sniffImage, tooManyPixels } from "./image-format";
import { FIELD_MESSAGES as M, FILE_MESSAGES } from "./messages";
import { AGENDA_HALVES, PAGE_PARAMS, PAGE_SIZE, type ListQuery } from "./paging";
import { writtenDuration } from "./duration";
import { mixPlayer } from "./mixes";
import { frenchPhone } from "./phone";
import { frenchSiret } from "./siret";
import { MAX_EVENT_FIGURES, MOMENT_NAMES, STATS_PERIODS, VIEW_BEACON, type Beacon, type StatsPeriod } from "./stats";
import { PROFILE_FIELDS, SERVICE_ICON_NAMES, type Profile } from "./profile";
import {
  HONEYPOT_FIELD,
  MAX_BUDGET_CHARS,
  visitorPhone,
  MAX_TURNSTILE_TOKEN_CHARS,
  REQUEST_STATUS_NAMES,
  type RequestForm,
  type RequestStatus,
} from "./requests";
import type { ReviewAbout, ReviewForm } from "./reviews";

// No code made at run time: zod would otherwise try `new Function` to speed up its checks, which the
// site's Content-Security-Policy forbids (the browser reports each attempt as a violation).
z.config({ jitless: true });

// What no stored text may hold (docs/product.md §5): half of a UTF-16 pair (it cannot be written as
// UTF-8, so no page could show it), a control character (a calendar line or an XML file would break
// on it) or a noncharacter. A text of several lines keeps its line breaks (written \n) and tabs.
const BROKEN = /[\p{Cs}\uFFFE\uFFFF]/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\n\t]/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** A string with its characters checked: one line, or lines (their breaks written \n whatever the sender's). */
const plainString = (lines: "one" | "several") =>
  z
    .string({ error: M.required })
    .transform((value) => (lines === "several" ? value.replace(/\r\n?|[\u2028\u2029]/g, "\n") : value))
    .superRefine((value, ctx) => {
      const kept = value.trim();
      if (BROKEN.test(kept)) ctx.addIssue({ code: "custom", message: M.badCharacter });
      else if (lines === "one" && LINE_BREAK.test(kept)) ctx.addIssue({ code: "custom", message: M.oneLine });
      else if ((lines === "one" ? CONTROL : CONTROL_BUT_LINES).test(kept)) ctx.addIssue({ code: "custom", message: M.badCharacter });
    });

const text = (max: number, lines: "one" | "several" = "one") => plainString(lines).pipe(z.string().trim().min(1, M.required).max(max, M.tooLong(max)));

/** The scheme of an address ("https:"), or null when it is no address. */
const protocolOf = (value: string) => {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
};

const isHttpUrl = (value: string) => ["http:", "https:"].includes(protocolOf(value) ?? "");

const isHttpsUrl = (value: string) => isHttpUrl(value) && value.toLowerCase().startsWith("https:");

/** Our own images: uploads in R2 (/images/<sha256>.<ext>) and the artwork shipped with the site (/media/...). */
const OWN_IMAGE_PATH = /^\/(images\/[0-9a-f]{64}\.(jpg|png|webp|gif|avif)|media\/[a-z0-9][a-z0-9-]*\.(webp|jpg|png))$/;
const INLINE_IMAGE = /^data:image\/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

const image = plainString("one").pipe(
  z
    .string()
    .trim()
    .min(1, M.required)
    .superRefine((value, ctx) => {
      if (value.startsWith("data:")) {
        if (value.length > MAX_INLINE_IMAGE_CHARS) ctx.addIssue({ code: "custom", message: M.inlineImageTooLarge });
        else if (!INLINE_IMAGE.test(value)) ctx.addIssue({ code: "custom", message: M.inlineImage });
        else {
          // Its bytes, as the store will type them: what an import's preview accepts, the import stores.
          const bytes = inlineImageBytes(value);
          const format = bytes && sniffImage(bytes);
          if (!bytes || !format) ctx.addIssue({ code: "custom", message: M.inlineImage });
          else if (tooManyPixels(bytes, format)) ctx.addIssue({ code: "custom", message: FILE_MESSAGES.pixels });
        }
      } else if (value.length > MAX_URL_CHARS) {
        ctx.addIssue({ code: "custom", message: M.tooLong(MAX_URL_CHARS) });
      } else if (!OWN_IMAGE_PATH.test(value) && !isHttpsUrl(value)) {
        // The pages' security policy loads images from https: only: an http: one would show broken.
        ctx.addIssue({ code: "custom", message: isHttpUrl(value) ? M.insecureImage : M.image });
      }
    }),
);

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
const calendarDate = z
  .string({ error: M.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, M.date);

/** Blank is null: stored as such, or refused as required. */
const blankAsNull = (schema: z.ZodType) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema);

/** Blank means "no link"; otherwise an http(s) address, or https only. */
const link = (httpsOnly: boolean) =>
  blankAsNull(
    plainString("one")
      .pipe(z.string().trim().max(MAX_URL_CHARS, M.tooLong(MAX_URL_CHARS)))
      .refine(httpsOnly ? isHttpsUrl : isHttpUrl, httpsOnly ? M.httpsLink : M.link)
      .nullable()
      .default(null),
  );

/** A mix's link, required: an address shared/mixes.ts makes a player of. */
const mixLink = text(MAX_URL_CHARS).refine((value) => mixPlayer(value) !== null, M.mixLink);

/** Stored the one way shared/mixes.ts writes it. */
const duration = text(MAX_TIME_CHARS).transform((value, ctx) => {
  const written = writtenDuration(value);
  if (written === null) ctx.addIssue({ code: "custom", message: M.duration });
  return written ?? value;
});

const month = z.string({ error: M.required }).trim().min(1, M.required).refine(isMonth, M.month);

const email = text(MAX_EMAIL_CHARS).pipe(z.email(M.email));

/** Stored the one way shared/phone.ts writes it. */
const phone = text(MAX_PHONE_CHARS).transform((value, ctx) => {
  const written = frenchPhone(value);
  if (written === null) ctx.addIssue({ code: "custom", message: M.phone });
  return written ?? value;
});

/** Stored the one way shared/siret.ts writes it. */
const siret = text(MAX_SIRET_CHARS).transform((value, ctx) => {
  const written = frenchSiret(value);
  if (written === null) ctx.addIssue({ code: "custom", message: M.siret });
  return written ?? value;
});

function fieldSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case "text":
      return text(field.max);
    case "longText":
      return text(field.max, "several");
    case "date":
      return calendarDate;
    case "image":
      return field.optional ? blankAsNull(image.nullable().default(null)) : image;
    case "link":
      return field.mix ? mixLink : link(field.httpsOnly === true);
    case "email":
      return email;
    case "phone":
      return phone;
    case "siret":
      return siret;
    case "choice":
      return z.enum(Object.keys(field.options) as [string, ...string[]], { error: M.choice }).default(field.initial);
    case "duration":
      return duration;
    case "month":
      return month;
    case "consent":
      // The day it was given: a box left unticked sends none.
      return z.string({ error: M.reviewConsent }).trim().min(1, M.reviewConsent).pipe(calendarDate);
  }
}

/** A field that is not always asked for: null where it does not apply, required (first of all) where it does. */
const conditional = (schema: z.ZodType) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .pipe(schema as z.ZodType<unknown, string>)
    .nullable();

/** The schema of each field, by name. */
const fieldShape = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.shownWhen ? conditional(fieldSchema(field)) : fieldSchema(field)]));

/**
 * The values with every field that does not apply set to null (so that a stale or blank value of a
 * hidden field is never checked nor stored) and every blank one that does left to be refused as
 * required. A missing choice counts as its initial value.
 */
function applicableValues(fields: Fields, input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const values: Record<string, unknown> = { ...input };
  const withInitials: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) if (field.kind === "choice") withInitials[name] ??= field.initial;
  for (const [name, field] of Object.entries(fields)) {
    if (!field.shownWhen) continue;
    if (!isShown(field, withInitials)) values[name] = null;
    else if (values[name] === null || values[name] === undefined) values[name] = "";
  }
  return values;
}

/** Ids are millisecond timestamps; a client may propose one, up to MAX_ITEM_ID. */
export const itemId = z.number({ error: M.id }).int(M.id).positive(M.id).max(MAX_ITEM_ID, M.id);

/** The id in a URL such as /api/events/1718000000000. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, M.id)
    .transform(Number)
    .pipe(itemId),
});

export type ItemInput<F extends Fields> = FieldValues<F> & { id?: number };

const schemas = new WeakMap<object, z.ZodType>();

/** What the API accepts for an item of the collection: its fields, and optionally a proposed id. */
export function itemSchema<D extends { fields: Fields }>(description: D): z.ZodType<ItemInput<D["fields"]>, unknown> {
  const known = schemas.get(description);
  if (known) return known as z.ZodType<ItemInput<D["fields"]>, unknown>;
  const schema = z.preprocess((input) => applicableValues(description.fields, input), z.object({ id: itemId.optional(), ...fieldShape(description.fields) }));
  schemas.set(description, schema);
  return schema as unknown as z.ZodType<ItemInput<D["fields"]>, unknown>;
}

/** What POST /api/<collection>/batch accepts: 1 to MAX_BATCH_ITEMS items, created together or not at all. */
export function batchSchema<D extends { fields: Fields }>(description: D) {
  return z.object({
    items: z.array(itemSchema(description), { error: M.batchEmpty }).min(1, M.batchEmpty).max(MAX_BATCH_ITEMS, M.batchTooLarge(MAX_BATCH_ITEMS)),
  });
}

/** What POST /api/<collection>/:id/move accepts: the item it goes before, or null for the end of the list (docs/product.md §20). */
export const moveSchema = z.object({ before: itemId.nullable() });

/**
 * A page of a list (shared/paging.ts): a cursor the API gave, a size, a search, a half of the agenda;
 * read from the address's parameters (PAGE_PARAMS) into a ListQuery (the search's `q` is its `query`).
 */
export const listQuerySchema = z
  .object({
    [PAGE_PARAMS.after]: z.string().max(200, M.cursor).optional(),
    [PAGE_PARAMS.limit]: z
      .string()
      .regex(/^\d{1,3}$/, M.limit(PAGE_SIZE))
      .transform(Number)
      .pipe(z.number().int().min(1, M.limit(PAGE_SIZE)).max(PAGE_SIZE, M.limit(PAGE_SIZE)))
      .optional(),
    [PAGE_PARAMS.query]: z.string().max(MAX_SEARCH_CHARS, M.tooLong(MAX_SEARCH_CHARS)).optional(),
    [PAGE_PARAMS.when]: z.enum(AGENDA_HALVES, { error: M.when }).optional(),
  })
  .transform(({ [PAGE_PARAMS.query]: words, ...rest }): ListQuery => ({ ...rest, query: words }));

const service = z.object({
  icon: z.enum(SERVICE_ICON_NAMES, { error: M.required }),
  label: text(MAX_SERVICE_CHARS),
});

/** What PUT /api/profile accepts and the "Profil" tab checks: every field, and 1 to MAX_SERVICES services. */
export const profileSchema = z.object({
  ...fieldShape(PROFILE_FIELDS),
  services: z.array(service, { error: M.noService }).min(1, M.noService).max(MAX_SERVICES, M.tooManyServices(MAX_SERVICES)),
}) as unknown as z.ZodType<Profile, unknown>;

/** PUT /api/busy-days/<date>: what the DJ marks the day as, and his private note (blank: none). */
export const busyDaySchema = z.object({
  kind: z.enum(Object.keys(BUSY_KINDS) as [BusyKind, ...BusyKind[]], { error: M.choice }),
  note: plainString("several")
    .pipe(z.string().trim().max(MAX_NOTE_CHARS, M.tooLong(MAX_NOTE_CHARS)))
    .default(""),
});

/** The day in /api/busy-days/<date>. */
export const dateParam = z.object({ date: calendarDate });

/** GET /api/availability and GET /api/busy-days: a day (?date=YYYY-MM-DD) or a month (?month=YYYY-MM), one of them. */
export const availabilityQuerySchema = z
  .object({ date: calendarDate.optional(), month: z.string().refine(isMonth, M.month).optional() })
  .refine(({ date, month }) => (date === undefined) !== (month === undefined), { message: M.dayOrMonth, path: ["date"] });

const guests = M.guests(MAX_GUESTS);

/** A text the visitor may leave blank. */
const optionalText = (max: number, lines: "one" | "several" = "one") =>
  plainString(lines)
    .pipe(z.string().trim().max(max, M.tooLong(max)))
    .default("");

/** A blank, or what `check` keeps of the text (null: refused with `message`). */
const optionalWritten = (max: number, check: (value: string) => string | null, message: string) =>
  optionalText(max).transform((value, ctx) => {
    if (value === "") return value;
    const written = check(value);
    if (written === null) ctx.addIssue({ code: "custom", message });
    return written ?? value;
  });

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * A booking request as the visitor's form checks it and POST /api/requests takes it (docs/product.md
 * §23): a name, a phone or an email (one at least), the day, then what he cares to tell, and his consent.
 */
export const requestFormSchema = z
  .object({
    name: text(MAX_TITLE_CHARS),
    phone: optionalWritten(MAX_PHONE_CHARS, visitorPhone, M.visitorPhone),
    email: optionalWritten(MAX_EMAIL_CHARS, (value) => (isEmail(value) ? value : null), M.email),
    date: calendarDate,
    kind: z.enum(["", ...(Object.keys(EVENT_KINDS) as EventKind[])], { error: M.choice }).default(""),
    town: optionalText(MAX_PLACE_CHARS),
    guests: z.number({ error: guests }).int(guests).min(1, guests).max(MAX_GUESTS, guests).nullable().default(null),
    budget: optionalText(MAX_BUDGET_CHARS),
    message: optionalText(MAX_TEXT_CHARS, "several"),
    consent: z.literal(true, { error: M.consent }),
  })
  // Said with the other problems, not once they are fixed.
  .refine(({ phone, email }) => Boolean(phone) || Boolean(email), { message: M.contactWay, path: ["phone"], when: () => true }) satisfies z.ZodType<
  RequestForm,
  unknown
>;

/** What else the form sends: the hidden field, how long it was open (ms), and Turnstile's token when the site uses it. */
export const requestSendingSchema = z.object({
  [HONEYPOT_FIELD]: z.string().default(""),
  fillMs: z.number().default(0),
  turnstile: z.string().max(MAX_TURNSTILE_TOKEN_CHARS).default(""),
});

/** PATCH /api/requests/:id: the request's new status. */
export const requestStatusSchema = z.object({
  status: z.enum(REQUEST_STATUS_NAMES as [RequestStatus, ...RequestStatus[]], { error: M.choice }),
});

/** GET /api/requests: the page before a request's id (the newest first without it). */
export const requestsQuerySchema = z.object({ before: z.coerce.number({ error: M.cursor }).int(M.cursor).positive(M.cursor).optional() });

/** POST /api/review-requests (docs/product.md §26): the event or the booking request the DJ asks a client's review about. */
export const reviewAboutSchema = z.union([z.object({ event: itemId }), z.object({ request: itemId })], { error: M.reviewAbout }) satisfies z.ZodType<
  ReviewAbout,
  unknown
>;

const REVIEW_FIELDS = COLLECTIONS.reviews.fields;

/**
 * A review as the client's form checks it and POST /api/review-requests/<token> takes it (docs/product.md
 * §26): the fields of the reviews collection the client writes, by the collection's own rules, the
 * kind chosen by him (no default), and the box he ticks, which the DJ's publication turns into the
 * day of his consent. The sending's own fields are requestSendingSchema's.
 */
export const reviewFormSchema = z.object({
  firstName: fieldSchema(REVIEW_FIELDS.firstName),
  kind: z.enum(Object.keys(REVIEW_FIELDS.kind.options) as [EventKind, ...EventKind[]], { error: M.choice }),
  month: fieldSchema(REVIEW_FIELDS.month),
  town: fieldSchema(REVIEW_FIELDS.town),
  text: fieldSchema(REVIEW_FIELDS.text),
  consent: z.literal(true, { error: M.clientConsent }),
}) as unknown as z.ZodType<ReviewForm, unknown>;

/** POST /api/stats/beacon (docs/product.md §24): a known name, the page's path, and the visit's source as the page saw it. */
export const beaconSchema = z.object({
  name: z.enum([VIEW_BEACON, ...MOMENT_NAMES], { error: M.choice }),
  page: z.string().max(MAX_URL_CHARS, M.choice),
  from: z.string().max(MAX_URL_CHARS).optional(),
}) satisfies z.ZodType<Beacon, unknown>;

/** GET /api/stats: the period, in days (7, 30 or 90). */
export const statsQuerySchema = z.object({
  days: z.coerce.number({ error: M.choice }).refine((days): days is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(days), M.choice),
});

/** GET /api/stats/events: the events of a page of the admin's list, by id ("1,2,3"). */
export const eventFiguresQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,15}(?:,[1-9]\d{0,15})*$/, M.id)
    .transform((ids) => ids.split(",").map(Number))
    .pipe(z.array(itemId).max(MAX_EVENT_FIGURES, M.id)),
});
