// The images of an imported file (docs/product.md §17): every upload it shows must be in this site's
// R2 already (`npm run site -- import` sends them first), and its inline images are stored as
// uploads, as any save stores them (worker/images/saved-images.ts).
import { byCollectionAsync, COLLECTIONS, type Content } from "../../shared/collections";
import { imageAddresses, type SiteContent } from "../../shared/transfer";
import { imageColumns } from "../collections/store";
import { uploadedImageKey } from "../images/keys";
import { savedImages } from "../images/saved-images";
import { guardR2 } from "../lib/storage";
import { profileImageFields } from "../profile/store";

/** Every key of the bucket, a page (1,000 keys) per call: one call for a site's uploads and their copies, where a HEAD per image would be hundreds. */
async function storedKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await guardR2(bucket.list({ cursor }));
    for (const object of page.objects) keys.add(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** The uploads (/images/<key>) the content shows that the bucket does not hold. */
export async function missingImages(bucket: R2Bucket, content: SiteContent): Promise<string[]> {
  const uploads = imageAddresses(content).filter((image) => uploadedImageKey(image) !== null);
  if (uploads.length === 0) return [];
  const stored = await storedKeys(bucket);
  return uploads.filter((image) => !stored.has(uploadedImageKey(image) as string));
}

const isInline = (value: unknown) => typeof value === "string" && value.startsWith("data:");

/** The values with their inline images stored in R2 and replaced by their addresses; the others as they are. */
async function withUploads<V extends object>(bucket: R2Bucket, fields: readonly string[], values: readonly V[]): Promise<V[]> {
  const inline = values.filter((value) => fields.some((field) => isInline((value as Record<string, unknown>)[field])));
  if (inline.length === 0) return [...values];
  const saved = new Map(inline.map((value, index) => [value, index]));
  const stored = await savedImages(bucket, fields, inline);
  return values.map((value) => (saved.has(value) ? stored[saved.get(value) as number] : value));
}

/** The content as the import stores it: inline images turned into uploads. */
export async function withStoredImages(bucket: R2Bucket, content: SiteContent): Promise<SiteContent> {
  const lists = await byCollectionAsync<Content>(
    async (name) => (await withUploads<object>(bucket, imageColumns(COLLECTIONS[name]), content[name])) as Content[typeof name],
  );
  const [profile] = content.profile ? await withUploads(bucket, profileImageFields, [content.profile]) : [null];
  return { ...lists, profile };
}
