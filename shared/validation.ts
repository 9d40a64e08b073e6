// The rules an item must meet, built from its collection's description (shared/collections.ts) with
// zod: the admin's form checks them before sending, the API checks them again (docs/product.md §5).
import { z } from "zod";
import type { ItemValues } from "./collections";
import type { Field, Fields } from "./fields";
import { MAX_INLINE_IMAGE_CHARS, MAX_URL_CHARS } from "./limits";
import { FIELD_MESSAGES as M } from "./messages";

const text = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong(max));

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** Our own images: uploads in R2 (/images/<sha256>.<ext>) and the artwork shipped with the site (/media/...). */
const OWN_IMAGE_PATH = /^\/(images\/[0-9a-f]{64}\.(jpg|png|webp|gif|avif)|media\/[a-z0-9][a-z0-9-]*\.(webp|jpg|png))$/;
const INLINE_IMAGE = /^data:image\/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

const image = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .superRefine((value, ctx) => {
    if (value.startsWith("data:")) {
      if (value.length > MAX_INLINE_IMAGE_CHARS) ctx.addIssue({ code: "custom", message: M.inlineImageTooLarge });
      else if (!INLINE_IMAGE.test(value)) ctx.addIssue({ code: "custom", message: M.inlineImage });
    } else if (value.length > MAX_URL_CHARS) {
      ctx.addIssue({ code: "custom", message: M.tooLong(MAX_URL_CHARS) });
    } else if (!OWN_IMAGE_PATH.test(value) && !isHttpUrl(value)) {
      ctx.addIssue({ code: "custom", message: M.image });
    }
  });

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
const calendarDate = z
  .string({ error: M.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, M.date);

/** Blank means "no link"; otherwise an http(s) address. */
const link = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().max(MAX_URL_CHARS, M.tooLong(MAX_URL_CHARS)).refine(isHttpUrl, M.link).nullable().default(null),
);

function fieldSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case "text":
    case "longText":
      return text(field.max);
    case "date":
      return calendarDate;
    case "image":
      return image;
    case "link":
      return link;
  }
}

/** Ids are millisecond timestamps; a client may propose one. */
export const itemId = z.number({ error: M.id }).int(M.id).positive(M.id).max(Number.MAX_SAFE_INTEGER, M.id);

/** The id in a URL such as /api/events/1718000000000. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, M.id)
    .transform(Number)
    .pipe(itemId),
});

export type ItemInput<F extends Fields> = ItemValues<F> & { id?: number };

const schemas = new WeakMap<object, z.ZodType>();

/** What the API accepts for an item of the collection: its fields, and optionally a proposed id. */
export function itemSchema<D extends { fields: Fields }>(description: D): z.ZodType<ItemInput<D["fields"]>, unknown> {
  const known = schemas.get(description);
  if (known) return known as z.ZodType<ItemInput<D["fields"]>, unknown>;
  const shape = Object.fromEntries(Object.entries(description.fields).map(([name, field]) => [name, fieldSchema(field)]));
  const schema = z.object({ id: itemId.optional(), ...shape });
  schemas.set(description, schema);
  return schema as unknown as z.ZodType<ItemInput<D["fields"]>, unknown>;
}
