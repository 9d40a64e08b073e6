// The images an item or the profile is saved with (docs/product.md §11): an inline data: image is
// stored in R2 as an upload would be and saved as its /images/ address, so that no page carries
// megabytes of base64; an /images/ address must name an upload R2 holds, so that nothing saved
// shows a missing file. Every field at fault is named at once (400 VALIDATION_FAILED).
import type { FieldError } from "../../shared/api";
import { FIELD_MESSAGES, FILE_MESSAGES } from "../../shared/messages";
import { validationFailed } from "../lib/errors";
import { guardR2 } from "../lib/storage";
import { IMAGES_PATH, uploadedImageKey } from "./keys";
import { type ImageExtension, inlineImageBytes, sniffImage, tooManyPixels } from "../../shared/image-format";
import { storeTypedImage } from "./upload";

/** What becomes of one image: kept as it is, inline bytes stored in its place, or refused with a reason. */
type Plan = { keep: true } | { store: Uint8Array; extension: ImageExtension } | { refuse: string };

/** One image field of one of the values saved together. */
interface Slot {
  index: number;
  field: string;
  image: string;
}

/**
 * Inline bytes are typed from themselves, as an upload is (the declared type is only a claim), and
 * bounded in pixels as it is; they are at most MAX_INLINE_IMAGE_CHARS of base64, so well within an
 * upload's 5 MB. shared/validation.ts has checked as much: this is the store's own guard.
 */
async function planFor(bucket: R2Bucket, image: string): Promise<Plan> {
  if (image.startsWith("data:")) {
    const bytes = inlineImageBytes(image);
    const extension = bytes && sniffImage(bytes);
    if (!bytes || !extension) return { refuse: FIELD_MESSAGES.inlineImage };
    return tooManyPixels(bytes, extension) ? { refuse: FILE_MESSAGES.pixels } : { store: bytes, extension };
  }
  const key = uploadedImageKey(image);
  if (key && !(await guardR2(bucket.head(key)))) return { refuse: FIELD_MESSAGES.missingImage };
  return { keep: true };
}

/**
 * The values with their images as they will be saved: `fields` are the image fields of each, and
 * `fieldName` names one in a refusal ("image", or "items.3.image" in a batch). Nothing is stored
 * unless every image is accepted.
 */
export async function savedImages<V extends object>(
  bucket: R2Bucket,
  fields: readonly string[],
  values: readonly V[],
  fieldName = (_index: number, field: string) => field,
): Promise<V[]> {
  const slots = values.flatMap((value, index) =>
    fields.flatMap((field): Slot[] => {
      const image = (value as Record<string, unknown>)[field];
      return typeof image === "string" ? [{ index, field, image }] : [];
    }),
  );
  const plans = await Promise.all(slots.map((slot) => planFor(bucket, slot.image)));
  const refusals = slots.flatMap((slot, at): FieldError[] => {
    const plan = plans[at];
    return "refuse" in plan ? [{ field: fieldName(slot.index, slot.field), message: plan.refuse }] : [];
  });
  if (refusals.length > 0) throw validationFailed(refusals);

  const saved = values.map((value) => ({ ...value }) as Record<string, unknown>);
  await Promise.all(
    slots.map(async (slot, at) => {
      const plan = plans[at];
      if ("store" in plan) saved[slot.index][slot.field] = `${IMAGES_PATH}${await storeTypedImage(bucket, plan.store, plan.extension)}`;
    }),
  );
  return saved as V[];
}
