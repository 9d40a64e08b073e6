// Entry point loaded into the page: window.renderArt and window.renderArtMulti draw a scene by name
// and return it encoded as data URLs.

import { makeG, newCanvas } from "./base.js";
import * as scenes from "./scenes/index.js";

window.renderArt = (scene, w, h, seed, type, quality) => {
  const g = makeG(w, h, seed);
  scenes[scene](g);
  return g.cv.toDataURL(type, quality);
};

// Render once and return several encodings, so quality can be tuned without redrawing; then
// the same for each smaller copy (scaled, or cropped to its aspect around `centre`).
window.renderArtMulti = (scene, w, h, seed, type, qualities, variants = []) => {
  const g = makeG(w, h, seed);
  scenes[scene](g);
  const copies = variants.map((v) => {
    const cv = newCanvas(v.w, v.h);
    const c = cv.getContext("2d");
    c.imageSmoothingQuality = "high";
    const sw = v.centre === undefined ? w : Math.min(w, (h * v.w) / v.h);
    const sx = v.centre === undefined ? 0 : Math.min(w - sw, Math.max(0, w * v.centre - sw / 2));
    c.drawImage(g.cv, sx, 0, sw, h, 0, 0, v.w, v.h);
    return qualities.map((q) => cv.toDataURL(type, q));
  });
  return [qualities.map((q) => g.cv.toDataURL(type, q)), ...copies];
};
