// event-rooftop.webp: a DJ on a rooftop behind a glass railing, the city at sunset, a crowd.

import { lin, P } from "../base.js";
import { ellipseGlow, grain, sil, vignette } from "../layers.js";
import { boothLed, crowd, djAndBooth, palm } from "../figures.js";
import { stringLights } from "../props.js";
import { rooftopBackdrop } from "./rooftop-backdrop.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function rooftopParty(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.56;
  rooftopBackdrop(g, hy);
  ellipseGlow(g, w * 0.62, h * 0.72, w * 0.4, h * 0.12, P.magenta, 0.3);
  stringLights(g, -10, h * 0.1, w * 0.5, h * 0.16, 60 * s, 10);
  stringLights(g, w * 0.5, h * 0.16, w + 10, h * 0.08, 60 * s, 10);
  sil(g, (k) => {
    // glass railing posts and floor
    k.fillRect(0, h * 0.86, w, h * 0.14);
    for (let x = 0; x < w; x += 150 * s) k.fillRect(x, h * 0.7, 6 * s, h * 0.16);
    k.fillRect(0, h * 0.695, w, 6 * s);
    djAndBooth(k, w * 0.62, h * 0.74, s * 0.8, { armUp: true, side: 1 });
    palm(k, g.R, w * 0.08, h * 0.92, h * 0.58, w * 0.04, s * 0.8);
    k.fillRect(w * 0.08 - 30 * s, h * 0.84, 60 * s, 70 * s);
  }, { fill: "#07050e", rim: P.coral, dy: -1.4, dx: -1, rimAlpha: 0.6, halo: P.magenta, haloAlpha: 0.3 });
  // glass panes
  c.save();
  c.fillStyle = "rgba(180,150,255,0.05)";
  c.fillRect(0, h * 0.7, w, h * 0.16);
  c.globalCompositeOperation = "screen";
  for (let x = 0; x < w; x += 150 * s) {
    c.fillStyle = lin(c, x, h * 0.7, x + 80 * s, h * 0.86, [[0, "rgba(255,200,180,0.12)"], [1, "rgba(255,200,180,0)"]]);
    c.beginPath();
    c.moveTo(x + 20 * s, h * 0.7);
    c.lineTo(x + 50 * s, h * 0.7);
    c.lineTo(x + 20 * s, h * 0.86);
    c.lineTo(x - 10 * s, h * 0.86);
    c.fill();
  }
  c.restore();
  boothLed(g, w * 0.62, h * 0.74, s * 0.8);
  sil(g, (k) => crowd(k, g.R, w, h * 1.04, s * 1.1, 6, { hands: 0.6, x0: w * 0.2, x1: w * 1.0 }), { fill: "#040309", rim: P.amber, dy: -1.5, rimAlpha: 0.6 });
  vignette(g, 0.5);
  grain(g, 5);
}
