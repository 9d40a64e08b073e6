// Smaller copies for small screens. The site's own artwork (/media, tools/artwork/make-artwork.mjs) has
// an 800 px copy of every 1200 px card and photo, "-800" before the extension. An upload
// (/images/<sha256>.<ext>, at most MAX_IMAGE_EDGE px) has /images/<key>?w=800, sent by the admin's browser
// after the original; the Worker serves the original there when no copy exists. With srcset and
// sizes, a phone downloads about half the bytes of the artwork, and far fewer of an upload. Other
// images (links, inline data) have one size.

import { SMALL_COPY_WIDTH } from "../../../shared/images";
import { MAX_IMAGE_EDGE } from "../../../shared/limits";

/** The width of a card image in the grid of 1, 2 then 3 columns (events, venues). */
export const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
/** The width of a photo in the gallery of 2 to 5 columns. */
export const GALLERY_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw";

const ARTWORK = new RegExp(`^/media/((?:event|venue|photo)-[a-z0-9-]+?)(?<!-${SMALL_COPY_WIDTH})\\.webp$`);
// Not a GIF: it may be animated, and gets no copy.
const UPLOAD = /^\/images\/[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;

/** `src`, plus `srcSet` and `sizes` when the image has a smaller copy. */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  // The longest an upload can be; the descriptor only guides the browser's choice.
  if (UPLOAD.test(src)) return { src, srcSet: `${src}?w=${SMALL_COPY_WIDTH} ${SMALL_COPY_WIDTH}w, ${src} ${MAX_IMAGE_EDGE}w`, sizes };
  const name = ARTWORK.exec(src)?.[1];
  if (!name) return { src };
  return { src, srcSet: `/media/${name}-${SMALL_COPY_WIDTH}.webp ${SMALL_COPY_WIDTH}w, ${src} 1200w`, sizes };
}
