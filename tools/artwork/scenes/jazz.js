// event-jazz.webp: a small stage with a mic stand and a double bass in the spotlight, candlelit tables.

import { P, TAU } from "../base.js";
import { beam, bokeh, ellipseGlow, fog, glow, grain, sil, sky, vignette } from "../layers.js";
import { crowd, roundRect } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} y @param {number} H @param {number} ang */
function doubleBass(c, x, y, H, ang) {
  c.save();
  c.translate(x, y);
  c.rotate(ang);
  const u = H / 10;
  c.beginPath();
  c.moveTo(0, 0);
  c.bezierCurveTo(-2.2 * u, 0, -2.4 * u, -1.8 * u, -1.5 * u, -2.6 * u);
  c.bezierCurveTo(-1.1 * u, -3.0 * u, -1.1 * u, -3.3 * u, -1.6 * u, -3.8 * u);
  c.bezierCurveTo(-2.0 * u, -4.4 * u, -1.4 * u, -5.6 * u, 0, -5.5 * u);
  c.bezierCurveTo(1.4 * u, -5.6 * u, 2.0 * u, -4.4 * u, 1.6 * u, -3.8 * u);
  c.bezierCurveTo(1.1 * u, -3.3 * u, 1.1 * u, -3.0 * u, 1.5 * u, -2.6 * u);
  c.bezierCurveTo(2.4 * u, -1.8 * u, 2.2 * u, 0, 0, 0);
  c.fill();
  c.fillRect(-0.22 * u, -9.2 * u, 0.44 * u, 4 * u);
  c.beginPath();
  c.ellipse(0, -9.4 * u, 0.35 * u, 0.5 * u, 0, 0, TAU);
  c.fill();
  c.fillRect(-0.05 * u, 0, 0.1 * u, 0.8 * u);
  c.restore();
}

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} footY @param {number} H @param {number} s */
function micStand(c, x, footY, H, s) {
  c.lineWidth = 4 * s;
  c.beginPath();
  c.moveTo(x, footY - H * 0.2);
  c.lineTo(x - H * 0.14, footY);
  c.moveTo(x, footY - H * 0.2);
  c.lineTo(x + H * 0.14, footY);
  c.moveTo(x, footY - H * 0.2);
  c.lineTo(x + H * 0.02, footY - H * 0.02);
  c.moveTo(x, footY - H * 0.2);
  c.lineTo(x, footY - H * 0.82);
  c.lineTo(x - H * 0.16, footY - H * 0.93);
  c.stroke();
  roundRect(c, x - H * 0.2, footY - H * 0.98, H * 0.07, H * 0.1, H * 0.03);
  c.save();
  c.translate(x - H * 0.17, footY - H * 0.94);
  c.rotate(0.95);
  roundRect(c, -H * 0.022, -H * 0.075, H * 0.044, H * 0.12, H * 0.022);
  c.fill();
  c.restore();
}

/** @param {G} g */
export function jazz(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#0a0612"], [0.7, "#1d0f22"], [1, "#2a1424"]]);
  // brick-ish back wall texture, very subtle
  c.save();
  c.fillStyle = "rgba(255,170,90,0.035)";
  for (let y = 0; y < h * 0.75; y += 22 * s) {
    const off = (Math.round(y / (22 * s)) % 2) * 30 * s;
    for (let x = -off; x < w; x += 60 * s) c.fillRect(x + 2 * s, y + 2 * s, 56 * s, 18 * s);
  }
  c.restore();
  const spx = w * 0.56;
  beam(g, spx, -20 * s, Math.PI / 2, h * 1.05, 0.2, P.amber, 0.35, 14);
  beam(g, w * 0.2, -20 * s, Math.PI / 2 + 0.18, h, 0.1, P.magenta, 0.16, 14);
  beam(g, w * 0.88, -20 * s, Math.PI / 2 - 0.15, h, 0.1, P.purple, 0.2, 14);
  ellipseGlow(g, spx, h * 0.8, w * 0.3, 40 * s, P.amber, 0.45);
  fog(g, 6, h * 0.3, h * 0.8, [P.amber, P.plum], 0.08);
  bokeh(g, 40, { y1: h * 0.55, r0: 8, r1: 30, colors: [P.amber, P.gold, P.coral], a0: 0.05, a1: 0.25, blur: 3 });
  sil(g, (k) => {
    micStand(k, spx, h * 0.8, 300 * s, s);
    doubleBass(k, w * 0.72, h * 0.8, 390 * s, -0.16);
    // stage edge
    k.fillRect(0, h * 0.8, w, h * 0.2);
  }, { fill: "#080510", rim: P.gold, dx: 1.2, dy: -1.4, rimAlpha: 0.75, halo: P.amber, haloAlpha: 0.25 });
  // small round tables with candles in front
  sil(g, (k) => {
    for (const f of [0.1, 0.34, 0.88]) {
      const x = w * f, y = h * 0.93;
      k.beginPath();
      k.ellipse(x, y, 70 * s, 14 * s, 0, 0, TAU);
      k.fill();
      k.fillRect(x - 5 * s, y, 10 * s, 80 * s);
    }
    crowd(k, g.R, w, h * 1.06, s * 1.1, 3, { hands: 0, x0: w * 0.14, x1: w * 0.3, minH: 110, maxH: 120 });
  }, { fill: "#040309", rim: P.amber, dy: -1.5, rimAlpha: 0.6 });
  for (const f of [0.1, 0.34, 0.88]) {
    glow(g, w * f, h * 0.915, 50 * s, P.amber, 0.6, "lighter");
    glow(g, w * f, h * 0.915, 8 * s, P.cream, 0.9, "lighter");
  }
  vignette(g, 0.6);
  grain(g, 6);
}
