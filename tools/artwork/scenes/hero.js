// hero.webp and og.jpg (the link preview, its top less darkened): a DJ on the beach at sunset
// between palms, a crowd at both edges.

import { P } from "../base.js";
import { beam, glow, grain, ridge, sea, shade, sil, sky, stars, streaks, vignette } from "../layers.js";
import { boothLed, crowd, djAndBooth, palm } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g @param {{ topShade?: number }} [o] */
export function hero(g, o = {}) {
  const { w, h, c, s } = g;
  const hy = h * 0.66;
  const sx = w * 0.62;
  sky(g, [[0, "#04050f"], [0.3, "#0d0f2c"], [0.6, "#2c1a52"], [0.82, "#7a2b67"], [0.94, "#d4504f"], [1, "#f07a45"]], 0, hy);
  stars(g, Math.round(160 * w / 1920), hy * 0.55, 0.7);
  glow(g, sx, hy, w * 0.45, P.magenta, 0.28);
  glow(g, sx, hy + 4 * s, w * 0.2, P.orange, 0.45);
  streaks(g, 14, hy * 0.62, hy * 0.94, [P.magenta, P.coral, P.purple], 0.4);
  ridge(g, hy, [{ x: -w * 0.02, h: 110 * s, wd: 260 * s }, { x: w * 0.12, h: 60 * s, wd: 180 * s }], "#221339", 1, 0.95);
  sea(g, hy, sx, { top: "#3a1d4e", strength: 0.8, spread: 1.3 });
  // beach
  sil(g, (k) => {
    k.beginPath();
    k.moveTo(0, h * 0.86);
    k.bezierCurveTo(w * 0.3, h * 0.83, w * 0.6, h * 0.875, w, h * 0.845);
    k.lineTo(w, h);
    k.lineTo(0, h);
    k.fill();
  }, { fill: "#07060f", rim: P.coral, dy: -1.2, rimAlpha: 0.35 });
  const bx = w * 0.5, top = h * 0.8, bs = s * 0.78;
  for (let i = 0; i < 5; i++) beam(g, bx + (i - 2) * 70 * bs, top - 10 * bs, -Math.PI / 2 + (i - 2) * 0.32, h * 0.75, 0.05, i % 2 ? P.magenta : P.purple, 0.16, 10);
  sil(g, (k) => {
    djAndBooth(k, bx, top, bs, { armUp: true, side: 1 });
    palm(k, g.R, w * 0.07, h * 1.02, h * 0.88, w * 0.06, s * 1.15);
    palm(k, g.R, w * 0.17, h * 0.98, h * 0.58, -w * 0.02, s * 0.85);
    palm(k, g.R, w * 0.93, h * 1.02, h * 0.8, -w * 0.05, s * 1.05);
  }, { fill: "#05050d", halo: P.magenta, haloAlpha: 0.35, rim: P.orange, dx: 1.5, dy: -1, rimAlpha: 0.6 });
  boothLed(g, bx, top, bs);
  sil(g, (k) => {
    crowd(k, g.R, w, h * 1.02, s * 0.9, 9, { hands: 0.5, x0: -w * 0.02, x1: w * 0.3 });
    crowd(k, g.R, w, h * 1.02, s * 0.9, 9, { hands: 0.5, x0: w * 0.7, x1: w * 1.02 });
  }, { fill: "#040409", rim: P.magenta, dx: 0, dy: -1.2, rimAlpha: 0.5 });
  // darken for legibility of white text
  shade(g, 0, h * 0.35, "#03030b", o.topShade ?? 0.55, 0);
  shade(g, h * 0.7, h, "#03030b", 0, 0.55);
  c.fillStyle = "rgba(5,5,16,0.22)";
  c.fillRect(0, 0, w, h);
  vignette(g, 0.6);
  grain(g, 5);
}

/** @param {G} g */
export function og(g) {
  hero(g, { topShade: 0.4 });
}
