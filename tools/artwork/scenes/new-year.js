// event-new-year.webp: two champagne flutes clinking in front of fireworks over the sea.

import { lin, P, rgba, TAU } from "../base.js";
import { bokeh, glow, grain, sea, sky, stars, vignette } from "../layers.js";
import { firework } from "../props.js";

/** @import { G } from "../base.js" */

// champagne flute in local coords, base at (0,0), pointing up; H = total height
/** @param {CanvasRenderingContext2D} c @param {number} H */
function flutePath(c, H) {
  const bh = H * 0.52, stem = H * 0.4, bw = H * 0.078, rim = H * 0.07;
  c.beginPath();
  c.moveTo(-rim, -H);
  c.bezierCurveTo(-bw * 1.05, -H + bh * 0.45, -bw * 0.95, -stem - bh * 0.1, -H * 0.008, -stem);
  c.lineTo(H * 0.008, -stem);
  c.bezierCurveTo(bw * 0.95, -stem - bh * 0.1, bw * 1.05, -H + bh * 0.45, rim, -H);
  c.closePath();
}

/** @param {G} g */
export function newYear(g) {
  const { w, h, c, s } = g;
  const hy = h * 0.66;
  sky(g, [[0, "#04040e"], [0.7, "#11123a"], [1, "#2a1c4e"]], 0, hy);
  stars(g, 80, hy * 0.8, 0.6);
  firework(g, w * 0.16, h * 0.22, 120 * s, P.gold, 70);
  firework(g, w * 0.46, h * 0.12, 80 * s, P.pink, 50);
  firework(g, w * 0.84, h * 0.24, 140 * s, P.amber, 80);
  firework(g, w * 0.7, h * 0.46, 60 * s, "#c58cff", 40, { alpha: 0.8 });
  sea(g, hy, w * 0.5, { top: "#221a45", light: P.gold, strength: 0.7, spread: 2.2 });
  bokeh(g, 50, { y0: h * 0.4, y1: h, r0: 12, r1: 40, colors: [P.gold, P.amber, P.pink], a0: 0.06, a1: 0.26, blur: 3 });
  const H = h * 0.74;
  const glasses = [[w * 0.425, h * 0.97, 0.08], [w * 0.575, h * 0.97, -0.08]];
  for (const [x, y, a] of glasses) {
    c.save();
    c.translate(x, y);
    c.rotate(a);
    // champagne
    c.save();
    flutePath(c, H);
    c.clip();
    const lvl = -H * 0.86;
    c.fillStyle = lin(c, 0, lvl, 0, -H * 0.4, [[0, "rgba(255,226,150,0.75)"], [1, "rgba(255,165,60,0.85)"]]);
    c.fillRect(-H * 0.1, lvl, H * 0.2, H * 0.5);
    c.fillStyle = "rgba(255,250,235,0.85)";
    c.fillRect(-H * 0.1, lvl - 2 * s, H * 0.2, 3 * s);
    c.fillStyle = "rgba(255,240,220,0.07)";
    c.fillRect(-H * 0.1, -H, H * 0.2, H * 0.14);
    c.globalCompositeOperation = "lighter";
    for (let i = 0; i < 36; i++) {
      c.fillStyle = rgba(P.cream, g.rand(0.3, 0.8));
      c.beginPath();
      c.arc(g.gauss() * H * 0.018, -H * g.rand(0.42, 0.84), g.rand(0.8, 2.2) * s, 0, TAU);
      c.fill();
    }
    c.fillStyle = "rgba(255,255,255,0.22)";
    c.fillRect(-H * 0.05, -H * 0.95, 4 * s, H * 0.45);
    c.restore();
    // glass outline, stem and foot
    flutePath(c, H);
    c.strokeStyle = "rgba(255,236,205,0.75)";
    c.lineWidth = 1.6 * s;
    c.stroke();
    c.fillStyle = lin(c, -4 * s, 0, 4 * s, 0, [[0, "rgba(255,236,205,0.35)"], [0.5, "rgba(255,250,240,0.9)"], [1, "rgba(255,236,205,0.35)"]]);
    c.fillRect(-2.2 * s, -H * 0.4, 4.4 * s, H * 0.39);
    c.beginPath();
    c.ellipse(0, -2 * s, H * 0.085, H * 0.012, 0, 0, TAU);
    c.fillStyle = "rgba(255,236,205,0.55)";
    c.fill();
    c.restore();
  }
  const tipX = w * 0.5, tipY = h * 0.97 - H * 0.99;
  glow(g, tipX, tipY, 90 * s, P.gold, 0.6, "lighter");
  c.save();
  c.globalCompositeOperation = "lighter";
  c.strokeStyle = rgba(P.cream, 0.8);
  c.lineWidth = 1.4 * s;
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * TAU;
    c.beginPath();
    c.moveTo(tipX + Math.cos(a) * 14 * s, tipY + Math.sin(a) * 14 * s);
    c.lineTo(tipX + Math.cos(a) * 44 * s, tipY + Math.sin(a) * 44 * s);
    c.stroke();
  }
  c.restore();
  vignette(g, 0.55);
  grain(g, 5);
}
