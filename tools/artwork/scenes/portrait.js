// portrait.webp: the DJ's head and shoulders in headphones against a striped retro sun.

import { context2d, lin, newCanvas, P, rgba, TAU } from "../base.js";
import { beam, bokeh, glow, grain, shade, sil, sky, vignette } from "../layers.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function portrait(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#070819"], [0.5, "#1c1543"], [1, "#3a1a52"]]);
  const cx = w * 0.5, sy = h * 0.4, sr = w * 0.36;
  glow(g, cx, sy, sr * 2.6, P.magenta, 0.35);
  // retro sun disc with cut stripes, drawn apart so the cuts show the sky
  const sunCv = newCanvas(w, h);
  const sc = context2d(sunCv);
  sc.fillStyle = lin(sc, 0, sy - sr, 0, sy + sr, [[0, P.gold], [0.5, P.orange], [1, P.magenta]]);
  sc.beginPath();
  sc.arc(cx, sy, sr, 0, TAU);
  sc.fill();
  sc.globalCompositeOperation = "destination-out";
  for (let i = 0; i < 7; i++) sc.fillRect(cx - sr, sy + sr * 0.12 + i * sr * 0.13, 2 * sr, (2 + i * 2.6) * s);
  c.drawImage(sunCv, 0, 0);
  for (let i = 0; i < 6; i++) beam(g, cx, h * 0.98, -Math.PI / 2 + (i - 2.5) * 0.3, h, 0.04, i % 2 ? P.pink : P.purple, 0.14, 12);
  bokeh(g, 26, { y1: h * 0.6, r0: 6, r1: 26, colors: [P.pink, P.amber, P.purple], a0: 0.05, a1: 0.2, blur: 2 });
  const hx = cx, hy = h * 0.45, hr = w * 0.115;
  const figure = (/** @type {CanvasRenderingContext2D} */ k) => {
    // head, slightly turned
    k.beginPath();
    k.ellipse(hx, hy, hr * 0.82, hr * 1.05, 0, 0, TAU);
    k.fill();
    // jaw
    k.beginPath();
    k.moveTo(hx - hr * 0.78, hy + hr * 0.2);
    k.quadraticCurveTo(hx - hr * 0.6, hy + hr * 1.05, hx, hy + hr * 1.18);
    k.quadraticCurveTo(hx + hr * 0.6, hy + hr * 1.05, hx + hr * 0.78, hy + hr * 0.2);
    k.fill();
    // textured hair
    for (let i = 0; i < 15; i++) {
      const a = Math.PI * (1.02 + i / 14 * 0.96);
      k.beginPath();
      k.arc(hx + Math.cos(a) * hr * 0.8, hy - hr * 0.22 + Math.sin(a) * hr * 0.95, hr * (0.21 + 0.06 * Math.sin(i * 2.3)), 0, TAU);
      k.fill();
    }
    // neck
    k.beginPath();
    k.moveTo(hx - hr * 0.4, hy + hr * 0.7);
    k.lineTo(hx - hr * 0.46, hy + hr * 1.75);
    k.lineTo(hx + hr * 0.46, hy + hr * 1.75);
    k.lineTo(hx + hr * 0.4, hy + hr * 0.7);
    k.fill();
    // shoulders: trapezius slope then deltoids
    k.beginPath();
    k.moveTo(hx - hr * 0.45, hy + hr * 1.45);
    k.bezierCurveTo(hx - hr * 1.2, hy + hr * 1.9, hx - hr * 2.3, hy + hr * 1.95, hx - hr * 2.75, hy + hr * 2.35);
    k.bezierCurveTo(hx - hr * 3.25, hy + hr * 2.75, hx - hr * 3.35, hy + hr * 3.6, hx - hr * 3.4, h + 10);
    k.lineTo(hx + hr * 3.4, h + 10);
    k.bezierCurveTo(hx + hr * 3.35, hy + hr * 3.6, hx + hr * 3.25, hy + hr * 2.75, hx + hr * 2.75, hy + hr * 2.35);
    k.bezierCurveTo(hx + hr * 2.3, hy + hr * 1.95, hx + hr * 1.2, hy + hr * 1.9, hx + hr * 0.45, hy + hr * 1.45);
    k.closePath();
    k.fill();
    // headphones
    k.lineWidth = hr * 0.2;
    k.beginPath();
    k.ellipse(hx, hy + hr * 0.05, hr * 1.06, hr * 1.32, 0, Math.PI * 1.06, Math.PI * 1.94);
    k.stroke();
    for (const sd of [-1, 1]) {
      k.beginPath();
      k.ellipse(hx + sd * hr * 0.98, hy + hr * 0.15, hr * 0.3, hr * 0.46, sd * 0.06, 0, TAU);
      k.fill();
    }
  };
  sil(g, figure, { fill: "#06060f", halo: P.pink, haloBlur: 18, haloAlpha: 0.6, rim: P.gold, dx: 2.4, dy: -1.4, rimAlpha: 0.9 });
  // magenta rim on the left edge
  sil(g, figure, { fill: "rgba(0,0,0,0)", rim: P.pink, dx: -2.2, dy: -0.8, rimAlpha: 0.75 });
  sil(g, figure, { fill: "#06060f" });
  // details: cup rings, cable, jacket collar
  c.save();
  for (const sd of [-1, 1]) {
    c.strokeStyle = rgba(sd < 0 ? P.pink : P.gold, 0.85);
    c.lineWidth = 2.2 * s;
    c.beginPath();
    c.ellipse(hx + sd * hr * 0.98, hy + hr * 0.15, hr * 0.22, hr * 0.37, sd * 0.06, 0, TAU);
    c.stroke();
  }
  c.lineWidth = 2 * s;
  c.strokeStyle = rgba(P.gold, 0.7);
  c.beginPath();
  c.ellipse(hx, hy + hr * 0.05, hr * 1.17, hr * 1.43, 0, Math.PI * 1.5, Math.PI * 1.9);
  c.stroke();
  c.strokeStyle = rgba(P.pink, 0.7);
  c.beginPath();
  c.ellipse(hx, hy + hr * 0.05, hr * 1.17, hr * 1.43, 0, Math.PI * 1.1, Math.PI * 1.5);
  c.stroke();
  c.strokeStyle = rgba(P.gold, 0.45);
  c.beginPath();
  c.moveTo(hx + hr * 1.05, hy + hr * 0.6);
  c.bezierCurveTo(hx + hr * 1.2, hy + hr * 1.6, hx + hr * 0.9, hy + hr * 2.2, hx + hr * 1.4, hy + hr * 3.2);
  c.stroke();
  c.strokeStyle = rgba(P.pink, 0.35);
  c.lineWidth = 2.5 * s;
  c.beginPath();
  c.moveTo(hx - hr * 0.5, hy + hr * 1.55);
  c.lineTo(hx, hy + hr * 2.55);
  c.lineTo(hx + hr * 0.5, hy + hr * 1.55);
  c.moveTo(hx - hr * 0.5, hy + hr * 1.55);
  c.lineTo(hx - hr * 0.95, hy + hr * 1.9);
  c.lineTo(hx - hr * 0.35, hy + hr * 3.4);
  c.moveTo(hx + hr * 0.5, hy + hr * 1.55);
  c.lineTo(hx + hr * 0.95, hy + hr * 1.9);
  c.lineTo(hx + hr * 0.35, hy + hr * 3.4);
  c.stroke();
  c.restore();
  shade(g, h * 0.78, h, "#04040b", 0, 0.55);
  vignette(g, 0.55);
  grain(g, 5);
}
