// Lit objects shared by several scenes: festoon lights hung on a curve, fireworks, a vinyl record.

import { lerp, P, rad, rgba, TAU } from "./base.js";
import { glow } from "./layers.js";

/** @import { G } from "./base.js" */

/** @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} sag @param {number} n */
export function catenary(x0, y0, x1, y1, sag, n) {
  /** @type {[x: number, y: number][]} */
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push([lerp(x0, x1, t), lerp(y0, y1, t) + sag * 4 * t * (1 - t)]);
  }
  return pts;
}

/** @param {G} g @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} sag @param {number} n @param {{ color?: string, size?: number, wire?: string, glowR?: number }} [o] */
export function stringLights(g, x0, y0, x1, y1, sag, n, o = {}) {
  const { color = P.amber, size = 1, wire = "rgba(10,8,20,0.9)", glowR = 18 } = o;
  const c = g.c;
  const pts = catenary(x0, y0, x1, y1, sag, 60);
  c.save();
  c.strokeStyle = wire;
  c.lineWidth = 1.4 * g.s;
  c.beginPath();
  c.moveTo(pts[0][0], pts[0][1]);
  for (const p of pts) c.lineTo(p[0], p[1]);
  c.stroke();
  c.restore();
  const bulbs = catenary(x0, y0, x1, y1, sag, n);
  for (const [bx, by] of bulbs.slice(1, -1)) {
    const yy = by + 5 * g.s * size;
    glow(g, bx, yy, glowR * g.s * size, color, 0.5, "lighter");
    c.save();
    c.fillStyle = rgba(P.cream, 0.95);
    c.beginPath();
    c.arc(bx, yy, 2.6 * g.s * size, 0, TAU);
    c.fill();
    c.restore();
  }
}

/** @param {G} g @param {number} x @param {number} y @param {number} r @param {string} color @param {number} n @param {{ droop?: number, dots?: number, alpha?: number }} [o] */
export function firework(g, x, y, r, color, n, o = {}) {
  const { droop = 0.28, dots = 16, alpha = 1 } = o;
  const c = g.c;
  glow(g, x, y, r * 0.9, color, 0.22 * alpha, "lighter");
  c.save();
  c.globalCompositeOperation = "lighter";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU + g.R() * 0.12;
    const len = r * g.rand(0.72, 1);
    for (let k = 1; k <= dots; k++) {
      const t = k / dots;
      const px = x + Math.cos(a) * len * t;
      const py = y + Math.sin(a) * len * t + t * t * r * droop;
      const sz = Math.max(0.7, (0.7 + 1.4 * t) * g.s);
      c.fillStyle = rgba(t > 0.85 ? P.cream : color, alpha * (0.12 + 0.75 * t * t));
      c.beginPath();
      c.arc(px, py, sz, 0, TAU);
      c.fill();
    }
  }
  c.restore();
  glow(g, x, y, r * 0.22, P.cream, 0.35 * alpha, "lighter");
}

/** @param {G} g @param {number} x @param {number} y @param {number} r @param {{ label1?: string, label2?: string, light?: string, light2?: string, rot?: number }} [o] */
export function vinylDisc(g, x, y, r, o = {}) {
  const { label1 = P.magenta, label2 = P.orange, light = P.amber, light2 = P.purple, rot = 0 } = o;
  const c = g.c;
  c.save();
  c.fillStyle = rad(c, x, y, r * 0.3, r, [[0, "#0c0b14"], [1, "#07060d"]]);
  c.beginPath();
  c.arc(x, y, r, 0, TAU);
  c.fill();
  c.clip();
  // grooves
  for (let rr = r * 0.36; rr < r * 0.985; rr += Math.max(1.6, r / 260)) {
    c.strokeStyle = `rgba(255,255,255,${0.015 + g.R() * 0.035})`;
    c.lineWidth = 0.8;
    c.beginPath();
    c.arc(x, y, rr, 0, TAU);
    c.stroke();
  }
  // track gaps
  for (const f of [0.52, 0.66, 0.8]) {
    c.strokeStyle = "rgba(0,0,0,0.7)";
    c.lineWidth = Math.max(2, r * 0.008);
    c.beginPath();
    c.arc(x, y, r * f, 0, TAU);
    c.stroke();
  }
  // sheen
  c.globalCompositeOperation = "screen";
  const cg = c.createConicGradient(rot, x, y);
  cg.addColorStop(0, rgba(light, 0));
  cg.addColorStop(0.04, rgba(light, 0.42));
  cg.addColorStop(0.08, rgba(light, 0));
  cg.addColorStop(0.5, rgba(light2, 0));
  cg.addColorStop(0.54, rgba(light2, 0.38));
  cg.addColorStop(0.58, rgba(light2, 0));
  cg.addColorStop(1, rgba(light, 0));
  c.fillStyle = cg;
  c.fillRect(x - r, y - r, 2 * r, 2 * r);
  c.globalCompositeOperation = "source-over";
  // label
  c.fillStyle = rad(c, x - r * 0.08, y - r * 0.08, 0, r * 0.33, [[0, label2], [1, label1]]);
  c.beginPath();
  c.arc(x, y, r * 0.32, 0, TAU);
  c.fill();
  c.strokeStyle = "rgba(255,240,220,0.35)";
  c.lineWidth = Math.max(1, r * 0.004);
  for (const f of [0.2, 0.28]) {
    c.beginPath();
    c.arc(x, y, r * f, 0, TAU);
    c.stroke();
  }
  c.fillStyle = "rgba(255,240,220,0.25)";
  c.beginPath();
  c.arc(x, y, r * 0.24, rot + 0.4, rot + 1.2);
  c.arc(x, y, r * 0.215, rot + 1.2, rot + 0.4, true);
  c.fill();
  c.fillStyle = "#08070d";
  c.beginPath();
  c.arc(x, y, r * 0.022, 0, TAU);
  c.fill();
  c.restore();
}
