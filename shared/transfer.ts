// The export file (docs/product.md §17): the whole content of the site (every collection's items
// with their ids and stamps, and the profile when one was saved) in one JSON document with a format
// name and a version. Its rules are the API's own, built from the descriptions of the collections
// (shared/collections.ts) and the profile's schema; the Worker, the admin and `npm run site` read it here.
import { z } from "zod";
import type { FieldError } from "./api";
import { byCollection, COLLECTION_NAMES, COLLECTIONS, itemColumns, type AnyCollection, type CollectionName, type Content, type Item } from "./collections";
import { MAX_IMPORT_ITEMS, MAX_LISTED_PROBLEMS, MAX_REVISION, MAX_SERVICES, MAX_STAMP_AHEAD_MS } from "./limits";
import { FIELD_MESSAGES, TRANSFER_MESSAGES as T } from "./messages";
import { PROFILE_FIELDS, type Profile } from "./profile";
import type { BookingRequest } from "./requests";
import { itemId, itemSchema, profileSchema } from "./validation";

export const TRANSFER_FORMAT = "dj-site";
/** One more whenever a file of the previous version would no longer be read as it was meant. */
export const TRANSFER_VERSION = 2;

/** The lists a file of each earlier version did not have yet: read as empty (its site had none). */
const LISTS_ADDED_SINCE: Record<number, readonly CollectionName[]> = { 1: ["mixes", "reviews"] };

/** What an export holds and an import replaces: the lists, and the profile (null when none was saved). */
export type SiteContent = Content & { profile: Profile | null };

/**
 * The file. The admin's export also carries the booking requests (docs/product.md §23), his alone:
 * an import reads past them and leaves the site's requests as they are.
 */
export type TransferFile = { format: typeof TRANSFER_FORMAT; version: typeof TRANSFER_VERSION; exportedAt: string } & SiteContent & {
    requests?: BookingRequest[];
  };

export interface CollectionChanges {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

/** What an import does to the profile: the file's replaces it, is the same, or the file has none and it stays. */
export type ProfileChange = "replaced" | "unchanged" | "kept";

export interface ImportSummary {
  collections: Record<CollectionName, CollectionChanges>;
  profile: ProfileChange;
}

/** POST /api/transfer/preview's answer. */
export interface ImportPreview extends ImportSummary {
  /** The uploads (/images/<key>) the file shows that this site's R2 does not hold: the import is refused while any is. */
  missingImages: string[];
  /** The site's content as compared, to send back with the import: refused if it has changed since. */
  fingerprint: string;
}

// --- Writing ---------------------------------------------------------------------------------

export const transferFile = (content: SiteContent, exportedAt: Date, requests?: BookingRequest[]): TransferFile => ({
  format: TRANSFER_FORMAT,
  version: TRANSFER_VERSION,
  exportedAt: exportedAt.toISOString(),
  ...byCollection<Content>((name) => content[name]),
  profile: content.profile,
  ...(requests && { requests }),
});

/** The file's text: indented, so that two exports can be compared line by line. */
export const serializeTransferFile = (file: TransferFile) => `${JSON.stringify(file, null, 2)}\n`;

const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/** "dj-site-2026-11-24.json": the Paris day of the export. */
export function exportFileName(exportedAt: string): string {
  const parts = Object.fromEntries(parisDay.formatToParts(new Date(exportedAt)).map(({ type, value }) => [type, value]));
  return `${TRANSFER_FORMAT}-${parts.year}-${parts.month}-${parts.day}.json`;
}

// --- Reading ---------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** When the item last changed: a real instant, never later than a day ahead of the reader's clock. */
const updatedAt = z
  .number({ error: T.updatedAt })
  .int(T.updatedAt)
  .min(0, T.updatedAt)
  .refine((at) => at <= Date.now() + MAX_STAMP_AHEAD_MS, T.updatedAt);
const revision = z
  .number({ error: T.revision(MAX_REVISION) })
  .int(T.revision(MAX_REVISION))
  .min(0, T.revision(MAX_REVISION))
  .max(MAX_REVISION, T.revision(MAX_REVISION));

/** A stored item: the API's rules for its fields, and its id and stamps, which the import keeps. */
function storedItem<C extends CollectionName>(name: C): z.ZodType<Item<C>, unknown> {
  const kept = z.object({ id: itemId, updatedAt, revision });
  return z.custom(isRecord, T.notAnItem).pipe(z.intersection(kept, itemSchema(COLLECTIONS[name]))) as unknown as z.ZodType<Item<C>, unknown>;
}

type ListSchemas = { [C in CollectionName]: z.ZodType<Item<C>[], unknown> };

/** A collection's list: its items, no id twice. */
const storedList = <C extends CollectionName>(name: C): ListSchemas[C] =>
  z.array(storedItem(name), { error: T.list(COLLECTIONS[name].words.plural) }).superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: T.duplicateId });
      seen.add(item.id);
    });
  }) as unknown as ListSchemas[C];

const contentSchema = z.object({
  exportedAt: z.iso.datetime({ error: T.exportedAt }).optional(),
  ...byCollection<ListSchemas>((name) => storedList(name)),
  profile: z.custom(isRecord, T.notAProfile).pipe(profileSchema).nullable().default(null),
});

const titleOf = (description: AnyCollection, item: unknown) => {
  const title = isRecord(item) ? item[description.titleField] : null;
  return typeof title === "string" && title.trim() ? title.trim() : null;
};

/** Where a problem is, in the admin's words: "Événements, élément 4 « Sunset » — Date", "Profil — Prestation 2". */
function placeOf(path: readonly PropertyKey[], input: Record<string, unknown>): string | null {
  const [top, index, field] = path;
  if (COLLECTION_NAMES.includes(top as CollectionName) && typeof index === "number") {
    const description: AnyCollection = COLLECTIONS[top as CollectionName];
    const list = input[top as string];
    const item = T.itemPlace(description.words.plural, index, titleOf(description, Array.isArray(list) ? list[index] : null));
    if (typeof field !== "string") return item;
    const labels: Record<string, string> = T.stampLabels;
    return `${item} — ${description.fields[field]?.label ?? labels[field] ?? field}`;
  }
  if (top === "profile" && index !== undefined) {
    if (index === "services") return `${T.profilePlace} — ${typeof field === "number" ? T.servicePlace(field) : T.servicesLabel}`;
    const label = PROFILE_FIELDS[index as keyof typeof PROFILE_FIELDS]?.label;
    return `${T.profilePlace} — ${label ?? String(index)}`;
  }
  return top === "profile" ? T.profilePlace : null;
}

/** Each problem once, located, the first MAX_LISTED_PROBLEMS of them and then their count. */
function problemsOf(error: z.ZodError, input: Record<string, unknown>): FieldError[] {
  const problems = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "file";
    const place = placeOf(issue.path, input);
    const message = place ? T.problem(place, issue.message) : issue.message;
    problems.set(`${field}\n${message}`, { field, message });
  }
  const all = [...problems.values()];
  if (all.length <= MAX_LISTED_PROBLEMS) return all;
  return [...all.slice(0, MAX_LISTED_PROBLEMS), { field: "file", message: T.moreProblems(all.length - MAX_LISTED_PROBLEMS) }];
}

/** The lists longer than their bound, each a problem: counted before anything else is read. */
function overlongLists(input: Record<string, unknown>): FieldError[] {
  const problems = COLLECTION_NAMES.flatMap((name): FieldError[] => {
    const list = input[name];
    return Array.isArray(list) && list.length > MAX_IMPORT_ITEMS
      ? [{ field: name, message: T.tooManyItems(COLLECTIONS[name].words.plural, MAX_IMPORT_ITEMS) }]
      : [];
  });
  const services = isRecord(input.profile) ? input.profile.services : null;
  if (Array.isArray(services) && services.length > MAX_SERVICES) {
    problems.push({ field: "profile.services", message: T.problem(`${T.profilePlace} — ${T.servicesLabel}`, FIELD_MESSAGES.tooManyServices(MAX_SERVICES)) });
  }
  return problems;
}

export type TransferCheck = { ok: true; content: SiteContent } | { ok: false; problems: FieldError[] };

/**
 * The whole file checked: its format and version first (a file of another version is not read any
 * further), then the length of each list (MAX_IMPORT_ITEMS), then every item and the profile with the API's rules. The content comes as the API
 * would store it (trimmed, the phone written one way); `exportedAt` is only checked.
 */
export function checkTransferFile(file: unknown): TransferCheck {
  if (!isRecord(file) || file.format !== TRANSFER_FORMAT) return { ok: false, problems: [{ field: "format", message: T.notAnExport }] };
  const added = typeof file.version === "number" ? LISTS_ADDED_SINCE[file.version] : undefined;
  const input: Record<string, unknown> = added ? { ...Object.fromEntries(added.map((name) => [name, []])), ...file, version: TRANSFER_VERSION } : file;
  if (input.version !== TRANSFER_VERSION) {
    return { ok: false, problems: [{ field: "version", message: T.version(JSON.stringify(input.version ?? null), TRANSFER_VERSION) }] };
  }
  const overlong = overlongLists(input);
  if (overlong.length > 0) return { ok: false, problems: overlong };
  const result = contentSchema.safeParse(input);
  if (!result.success) return { ok: false, problems: problemsOf(result.error, input) };
  const { exportedAt: _, ...content } = result.data;
  return { ok: true, content: content as SiteContent };
}

// --- Comparing -------------------------------------------------------------------------------

/** JSON with every object's keys sorted: the same value gives the same text whatever the keys' order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

const storedValue = (columns: readonly string[], item: object) =>
  canonicalJson(Object.fromEntries(columns.map((column) => [column, (item as Record<string, unknown>)[column] ?? null])));

function listChanges(description: AnyCollection, current: readonly { id: number }[], next: readonly { id: number }[]): CollectionChanges {
  const columns = itemColumns(description);
  const before = new Map(current.map((item) => [item.id, storedValue(columns, item)]));
  const changes = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const item of next) {
    const previous = before.get(item.id);
    if (previous === undefined) changes.added++;
    else if (previous === storedValue(columns, item)) changes.unchanged++;
    else changes.changed++;
  }
  changes.removed = current.length - changes.changed - changes.unchanged;
  return changes;
}

/** What replacing `current` by `next` changes, per collection and for the profile. */
export function compareContent(current: SiteContent, next: SiteContent): ImportSummary {
  const collections = byCollection<ImportSummary["collections"]>((name) => listChanges(COLLECTIONS[name], current[name], next[name]));
  const profile = next.profile === null ? "kept" : canonicalJson(next.profile) === canonicalJson(current.profile) ? "unchanged" : "replaced";
  return { collections, profile };
}

/** Whether an import of this summary changes nothing. */
export const changesNothing = ({ collections, profile }: ImportSummary) =>
  profile !== "replaced" && COLLECTION_NAMES.every((name) => collections[name].added + collections[name].changed + collections[name].removed === 0);

// --- Images ----------------------------------------------------------------------------------

const imageFieldsOf = (fields: Readonly<Record<string, { kind: string }>>) =>
  Object.entries(fields)
    .filter(([, field]) => field.kind === "image")
    .map(([name]) => name);

/** The value with each of its image fields passed through `map`. */
function mapImageFields<V extends object>(value: V, fields: readonly string[], map: (image: string) => string): V {
  const record = value as Record<string, unknown>;
  return { ...value, ...Object.fromEntries(fields.flatMap((field) => (typeof record[field] === "string" ? [[field, map(record[field])]] : []))) };
}

/** The content with every image address passed through `map`: the items' image fields, then the profile's. */
export function withImages(content: SiteContent, map: (image: string) => string): SiteContent {
  const lists = byCollection<Content>(
    (name) => content[name].map((item: object) => mapImageFields(item, imageFieldsOf(COLLECTIONS[name].fields), map)) as Content[typeof name],
  );
  return { ...lists, profile: content.profile && mapImageFields(content.profile, imageFieldsOf(PROFILE_FIELDS), map) };
}

/** Every image address the content shows, each once. */
export function imageAddresses(content: SiteContent): string[] {
  const found = new Set<string>();
  withImages(content, (image) => {
    found.add(image);
    return image;
  });
  return [...found];
}
