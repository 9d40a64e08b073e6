// Smaller copies for small screens. The site's own artwork (/media, scripts/make-artwork.mjs) has
// an 800 px copy of every 1200 px card and photo, "-800" before the extension: with srcset and
// sizes, a phone downloads about half the bytes. Other images (uploads, links) have one size.

/** The width of a card image in the grid of 1, 2 then 3 columns (events, venues). */
export const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
/** The width of a photo in the gallery of 2 to 5 columns. */
export const GALLERY_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw";

const ARTWORK = /^\/media\/((?:event|venue|photo)-[a-z0-9-]+?)(?<!-800)\.webp$/;

/** `src`, plus `srcSet` and `sizes` when the image has a smaller copy. */
export function responsiveImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const name = ARTWORK.exec(src)?.[1];
  if (!name) return { src };
  return { src, srcSet: `/media/${name}-800.webp 800w, ${src} 1200w`, sizes };
}
