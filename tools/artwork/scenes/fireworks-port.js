// photo-10.webp: fireworks over a harbour with sailboats, a crowd on the quay.

import { P, TAU } from "../base.js";
import { ellipseGlow, grain, sea, sil, sky, stars, vignette } from "../layers.js";
import { crowd, limb, roundRect } from "../figures.js";
import { firework } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function fireworksPort(g) {
  const { w, h, s } = g;
  const hy = h * 0.66;
  sky(g, [[0, "#03040d"], [0.7, "#131238"], [1, "#35204f"]], 0, hy);
  stars(g, 60, hy * 0.6, 0.5);
  firework(g, w * 0.3, h * 0.26, 190, P.pink, 80);
  firework(g, w * 0.68, h * 0.18, 230, P.gold, 96);
  firework(g, w * 0.56, h * 0.44, 110, "#b06cff", 50, { alpha: 0.85 });
  firework(g, w * 0.12, h * 0.5, 90, P.amber, 40, { alpha: 0.7 });
  sea(g, hy, w * 0.6, { top: "#3a2255", light: P.gold, strength: 0.8, spread: 2 });
  // reflections of the bursts
  ellipseGlow(g, w * 0.3, hy + 90, 200, 60, P.pink, 0.25);
  ellipseGlow(g, w * 0.68, hy + 120, 240, 70, P.gold, 0.25);
  sil(g, (k) => {
    // sailboats
    for (const [f, mh, hl, dy] of [[0.15, 300, 230, 30], [0.39, 400, 270, 62], [0.62, 340, 240, 42], [0.86, 440, 290, 78]]) {
      const x = w * f, y = hy + dy;
      k.beginPath();
      k.moveTo(x - hl / 2, y - 10);
      k.lineTo(x + hl / 2 + 18, y - 16);
      k.quadraticCurveTo(x + hl / 2, y + 14, x + hl / 2 - 34, y + 22);
      k.lineTo(x - hl / 2 + 12, y + 22);
      k.closePath();
      k.fill();
      roundRect(k, x - hl * 0.28, y - 32, hl * 0.42, 26, 8);
      k.fill();
      k.fillRect(x - 3, y - mh, 6, mh);
      limb(k, [[x, y - 56], [x - hl * 0.44, y - 50]], 16, 9);
      k.lineWidth = 1.6;
      k.beginPath();
      k.moveTo(x, y - mh);
      k.lineTo(x + hl / 2 + 16, y - 16);
      k.moveTo(x, y - mh);
      k.lineTo(x - hl / 2 + 4, y - 10);
      k.stroke();
    }
    // quay
    k.fillRect(0, h * 0.86, w, h * 0.14);
    for (let x = 40; x < w; x += 220) {
      k.fillRect(x, h * 0.83, 22, h * 0.04);
      k.beginPath();
      k.ellipse(x + 11, h * 0.83, 16, 8, 0, 0, TAU);
      k.fill();
    }
    crowd(k, g.R, w, h * 1.04, s * 0.8, 12, { hands: 0.35, minH: 60, maxH: 90 });
  }, { fill: "#05040b", rim: P.gold, dy: -1.5, rimAlpha: 0.6 });
  vignette(g, 0.5);
  grain(g, 5);
}
