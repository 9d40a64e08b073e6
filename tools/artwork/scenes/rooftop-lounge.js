// venue-cel-obert.webp: a rooftop lounge over the city at sunset: parasol, sofas, cocktails.

import { P, rgba } from "../base.js";
import { glow, grain, sil, vignette } from "../layers.js";
import { palm, roundRect } from "../figures.js";
import { stringLights } from "../props.js";
import { rooftopBackdrop } from "./rooftop-backdrop.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function rooftopLounge(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.6;
  rooftopBackdrop(g, hy);
  stringLights(g, -10, h * 0.06, w * 0.35, h * 0.12, 40 * s, 8);
  stringLights(g, w * 0.35, h * 0.12, w * 0.7, h * 0.05, 40 * s, 8);
  stringLights(g, w * 0.7, h * 0.05, w + 10, h * 0.14, 40 * s, 8);
  // parasol, sofas, coffee table with cocktails
  sil(g, (k) => {
    k.fillRect(0, h * 0.74, w, 5 * s);
    for (let x = 40 * s; x < w; x += 200 * s) k.fillRect(x, h * 0.74, 5 * s, h * 0.12);
    k.fillRect(0, h * 0.86, w, h * 0.14);
    // parasol
    k.beginPath();
    k.moveTo(w * 0.78 - 190 * s, h * 0.32);
    k.quadraticCurveTo(w * 0.78, h * 0.15, w * 0.78 + 190 * s, h * 0.32);
    k.fill();
    k.fillRect(w * 0.78 - 3 * s, h * 0.2, 6 * s, h * 0.66);
    // sofas
    for (const [x, wd] of [[w * 0.03, 360], [w * 0.64, 380]]) {
      roundRect(k, x, h * 0.8, wd * s, 90 * s, 16 * s);
      k.fill();
      roundRect(k, x, h * 0.72, wd * s, 40 * s, 16 * s);
      k.fill();
      roundRect(k, x - 10 * s, h * 0.76, 40 * s, 100 * s, 14 * s);
      k.fill();
      roundRect(k, x + wd * s - 30 * s, h * 0.76, 40 * s, 100 * s, 14 * s);
      k.fill();
    }
    // coffee table
    roundRect(k, w * 0.38, h * 0.88, w * 0.22, 20 * s, 6 * s);
    k.fill();
    k.fillRect(w * 0.4, h * 0.88, w * 0.18, h * 0.12);
    // cocktail glasses
    for (const [x, kind] of [[w * 0.43, 0], [w * 0.51, 1], [w * 0.56, 0]]) {
      const y = h * 0.88;
      if (kind === 0) {
        k.beginPath();
        k.moveTo(x - 26 * s, y - 70 * s);
        k.lineTo(x + 26 * s, y - 70 * s);
        k.lineTo(x + 2 * s, y - 42 * s);
        k.lineTo(x + 2 * s, y - 4 * s);
        k.lineTo(x + 13 * s, y);
        k.lineTo(x - 13 * s, y);
        k.lineTo(x - 2 * s, y - 4 * s);
        k.lineTo(x - 2 * s, y - 42 * s);
        k.fill();
      } else {
        k.fillRect(x - 15 * s, y - 74 * s, 30 * s, 74 * s);
      }
    }
    palm(k, g.R, w * 0.96, h * 0.92, h * 0.55, -w * 0.03, s * 0.8);
    k.fillRect(w * 0.96 - 32 * s, h * 0.82, 64 * s, 80 * s);
  }, { fill: "#08060e", rim: P.coral, dy: -1.5, dx: -1, rimAlpha: 0.65 });
  // drinks tinted glass + candle
  c.save();
  c.globalCompositeOperation = "screen";
  c.fillStyle = rgba(P.coral, 0.4);
  c.beginPath();
  c.moveTo(w * 0.43 - 20 * s, h * 0.88 - 66 * s);
  c.lineTo(w * 0.43 + 20 * s, h * 0.88 - 66 * s);
  c.lineTo(w * 0.43, h * 0.88 - 46 * s);
  c.fill();
  c.fillStyle = rgba(P.amber, 0.4);
  c.fillRect(w * 0.51 - 12 * s, h * 0.88 - 50 * s, 24 * s, 48 * s);
  c.restore();
  glow(g, w * 0.475, h * 0.87, 60 * s, P.amber, 0.6, "lighter");
  glow(g, w * 0.475, h * 0.87, 6 * s, P.cream, 1, "lighter");
  vignette(g, 0.5);
  grain(g, 5);
}
