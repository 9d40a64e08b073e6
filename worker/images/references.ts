// Every place that keeps image addresses, in one list: what any of them names is never swept.
import { collectionImageSources } from "../collections/store";
import { guardD1 } from "../lib/storage";
import { profileImageSources } from "../profile/store";
import { IMAGES_PATH, uploadedImageKey } from "./keys";

/** The queries of the addresses each place keeps, one column `image` each: a new place is one more entry. */
const imageSources = () => [...collectionImageSources(), ...profileImageSources()];

/** The R2 keys of the uploads something shows. */
export async function referencedImageKeys(db: D1Database): Promise<Set<string>> {
  const sql = `SELECT DISTINCT image FROM (${imageSources().join(" UNION ALL ")}) WHERE image LIKE ?`;
  const { results } = await guardD1(db.prepare(sql).bind(`${IMAGES_PATH}%`).all<{ image: string }>());
  return new Set(results.flatMap(({ image }) => uploadedImageKey(image) ?? []));
}
