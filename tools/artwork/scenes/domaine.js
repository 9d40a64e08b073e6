// venue-trois-cypres.webp: a wine estate at dusk: stone farmhouse, cypresses, vineyard rows,
// a long table under festoon lights.

import { lin, P, TAU } from "../base.js";
import { ellipseGlow, glow, grain, moon, ridge, sil, sky, stars, streaks, vignette } from "../layers.js";
import { cypress, roundRect } from "../figures.js";
import { stringLights } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} baseY @param {number} s */
function mas(c, x, baseY, s) {
  // stone farmhouse with a pigeon tower
  c.beginPath();
  c.moveTo(x, baseY);
  c.lineTo(x, baseY - 120 * s);
  c.lineTo(x + 170 * s, baseY - 150 * s);
  c.lineTo(x + 340 * s, baseY - 120 * s);
  c.lineTo(x + 340 * s, baseY);
  c.fill();
  c.beginPath();
  c.moveTo(x + 300 * s, baseY);
  c.lineTo(x + 300 * s, baseY - 90 * s);
  c.lineTo(x + 420 * s, baseY - 105 * s);
  c.lineTo(x + 520 * s, baseY - 90 * s);
  c.lineTo(x + 520 * s, baseY);
  c.fill();
  c.fillRect(x + 40 * s, baseY - 210 * s, 70 * s, 210 * s);
  c.beginPath();
  c.moveTo(x + 34 * s, baseY - 210 * s);
  c.lineTo(x + 75 * s, baseY - 232 * s);
  c.lineTo(x + 116 * s, baseY - 210 * s);
  c.fill();
}

/** @param {G} g @param {number} x @param {number} baseY @param {number} s */
function masWindows(g, x, baseY, s) {
  const c = g.c;
  const wins = [[140, 80], [200, 80], [260, 80], [140, 36], [200, 36], [260, 36], [360, 44], [430, 44], [62, 150], [62, 70]];
  for (const [dx, dy] of wins) {
    const wx = x + dx * s, wy = baseY - dy * s;
    glow(g, wx + 9 * s, wy + 12 * s, 40 * s, P.amber, 0.45, "lighter");
    c.save();
    c.fillStyle = "rgba(255,200,110,0.9)";
    c.beginPath();
    c.moveTo(wx, wy + 26 * s);
    c.lineTo(wx, wy + 8 * s);
    c.arc(wx + 9 * s, wy + 8 * s, 9 * s, Math.PI, TAU);
    c.lineTo(wx + 18 * s, wy + 26 * s);
    c.fill();
    c.restore();
  }
}

/** @param {G} g */
export function domaine(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.64;
  sky(g, [[0, "#060719"], [0.45, "#1b1a4c"], [0.75, "#4d2567"], [0.92, "#b0456a"], [1, "#ec7b55"]], 0, hy);
  stars(g, 90, hy * 0.55, 0.8);
  moon(g, w * 0.78, h * 0.16, 16 * s);
  c.save();
  c.globalCompositeOperation = "destination-out";
  c.beginPath();
  c.arc(w * 0.78 + 7 * s, h * 0.16 - 4 * s, 15 * s, 0, TAU);
  c.fill();
  c.restore();
  streaks(g, 8, hy * 0.55, hy * 0.92, [P.pink, P.coral], 0.4);
  ridge(g, hy, [{ x: w * 0.62, h: 200 * s, wd: 150 * s }, { x: w * 0.4, h: 110 * s, wd: 220 * s }, { x: w * 0.9, h: 120 * s, wd: 200 * s }], "#3b2156", 1.4, 0.9);
  ridge(g, hy + 10 * s, [{ x: w * 0.1, h: 60 * s, wd: 300 * s }, { x: w * 0.7, h: 50 * s, wd: 300 * s }], "#1c1230", 1);
  // vineyard rows in perspective
  c.fillStyle = "#0d0a16";
  c.fillRect(0, hy + 8 * s, w, h);
  c.save();
  c.strokeStyle = "rgba(120,70,140,0.25)";
  c.lineWidth = 2 * s;
  for (let i = -20; i <= 20; i++) {
    c.beginPath();
    c.moveTo(w * 0.5 + i * 8 * s, hy + 10 * s);
    c.lineTo(w * 0.5 + i * 90 * s, h);
    c.stroke();
  }
  c.restore();
  const mx = w * 0.18, mb = hy + 40 * s;
  sil(g, (k) => {
    mas(k, mx, mb, s * 0.9);
    cypress(k, g.R, w * 0.7, hy + 60 * s, 330 * s, 26 * s);
    cypress(k, g.R, w * 0.78, hy + 64 * s, 390 * s, 30 * s);
    cypress(k, g.R, w * 0.86, hy + 60 * s, 340 * s, 27 * s);
    for (let i = 0; i < 6; i++) cypress(k, g.R, w * (0.05 + i * 0.02), hy + 44 * s, g.rand(120, 170) * s, 12 * s);
  }, { fill: "#090710", rim: P.coral, dy: -1, dx: 1, rimAlpha: 0.35 });
  masWindows(g, mx, mb, s * 0.9);
  // long table under festoon lights
  ellipseGlow(g, w * 0.5, h * 0.84, w * 0.45, 70 * s, P.amber, 0.45);
  sil(g, (k) => {
    k.fillRect(w * 0.12 - 3 * s, h * 0.48, 6 * s, h * 0.5);
    k.fillRect(w * 0.88 - 3 * s, h * 0.48, 6 * s, h * 0.5);
    for (let i = 0; i < 8; i++) {
      const x = w * (0.19 + i * 0.089);
      k.fillRect(x - 17 * s, h * 0.765, 4 * s, h * 0.08);
      k.fillRect(x + 13 * s, h * 0.765, 4 * s, h * 0.08);
      roundRect(k, x - 19 * s, h * 0.755, 38 * s, 10 * s, 4 * s);
      k.fill();
      k.fillRect(x - 17 * s, h * 0.79, 34 * s, 3 * s);
    }
    k.fillRect(0, h * 0.92, w, h);
  }, { fill: "#07050c", rim: P.amber, dy: -1.4, rimAlpha: 0.6 });
  stringLights(g, -10, h * 0.4, w * 0.12, h * 0.48, 15 * s, 3);
  stringLights(g, w * 0.12, h * 0.48, w * 0.88, h * 0.48, 80 * s, 17);
  stringLights(g, w * 0.88, h * 0.48, w + 10, h * 0.4, 15 * s, 3);
  // tablecloth lit by the candles
  c.save();
  const ty = h * 0.835, tb = h * 0.93;
  c.beginPath();
  c.moveTo(w * 0.14, ty);
  c.lineTo(w * 0.86, ty);
  c.lineTo(w * 0.865, tb);
  for (let x = w * 0.865; x > w * 0.135; x -= 30 * s) c.quadraticCurveTo(x - 15 * s, tb + 6 * s, x - 30 * s, tb);
  c.closePath();
  c.fillStyle = lin(c, 0, ty, 0, tb, [[0, "#f2dcc0"], [0.12, "#c7988a"], [0.55, "#5b3a4c"], [1, "#24182a"]]);
  c.fill();
  c.clip();
  for (let x = w * 0.14; x < w * 0.86; x += 30 * s) {
    c.fillStyle = "rgba(30,15,30,0.18)";
    c.fillRect(x, ty + 6 * s, 6 * s, tb - ty);
  }
  c.restore();
  for (let i = 0; i < 9; i++) {
    const x = w * (0.16 + i * 0.085), y = h * 0.835;
    c.fillStyle = "rgba(255,238,215,0.9)";
    c.fillRect(x - 2.5 * s, y - 22 * s, 5 * s, 22 * s);
    glow(g, x, y - 28 * s, 40 * s, P.amber, 0.6, "lighter");
    glow(g, x, y - 28 * s, 5 * s, P.cream, 1, "lighter");
  }
  vignette(g, 0.5);
  grain(g, 5);
}
