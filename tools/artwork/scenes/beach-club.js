// venue-voiles-pourpres.webp: a beach club at sunset under shade sails, daybeds, a small booth.

import { lin, P, rgba } from "../base.js";
import { grain, sea, shade, sil, sky, streaks, sun, SUNSET, vignette } from "../layers.js";
import { boothLed, djAndBooth, palm, person, roundRect } from "../figures.js";
import { stringLights } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function beachClub(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.6, sx = w * 0.36;
  sky(g, SUNSET(), 0, hy);
  streaks(g, 12, hy * 0.4, hy * 0.92, [P.coral, P.pink, P.amber], 0.5);
  sun(g, sx, hy - 28 * s, 80 * s, hy);
  sea(g, hy, sx, { top: "#6a2a52", strength: 1.1 });
  // shade sails lit from below
  /** @type {[number, number][][]} */
  const sails = [
    [[-40, 40], [w * 0.46, 110 * s], [w * 0.2, 250 * s]],
    [[w * 0.4, 70 * s], [w * 0.95, 30 * s], [w * 0.72, 230 * s]],
    [[w * 0.78, 150 * s], [w + 60, 60 * s], [w + 40, 300 * s]],
  ];
  sil(g, (k) => {
    for (const [a, b, cc] of sails) {
      for (const p of [a, b, cc]) k.fillRect(p[0] - 3 * s, p[1], 6 * s, h);
    }
    k.fillRect(0, h * 0.78, w, h * 0.22);
    palm(k, g.R, w * 0.06, h * 0.92, h * 0.7, w * 0.05, s * 0.9);
  }, { fill: "#08060f", rim: P.coral, dy: -1, dx: -1, rimAlpha: 0.55 });
  for (const [a, b, cc] of sails) {
    c.save();
    c.beginPath();
    c.moveTo(...a);
    c.quadraticCurveTo((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 25 * s, ...b);
    c.quadraticCurveTo((b[0] + cc[0]) / 2 - 15 * s, (b[1] + cc[1]) / 2, ...cc);
    c.quadraticCurveTo((cc[0] + a[0]) / 2 + 15 * s, (cc[1] + a[1]) / 2, ...a);
    c.fillStyle = lin(c, 0, 0, 0, 300 * s, [[0, "rgba(70,20,90,0.95)"], [1, "rgba(170,50,120,0.95)"]]);
    c.fill();
    c.strokeStyle = rgba(P.pink, 0.8);
    c.lineWidth = 2 * s;
    c.stroke();
    c.restore();
  }
  // sail edge string lights
  const [a, b] = sails[1];
  stringLights(g, a[0], a[1] + 10 * s, b[0], b[1] + 10 * s, 40 * s, 14, { wire: "rgba(0,0,0,0)" });
  // deck: daybeds with cushions, a small booth, people
  sil(g, (k) => {
    for (const f of [0.2, 0.42, 0.66]) {
      roundRect(k, w * f - 90 * s, h * 0.82, 180 * s, 36 * s, 8 * s);
      k.fill();
      roundRect(k, w * f - 90 * s, h * 0.78, 40 * s, 50 * s, 10 * s);
      k.fill();
    }
    djAndBooth(k, w * 0.86, h * 0.8, s * 0.5, { armUp: false });
    person(k, w * 0.31, h * 0.86, 190 * s, { dress: "short" });
    person(k, w * 0.53, h * 0.88, 200 * s, {});
    person(k, w * 0.57, h * 0.88, 185 * s, { dress: "short", armTo: [w * 0.6, h * 0.88 - 175 * s] });
  }, { fill: "#07050c", rim: P.amber, dy: -1.4, rimAlpha: 0.6 });
  boothLed(g, w * 0.86, h * 0.8, s * 0.5);
  shade(g, h * 0.88, h, "#050409", 0, 0.6);
  vignette(g, 0.5);
  grain(g, 5);
}
