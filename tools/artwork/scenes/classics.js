// event-classics.webp: a retro striped sun and sunburst rising behind a vinyl record, sparkles.

import { lin, P, rgba, TAU } from "../base.js";
import { glow, grain, vignette } from "../layers.js";
import { vinylDisc } from "../props.js";

/** @import { G } from "../base.js" */

/** @param {G} g */
export function classics(g) {
  const { w, h, c, s } = g;
  const cx = w * 0.5, cy = h * 1.02;
  c.fillStyle = "#1a0c2a";
  c.fillRect(0, 0, w, h);
  const n = 36;
  for (let i = 0; i < n; i++) {
    const a0 = Math.PI + (i / n) * Math.PI, a1 = Math.PI + ((i + 1) / n) * Math.PI;
    c.fillStyle = i % 2 ? "#5a1c55" : "#2c1347";
    c.beginPath();
    c.moveTo(cx, cy);
    c.arc(cx, cy, w * 1.2, a0 - 0.01, a1 + 0.01);
    c.closePath();
    c.fill();
  }
  glow(g, cx, cy, h * 1.1, P.orange, 0.5);
  // retro sun with stripes
  const sr = h * 0.5;
  c.save();
  c.fillStyle = lin(c, 0, cy - sr, 0, cy, [[0, P.gold], [0.5, P.orange], [1, P.magenta]]);
  c.beginPath();
  c.arc(cx, cy - h * 0.1, sr, Math.PI, TAU);
  c.fill();
  c.restore();
  // chrome streaks
  c.save();
  for (let i = 0; i < 4; i++) {
    const y = h * (0.3 + i * 0.06);
    c.fillStyle = lin(c, 0, 0, w, 0, [[0, "rgba(255,138,61,0)"], [0.5, rgba([P.pink, P.amber, P.gold, P.coral][i], 0.6)], [1, "rgba(255,138,61,0)"]]);
    c.fillRect(0, y, w, (3 + i) * s);
  }
  c.restore();
  vinylDisc(g, cx, h * 1.12, h * 0.56, { rot: -Math.PI * 0.65 });
  c.save();
  for (let i = 0; i < 18; i++) {
    const x = g.R() * w, y = g.R() * h * 0.55;
    glow(g, x, y, g.rand(8, 18) * s, P.cream, 0.55, "lighter");
    c.globalCompositeOperation = "lighter";
    c.strokeStyle = rgba(P.cream, 0.6);
    c.lineWidth = 1.2 * s;
    const L = g.rand(8, 18) * s;
    c.beginPath();
    c.moveTo(x - L, y); c.lineTo(x + L, y); c.moveTo(x, y - L); c.lineTo(x, y + L);
    c.stroke();
  }
  c.restore();
  vignette(g, 0.6);
  grain(g, 7);
}
