// venue-table-phare.webp: a seaside restaurant terrace at dusk under olive trees and lanterns,
// a jetty and a lighthouse.

import { P, rad, TAU } from "../base.js";
import { beam, ellipseGlow, glow, grain, sea, sil, sky, stars, streaks, vignette } from "../layers.js";
import { roundRect } from "../figures.js";
import { catenary } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {CanvasRenderingContext2D} c @param {import("../base.js").Rand} R @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} s */
function olive(c, R, x0, y0, x1, y1, s) {
  c.lineWidth = 6 * s;
  c.beginPath();
  c.moveTo(x0, y0);
  c.quadraticCurveTo((x0 + x1) / 2, (y0 + y1) / 2 - 40 * s, x1, y1);
  c.stroke();
  for (let i = 0; i < 46; i++) {
    const t = R();
    const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * (x0 + x1) / 2 + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 - 40 * s) + t * t * y1;
    const a = (R() - 0.5) * 2.4 + Math.PI / 2 * (R() < 0.5 ? 1 : -1) * 0.6;
    const L = (22 + R() * 16) * s;
    c.save();
    c.translate(px, py);
    c.rotate(a);
    c.beginPath();
    c.ellipse(L / 2, 0, L / 2, 4 * s, 0, 0, TAU);
    c.fill();
    c.restore();
  }
}

/** @param {G} g */
export function restaurant(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.56;
  sky(g, [[0, "#080a22"], [0.45, "#1f1d52"], [0.75, "#59306e"], [0.92, "#d25a5a"], [1, "#ff9d52"]], 0, hy);
  stars(g, 40, hy * 0.35, 0.6);
  streaks(g, 8, hy * 0.5, hy * 0.9, [P.coral, P.pink], 0.45);
  glow(g, w * 0.3, hy, w * 0.35, P.orange, 0.35);
  sea(g, hy, w * 0.3, { top: "#4a2550", strength: 0.8 });
  // jetty and lighthouse
  const lx = w * 0.82, lTop = hy - 170 * s;
  beam(g, lx, lTop + 14 * s, Math.PI + 0.12, w * 0.9, 0.035, P.cream, 0.3, 6);
  sil(g, (k) => {
    k.fillRect(w * 0.6, hy - 6 * s, w * 0.4, 12 * s);
    for (let i = 0; i < 9; i++) {
      roundRect(k, w * 0.6 + i * 55 * s, hy - 14 * s, 50 * s, 16 * s, 5 * s);
      k.fill();
    }
    k.beginPath();
    k.moveTo(lx - 20 * s, hy - 4 * s);
    k.lineTo(lx - 13 * s, lTop + 30 * s);
    k.lineTo(lx + 13 * s, lTop + 30 * s);
    k.lineTo(lx + 20 * s, hy - 4 * s);
    k.fill();
    k.fillRect(lx - 18 * s, lTop + 24 * s, 36 * s, 6 * s);
    k.beginPath();
    k.moveTo(lx - 12 * s, lTop);
    k.lineTo(lx, lTop - 14 * s);
    k.lineTo(lx + 12 * s, lTop);
    k.fill();
  }, { fill: "#0d0a18", rim: P.coral, dx: -1, rimAlpha: 0.4 });
  c.save();
  c.fillStyle = "#8a1f2a";
  c.beginPath();
  c.moveTo(lx - 17 * s, hy - 60 * s);
  c.lineTo(lx - 15 * s, hy - 100 * s);
  c.lineTo(lx + 15 * s, hy - 100 * s);
  c.lineTo(lx + 17 * s, hy - 60 * s);
  c.fill();
  c.fillRect(lx - 11 * s, lTop, 22 * s, 24 * s);
  c.restore();
  glow(g, lx, lTop + 12 * s, 60 * s, P.cream, 0.8, "lighter");
  // terrace: balustrade, tables, lanterns
  sil(g, (k) => {
    k.fillRect(0, h * 0.66, w, 10 * s);
    for (let x = 8 * s; x < w; x += 34 * s) {
      k.beginPath();
      k.moveTo(x - 7 * s, h * 0.67);
      k.quadraticCurveTo(x - 12 * s, h * 0.72, x - 4 * s, h * 0.76);
      k.lineTo(x + 4 * s, h * 0.76);
      k.quadraticCurveTo(x + 12 * s, h * 0.72, x + 7 * s, h * 0.67);
      k.fill();
    }
    k.fillRect(0, h * 0.76, w, h * 0.24);
    olive(k, g.R, -20, h * 0.05, w * 0.34, -10, s);
    olive(k, g.R, w + 20, h * 0.12, w * 0.66, -20, s);
  }, { fill: "#0a0710", rim: P.coral, dy: -1, rimAlpha: 0.35 });
  const tables = [[0.18, 0.86, 1.15], [0.5, 0.83, 1], [0.82, 0.87, 1.2]];
  for (const [f, y, sc] of tables) ellipseGlow(g, w * f, h * y, 150 * s * sc, 40 * s * sc, P.amber, 0.4);
  sil(g, (k) => {
    for (const [f, y, sc] of tables) {
      const x = w * f, ty = h * y, u = s * sc;
      k.beginPath();
      k.ellipse(x, ty, 95 * u, 18 * u, 0, 0, TAU);
      k.fill();
      k.beginPath();
      k.moveTo(x - 95 * u, ty);
      k.lineTo(x - 90 * u, ty + 40 * u);
      k.lineTo(x + 90 * u, ty + 40 * u);
      k.lineTo(x + 95 * u, ty);
      k.fill();
      k.fillRect(x - 6 * u, ty, 12 * u, 200 * u);
      for (const sd of [-1, 1]) {
        roundRect(k, x + sd * 130 * u - 28 * u, ty - 70 * u, 56 * u, 100 * u, 10 * u);
        k.fill();
        k.fillRect(x + sd * 130 * u - 26 * u, ty + 20 * u, 52 * u, 12 * u);
      }
      // wine glasses and candle holder
      for (const dx of [-40, 38]) {
        k.beginPath();
        k.moveTo(x + (dx - 9) * u, ty - 40 * u);
        k.quadraticCurveTo(x + dx * u, ty - 14 * u, x + (dx + 9) * u, ty - 40 * u);
        k.fill();
        k.fillRect(x + (dx - 1) * u, ty - 22 * u, 2 * u, 20 * u);
      }
      k.fillRect(x - 8 * u, ty - 18 * u, 16 * u, 16 * u);
    }
  }, { fill: "#08060d", rim: P.amber, dy: -1.4, rimAlpha: 0.7 });
  for (const [f, y, sc] of tables) {
    glow(g, w * f, h * y - 24 * s * sc, 70 * s * sc, P.amber, 0.55, "lighter");
    glow(g, w * f, h * y - 24 * s * sc, 7 * s * sc, P.cream, 0.95, "lighter");
  }
  // paper lanterns
  const lanterns = catenary(w * 0.08, h * 0.14, w * 0.92, h * 0.1, 90 * s, 8).slice(1, -1);
  c.save();
  c.strokeStyle = "rgba(10,8,18,0.8)";
  c.lineWidth = 1.2 * s;
  c.beginPath();
  const wire = catenary(w * 0.08, h * 0.14, w * 0.92, h * 0.1, 90 * s, 40);
  c.moveTo(...wire[0]);
  for (const p of wire) c.lineTo(...p);
  c.stroke();
  c.restore();
  for (const [x, y] of lanterns) {
    glow(g, x, y + 20 * s, 50 * s, P.orange, 0.55, "lighter");
    c.save();
    c.fillStyle = rad(c, x, y + 20 * s, 2 * s, 18 * s, [[0, "rgba(255,220,150,0.95)"], [1, "rgba(240,110,50,0.9)"]]);
    c.beginPath();
    c.ellipse(x, y + 20 * s, 14 * s, 17 * s, 0, 0, TAU);
    c.fill();
    c.restore();
  }
  vignette(g, 0.55);
  grain(g, 5);
}
