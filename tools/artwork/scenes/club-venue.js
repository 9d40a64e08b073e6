// venue-orbital.webp: a club room with an LED wall of orbit rings, ceiling spots, speaker stacks
// and a reflective floor.

import { P, rgba, TAU } from "../base.js";
import { beam, fog, glow, grain, laser, shade, sil, sky, vignette } from "../layers.js";
import { boothLed, djAndBooth } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function clubVenue(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#040309"], [1, "#130a22"]]);
  // LED wall with orbit rings
  const cx = w * 0.5, cy = h * 0.42;
  const x0 = w * 0.12, x1 = w * 0.88, y0 = h * 0.08, y1 = h * 0.7;
  c.save();
  const cell = 11 * s;
  for (let x = x0; x < x1; x += cell)
    for (let y = y0; y < y1; y += cell) {
      const d = Math.hypot(x - cx, (y - cy) * 1.3) / (w * 0.4);
      const v = Math.pow(0.5 + 0.5 * Math.cos(d * 30), 3);
      const fall = Math.max(0, 1 - d * 0.9);
      const col = d < 0.35 ? P.pink : d < 0.65 ? P.magenta : "#8a4cff";
      c.fillStyle = rgba(col, 0.06 + 0.6 * v * fall);
      c.fillRect(x, y, cell - 3 * s, cell - 3 * s);
    }
  c.restore();
  glow(g, cx, cy, w * 0.45, P.magenta, 0.3);
  // ceiling spots beams
  for (let i = 0; i < 8; i++) {
    const x = w * (0.06 + i * 0.125);
    beam(g, x, 0, Math.PI / 2 + (i - 3.5) * 0.07, h, 0.05, i % 2 ? P.amber : P.pink, 0.22, 6);
  }
  fog(g, 8, h * 0.45, h * 0.85, [P.purple, P.magenta], 0.2);
  for (let i = 0; i < 12; i++) {
    const a = Math.PI + 0.15 + (i / 11) * (Math.PI - 0.3);
    laser(g, cx, h * 0.6, cx + Math.cos(a) * w, h * 0.6 + Math.sin(a) * h * 0.7, i % 2 ? "#b06cff" : P.pink, 1.2);
  }
  sil(g, (k) => {
    djAndBooth(k, cx, h * 0.68, s * 0.75, { armUp: true, side: -1 });
    // speaker stacks
    for (const x of [w * 0.04, w * 0.86]) {
      k.fillRect(x, h * 0.4, w * 0.1, h * 0.6);
    }
  }, { fill: "#040209", halo: P.pink, haloAlpha: 0.5, rim: P.pink, dy: -1, rimAlpha: 0.7 });
  // speaker cones
  c.save();
  for (const x of [w * 0.09, w * 0.91])
    for (const [y, r] of [[h * 0.5, 34], [h * 0.66, 50], [h * 0.84, 50]]) {
      c.strokeStyle = rgba(P.magenta, 0.5);
      c.lineWidth = 2 * s;
      c.beginPath();
      c.arc(x, y, r * s, 0, TAU);
      c.stroke();
      c.beginPath();
      c.arc(x, y, r * 0.35 * s, 0, TAU);
      c.stroke();
    }
  c.restore();
  boothLed(g, cx, h * 0.68, s * 0.75, 200, [P.pink, "#8a4cff"]);
  c.save();
  c.fillStyle = "#07040c";
  c.fillRect(0, h * 0.9, w, h * 0.1);
  c.restore();
  // reflective floor
  shade(g, h * 0.9, h, P.magenta, 0.15, 0);
  vignette(g, 0.6);
  grain(g, 6);
}
