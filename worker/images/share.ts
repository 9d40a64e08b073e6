// The picture link previews show for an item (docs/product.md §11): its share copy, a 1200x630
// JPEG, when it has one, else the site's card. Never WebP: WhatsApp shows it unreliably.
import { artworkShareCopy, SHARE_COPY, SHARE_IMAGE } from "../../shared/images";
import { OG_IMAGE } from "../seo/jsonld";
import { shareCopyKey, uploadedImageKey } from "./keys";

export interface ShareImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  type: string;
}

/** Whether R2 holds the share copy of the upload `key`. A storage failure counts as no: the page still renders. */
async function hasShareCopy(bucket: R2Bucket, key: string): Promise<boolean> {
  try {
    return (await bucket.head(shareCopyKey(key))) !== null;
  } catch (error) {
    console.error("R2 error", error);
    return false;
  }
}

/**
 * The share picture of an item's `image`: the artwork's "-share.jpg" (tools/artwork/make-artwork.mjs
 * makes one for every artwork artworkShareCopy names, test/web/images.test.ts checks the files),
 * an upload's ?w=share when the admin's browser sent one, otherwise /media/og.jpg.
 */
export async function shareImage(env: Env, image: string, origin: string): Promise<ShareImage> {
  const artwork = artworkShareCopy(image);
  if (artwork) return { url: `${origin}${artwork}`, ...SHARE_IMAGE };
  const key = uploadedImageKey(image);
  if (key && (await hasShareCopy(env.IMAGES, key))) return { url: `${origin}${image}?w=${SHARE_COPY}`, ...SHARE_IMAGE };
  const { path, ...size } = OG_IMAGE;
  return { url: `${origin}${path}`, ...size };
}
