// What the rooftop scenes (rooftop-party.js, rooftop-lounge.js) see: a sunset sky, the Canigou
// and the Pyrenees, and the city with lit windows.

import { P, rgba } from "../base.js";
import { ridge, sil, sky, stars, streaks, sun } from "../layers.js";

/** @import { G } from "../base.js" */

/** @param {G} g @param {CanvasRenderingContext2D} k @param {number} baseY @param {number} x0 @param {number} x1 @param {number} s @param {number} hMin @param {number} hMax */
function skyline(g, k, baseY, x0, x1, s, hMin, hMax) {
  /** @type {[x: number, y: number][]} */
  const wins = [];
  let x = x0;
  while (x < x1) {
    const bw = g.rand(22, 60) * s, bh = g.rand(hMin, hMax) * s;
    k.fillRect(x, baseY - bh, bw, bh + 2);
    if (g.R() < 0.2) {
      // crenellated tower
      const tw = bw * 0.6;
      k.fillRect(x + bw * 0.2, baseY - bh - 34 * s, tw, 34 * s);
      for (let i = 0; i < 4; i++) k.fillRect(x + bw * 0.2 + i * tw / 3.5, baseY - bh - 42 * s, tw / 7, 8 * s);
    }
    for (let wy = baseY - bh + 6 * s; wy < baseY - 6 * s; wy += 9 * s)
      for (let wx = x + 4 * s; wx < x + bw - 6 * s; wx += 8 * s) if (g.R() < 0.13) wins.push([wx, wy]);
    x += bw + g.rand(0, 6) * s;
  }
  return wins;
}

/** @param {G} g @param {[x: number, y: number][]} wins @param {number} s */
function litWindows(g, wins, s) {
  const c = g.c;
  c.save();
  for (const [x, y] of wins) {
    c.fillStyle = rgba(g.pick([P.amber, P.gold, P.cream]), g.rand(0.35, 0.9));
    c.fillRect(x, y, 3 * s, 4 * s);
  }
  c.restore();
}

/** @param {G} g @param {number} hy */
export function rooftopBackdrop(g, hy) {
  const { w, h, s } = g;
  sky(g, [[0, "#070818"], [0.35, "#1a1846"], [0.65, "#4b2265"], [0.85, "#c2465f"], [1, "#ff9a4a"]], 0, hy);
  stars(g, 40, hy * 0.3, 0.5);
  streaks(g, 10, hy * 0.4, hy * 0.85, [P.pink, P.coral, P.amber], 0.45);
  sun(g, w * 0.33, hy - 40 * s, 60 * s, hy - 60 * s);
  // Canigou and the Pyrenees
  ridge(g, hy - 20 * s, [{ x: w * 0.3, h: 230 * s, wd: 170 * s }, { x: w * 0.1, h: 130 * s, wd: 200 * s }, { x: w * 0.55, h: 120 * s, wd: 220 * s }, { x: w * 0.85, h: 80 * s, wd: 260 * s }], "#5a2c66", 1.4, 0.85);
  ridge(g, hy, [{ x: w * 0.2, h: 110 * s, wd: 230 * s }, { x: w * 0.6, h: 70 * s, wd: 260 * s }, { x: w * 0.95, h: 90 * s, wd: 200 * s }], "#2d1842", 1.2);
  /** @type {[x: number, y: number][]} */
  let wins = [];
  sil(g, (k) => { wins = skyline(g, k, hy + 40 * s, -10, w + 10, s * 0.9, 20, 90); k.fillRect(0, hy + 38 * s, w, h); }, { fill: "#120c20", rim: P.coral, dy: -1, rimAlpha: 0.35 });
  litWindows(g, wins, s * 0.9);
}
