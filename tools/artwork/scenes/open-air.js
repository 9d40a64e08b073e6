// event-open-air.webp: an open-air stage with a truss, beams, an LED equalizer and a large crowd.

import { lerp, P, rgba } from "../base.js";
import { beam, fog, glow, grain, sil, sky, stars, vignette } from "../layers.js";
import { crowd, djAndBooth, roundRect } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function openAir(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#05061a"], [0.45, "#1a1548"], [0.8, "#4b1f5e"], [1, "#8a2e62"]]);
  stars(g, 60, h * 0.3, 0.6);
  const tY = h * 0.18, x0 = w * 0.12, x1 = w * 0.88, stageY = h * 0.64;
  const cols = [P.pink, P.amber, "#b06cff", P.magenta];
  for (let i = 0; i < 12; i++) {
    const x = lerp(x0 + 30 * s, x1 - 30 * s, i / 11);
    beam(g, x, tY + 10 * s, Math.PI / 2 + (i < 6 ? -0.35 : 0.35) * g.rand(0.3, 1.2), h * 0.9, 0.05, cols[i % 4], 0.28, 6);
    beam(g, x, stageY - 10 * s, -Math.PI / 2 + (i - 5.5) * 0.11, h, 0.03, cols[(i + 1) % 4], 0.22, 5);
  }
  fog(g, 8, h * 0.35, h * 0.75, [P.magenta, P.purple, P.amber], 0.15);
  // LED screen behind the stage: an equalizer
  c.save();
  const sx0 = w * 0.3, sx1 = w * 0.7, sy0 = h * 0.27, sy1 = stageY - 118 * s;
  const cell = 10 * s;
  const ncol = Math.floor((sx1 - sx0) / cell), nrow = Math.floor((sy1 - sy0) / cell);
  const raw = Array.from({ length: ncol }, () => g.R());
  const levels = raw.map((_, i) => {
    const a = raw[Math.max(0, i - 1)], b = raw[i], d = raw[Math.min(ncol - 1, i + 1)];
    return 0.15 + 0.8 * ((a + 2 * b + d) / 4) * (0.6 + 0.4 * Math.sin((i / ncol) * Math.PI));
  });
  for (let i = 0; i < ncol; i++) {
    const level = levels[i];
    for (let j = 0; j < nrow; j++) {
      const f = (j + 1) / nrow;
      const on = f <= level;
      const col = f < 0.5 ? "#b06cff" : f < 0.8 ? P.pink : P.amber;
      c.fillStyle = rgba(col, on ? 0.8 : 0.06);
      c.fillRect(sx0 + i * cell, sy1 - (j + 1) * cell, cell - 3 * s, cell - 3 * s);
    }
  }
  c.restore();
  glow(g, w * 0.5, (sy0 + sy1) / 2, w * 0.25, P.pink, 0.2);
  sil(g, (k) => {
    // truss: top beam and two towers, lattice
    const tr = 16 * s;
    k.lineWidth = 2.5 * s;
    /** @param {number} ax @param {number} ay @param {number} bx @param {number} by */
    const lattice = (ax, ay, bx, by) => {
      const n = Math.round(Math.hypot(bx - ax, by - ay) / (22 * s));
      const vertical = Math.abs(bx - ax) < 1;
      for (let i = 0; i < n; i++) {
        const t0 = i / n, t1 = (i + 1) / n;
        const px = lerp(ax, bx, t0), py = lerp(ay, by, t0), qx = lerp(ax, bx, t1), qy = lerp(ay, by, t1);
        k.beginPath();
        if (vertical) { k.moveTo(px - tr / 2, py); k.lineTo(qx + tr / 2, qy); }
        else { k.moveTo(px, py - tr / 2); k.lineTo(qx, qy + tr / 2); }
        k.stroke();
      }
      k.lineWidth = 4 * s;
      k.beginPath();
      if (vertical) { k.moveTo(ax - tr / 2, ay); k.lineTo(bx - tr / 2, by); k.moveTo(ax + tr / 2, ay); k.lineTo(bx + tr / 2, by); }
      else { k.moveTo(ax, ay - tr / 2); k.lineTo(bx, by - tr / 2); k.moveTo(ax, ay + tr / 2); k.lineTo(bx, by + tr / 2); }
      k.stroke();
      k.lineWidth = 2.5 * s;
    };
    lattice(x0 - tr, tY, x1 + tr, tY);
    lattice(x0, tY, x0, stageY);
    lattice(x1, tY, x1, stageY);
    for (let i = 0; i < 12; i++) {
      const x = lerp(x0 + 30 * s, x1 - 30 * s, i / 11);
      roundRect(k, x - 9 * s, tY + 6 * s, 18 * s, 22 * s, 4 * s);
      k.fill();
    }
    k.fillRect(x0 - 40 * s, stageY, x1 - x0 + 80 * s, 30 * s);
    // speaker stacks
    for (const x of [x0 + 20 * s, x1 - 80 * s]) k.fillRect(x, stageY - 140 * s, 60 * s, 140 * s);
    djAndBooth(k, w * 0.5, stageY - 60 * s, s * 0.5, { armUp: true });
  }, { fill: "#06040c", rim: P.pink, dy: 1, rimAlpha: 0.45, halo: P.magenta, haloAlpha: 0.25 });
  /** @type {number[][]} */
  const hands = [];
  sil(g, (k) => {
    hands.push(...crowd(k, g.R, w, h * 0.98, s * 0.8, 16, { hands: 0.55, minH: 40, maxH: 70 }));
    hands.push(...crowd(k, g.R, w, h * 1.06, s * 1.3, 9, { hands: 0.6, minH: 60, maxH: 100 }));
  }, { fill: "#030207", rim: P.amber, dy: -1.5, rimAlpha: 0.75 });
  for (const [x, y] of hands) if (g.R() < 0.2) glow(g, x, y, 16 * s, P.cream, 0.45, "lighter");
  vignette(g, 0.55);
  grain(g, 5);
}
