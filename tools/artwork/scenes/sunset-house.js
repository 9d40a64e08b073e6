// event-sunset-house.webp: a DJ booth on the beach at sunset, palms and a crowd with hands up.

import { P } from "../base.js";
import { grain, sea, sil, sky, stars, streaks, sun, SUNSET, vignette } from "../layers.js";
import { boothLed, crowd, djAndBooth, palm } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function sunsetHouse(g) {
  const { w, h, s } = g;
  const hy = h * 0.64, sx = w * 0.5;
  sky(g, SUNSET(), 0, hy);
  stars(g, 50, hy * 0.35, 0.5);
  streaks(g, 10, hy * 0.45, hy * 0.9, [P.magenta, P.coral, P.amber], 0.45);
  sun(g, sx, hy - 70 * s, 120 * s, hy);
  sea(g, hy, sx, { top: "#5a2450", strength: 1.1 });
  sil(g, (k) => {
    k.beginPath();
    k.moveTo(0, h * 0.84);
    k.quadraticCurveTo(w * 0.5, h * 0.8, w, h * 0.85);
    k.lineTo(w, h);
    k.lineTo(0, h);
    k.fill();
    djAndBooth(k, sx, h * 0.76, s * 0.95, { armUp: true, side: -1 });
    palm(k, g.R, w * 0.1, h * 1.02, h * 0.92, w * 0.08, s * 1.05);
    palm(k, g.R, w * 0.88, h * 1.04, h * 0.75, -w * 0.07, s * 0.95);
  }, { fill: "#07050e", rim: P.gold, dy: -1.5, rimAlpha: 0.55, halo: P.orange, haloAlpha: 0.3 });
  boothLed(g, sx, h * 0.76, s * 0.95, 200, [P.pink, P.amber]);
  sil(g, (k) => crowd(k, g.R, w, h * 1.03, s * 1.1, 11, { hands: 0.55 }), { fill: "#040309", rim: P.coral, dy: -1.5, rimAlpha: 0.6 });
  vignette(g, 0.5);
  grain(g, 5);
}
