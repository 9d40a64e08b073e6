// event-reggae.webp: a bonfire on a moonlit beach, people sitting around it.

import { lin, P, rgba, TAU } from "../base.js";
import { ellipseGlow, glow, grain, moon, sea, sil, sky, stars, vignette } from "../layers.js";
import { limb, palm } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g @param {number} x @param {number} y @param {number} sc */
function bonfire(g, x, y, sc) {
  const c = g.c;
  glow(g, x, y - 20 * sc, 420 * sc, P.orange, 0.35);
  glow(g, x, y - 30 * sc, 150 * sc, P.amber, 0.55);
  c.save();
  c.globalCompositeOperation = "lighter";
  c.filter = `blur(${Math.round(2 * sc)}px)`;
  for (let i = 0; i < 9; i++) {
    const fx = x + g.rand(-28, 28) * sc, fh = g.rand(60, 130) * sc, fw = g.rand(14, 26) * sc;
    c.fillStyle = lin(c, 0, y, 0, y - fh, [[0, rgba(P.gold, 0.85)], [0.5, rgba(P.orange, 0.6)], [1, rgba(P.magenta, 0)]]);
    c.beginPath();
    c.moveTo(fx - fw, y);
    c.bezierCurveTo(fx - fw, y - fh * 0.4, fx + g.rand(-10, 10) * sc, y - fh * 0.7, fx + g.rand(-12, 12) * sc, y - fh);
    c.bezierCurveTo(fx + fw * 0.3, y - fh * 0.6, fx + fw, y - fh * 0.35, fx + fw, y);
    c.fill();
  }
  c.filter = "none";
  for (let i = 0; i < 70; i++) {
    const py = y - g.rand(40, 380) * sc, px = x + g.gauss() * 40 * sc * (1 + (y - py) / (200 * sc));
    c.fillStyle = rgba(g.pick([P.gold, P.amber, P.orange]), g.rand(0.3, 0.9));
    c.fillRect(px, py, 2 * sc, 2 * sc);
  }
  c.restore();
}

/** @param {G} g */
export function reggae(g) {
  const { w, h, s } = g;
  const hy = h * 0.6;
  sky(g, [[0, "#03040e"], [0.6, "#0e1233"], [1, "#24204d"]], 0, hy);
  stars(g, 160, hy * 0.9, 0.9);
  moon(g, w * 0.72, h * 0.2, 46 * s);
  sea(g, hy, w * 0.72, { top: "#1d1c45", light: P.cream, strength: 0.55, spread: 0.7 });
  sil(g, (k) => {
    k.beginPath();
    k.moveTo(0, h * 0.78);
    k.bezierCurveTo(w * 0.3, h * 0.74, w * 0.7, h * 0.8, w, h * 0.77);
    k.lineTo(w, h);
    k.lineTo(0, h);
    k.fill();
  }, { fill: "#0c0812" });
  // warm sand lit by the fire
  ellipseGlow(g, w * 0.42, h * 0.9, w * 0.45, h * 0.14, P.orange, 0.35);
  sil(g, (k) => {
    palm(k, g.R, w * 0.06, h * 0.98, h * 0.95, w * 0.1, s * 1.1);
    palm(k, g.R, w * 0.2, h * 0.86, h * 0.6, w * 0.03, s * 0.8);
    palm(k, g.R, w * 0.95, h * 1.0, h * 0.82, -w * 0.09, s * 1.0);
  }, { fill: "#05050d", rim: "#a996ff", dx: 1.2, dy: -1, rimAlpha: 0.35 });
  bonfire(g, w * 0.42, h * 0.88, s);
  // people sitting around
  sil(g, (k) => {
    for (const [f, H, d] of [[0.24, 150, 1], [0.32, 170, 1], [0.56, 160, -1], [0.65, 140, -1], [0.74, 175, -1]]) {
      const x = w * f, y = h * 0.96, sc = H * s / 160;
      k.beginPath();
      k.ellipse(x + d * 4 * sc, y - 116 * sc, 14 * sc, 17 * sc, d * 0.2, 0, TAU);
      k.fill();
      k.beginPath();
      k.moveTo(x - d * 30 * sc, y);
      k.quadraticCurveTo(x - d * 36 * sc, y - 70 * sc, x - d * 6 * sc, y - 98 * sc);
      k.lineTo(x + d * 16 * sc, y - 94 * sc);
      k.quadraticCurveTo(x + d * 24 * sc, y - 60 * sc, x + d * 16 * sc, y - 26 * sc);
      k.lineTo(x + d * 10 * sc, y);
      k.closePath();
      k.fill();
      limb(k, [[x + d * 2 * sc, y - 14 * sc], [x + d * 46 * sc, y - 44 * sc], [x + d * 60 * sc, y]], 30 * sc, 15 * sc);
      limb(k, [[x + d * 6 * sc, y - 88 * sc], [x + d * 26 * sc, y - 58 * sc], [x + d * 46 * sc, y - 50 * sc]], 14 * sc, 10 * sc);
    }
  }, { fill: "#06040b", rim: P.amber, dx: 0, dy: -1.5, rimAlpha: 0.7, halo: P.orange, haloAlpha: 0.25 });
  vignette(g, 0.55);
  grain(g, 5);
}
