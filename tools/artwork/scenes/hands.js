// photo-02.webp: hands up in a crowd under stage beams, confetti.

import { P, rgba, TAU } from "../base.js";
import { beam, bokeh, fog, glow, grain, sil, sky, vignette } from "../layers.js";
import { crowd } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function hands(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#070414"], [0.5, "#1e0c33"], [1, "#2d0f3a"]]);
  const ox = w * 0.5, oy = h * 0.05;
  glow(g, ox, oy, w * 0.7, P.magenta, 0.4);
  for (let i = 0; i < 9; i++) beam(g, ox + (i - 4) * 60 * s, oy, Math.PI / 2 + (i - 4) * 0.14, h * 1.2, 0.045, i % 3 === 0 ? P.amber : i % 3 === 1 ? P.pink : "#b06cff", 0.3, 6);
  fog(g, 8, h * 0.3, h * 0.7, [P.magenta, P.purple], 0.18);
  bokeh(g, 30, { y1: h * 0.6, r0: 6, r1: 22, colors: [P.pink, P.amber], a0: 0.06, a1: 0.25, blur: 2 });
  /** @type {number[][]} */
  const hands = [];
  sil(g, (k) => {
    hands.push(...crowd(k, g.R, w, h * 0.86, s * 0.75, 19, { hands: 0.6, minH: 40, maxH: 60 }));
    hands.push(...crowd(k, g.R, w, h * 1.04, s * 1.25, 10, { hands: 0.8, minH: 60, maxH: 90 }));
  }, { fill: "#040208", rim: P.pink, dy: -1.5, dx: 0.5, rimAlpha: 0.85, halo: P.magenta, haloAlpha: 0.3 });
  for (const [x, y] of hands) if (g.R() < 0.3) glow(g, x, y, 14 * s, P.cream, 0.55, "lighter");
  // confetti
  c.save();
  for (let i = 0; i < 120; i++) {
    const x = g.R() * w, y = g.R() * h * 0.75;
    c.save();
    c.translate(x, y);
    c.rotate(g.R() * TAU);
    c.fillStyle = rgba(g.pick([P.gold, P.pink, P.amber, P.cream]), g.rand(0.4, 0.9));
    c.fillRect(-3 * s, -1.5 * s, 6 * s, 3 * s);
    c.restore();
  }
  c.restore();
  vignette(g, 0.55);
  grain(g, 5);
}
