// The copies of a picture, known to the Worker, to the browser and to tools/artwork/make-artwork.mjs:
// the smaller copy for small screens (PUT /api/images/:key/800, GET /images/:key?w=800, the
// artwork's "<name>-800.webp", of the same width), and the share copy for link previews
// (PUT /api/images/:key/share, GET /images/:key?w=share, the artwork's "<name>-share.jpg").

/** The width of the smaller copy. */
export const SMALL_COPY_WIDTH = 800;

/** The share copy's name in addresses. */
export const SHARE_COPY = "share";

/**
 * The share copy: what Open Graph and Twitter's summary_large_image lay out best, cropped to fill.
 * Always JPEG: WhatsApp shows WebP previews unreliably.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

// The artwork the script gives a share copy: the hero, every card and every photo, not their copies.
const ARTWORK_WITH_SHARE_COPY = new RegExp(`^/media/(hero|(?:event|venue|photo)-[a-z0-9-]+?)(?<!-${SMALL_COPY_WIDTH})\\.webp$`);

/** The share copy of the site's artwork `image` ("/media/<name>-share.jpg"), or null when it has none. */
export function artworkShareCopy(image: string): string | null {
  const name = ARTWORK_WITH_SHARE_COPY.exec(image)?.[1];
  return name ? `/media/${name}-${SHARE_COPY}.jpg` : null;
}
