// photo-04.webp: a pair of DJ headphones in magenta and amber light.

import { lin, P, rad, rgba, TAU } from "../base.js";
import { bokeh, ellipseGlow, glow, grain, sky, vignette } from "../layers.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function headphones(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#0a0718"], [1, "#1c0d2a"]]);
  glow(g, w * 0.5, h * 0.5, w * 0.62, P.magenta, 0.45);
  glow(g, w * 0.78, h * 0.3, w * 0.4, P.amber, 0.25);
  bokeh(g, 40, { r0: 10, r1: 45, colors: [P.pink, P.amber, P.purple], a0: 0.04, a1: 0.16, blur: 5 });
  const cx = w * 0.5, cy = h * 0.47, R = w * 0.3;
  c.save();
  c.lineCap = "round";
  // headband: outer shell + cushion
  c.strokeStyle = lin(c, cx - R, 0, cx + R, 0, [[0, "#4a2060"], [0.45, "#1a1422"], [0.7, "#3a2430"], [1, "#7a4a2a"]]);
  c.lineWidth = R * 0.16;
  c.beginPath();
  c.ellipse(cx, cy + R * 0.1, R, R * 1.1, 0, Math.PI * 1.03, Math.PI * 1.97);
  c.stroke();
  c.strokeStyle = "#0d0a12";
  c.lineWidth = R * 0.08;
  c.beginPath();
  c.ellipse(cx, cy + R * 0.1, R * 0.9, R * 0.99, 0, Math.PI * 1.12, Math.PI * 1.88);
  c.stroke();
  // rim lights on the band
  c.lineWidth = 3 * s;
  c.strokeStyle = rgba(P.gold, 0.8);
  c.beginPath();
  c.ellipse(cx, cy + R * 0.1, R * 1.08, R * 1.18, 0, Math.PI * 1.55, Math.PI * 1.96);
  c.stroke();
  c.strokeStyle = rgba(P.pink, 0.8);
  c.beginPath();
  c.ellipse(cx, cy + R * 0.1, R * 1.08, R * 1.18, 0, Math.PI * 1.04, Math.PI * 1.42);
  c.stroke();
  // yokes
  c.strokeStyle = "#1d1826";
  c.lineWidth = R * 0.05;
  for (const sd of [-1, 1]) {
    c.beginPath();
    c.moveTo(cx + sd * R * 0.99, cy - R * 0.05);
    c.quadraticCurveTo(cx + sd * R * 1.25, cy + R * 0.25, cx + sd * R * 1.08, cy + R * 0.62);
    c.stroke();
  }
  c.restore();
  for (const sd of [-1, 1]) {
    const x = cx + sd * R * 1.0, y = cy + R * 0.55;
    const tint = sd < 0 ? P.pink : P.amber;
    const rx = R * 0.3, ry = R * 0.44;
    glow(g, x, y, R * 0.8, tint, 0.25);
    c.save();
    // cushion (inner side)
    c.fillStyle = "#0b0910";
    c.beginPath();
    c.ellipse(x - sd * rx * 0.35, y, rx * 0.95, ry * 0.98, 0, 0, TAU);
    c.fill();
    // shell
    c.fillStyle = rad(c, x + sd * rx * 0.1 - rx * 0.3, y - ry * 0.4, 0, ry * 1.3, [[0, rgba(tint, 0.85)], [0.3, "#2a2238"], [1, "#0a0811"]]);
    c.beginPath();
    c.ellipse(x + sd * rx * 0.12, y, rx, ry, 0, 0, TAU);
    c.fill();
    c.strokeStyle = rgba(tint, 0.9);
    c.lineWidth = 3 * s;
    c.stroke();
    c.strokeStyle = "rgba(255,255,255,0.12)";
    c.lineWidth = 2 * s;
    c.beginPath();
    c.ellipse(x + sd * rx * 0.12, y, rx * 0.72, ry * 0.74, 0, 0, TAU);
    c.stroke();
    c.strokeStyle = rgba(tint, 0.95);
    c.lineWidth = 4 * s;
    c.shadowColor = tint;
    c.shadowBlur = 30 * s;
    c.beginPath();
    c.ellipse(x + sd * rx * 0.12, y, rx * 0.45, ry * 0.48, 0, 0, TAU);
    c.stroke();
    c.restore();
    // specular highlight
    c.save();
    c.globalCompositeOperation = "screen";
    c.fillStyle = "rgba(255,240,230,0.25)";
    c.beginPath();
    c.ellipse(x + sd * rx * 0.12 - rx * 0.35, y - ry * 0.45, rx * 0.18, ry * 0.1, -0.6, 0, TAU);
    c.fill();
    c.restore();
  }
  // cable
  c.save();
  c.strokeStyle = "#15111c";
  c.lineWidth = 6 * s;
  c.beginPath();
  c.moveTo(cx - R * 1.0, cy + R * 0.95);
  c.bezierCurveTo(cx - R * 0.9, cy + R * 1.5, cx + R * 0.2, cy + R * 1.2, cx + R * 0.1, h + 10);
  c.stroke();
  c.strokeStyle = rgba(P.pink, 0.5);
  c.lineWidth = 1.5 * s;
  c.stroke();
  c.restore();
  ellipseGlow(g, cx, h * 0.93, w * 0.45, 30 * s, P.magenta, 0.3);
  vignette(g, 0.55);
  grain(g, 5);
}
