// photo-06.webp: a DJ mixer's knobs, meters and faders at an angle, with depth of field.

import { context2d, lin, newCanvas, P, rad, rgba, TAU } from "../base.js";
import { bokeh, glow, grain, vignette } from "../layers.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function mixer(g) {
  const { w, h, c, s } = g;
  const panel = newCanvas(w, h);
  const pc = context2d(panel);
  pc.fillStyle = lin(pc, 0, 0, w, h, [[0, "#1a1730"], [1, "#0a0913"]]);
  pc.fillRect(0, 0, w, h);
  pc.save();
  pc.translate(w / 2, h / 2);
  pc.rotate(-0.14);
  pc.scale(1.15, 1.15);
  pc.translate(-w / 2, -h / 2);
  const nCh = 4, colW = w / nCh, r = w * 0.042;
  for (let ch = 0; ch < nCh; ch++) {
    const x = colW * (ch + 0.5) - colW * 0.12;
    pc.fillStyle = "rgba(255,255,255,0.035)";
    pc.fillRect(colW * ch + 2, -h * 0.2, 2, h * 1.4);
    // channel label plate
    pc.fillStyle = "rgba(255,255,255,0.05)";
    pc.fillRect(x - r * 1.1, h * 0.005, r * 2.2, r * 0.5);
    for (let k = 0; k < 4; k++) {
      const y = h * 0.07 + k * r * 3.1;
      const tint = k === 0 ? P.amber : k === 3 ? "#b06cff" : P.pink;
      pc.fillStyle = rad(pc, x - r * 0.3, y - r * 0.35, 0, r * 1.2, [[0, "#55506c"], [0.55, "#1f1c2c"], [1, "#0b0a12"]]);
      pc.beginPath();
      pc.arc(x, y, r, 0, TAU);
      pc.fill();
      pc.strokeStyle = "rgba(255,255,255,0.08)";
      pc.lineWidth = 2;
      pc.beginPath();
      pc.arc(x, y, r * 0.7, 0, TAU);
      pc.stroke();
      const ang = Math.PI * 0.75 + (0.25 + g.R() * 0.6) * Math.PI * 1.5;
      pc.strokeStyle = "rgba(255,244,232,0.95)";
      pc.lineWidth = 3.5;
      pc.beginPath();
      pc.moveTo(x + Math.cos(ang) * r * 0.25, y + Math.sin(ang) * r * 0.25);
      pc.lineTo(x + Math.cos(ang) * r * 0.88, y + Math.sin(ang) * r * 0.88);
      pc.stroke();
      pc.strokeStyle = rgba(tint, 0.9);
      pc.lineWidth = 4;
      pc.shadowColor = tint;
      pc.shadowBlur = 14;
      pc.beginPath();
      pc.arc(x, y, r + 9, Math.PI * 0.75, ang);
      pc.stroke();
      pc.shadowBlur = 0;
      pc.fillStyle = "rgba(255,255,255,0.08)";
      for (let t = 0; t <= 10; t++) {
        const ta = Math.PI * 0.75 + (t / 10) * Math.PI * 1.5;
        pc.fillRect(x + Math.cos(ta) * (r + 17) - 1.5, y + Math.sin(ta) * (r + 17) - 1.5, 3, 3);
      }
    }
    // VU meter column beside the knobs
    const lit = 7 + Math.floor(g.R() * 8);
    for (let i = 0; i < 16; i++) {
      const y = h * 0.6 - i * 15;
      const col = i > 13 ? P.coral : i > 10 ? P.amber : i > 5 ? P.pink : "#b06cff";
      pc.fillStyle = i < lit ? rgba(col, 0.95) : "rgba(255,255,255,0.06)";
      if (i < lit) { pc.shadowColor = col; pc.shadowBlur = 12; }
      pc.fillRect(x + colW * 0.3, y, 20, 10);
      pc.shadowBlur = 0;
    }
    // fader
    pc.fillStyle = "#050409";
    pc.fillRect(x - 3, h * 0.66, 6, h * 0.3);
    for (let t = 0; t <= 10; t++) {
      pc.fillStyle = "rgba(255,255,255,0.1)";
      pc.fillRect(x - 18, h * 0.66 + t * h * 0.03, 8, 2);
    }
    const fy = h * 0.7 + g.R() * h * 0.2;
    pc.fillStyle = lin(pc, 0, fy - 20, 0, fy + 20, [[0, "#67617e"], [0.5, "#25222f"], [1, "#121019"]]);
    pc.beginPath();
    pc.roundRect(x - 30, fy - 18, 60, 36, 6);
    pc.fill();
    pc.fillStyle = "rgba(255,244,232,0.95)";
    pc.fillRect(x - 26, fy - 1, 52, 2.5);
  }
  pc.restore();
  // depth of field: blurred copy, then a sharp diagonal band
  c.filter = `blur(${Math.round(5 * s)}px)`;
  c.drawImage(panel, 0, 0);
  c.filter = "none";
  const sharp = newCanvas(w, h);
  const sk = context2d(sharp);
  sk.save();
  sk.translate(w / 2, h / 2);
  sk.rotate(-0.14);
  sk.fillStyle = lin(sk, 0, -h * 0.35, 0, h * 0.35, [[0, "rgba(0,0,0,0)"], [0.3, "rgba(0,0,0,1)"], [0.65, "rgba(0,0,0,1)"], [1, "rgba(0,0,0,0)"]]);
  sk.fillRect(-w, -h * 0.35, 2 * w, h * 0.7);
  sk.restore();
  sk.globalCompositeOperation = "source-in";
  sk.drawImage(panel, 0, 0);
  c.drawImage(sharp, 0, 0);
  glow(g, w * 0.92, h * 0.04, w * 0.7, P.amber, 0.22);
  glow(g, w * 0.05, h * 0.96, w * 0.6, P.magenta, 0.3);
  bokeh(g, 14, { y1: h * 0.22, r0: 20, r1: 50, colors: [P.amber, P.pink], a0: 0.05, a1: 0.14, blur: 3 });
  vignette(g, 0.6);
  grain(g, 5);
}
