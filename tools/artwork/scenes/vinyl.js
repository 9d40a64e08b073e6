// photo-03.webp: a record on top of its sleeve, the tonearm above it.

import { lin, P, TAU } from "../base.js";
import { glow, grain, sil, sky, vignette } from "../layers.js";
import { roundRect } from "../figures.js";
import { vinylDisc } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function vinyl(g) {
  const { w, h, c, s } = g;
  sky(g, [[0, "#0c0818"], [1, "#1d0f26"]]);
  glow(g, w * 0.15, h * 0.1, w * 0.9, P.amber, 0.3);
  glow(g, w * 0.9, h * 0.9, w * 0.6, P.purple, 0.35);
  // record sleeve behind
  c.save();
  c.translate(w * 0.28, h * 0.3);
  c.rotate(-0.12);
  c.fillStyle = lin(c, -w * 0.4, -h * 0.4, w * 0.4, h * 0.4, [[0, "#3b1f63"], [0.5, "#c2367a"], [1, "#ff8a3d"]]);
  c.fillRect(-w * 0.4, -h * 0.4, w * 0.8, w * 0.8);
  c.strokeStyle = "rgba(255,240,220,0.35)";
  c.lineWidth = 3 * s;
  for (let i = 0; i < 5; i++) {
    c.beginPath();
    c.arc(-w * 0.1, -h * 0.1, (40 + i * 30) * s, 0, TAU);
    c.stroke();
  }
  c.restore();
  c.save();
  c.shadowColor = "rgba(0,0,0,0.8)";
  c.shadowBlur = 60 * s;
  c.fillStyle = "#000";
  c.beginPath();
  c.arc(w * 0.6, h * 0.62, w * 0.5, 0, TAU);
  c.fill();
  c.restore();
  vinylDisc(g, w * 0.6, h * 0.62, w * 0.5, { rot: -Math.PI * 0.8, label1: "#7a2a6e", label2: P.amber });
  // tonearm
  sil(g, (k) => {
    k.lineWidth = 10 * s;
    k.beginPath();
    k.moveTo(w * 1.05, h * 0.02);
    k.quadraticCurveTo(w * 0.98, h * 0.35, w * 0.82, h * 0.52);
    k.stroke();
    k.save();
    k.translate(w * 0.82, h * 0.52);
    k.rotate(0.7);
    roundRect(k, -24 * s, -12 * s, 60 * s, 36 * s, 6 * s);
    k.fill();
    k.restore();
  }, { fill: "#14121c", rim: P.gold, dx: -1.2, dy: -1, rimAlpha: 0.8 });
  vignette(g, 0.5);
  grain(g, 5);
}
