// photo-09.webp: palms on a beach under the moon.

import { P } from "../base.js";
import { grain, moon, sea, sil, sky, stars, streaks, vignette } from "../layers.js";
import { palm } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function palmsMoon(g) {
  const { w, h, s } = g;
  const hy = h * 0.66;
  sky(g, [[0, "#03040d"], [0.5, "#0e1030"], [0.85, "#2b1d55"], [1, "#4c2866"]], 0, hy);
  stars(g, 220, hy, 0.9);
  moon(g, w * 0.62, h * 0.3, 70 * s / 1.5);
  streaks(g, 6, h * 0.3, hy * 0.95, ["#8e7ad8", P.purple], 0.3);
  sea(g, hy, w * 0.62, { top: "#2a2258", light: "#e8dcff", strength: 0.6, spread: 0.6 });
  sil(g, (k) => {
    k.beginPath();
    k.moveTo(0, h * 0.88);
    k.quadraticCurveTo(w * 0.5, h * 0.84, w, h * 0.9);
    k.lineTo(w, h);
    k.lineTo(0, h);
    k.fill();
    palm(k, g.R, w * 0.12, h * 0.98, h * 0.82, w * 0.14, s * 0.95);
    palm(k, g.R, w * 0.3, h * 0.92, h * 0.5, w * 0.04, s * 0.7);
    palm(k, g.R, w * 0.9, h * 0.99, h * 0.72, -w * 0.1, s * 0.9);
  }, { fill: "#04040b", rim: "#c8b8ff", dx: 1, dy: -1, rimAlpha: 0.45, halo: P.purple, haloAlpha: 0.25 });
  vignette(g, 0.5);
  grain(g, 5);
}
