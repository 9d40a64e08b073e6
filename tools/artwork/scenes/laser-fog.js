// photo-08.webp: a fan of lasers through fog over a crowd.

import { P } from "../base.js";
import { beam, fog, glow, grain, laser, sil, sky, vignette } from "../layers.js";
import { crowd } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function laserFog(g) {
  const { w, h, s } = g;
  sky(g, [[0, "#030208"], [1, "#100820"]]);
  fog(g, 12, h * 0.1, h * 0.9, [P.purple, P.magenta, P.violet], 0.22);
  const ox = w * 0.5, oy = h * 0.86;
  for (let i = 0; i < 5; i++) beam(g, w * (0.1 + i * 0.2), -10, Math.PI / 2 + (i - 2) * 0.12, h, 0.05, i % 2 ? P.amber : "#b06cff", 0.18, 10);
  const cols = [P.pink, "#b06cff", P.amber, P.magenta];
  for (let i = 0; i < 22; i++) {
    const a = -Math.PI / 2 + (i / 21 - 0.5) * 2.2;
    laser(g, ox, oy, ox + Math.cos(a) * h * 1.4, oy + Math.sin(a) * h * 1.4, cols[i % 4], 1.4);
  }
  glow(g, ox, oy, 220 * s, P.pink, 0.55, "lighter");
  glow(g, ox, oy, 30 * s, P.cream, 0.9, "lighter");
  fog(g, 6, h * 0.55, h, [P.magenta, P.purple], 0.22);
  /** @type {number[][]} */
  const hands = [];
  sil(g, (k) => hands.push(...crowd(k, g.R, w, h * 1.03, s * 0.95, 11, { hands: 0.55, minH: 45, maxH: 75 })), { fill: "#030206", rim: P.pink, dy: -1.5, rimAlpha: 0.8 });
  for (const [x, y] of hands) if (g.R() < 0.25) glow(g, x, y, 14 * s, P.cream, 0.5, "lighter");
  vignette(g, 0.6);
  grain(g, 5);
}
