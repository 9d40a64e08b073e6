// The smaller copy of a picture for small screens, known to the Worker (PUT /api/images/:key/800,
// GET /images/:key?w=800) and to the browser (the admin sends it, srcset asks for it). The
// artwork's copies (scripts/make-artwork.mjs, "<name>-800.webp") have the same width.

/** The width of the smaller copy. */
export const SMALL_COPY_WIDTH = 800;
