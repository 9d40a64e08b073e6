// photo-01.webp: a turntable seen low, against a sea at sunset.

import { lin, P, rad, rgba, TAU } from "../base.js";
import { glow, grain, sea, sil, sky, streaks, sun, SUNSET, vignette } from "../layers.js";
import { roundRect } from "../figures.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function turntable(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.52, sx = w * 0.62;
  sky(g, SUNSET(), 0, hy);
  streaks(g, 10, hy * 0.5, hy * 0.92, [P.coral, P.pink, P.amber], 0.5);
  sun(g, sx, hy - 60 * s / 1.5, 110, hy);
  sea(g, hy, sx, { top: "#6a2a52", strength: 1.1 });
  const py = h * 0.74, px = w * 0.42, prx = w * 0.38, pry = h * 0.07;
  sil(g, (k) => {
    // plinth
    k.beginPath();
    k.moveTo(-20, py - pry * 0.4);
    k.lineTo(w + 20, py - pry * 0.75);
    k.lineTo(w + 20, h);
    k.lineTo(-20, h);
    k.fill();
    // platter band and record
    k.beginPath();
    k.ellipse(px, py + 22 * s, prx, pry, 0, 0, TAU);
    k.fill();
    k.fillRect(px - prx, py - 14 * s, prx * 2, 36 * s);
    k.beginPath();
    k.ellipse(px, py - 14 * s, prx, pry, 0, 0, TAU);
    k.fill();
    // spindle
    k.fillRect(px - 3 * s, py - 34 * s, 6 * s, 22 * s);
    // tonearm
    const bx = w * 0.86, by = py - pry * 0.9;
    k.fillRect(bx - 22 * s, by - 40 * s, 44 * s, 44 * s);
    k.beginPath();
    k.ellipse(bx, by - 40 * s, 22 * s, 8 * s, 0, 0, TAU);
    k.fill();
    k.fillRect(bx - 6 * s, by - 74 * s, 12 * s, 36 * s);
    k.lineWidth = 7 * s;
    k.beginPath();
    k.moveTo(bx + 60 * s, by - 70 * s);
    k.lineTo(bx, by - 66 * s);
    k.quadraticCurveTo(w * 0.68, by - 70 * s, w * 0.6, py - 40 * s);
    k.stroke();
    roundRect(k, bx + 44 * s, by - 86 * s, 44 * s, 30 * s, 8 * s);
    k.fill();
    k.save();
    k.translate(w * 0.6, py - 40 * s);
    k.rotate(0.5);
    roundRect(k, -22 * s, -8 * s, 40 * s, 22 * s, 4 * s);
    k.fill();
    k.restore();
    // pitch fader and start button
    roundRect(k, w * 0.06, py + pry * 0.2, 70 * s, 26 * s, 6 * s);
    k.fill();
  }, { fill: "#08060e", rim: P.gold, dy: -1.5, rimAlpha: 0.7, halo: P.orange, haloAlpha: 0.3 });
  // record grooves catching light
  c.save();
  c.beginPath();
  c.ellipse(px, py - 14 * s, prx * 0.98, pry * 0.98, 0, 0, TAU);
  c.clip();
  c.globalCompositeOperation = "screen";
  for (let f = 0.35; f < 1; f += 0.025) {
    c.strokeStyle = `rgba(255,170,90,${0.05 + g.R() * 0.08})`;
    c.lineWidth = 1;
    c.beginPath();
    c.ellipse(px, py - 14 * s, prx * f, pry * f, 0, Math.PI * 1.05, Math.PI * 1.95);
    c.stroke();
  }
  c.fillStyle = lin(c, px + prx * 0.1, 0, px + prx * 0.6, 0, [[0, "rgba(255,190,110,0)"], [0.5, "rgba(255,190,110,0.55)"], [1, "rgba(255,190,110,0)"]]);
  c.beginPath();
  c.ellipse(px + prx * 0.35, py - 14 * s - pry * 0.55, prx * 0.25, pry * 0.22, 0, 0, TAU);
  c.fill();
  c.globalCompositeOperation = "source-over";
  c.fillStyle = rad(c, px, py - 14 * s, 0, prx * 0.28, [[0, "#c2367a"], [1, "#8a2a66"]]);
  c.beginPath();
  c.ellipse(px, py - 14 * s, prx * 0.26, pry * 0.26, 0, 0, TAU);
  c.fill();
  c.restore();
  // strobe dots along the platter edge
  c.save();
  c.globalCompositeOperation = "lighter";
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI;
    const x = px + Math.cos(a) * prx, y = py + 4 * s + Math.sin(a) * pry;
    c.fillStyle = rgba(P.amber, 0.3 + 0.6 * Math.sin(a));
    c.fillRect(x - 1.5 * s, y, 3 * s, 4 * s);
  }
  c.restore();
  glow(g, w * 0.06 + 35 * s, py + pry * 0.2 + 13 * s, 30 * s, P.pink, 0.5, "lighter");
  vignette(g, 0.5);
  grain(g, 5);
}
