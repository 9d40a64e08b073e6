// photo-07.webp: a couple's first dance under festoon lights.

import { P, TAU } from "../base.js";
import { bokeh, ellipseGlow, glow, grain, sil, sky, vignette } from "../layers.js";
import { person } from "../figures.js";
import { stringLights } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function firstDance(g) {
  const { w, h, s } = g;
  sky(g, [[0, "#070616"], [0.6, "#1c1236"], [1, "#2a1430"]]);
  bokeh(g, 70, { y1: h * 0.7, r0: 14, r1: 55, colors: [P.amber, P.gold, P.coral], a0: 0.06, a1: 0.3, blur: 4 });
  for (let i = 0; i < 3; i++) stringLights(g, -20, h * (0.12 + i * 0.1), w + 20, h * (0.08 + i * 0.12), 80 * s, 14, { size: 1.1 });
  glow(g, w * 0.5, h * 0.55, w * 0.45, P.amber, 0.35);
  ellipseGlow(g, w * 0.5, h * 0.9, w * 0.5, 80 * s, P.amber, 0.4);
  sil(g, (k) => {
    const cx = w * 0.5, fy = h * 0.92, H = 560 * s / 1.5 * 1.4;
    person(k, cx - 58 * s, fy, H, { armTo: [cx + 4 * s, fy - H * 0.86], armTo2: [cx + 20 * s, fy - H * 0.5] });
    person(k, cx + 56 * s, fy, H * 0.9, { dress: true, armTo: [cx + 4 * s, fy - H * 0.86], armTo2: [cx - 26 * s, fy - H * 0.64] });
    k.beginPath();
    k.ellipse(cx + 4 * s, fy - H * 0.87, 12 * s, 12 * s, 0, 0, TAU);
    k.fill();
    k.fillRect(0, fy, w, h - fy);
  }, { fill: "#06040b", rim: P.gold, dy: -1.5, dx: 0.6, rimAlpha: 0.8, halo: P.amber, haloAlpha: 0.35 });
  vignette(g, 0.55);
  grain(g, 5);
}
