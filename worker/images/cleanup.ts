// No orphans: once no item of any collection, nor the profile, shows an uploaded image any more, its
// R2 object goes, and its copies (800 px, share) with it.
import { collectionImageUses } from "../collections/store";
import { guardD1 } from "../lib/storage";
import { profileImageUses } from "../profile/store";
import { copyKey, shareCopyKey, uploadedImageKey } from "./keys";

/** Whether any item or the profile still shows this image. */
async function imageInUse(db: D1Database, image: string): Promise<boolean> {
  const uses = [...collectionImageUses(), ...profileImageUses()];
  return (
    (await guardD1(
      db
        .prepare(`${uses.join(" UNION ALL ")} LIMIT 1`)
        .bind(image)
        .first(),
    )) !== null
  );
}

/**
 * Called after the D1 write that dropped `image` from an item, and awaited before answering rather
 * than left to waitUntil: a late cleanup could delete a file the admin has uploaded again meanwhile.
 * A failure is only logged: the item's change is committed, a leftover object costs only storage.
 */
export async function releaseImage(env: Env, image: string): Promise<void> {
  const key = uploadedImageKey(image);
  if (!key) return;
  try {
    if (!(await imageInUse(env.DB, image))) await env.IMAGES.delete([key, copyKey(key), shareCopyKey(key)]);
  } catch (error) {
    console.error("Image cleanup failed", key, error);
  }
}
