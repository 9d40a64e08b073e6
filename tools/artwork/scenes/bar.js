// venue-vinyle-sale.webp: a cocktail bar with a neon sign, pendant lamps, shelves of bottles,
// the counter and stools.

import { lin, P, rgba, TAU } from "../base.js";
import { beam, bokeh, ellipseGlow, glow, grain, sil, sky, vignette } from "../layers.js";

/** @import { G } from "../base.js" */

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} baseY @param {number} wd @param {number} ht @param {number} kind */
function bottle(c, x, baseY, wd, ht, kind) {
  const neck = wd * 0.28;
  c.beginPath();
  if (kind === 0) {
    c.moveTo(x - wd / 2, baseY);
    c.lineTo(x - wd / 2, baseY - ht * 0.62);
    c.quadraticCurveTo(x - wd / 2, baseY - ht * 0.75, x - neck / 2, baseY - ht * 0.8);
    c.lineTo(x - neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht * 0.8);
    c.quadraticCurveTo(x + wd / 2, baseY - ht * 0.75, x + wd / 2, baseY - ht * 0.62);
    c.lineTo(x + wd / 2, baseY);
  } else if (kind === 1) {
    c.moveTo(x - wd / 2, baseY);
    c.lineTo(x - wd / 2, baseY - ht * 0.7);
    c.lineTo(x - neck / 2, baseY - ht * 0.74);
    c.lineTo(x - neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht * 0.74);
    c.lineTo(x + wd / 2, baseY - ht * 0.7);
    c.lineTo(x + wd / 2, baseY);
  } else {
    c.moveTo(x - wd / 2, baseY);
    c.bezierCurveTo(x - wd * 0.7, baseY - ht * 0.3, x - wd * 0.5, baseY - ht * 0.5, x - neck / 2, baseY - ht * 0.62);
    c.lineTo(x - neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht);
    c.lineTo(x + neck / 2, baseY - ht * 0.62);
    c.bezierCurveTo(x + wd * 0.5, baseY - ht * 0.5, x + wd * 0.7, baseY - ht * 0.3, x + wd / 2, baseY);
  }
  c.closePath();
}

/** @param {G} g @param {number} x @param {number} y @param {number} s @param {string} [color] */
function pendant(g, x, y, s, color = P.amber) {
  const c = g.c;
  beam(g, x, y + 20 * s, Math.PI / 2, g.h * 0.7, 0.34, color, 0.22, 10);
  c.save();
  c.strokeStyle = "rgba(20,14,24,0.9)";
  c.lineWidth = 1.5 * s;
  c.beginPath();
  c.moveTo(x, 0);
  c.lineTo(x, y);
  c.stroke();
  c.fillStyle = "#0b0810";
  c.beginPath();
  c.moveTo(x - 8 * s, y);
  c.lineTo(x + 8 * s, y);
  c.lineTo(x + 34 * s, y + 28 * s);
  c.lineTo(x - 34 * s, y + 28 * s);
  c.closePath();
  c.fill();
  c.strokeStyle = rgba(color, 0.6);
  c.lineWidth = 1.5 * s;
  c.stroke();
  c.restore();
  glow(g, x, y + 30 * s, 60 * s, color, 0.7, "lighter");
  glow(g, x, y + 28 * s, 14 * s, P.cream, 0.9, "lighter");
}

/** @param {G} g @param {(c: CanvasRenderingContext2D) => void} draw @param {string} color @param {number} s */
function neon(g, draw, color, s) {
  const c = g.c;
  c.save();
  c.lineCap = "round";
  c.lineJoin = "round";
  c.globalCompositeOperation = "screen";
  c.filter = `blur(${Math.round(10 * s)}px)`;
  c.strokeStyle = rgba(color, 0.8);
  c.lineWidth = 12 * s;
  draw(c);
  c.stroke();
  c.filter = `blur(${Math.round(2 * s)}px)`;
  c.lineWidth = 6 * s;
  draw(c);
  c.stroke();
  c.filter = "none";
  c.strokeStyle = "rgba(255,230,245,0.95)";
  c.lineWidth = 2.4 * s;
  draw(c);
  c.stroke();
  c.restore();
}

/** @param {G} g */
export function bar(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#0e0814"], [0.6, "#1c0f1f"], [1, "#271422"]]);
  // neon sign: a vinyl and a wave
  const nx = w * 0.2, ny = h * 0.3, nr = 72 * s;
  glow(g, nx, ny, 260 * s, P.magenta, 0.35);
  neon(g, (k) => { k.beginPath(); k.arc(nx, ny, nr, 0, TAU); }, P.pink, s);
  neon(g, (k) => { k.beginPath(); k.arc(nx, ny, nr * 0.3, 0, TAU); }, P.amber, s);
  neon(g, (k) => {
    k.beginPath();
    const hs = [14, 30, 50, 32, 60, 38, 22, 46, 26];
    hs.forEach((v, i) => {
      const x = nx - nr * 1.2 + i * (nr * 2.4 / 8);
      k.moveTo(x, ny + nr * 1.65 - v * s * 0.5);
      k.lineTo(x, ny + nr * 1.65 + v * s * 0.5);
    });
  }, P.pink, s);
  // back bar shelves with bottles
  const shelves = [h * 0.24, h * 0.4, h * 0.56];
  const sx0 = w * 0.4, sx1 = w * 0.97;
  for (const y of shelves) {
    c.save();
    c.fillStyle = lin(c, 0, y - 120 * s, 0, y, [[0, "rgba(255,160,70,0.0)"], [1, "rgba(255,160,70,0.22)"]]);
    c.fillRect(sx0, y - 120 * s, sx1 - sx0, 120 * s);
    c.restore();
    let x = sx0 + 16 * s;
    while (x < sx1 - 30 * s) {
      const wd = g.rand(22, 36) * s, ht = g.rand(70, 110) * s, kind = Math.floor(g.R() * 3);
      const col = g.pick(["#ffb347", "#c25a2a", "#7a2a4a", "#d9a24a", "#5a3a7a", "#e8c890"]);
      c.save();
      bottle(c, x + wd / 2, y, wd, ht, kind);
      c.fillStyle = lin(c, 0, y - ht, 0, y, [[0, rgba(col, 0.25)], [0.5, rgba(col, 0.55)], [1, rgba(col, 0.9)]]);
      c.fill();
      c.strokeStyle = "rgba(10,6,12,0.8)";
      c.lineWidth = 1.2 * s;
      c.stroke();
      c.clip();
      c.fillStyle = "rgba(255,240,220,0.35)";
      c.fillRect(x + wd * 0.2, y - ht, 3 * s, ht);
      c.fillStyle = "rgba(250,235,210,0.28)";
      c.fillRect(x, y - ht * 0.45, wd, ht * 0.18);
      c.restore();
      x += wd + g.rand(4, 12) * s;
    }
    c.save();
    c.fillStyle = "#150c16";
    c.fillRect(sx0 - 10 * s, y, sx1 - sx0 + 20 * s, 8 * s);
    c.fillStyle = rgba(P.amber, 0.9);
    c.fillRect(sx0, y + 8 * s, sx1 - sx0, 2 * s);
    c.restore();
    ellipseGlow(g, (sx0 + sx1) / 2, y + 14 * s, (sx1 - sx0) * 0.6, 18 * s, P.amber, 0.35);
  }
  for (const f of [0.3, 0.55, 0.8]) pendant(g, w * f, h * 0.32, s);
  bokeh(g, 24, { y1: h * 0.6, r0: 8, r1: 26, colors: [P.amber, P.pink], a0: 0.04, a1: 0.16, blur: 3 });
  // counter
  sil(g, (k) => {
    k.fillRect(0, h * 0.7, w, h * 0.3);
    // glasses on counter
    for (const [f, t] of [[0.16, 0], [0.44, 1], [0.7, 0], [0.76, 2]]) {
      const x = w * f, y = h * 0.7;
      if (t === 0) {
        k.beginPath();
        k.moveTo(x - 28 * s, y - 70 * s);
        k.lineTo(x + 28 * s, y - 70 * s);
        k.lineTo(x + 2 * s, y - 40 * s);
        k.lineTo(x + 2 * s, y - 4 * s);
        k.lineTo(x + 14 * s, y);
        k.lineTo(x - 14 * s, y);
        k.lineTo(x - 2 * s, y - 4 * s);
        k.lineTo(x - 2 * s, y - 40 * s);
        k.closePath();
        k.fill();
      } else if (t === 1) {
        k.fillRect(x - 16 * s, y - 72 * s, 32 * s, 72 * s);
        k.lineWidth = 3 * s;
        k.beginPath();
        k.moveTo(x + 4 * s, y - 60 * s);
        k.lineTo(x + 16 * s, y - 100 * s);
        k.stroke();
      } else {
        k.beginPath();
        k.moveTo(x - 22 * s, y - 50 * s);
        k.quadraticCurveTo(x, y - 24 * s, x + 22 * s, y - 50 * s);
        k.lineTo(x + 2 * s, y - 22 * s);
        k.lineTo(x + 2 * s, y - 3 * s);
        k.lineTo(x + 12 * s, y);
        k.lineTo(x - 12 * s, y);
        k.lineTo(x - 2 * s, y - 3 * s);
        k.lineTo(x - 2 * s, y - 22 * s);
        k.closePath();
        k.fill();
      }
    }
  }, { fill: "#0a060d", rim: P.amber, dy: -1.5, dx: 0.8, rimAlpha: 0.7 });
  c.save();
  c.fillStyle = lin(c, 0, 0, w, 0, [[0, rgba(P.amber, 0.2)], [0.5, rgba(P.amber, 0.85)], [1, rgba(P.amber, 0.2)]]);
  c.fillRect(0, h * 0.7, w, 2.5 * s);
  c.restore();
  ellipseGlow(g, w * 0.5, h * 0.7, w * 0.6, 40 * s, P.amber, 0.25);
  // vertical slats on the counter front
  c.save();
  for (let x = 0; x < w; x += 28 * s) {
    c.fillStyle = "rgba(255,170,90,0.035)";
    c.fillRect(x, h * 0.73, 14 * s, h * 0.27);
  }
  c.restore();
  // stools
  sil(g, (k) => {
    for (const f of [0.12, 0.38, 0.64, 0.9]) {
      const x = w * f;
      k.beginPath();
      k.ellipse(x, h * 0.86, 52 * s, 14 * s, 0, 0, TAU);
      k.fill();
      k.fillRect(x - 5 * s, h * 0.86, 10 * s, h * 0.2);
    }
  }, { fill: "#050307", rim: P.amber, dy: -1.5, rimAlpha: 0.5 });
  vignette(g, 0.6);
  grain(g, 6);
}
