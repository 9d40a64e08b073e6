// Whole-picture layers shared by the scenes: skies, glows, stars, sun, moon, sea, mountains,
// beams, lasers, fog, vignette, grain, and sil() which paints silhouettes with a halo and a rim light.

import { context2d, lin, newCanvas, P, rad, rgba, TAU } from "./base.js";

/** @import { G, Stops } from "./base.js" */

/** @param {G} g @param {Stops} stops @param {number} [y0] @param {number} [y1] */
export function sky(g, stops, y0 = 0, y1 = g.h) {
  g.c.fillStyle = lin(g.c, 0, y0, 0, y1, stops);
  g.c.fillRect(0, y0, g.w, y1 - y0);
}

// sunset sky stops helper
/** @param {number} [k] @returns {Stops} */
export const SUNSET = (k = 1) => [
  [0, "#060718"],
  [0.35 * k, "#161540"],
  [0.62, "#3d1d62"],
  [0.8, "#9a3470"],
  [0.92, "#f0634f"],
  [1, "#ffa04a"],
];

/** @param {G} g @param {number} x @param {number} y @param {number} r @param {string} color @param {number} [alpha] @param {GlobalCompositeOperation} [op] */
export function glow(g, x, y, r, color, alpha = 1, op = "screen") {
  const c = g.c;
  c.save();
  c.globalCompositeOperation = op;
  c.fillStyle = rad(c, x, y, 0, r, [
    [0, rgba(color, alpha)],
    [0.25, rgba(color, alpha * 0.55)],
    [0.6, rgba(color, alpha * 0.15)],
    [1, rgba(color, 0)],
  ]);
  c.fillRect(x - r, y - r, 2 * r, 2 * r);
  c.restore();
}

/** @param {G} g @param {number} x @param {number} y @param {number} rx @param {number} ry @param {string} color @param {number} alpha @param {GlobalCompositeOperation} [op] */
export function ellipseGlow(g, x, y, rx, ry, color, alpha, op = "screen") {
  const c = g.c;
  c.save();
  c.translate(x, y);
  c.scale(1, ry / rx);
  c.globalCompositeOperation = op;
  c.fillStyle = rad(c, 0, 0, 0, rx, [
    [0, rgba(color, alpha)],
    [0.5, rgba(color, alpha * 0.35)],
    [1, rgba(color, 0)],
  ]);
  c.fillRect(-rx, -rx, 2 * rx, 2 * rx);
  c.restore();
}

/** @param {G} g @param {number} n @param {number} maxY @param {number} [alpha] */
export function stars(g, n, maxY, alpha = 0.8) {
  const c = g.c;
  c.save();
  for (let i = 0; i < n; i++) {
    const x = g.R() * g.w;
    const y = Math.pow(g.R(), 1.4) * maxY;
    const r = g.rand(0.4, 1.3) * Math.max(1, g.s * 0.9);
    const a = g.rand(0.2, 1) * alpha * (1 - y / maxY * 0.7);
    c.fillStyle = `rgba(255,240,230,${a})`;
    c.beginPath();
    c.arc(x, y, r, 0, TAU);
    c.fill();
    if (g.R() < 0.06) glow(g, x, y, r * 8, P.cream, a * 0.35);
  }
  c.restore();
}

// long thin sunset clouds
/** @param {G} g @param {number} n @param {number} y0 @param {number} y1 @param {string[]} colors @param {number} [alpha] */
export function streaks(g, n, y0, y1, colors, alpha = 0.35) {
  const c = g.c;
  c.save();
  c.globalCompositeOperation = "screen";
  c.filter = `blur(${Math.round(6 * g.s)}px)`;
  for (let i = 0; i < n; i++) {
    const y = g.rand(y0, y1);
    const x = g.rand(-0.2, 1) * g.w;
    const len = g.rand(0.25, 0.7) * g.w;
    const th = g.rand(2, 9) * g.s;
    const col = g.pick(colors);
    c.fillStyle = lin(c, x, 0, x + len, 0, [
      [0, rgba(col, 0)],
      [0.5, rgba(col, alpha * g.rand(0.4, 1))],
      [1, rgba(col, 0)],
    ]);
    c.beginPath();
    c.ellipse(x + len / 2, y, len / 2, th, 0, 0, TAU);
    c.fill();
  }
  c.restore();
}

/** @param {G} g @param {number} x @param {number} y @param {number} r @param {number} horizonY @param {string} [top] @param {string} [bottom] */
export function sun(g, x, y, r, horizonY, top = P.gold, bottom = P.coral) {
  const c = g.c;
  glow(g, x, y, r * 7, P.orange, 0.35);
  glow(g, x, y, r * 2.6, P.amber, 0.45);
  c.save();
  c.beginPath();
  c.rect(0, 0, g.w, horizonY);
  c.clip();
  c.fillStyle = lin(c, 0, y - r, 0, y + r, [[0, top], [1, bottom]]);
  c.beginPath();
  c.arc(x, y, r, 0, TAU);
  c.fill();
  c.restore();
}

/** @param {G} g @param {number} x @param {number} y @param {number} r */
export function moon(g, x, y, r) {
  const c = g.c;
  glow(g, x, y, r * 6, "#b9a8ff", 0.18);
  glow(g, x, y, r * 2.2, P.cream, 0.35);
  c.save();
  c.fillStyle = rad(c, x - r * 0.3, y - r * 0.3, r * 0.1, r * 1.1, [[0, "#fffaf0"], [1, "#e8d9c4"]]);
  c.beginPath();
  c.arc(x, y, r, 0, TAU);
  c.fill();
  c.clip();
  for (let i = 0; i < 7; i++) {
    const a = g.R() * TAU, d = g.R() * r * 0.7;
    c.fillStyle = "rgba(150,130,140,0.16)";
    c.beginPath();
    c.arc(x + Math.cos(a) * d, y + Math.sin(a) * d, g.rand(0.08, 0.22) * r, 0, TAU);
    c.fill();
  }
  c.restore();
}

// sea below horizonY with a light path under (lx)
/** @param {G} g @param {number} hy @param {number} lx @param {{ top?: string, bottom?: string, light?: string, strength?: number, spread?: number, y1?: number }} [opts] */
export function sea(g, hy, lx, opts = {}) {
  const c = g.c;
  const { top = "#35204f", bottom = P.night, light = P.amber, strength = 1, spread = 1, y1 = g.h } = opts;
  c.fillStyle = lin(c, 0, hy, 0, y1, [[0, top], [0.35, "#161437"], [1, bottom]]);
  c.fillRect(0, hy, g.w, y1 - hy);
  c.save();
  c.globalCompositeOperation = "screen";
  // horizon line
  c.fillStyle = lin(c, 0, 0, g.w, 0, [
    [0, rgba(light, 0.05)],
    [Math.min(0.99, Math.max(0.01, lx / g.w)), rgba(light, 0.7 * strength)],
    [1, rgba(light, 0.05)],
  ]);
  c.fillRect(0, hy, g.w, Math.max(1, 1.5 * g.s));
  // light path
  const n = Math.round(420 * spread * (g.w / 1200));
  for (let i = 0; i < n; i++) {
    const t = Math.pow(g.R(), 1.25);
    const y = hy + 2 + (y1 - hy) * t;
    const sp = (18 + 260 * t) * g.s * spread;
    const x = lx + g.gauss() * sp * 0.45;
    const len = (6 + 70 * t) * g.s * g.rand(0.3, 1);
    const th = Math.max(1, (0.8 + 3 * t) * g.s);
    const a = (1 - t * 0.75) * 0.55 * strength * g.rand(0.25, 1) * Math.exp(-Math.pow((x - lx) / (sp * 1.1), 2));
    c.fillStyle = rgba(g.R() < 0.3 ? P.pink : light, a);
    c.fillRect(x - len / 2, y, len, th);
  }
  // faint ripples everywhere
  for (let i = 0; i < 180 * (g.w / 1200); i++) {
    const t = g.R();
    const y = hy + 3 + (y1 - hy) * t;
    const len = (10 + 60 * t) * g.s * g.rand(0.3, 1);
    c.fillStyle = rgba(g.pick([P.purple, P.magenta, P.indigo]), 0.18 * (1 - t * 0.6));
    c.fillRect(g.R() * g.w, y, len, Math.max(1, 1.2 * g.s * (0.5 + t)));
  }
  c.restore();
}

// smooth mountain ridge made of gaussian peaks plus a little noise
/** @param {G} g @param {number} baseY @param {{ x: number, h: number, wd: number }[]} peaks @param {string} color @param {number} [rough] @param {number} [alpha] */
export function ridge(g, baseY, peaks, color, rough = 1, alpha = 1) {
  const c = g.c;
  const ph = [g.R() * 10, g.R() * 10, g.R() * 10];
  c.save();
  c.globalAlpha = alpha;
  c.fillStyle = color;
  c.beginPath();
  c.moveTo(0, baseY + 2);
  for (let x = 0; x <= g.w + 4; x += 4) {
    let y = 0;
    for (const p of peaks) y = Math.max(y, p.h * Math.exp(-Math.pow((x - p.x) / p.wd, 2)));
    y += rough * g.s * (4 * Math.sin(x / (37 * g.s) + ph[0]) + 2.5 * Math.sin(x / (13 * g.s) + ph[1]) + 1.2 * Math.sin(x / (5 * g.s) + ph[2])) * Math.min(1, y / (20 * g.s));
    c.lineTo(x, baseY - y);
  }
  c.lineTo(g.w, baseY + 2);
  c.closePath();
  c.fill();
  c.restore();
}

/** @param {G} g @param {number} [strength] @param {string} [color] */
export function vignette(g, strength = 0.55, color = "#03030a") {
  const c = g.c;
  const r = Math.hypot(g.w, g.h) / 2;
  c.save();
  c.fillStyle = rad(c, g.w / 2, g.h / 2, r * 0.35, r, [[0, rgba(color, 0)], [1, rgba(color, strength)]]);
  c.fillRect(0, 0, g.w, g.h);
  c.restore();
}

/** @param {G} g @param {number} y0 @param {number} y1 @param {string} color @param {number} a0 @param {number} a1 */
export function shade(g, y0, y1, color, a0, a1) {
  const c = g.c;
  c.save();
  c.fillStyle = lin(c, 0, y0, 0, y1, [[0, rgba(color, a0)], [1, rgba(color, a1)]]);
  c.fillRect(0, Math.min(y0, y1), g.w, Math.abs(y1 - y0));
  c.restore();
}

/** @param {G} g @param {number} [amount] */
export function grain(g, amount = 5) {
  const c = g.c;
  const id = c.getImageData(0, 0, g.w, g.h);
  const d = id.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (g.R() - 0.5) * amount;
    d[i] += n;
    d[i + 1] += n;
    d[i + 2] += n;
  }
  c.putImageData(id, 0, 0);
}

/** @param {G} g @param {number} n @param {{ x0?: number, y0?: number, x1?: number, y1?: number, r0?: number, r1?: number, colors?: string[], a0?: number, a1?: number, blur?: number }} o */
export function bokeh(g, n, o) {
  const c = g.c;
  const { x0 = 0, y0 = 0, x1 = g.w, y1 = g.h, r0 = 10, r1 = 40, colors = [P.amber], a0 = 0.08, a1 = 0.3, blur = 0 } = o;
  c.save();
  c.globalCompositeOperation = "screen";
  if (blur) c.filter = `blur(${blur}px)`;
  for (let i = 0; i < n; i++) {
    const x = g.rand(x0, x1), y = g.rand(y0, y1);
    const r = g.rand(r0, r1) * g.s;
    const col = g.pick(colors);
    const a = g.rand(a0, a1);
    c.fillStyle = rad(c, x, y, 0, r, [[0, rgba(col, a * 0.7)], [0.82, rgba(col, a)], [0.93, rgba(col, a * 0.6)], [1, rgba(col, 0)]]);
    c.beginPath();
    c.arc(x, y, r, 0, TAU);
    c.fill();
  }
  c.restore();
}

// soft light beam from (ox,oy) in direction ang (radians), spread half-angle
/** @param {G} g @param {number} ox @param {number} oy @param {number} ang @param {number} len @param {number} spread @param {string} color @param {number} alpha @param {number} [blur] */
export function beam(g, ox, oy, ang, len, spread, color, alpha, blur = 8) {
  const c = g.c;
  c.save();
  c.globalCompositeOperation = "screen";
  c.filter = `blur(${Math.round(blur * g.s)}px)`;
  const x1 = ox + Math.cos(ang - spread) * len, y1 = oy + Math.sin(ang - spread) * len;
  const x2 = ox + Math.cos(ang + spread) * len, y2 = oy + Math.sin(ang + spread) * len;
  c.fillStyle = lin(c, ox, oy, ox + Math.cos(ang) * len, oy + Math.sin(ang) * len, [
    [0, rgba(color, alpha)],
    [0.5, rgba(color, alpha * 0.35)],
    [1, rgba(color, 0)],
  ]);
  c.beginPath();
  c.moveTo(ox, oy);
  c.lineTo(x1, y1);
  c.lineTo(x2, y2);
  c.closePath();
  c.fill();
  c.restore();
}

/** @param {G} g @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {string} color @param {number} [width] */
export function laser(g, x0, y0, x1, y1, color, width = 1.6) {
  const c = g.c;
  c.save();
  c.globalCompositeOperation = "lighter";
  c.lineCap = "round";
  c.filter = `blur(${Math.round(5 * g.s)}px)`;
  c.strokeStyle = lin(c, x0, y0, x1, y1, [[0, rgba(color, 0.35)], [1, rgba(color, 0.05)]]);
  c.lineWidth = width * 6 * g.s;
  c.beginPath();
  c.moveTo(x0, y0);
  c.lineTo(x1, y1);
  c.stroke();
  c.filter = "none";
  c.strokeStyle = lin(c, x0, y0, x1, y1, [[0, rgba(color, 0.95)], [1, rgba(color, 0.15)]]);
  c.lineWidth = width * g.s;
  c.beginPath();
  c.moveTo(x0, y0);
  c.lineTo(x1, y1);
  c.stroke();
  c.restore();
}

/** @param {G} g @param {number} n @param {number} y0 @param {number} y1 @param {string[]} colors @param {number} [alpha] */
export function fog(g, n, y0, y1, colors, alpha = 0.12) {
  for (let i = 0; i < n; i++) {
    const rx = g.rand(0.2, 0.5) * g.w;
    ellipseGlow(g, g.rand(-0.1, 1.1) * g.w, g.rand(y0, y1), rx, rx * g.rand(0.18, 0.35), g.pick(colors), alpha * g.rand(0.5, 1));
  }
}

// Silhouette layer: draw(ctx) paints opaque shapes; they are filled with
// `fill`, optionally with a blurred coloured halo and a crisp rim light.
/** @param {G} g @param {(c: CanvasRenderingContext2D) => void} draw @param {{ fill?: string, halo?: string | null, haloBlur?: number, haloAlpha?: number, rim?: string | null, dx?: number, dy?: number, rimAlpha?: number }} [o] */
export function sil(g, draw, o = {}) {
  const { fill = P.night, halo = null, haloBlur = 14, haloAlpha = 0.7, rim = null, dx = 0, dy = 0, rimAlpha = 0.9 } = o;
  const cv = newCanvas(g.w, g.h);
  const oc = context2d(cv);
  oc.fillStyle = "#000";
  oc.strokeStyle = "#000";
  oc.lineCap = "round";
  oc.lineJoin = "round";
  draw(oc);
  const tint = (/** @type {string} */ col) => {
    const t = newCanvas(g.w, g.h);
    const tc = context2d(t);
    tc.drawImage(cv, 0, 0);
    tc.globalCompositeOperation = "source-in";
    tc.fillStyle = col;
    tc.fillRect(0, 0, g.w, g.h);
    return t;
  };
  const c = g.c;
  if (halo) {
    c.save();
    c.globalAlpha = haloAlpha;
    c.globalCompositeOperation = "screen";
    c.filter = `blur(${Math.round(haloBlur * g.s)}px)`;
    c.drawImage(tint(halo), 0, 0);
    c.restore();
  }
  if (rim) {
    c.save();
    c.globalAlpha = rimAlpha;
    c.filter = `blur(${Math.max(1, Math.round(g.s))}px)`;
    c.drawImage(tint(rim), dx * g.s, dy * g.s);
    c.restore();
  }
  c.drawImage(tint(fill), 0, 0);
}
