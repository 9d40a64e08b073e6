// event-wedding.webp: a couple dancing under festoon lights between cypresses, guests around.

import { P } from "../base.js";
import { bokeh, ellipseGlow, glow, grain, ridge, sil, sky, stars, vignette } from "../layers.js";
import { crowd, cypress, person } from "../figures.js";
import { stringLights } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function weddingParty(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.58;
  sky(g, [[0, "#050616"], [0.55, "#1a1645"], [0.85, "#4a2160"], [1, "#86325f"]], 0, hy);
  stars(g, 110, hy * 0.7, 0.8);
  ridge(g, hy, [{ x: w * 0.3, h: 90 * s, wd: 260 * s }, { x: w * 0.75, h: 60 * s, wd: 200 * s }], "#22173b", 1.2);
  c.fillStyle = "#0c0915";
  c.fillRect(0, hy, w, h - hy);
  // far mas lights
  for (let i = 0; i < 6; i++) glow(g, w * (0.36 + i * 0.025), hy + 12 * s, 10 * s, P.amber, 0.7, "lighter");
  ellipseGlow(g, w * 0.5, h * 0.84, w * 0.5, h * 0.17, P.amber, 0.45);
  sil(g, (k) => {
    cypress(k, g.R, w * 0.04, h * 0.92, h * 0.82, 44 * s);
    cypress(k, g.R, w * 0.12, h * 0.8, h * 0.58, 32 * s);
    cypress(k, g.R, w * 0.89, h * 0.82, h * 0.66, 36 * s);
    cypress(k, g.R, w * 0.97, h * 0.94, h * 0.86, 46 * s);
    k.fillRect(w * 0.2, h * 0.2, 5 * s, h * 0.6);
    k.fillRect(w * 0.8, h * 0.16, 5 * s, h * 0.64);
  }, { fill: "#06050c", rim: P.plum, dy: -1, rimAlpha: 0.5 });
  const strands = [
    [w * 0.2, h * 0.2, w * 0.8, h * 0.16, 90, 17],
    [-10, h * 0.08, w * 0.8, h * 0.16, 70, 19],
    [w * 0.2, h * 0.2, w + 10, h * 0.06, 80, 18],
    [-10, h * 0.3, w * 0.2, h * 0.2, 20, 5],
    [w * 0.8, h * 0.16, w + 10, h * 0.32, 25, 5],
    [w * 0.2, h * 0.2, w * 0.8, h * 0.16, 150, 21],
  ];
  for (const [x0, y0, x1, y1, sag, n] of strands) stringLights(g, x0, y0, x1, y1, sag * s, n);
  bokeh(g, 26, { y0: h * 0.05, y1: h * 0.55, r0: 10, r1: 34, colors: [P.amber, P.gold], a0: 0.05, a1: 0.16, blur: 4 });
  // couple in the middle of the floor, guests around at several depths
  sil(g, (k) => {
    const cx = w * 0.5, fy = h * 0.82, H = 250 * s;
    person(k, cx - 34 * s, fy, H, { armTo: [cx, fy - H * 0.8], armTo2: [cx + 18 * s, fy - H * 0.5] });
    person(k, cx + 32 * s, fy, H * 0.93, { dress: "gown", armTo: [cx, fy - H * 0.8], armTo2: [cx - 22 * s, fy - H * 0.62] });
    /** @type {[x: number, y: number, height: number, dress: 0 | "short"][]} */
    const guests = [[0.27, 0.78, 170, 0], [0.33, 0.8, 180, "short"], [0.66, 0.79, 175, "short"], [0.72, 0.77, 165, 0], [0.78, 0.8, 182, 0], [0.22, 0.83, 200, "short"]];
    for (const [f, y, hh, d] of guests) {
      const x = w * f, fyy = h * y, HH = hh * s;
      const up = g.R() < 0.5;
      person(k, x, fyy, HH, { dress: d || false, armTo: up ? [x + HH * 0.12, fyy - HH * 1.02] : null });
    }
    crowd(k, g.R, w, h * 1.06, s * 1.25, 8, { hands: 0.25, minH: 60, maxH: 80 });
  }, { fill: "#06040b", rim: P.gold, dy: -1.6, rimAlpha: 0.75, halo: P.amber, haloAlpha: 0.22 });
  vignette(g, 0.55);
  grain(g, 5);
}
