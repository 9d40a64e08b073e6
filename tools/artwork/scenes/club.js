// event-club.webp: a DJ behind a fan of lasers in a club, hands up in the fog.

import { P } from "../base.js";
import { fog, glow, grain, laser, sil, sky, vignette } from "../layers.js";
import { boothLed, crowd, djAndBooth } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function club(g) {
  const { w, h, s } = g;
  sky(g, [[0, "#05030c"], [0.6, "#140a2a"], [1, "#1b0c2c"]]);
  const ox = w * 0.5, oy = h * 0.52;
  fog(g, 10, h * 0.25, h * 0.75, [P.purple, P.magenta, P.violet], 0.2);
  glow(g, ox, oy, w * 0.4, P.magenta, 0.35);
  const cols = [P.pink, P.magenta, P.amber, "#b06cff"];
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const a = -Math.PI + t * Math.PI;
    const L = w * 1.2;
    laser(g, ox, oy, ox + Math.cos(a) * L, oy + Math.sin(a) * L * 0.9, cols[i % 4], 1.4);
  }
  for (let i = 0; i < 7; i++) laser(g, w * (0.05 + i * 0.15), -5, ox + (i - 3) * 60 * s, oy + 40 * s, P.purple, 1.1);
  sil(g, (k) => djAndBooth(k, ox, oy + 70 * s, s * 0.62, { armUp: true }), { fill: "#05030a", halo: P.pink, haloAlpha: 0.6, rim: P.pink, dy: -1, rimAlpha: 0.6 });
  boothLed(g, ox, oy + 70 * s, s * 0.62, 200, [P.pink, "#b06cff"]);
  fog(g, 6, h * 0.55, h * 0.85, [P.magenta, P.purple], 0.16);
  /** @type {number[][]} */
  const hands = [];
  sil(g, (k) => hands.push(...crowd(k, g.R, w, h * 1.04, s * 1.35, 10, { hands: 0.6, minH: 70, maxH: 120 })), { fill: "#030207", rim: P.pink, dy: -1.5, dx: 0.5, rimAlpha: 0.85 });
  for (const [x, y] of hands) if (g.R() < 0.25) glow(g, x, y, 18 * s, P.cream, 0.5, "lighter");
  vignette(g, 0.6);
  grain(g, 6);
}
