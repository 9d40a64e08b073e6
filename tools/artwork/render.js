// Entry point loaded into the page: window.renderArt and window.renderArtMulti draw a scene by name
// and return it encoded as data URLs.

import { context2d, makeG, newCanvas } from "./base.js";
import * as scenes from "./scenes/index.js";

/** @import { Copy } from "./page.js" */

window.renderArt = (scene, w, h, seed, type, quality) => {
  const g = makeG(w, h, seed);
  scenes[scene](g);
  return g.cv.toDataURL(type, quality);
};

// The part of a w x h image that copy `v` shows: all of it, scaled, or with a `centre` the largest
// crop of the copy's aspect, around that horizontal centre and vertically centred (cover).
/** @param {number} w @param {number} h @param {Copy} v */
function sourceRect(w, h, v) {
  if (v.centre === undefined) return [0, 0, w, h];
  const sw = Math.min(w, (h * v.w) / v.h), sh = Math.min(h, (w * v.h) / v.w);
  return [Math.min(w - sw, Math.max(0, w * v.centre - sw / 2)), (h - sh) / 2, sw, sh];
}

// Render once and return several encodings, so quality can be tuned without redrawing; then
// the same for each copy (scaled or cropped), in its image's type and qualities unless it has its own.
window.renderArtMulti = (scene, w, h, seed, type, qualities, variants = []) => {
  const g = makeG(w, h, seed);
  scenes[scene](g);
  const copies = variants.map((v) => {
    const cv = newCanvas(v.w, v.h);
    const c = context2d(cv);
    c.imageSmoothingQuality = "high";
    const [sx, sy, sw, sh] = sourceRect(w, h, v);
    c.drawImage(g.cv, sx, sy, sw, sh, 0, 0, v.w, v.h);
    return (v.qualities ?? qualities).map((q) => cv.toDataURL(v.type ?? type, q));
  });
  return [qualities.map((q) => g.cv.toDataURL(type, q)), ...copies];
};
