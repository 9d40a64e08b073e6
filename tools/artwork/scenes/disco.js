// event-disco.webp: a mirror ball over a lit dance floor, dancers at two depths.

import { P, rad, rgba, TAU } from "../base.js";
import { beam, glow, grain, shade, sil, sky, vignette } from "../layers.js";
import { person } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function disco(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#0a0620"], [0.6, "#24104a"], [1, "#3b124f"]]);
  const bx = w * 0.5, by = h * 0.26, br = 78 * s;
  glow(g, bx, by, w * 0.55, P.purple, 0.45);
  // beams from the ball
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * TAU + 0.2;
    beam(g, bx, by, a, w * 0.75, 0.03, g.pick([P.pink, P.amber, P.purple, P.magenta]), 0.2, 6);
  }
  // light spots on walls
  c.save();
  c.globalCompositeOperation = "screen";
  for (let i = 0; i < 160; i++) {
    const x = g.R() * w, y = g.R() * h * 0.75;
    const d = Math.hypot(x - bx, y - by);
    if (d < br * 1.4) continue;
    const r = g.rand(2, 5) * s;
    c.fillStyle = rgba(g.pick([P.cream, P.pink, P.gold]), g.rand(0.25, 0.8));
    c.beginPath();
    c.ellipse(x, y, r * 1.6, r, Math.atan2(y - by, x - bx), 0, TAU);
    c.fill();
  }
  c.restore();
  // dance floor in perspective
  const fy = h * 0.68, vx = w * 0.5, vy = h * 0.2;
  c.save();
  c.beginPath();
  c.rect(0, fy, w, h - fy);
  c.clip();
  c.fillStyle = "#0b0716";
  c.fillRect(0, fy, w, h - fy);
  const cols = 16, rows = 7;
  const rowY = (/** @type {number} */ j) => fy + (h - fy) * Math.pow(j / rows, 1.6);
  /** @param {number} i @param {number} y */
  const xAt = (i, y) => vx + ((i / cols) * 2 - 1) * w * 1.6 * ((y - vy) / (h - vy));
  for (let j = 0; j < rows; j++) {
    const ya = rowY(j), yb = rowY(j + 1);
    for (let i = 0; i < cols; i++) {
      const col = g.pick([P.magenta, P.amber, P.purple, P.pink, P.violet, P.violet]);
      const a = g.rand(0.1, 0.7);
      c.fillStyle = rgba(col, a);
      const m = 2 * s * (yb - ya) / 60;
      c.beginPath();
      c.moveTo(xAt(i, ya) + m, ya + m);
      c.lineTo(xAt(i + 1, ya) - m, ya + m);
      c.lineTo(xAt(i + 1, yb) - m, yb - m);
      c.lineTo(xAt(i, yb) + m, yb - m);
      c.fill();
    }
  }
  c.restore();
  shade(g, fy, fy + 30 * s, "#0b0716", 0.9, 0);
  // dancers at two depths
  sil(g, (k) => {
    const back = [[0.2, 0.8, 190], [0.41, 0.79, 180], [0.62, 0.8, 195], [0.83, 0.79, 185]];
    const front = [[0.09, 0.97, 290], [0.3, 0.99, 310], [0.52, 0.96, 280], [0.72, 0.98, 300], [0.93, 0.97, 285]];
    [...back, ...front].forEach(([f, fy, hh], i) => {
      const H = hh * s, x = w * f, y = h * fy;
      const pose = i % 4;
      const a1 = pose === 0 ? [x + H * 0.15, y - H * 1.05] : pose === 1 ? [x + H * 0.26, y - H * 0.8] : pose === 2 ? [x - H * 0.04, y - H * 1.08] : null;
      const a2 = pose === 0 ? [x - H * 0.22, y - H * 0.6] : pose === 1 ? [x - H * 0.2, y - H * 0.98] : pose === 3 ? [x - H * 0.25, y - H * 0.74] : null;
      person(k, x, y, H, { dress: i % 3 === 1 ? "short" : false, armTo: a1, armTo2: a2 });
    });
  }, { fill: "#07040d", rim: P.pink, dy: -1.5, dx: 1, rimAlpha: 0.8, halo: P.magenta, haloAlpha: 0.35 });
  // the ball
  c.save();
  c.strokeStyle = "rgba(200,190,220,0.5)";
  c.lineWidth = 2 * s;
  c.beginPath();
  c.moveTo(bx, 0);
  c.lineTo(bx, by - br);
  c.stroke();
  c.beginPath();
  c.arc(bx, by, br, 0, TAU);
  c.clip();
  c.fillStyle = "#2a2440";
  c.fillRect(bx - br, by - br, 2 * br, 2 * br);
  const rowsB = 14;
  for (let j = 0; j < rowsB; j++) {
    const la0 = -Math.PI / 2 + (j / rowsB) * Math.PI, la1 = -Math.PI / 2 + ((j + 1) / rowsB) * Math.PI;
    const nCol = Math.max(4, Math.round(26 * Math.cos((la0 + la1) / 2)));
    for (let i = 0; i < nCol; i++) {
      const lo0 = -Math.PI / 2 + (i / nCol) * Math.PI, lo1 = -Math.PI / 2 + ((i + 1) / nCol) * Math.PI;
      const P4 = [[lo0, la0], [lo1, la0], [lo1, la1], [lo0, la1]].map(([lo, la]) => /** @type {[number, number]} */ ([bx + br * Math.cos(la) * Math.sin(lo), by + br * Math.sin(la)]));
      const lit = Math.max(0, -Math.sin((la0 + la1) / 2) * 0.5 + Math.sin((lo0 + lo1) / 2) * 0.4 + 0.3);
      const v = Math.min(1, lit * g.rand(0.4, 1.3));
      const col = g.R() < 0.12 ? rgba(P.pink, 0.9) : g.R() < 0.1 ? rgba(P.gold, 0.9) : `rgba(${Math.round(60 + 180 * v)},${Math.round(55 + 170 * v)},${Math.round(90 + 150 * v)},1)`;
      c.fillStyle = col;
      c.beginPath();
      c.moveTo(...P4[0]);
      for (const p of P4) c.lineTo(...p);
      c.closePath();
      c.fill();
      c.strokeStyle = "rgba(10,8,20,0.7)";
      c.lineWidth = 1;
      c.stroke();
    }
  }
  c.restore();
  c.save();
  c.fillStyle = rad(c, bx, by, br * 0.6, br, [[0, "rgba(0,0,0,0)"], [1, "rgba(8,4,20,0.55)"]]);
  c.beginPath();
  c.arc(bx, by, br, 0, TAU);
  c.fill();
  c.restore();
  for (let i = 0; i < 5; i++) {
    const a = g.R() * TAU, d = g.rand(0.3, 0.9) * br;
    const x = bx + Math.cos(a) * d, y = by + Math.sin(a) * d;
    glow(g, x, y, 26 * s, P.cream, 0.7, "lighter");
    c.save();
    c.globalCompositeOperation = "lighter";
    c.strokeStyle = rgba(P.cream, 0.8);
    c.lineWidth = 1.2 * s;
    c.beginPath();
    c.moveTo(x - 22 * s, y); c.lineTo(x + 22 * s, y);
    c.moveTo(x, y - 22 * s); c.lineTo(x, y + 22 * s);
    c.stroke();
    c.restore();
  }
  vignette(g, 0.6);
  grain(g, 5);
}
