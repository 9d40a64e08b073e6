// photo-05.webp: a beach bar at night under the moon: straw parasols, daybeds, festoon lights, people.

import { P } from "../base.js";
import { ellipseGlow, glow, grain, moon, sea, sil, sky, stars, vignette } from "../layers.js";
import { palm, person, roundRect } from "../figures.js";
import { stringLights } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function beachNight(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.5;
  sky(g, [[0, "#03040e"], [0.7, "#121536"], [1, "#2a1e4e"]], 0, hy);
  stars(g, 200, hy, 0.9);
  moon(g, w * 0.7, h * 0.14, 26 * s);
  sea(g, hy, w * 0.7, { top: "#1f1a45", light: "#c8b8ff", strength: 0.45, spread: 0.8 });
  c.fillStyle = "#120c18";
  c.fillRect(0, h * 0.66, w, h);
  ellipseGlow(g, w * 0.5, h * 0.8, w * 0.6, h * 0.16, P.amber, 0.35);
  sil(g, (k) => {
    k.beginPath();
    k.moveTo(0, h * 0.67);
    k.quadraticCurveTo(w * 0.5, h * 0.64, w, h * 0.68);
    k.lineTo(w, h * 0.7);
    k.lineTo(0, h * 0.7);
    k.fill();
    palm(k, g.R, w * 0.08, h * 0.92, h * 0.75, w * 0.08, s * 0.9);
    palm(k, g.R, w * 0.92, h * 0.9, h * 0.7, -w * 0.06, s * 0.85);
    k.fillRect(w * 0.22, h * 0.24, 6 * s, h * 0.52);
    k.fillRect(w * 0.8, h * 0.2, 6 * s, h * 0.56);
  }, { fill: "#05040c", rim: "#a996ff", dy: -1, rimAlpha: 0.3 });
  const strands = [
    [w * 0.22, h * 0.24, w * 0.8, h * 0.2, 60, 15],
    [w * 0.22, h * 0.24, w * 0.8, h * 0.2, 120, 17],
    [w * 0.09, h * 0.2, w * 0.22, h * 0.24, 20, 4],
    [w * 0.8, h * 0.2, w * 0.93, h * 0.22, 20, 4],
    [-10, h * 0.34, w * 0.22, h * 0.24, 15, 6],
    [w * 0.8, h * 0.2, w + 10, h * 0.36, 20, 6],
  ];
  for (const [x0, y0, x1, y1, sag, n] of strands) stringLights(g, x0, y0, x1, y1, sag * s, n);
  sil(g, (k) => {
    // straw parasols and daybeds
    for (const [f, y] of [[0.3, 0.8], [0.64, 0.78]]) {
      const x = w * f, ty = h * y - 230 * s;
      k.beginPath();
      k.moveTo(x - 150 * s, ty + 60 * s);
      k.quadraticCurveTo(x, ty - 30 * s, x + 150 * s, ty + 60 * s);
      for (let i = 0; i <= 20; i++) k.lineTo(x + 150 * s - i * 15 * s, ty + 60 * s + (i % 2 ? 14 : 0) * s);
      k.fill();
      k.fillRect(x - 4 * s, ty, 8 * s, 230 * s);
      roundRect(k, x - 140 * s, h * y - 20 * s, 110 * s, 30 * s, 8 * s);
      k.fill();
      roundRect(k, x + 30 * s, h * y - 20 * s, 110 * s, 30 * s, 8 * s);
      k.fill();
    }
    person(k, w * 0.45, h * 0.9, 300 * s, { dress: "short", armTo: [w * 0.49, h * 0.9 - 300 * s] });
    person(k, w * 0.53, h * 0.91, 320 * s, { armTo2: [w * 0.5, h * 0.91 - 230 * s] });
    person(k, w * 0.8, h * 0.96, 340 * s, { armTo: [w * 0.86, h * 0.96 - 360 * s] });
    person(k, w * 0.2, h * 0.97, 330 * s, { dress: "short" });
  }, { fill: "#06040b", rim: P.amber, dy: -1.5, rimAlpha: 0.6 });
  for (const f of [0.12, 0.38, 0.66, 0.9]) {
    glow(g, w * f, h * 0.94, 60 * s, P.amber, 0.55, "lighter");
    glow(g, w * f, h * 0.94, 8 * s, P.cream, 0.9, "lighter");
  }
  vignette(g, 0.55);
  grain(g, 5);
}
