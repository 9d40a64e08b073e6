// No orphans (docs/product.md §11): the daily sweep deletes every upload that nothing shows and that
// was last sent more than IMAGE_GRACE_MS ago, with its copies (800 px, share). Never a delete in a
// request: the same bytes share one key, so an image dropped by one item may just have been sent
// again for another, and the grace covers a form that holds an upload not yet saved.
import { IMAGE_GRACE_MS } from "../../shared/limits";
import { copyKey, isImageKey, originalHashOf, shareCopyKey } from "./keys";
import { referencedImageKeys } from "./references";
import { UPLOADED_AT } from "./upload";

/** R2 deletes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** When the object was last sent: its own stamp, or R2's for a copy or an upload stored before stamps. */
const sentAt = (object: R2Object) => Number(object.customMetadata?.[UPLOADED_AT]) || object.uploaded.getTime();

/** Every object of the bucket, page by page (a page may hold fewer objects than asked when metadata is included). */
async function listAll(bucket: R2Bucket): Promise<R2Object[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, include: ["customMetadata"] });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

/**
 * The keys to delete at `now`: each upload nothing shows and older than the grace, with its copies,
 * and the copies left without their upload (a copy sent while its upload was being swept).
 * R2 is listed before D1 is read, so that an image saved meanwhile counts as shown.
 */
async function sweptKeys(env: Env, now: number): Promise<string[]> {
  const objects = await listAll(env.IMAGES);
  const shown = await referencedImageKeys(env.DB);
  const expired = (object: R2Object) => now - sentAt(object) > IMAGE_GRACE_MS;
  const originals = new Set(objects.filter(({ key }) => isImageKey(key)).map(({ key }) => originalHashOf(key)));
  return objects.flatMap((object) => {
    const { key } = object;
    if (isImageKey(key)) return !shown.has(key) && expired(object) ? [key, copyKey(key), shareCopyKey(key)] : [];
    const hash = originalHashOf(key);
    return hash !== null && !originals.has(hash) && expired(object) ? [key] : [];
  });
}

/** The sweep at `now` (the scheduled time). Anything else in the bucket, not named like ours, is left alone. */
export async function sweepImages(env: Env, now: number): Promise<void> {
  const keys = [...new Set(await sweptKeys(env, now))];
  for (let start = 0; start < keys.length; start += DELETE_BATCH) await env.IMAGES.delete(keys.slice(start, start + DELETE_BATCH));
  if (keys.length > 0) console.log(`Image sweep: ${keys.length} objects deleted`);
}
