// Every place that keeps image addresses, in one list: what any of them names is never swept.
import { collectionImageSources } from "../collections/store";
import { guardD1 } from "../lib/storage";
import { profileImageSources } from "../profile/store";
import { IMAGES_PATH, uploadedImageKey } from "./keys";

/** The queries of the addresses each place keeps, one column `image` each: a new place is one more entry. */
const imageSources = () => [...collectionImageSources(), ...profileImageSources()];

/** The R2 keys of the uploads something shows: one statement per place, in one batch (D1 caps the terms of a compound SELECT). */
export async function referencedImageKeys(db: D1Database): Promise<Set<string>> {
  const statements = imageSources().map((source) => db.prepare(`SELECT DISTINCT image FROM (${source}) WHERE image LIKE ?`).bind(`${IMAGES_PATH}%`));
  const answers = await guardD1(db.batch<{ image: string }>(statements));
  return new Set(answers.flatMap(({ results }) => results.flatMap(({ image }) => uploadedImageKey(image) ?? [])));
}
