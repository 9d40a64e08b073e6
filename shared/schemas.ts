// Validation of the content sent to the API (SPEC §5: every admin field is required).
// Shared so that the admin form and the Worker apply the very same rules.
import { z } from "zod";

/** An inline image must stay well inside D1's 2 MB row limit; bigger files go to R2. */
export const MAX_INLINE_IMAGE_CHARS = 1_000_000;
export const MAX_URL_CHARS = 2048;

const REQUIRED = "Ce champ est obligatoire";

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `${max} caractères au maximum`);

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

export const imageRef = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .superRefine((value, ctx) => {
    if (value.startsWith("data:")) {
      if (value.length > MAX_INLINE_IMAGE_CHARS) {
        ctx.addIssue({ code: "custom", message: "Image intégrée trop lourde : envoyez plutôt le fichier." });
      } else if (!INLINE_IMAGE.test(value)) {
        ctx.addIssue({ code: "custom", message: "Image intégrée invalide" });
      }
    } else if (value.length > MAX_URL_CHARS) {
      ctx.addIssue({ code: "custom", message: `${MAX_URL_CHARS} caractères au maximum` });
    } else if (!OWN_IMAGE_PATH.test(value) && !isHttpUrl(value)) {
      ctx.addIssue({ code: "custom", message: "Adresse d'image invalide" });
    }
  });

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export const calendarDate = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide (AAAA-MM-JJ)")
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, "Date invalide");

/** Blank means "no ticket link"; otherwise an http(s) address. */
const ticketLink = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .max(MAX_URL_CHARS, `${MAX_URL_CHARS} caractères au maximum`)
    .refine(isHttpUrl, "Lien invalide (http:// ou https://)")
    .nullable()
    .default(null),
);

/** Ids are millisecond timestamps; a client may propose one. */
export const itemId = z
  .number({ error: "Identifiant invalide" })
  .int("Identifiant invalide")
  .positive("Identifiant invalide")
  .max(Number.MAX_SAFE_INTEGER, "Identifiant invalide");

/** The id in a URL such as /api/events/1718000000000. */
export const idParam = z.object({
  id: z.string().regex(/^[1-9]\d{0,15}$/, "Identifiant invalide").transform(Number).pipe(itemId),
});

export const eventInput = z.object({
  id: itemId.optional(),
  name: text(120),
  date: calendarDate,
  time: text(40),
  venue: text(200),
  description: text(2000),
  image: imageRef,
  ticketLink,
});

export const photoInput = z.object({
  id: itemId.optional(),
  title: text(120),
  description: text(2000),
  image: imageRef,
});

export const venueInput = z.object({
  id: itemId.optional(),
  name: text(120),
  location: text(200),
  description: text(2000),
  image: imageRef,
});

export const inputSchemas = {
  events: eventInput,
  photos: photoInput,
  venues: venueInput,
} as const;
