// Renders the site's default artwork (generated illustrations, no photos) into
// web/public/media/. Deterministic: every image is drawn with a seeded random
// generator, so re-running the script rewrites the same pictures.
//
//   node scripts/make-artwork.mjs            # all images
//   node scripts/make-artwork.mjs hero og    # only files whose name contains one of the words
//
// It drives Debian's Chromium through playwright-core, draws on a <canvas> and
// saves canvas.toDataURL("image/webp"|"image/jpeg"), lowering the quality until
// each file fits the size budget.
//
// Smaller copies for small screens (see variantsOf): "-800" for the 1200 px wide
// cards and photos, and for the hero a 1280 px copy and a portrait crop for
// phones. They use the quality of their full-size image.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "web", "public", "media");
const MAX_BYTES = 60 * 1024;
const TOTAL_BUDGET = 1.5 * 1024 * 1024;

// file, scene, width, height, seed
const JOBS = [
  ["hero.webp", "hero", 1920, 1080, 101],
  ["portrait.webp", "portrait", 800, 1000, 102],
  ["og.jpg", "og", 1200, 630, 103],

  ["event-sunset-house.webp", "sunsetHouse", 1200, 800, 201],
  ["event-disco.webp", "disco", 1200, 800, 202],
  ["event-reggae.webp", "reggae", 1200, 800, 203],
  ["event-jazz.webp", "jazz", 1200, 800, 204],
  ["event-wedding.webp", "weddingParty", 1200, 800, 205],
  ["event-club.webp", "club", 1200, 800, 206],
  ["event-rooftop.webp", "rooftopParty", 1200, 800, 207],
  ["event-new-year.webp", "newYear", 1200, 800, 208],
  ["event-open-air.webp", "openAir", 1200, 800, 209],
  ["event-classics.webp", "classics", 1200, 800, 210],

  ["venue-voiles-pourpres.webp", "beachClub", 1200, 800, 301],
  ["venue-vinyle-sale.webp", "bar", 1200, 800, 302],
  ["venue-table-phare.webp", "restaurant", 1200, 800, 303],
  ["venue-trois-cypres.webp", "domaine", 1200, 800, 304],
  ["venue-orbital.webp", "clubVenue", 1200, 800, 305],
  ["venue-cel-obert.webp", "rooftopLounge", 1200, 800, 306],

  ["photo-01.webp", "turntable", 1200, 1200, 401],
  ["photo-02.webp", "hands", 1200, 1200, 402],
  ["photo-03.webp", "vinyl", 1200, 1200, 403],
  ["photo-04.webp", "headphones", 1200, 1200, 404],
  ["photo-05.webp", "beachNight", 1200, 1200, 405],
  ["photo-06.webp", "mixer", 1200, 1200, 406],
  ["photo-07.webp", "firstDance", 1200, 1200, 407],
  ["photo-08.webp", "laserFog", 1200, 1200, 408],
  ["photo-09.webp", "palmsMoon", 1200, 1200, 409],
  ["photo-10.webp", "fireworksPort", 1200, 1200, 410],
];

/** The smaller copies of an image: file, width, height, and for a crop the horizontal centre (0..1). */
function variantsOf(file, w, h) {
  if (file === "hero.webp") {
    return [
      { file: "hero-1280.webp", w: 1280, h: 720 },
      // What a phone held upright shows of the hero (object-position 60% centre).
      { file: "hero-portrait.webp", w: 720, h: 1280, centre: 0.6 },
    ];
  }
  if (w === 1200 && /^(event|venue|photo)-/.test(file)) {
    return [{ file: file.replace(/\.webp$/, "-800.webp"), w: 800, h: Math.round((h * 800) / w) }];
  }
  return [];
}

// ---------------------------------------------------------------------------
// Everything below browserArt() runs inside the page. It defines
// window.renderArt(scene, w, h, seed, type, quality) -> data URL.
// ---------------------------------------------------------------------------
function browserArt() {
  const TAU = Math.PI * 2;
  const P = {
    night: "#05060f",
    ink: "#07081a",
    navy: "#0b1033",
    indigo: "#1b1a4a",
    violet: "#3b1f63",
    purple: "#5e2a8a",
    plum: "#7a2a6e",
    magenta: "#c2367a",
    pink: "#ff5e8a",
    coral: "#ff6f59",
    orange: "#ff8a3d",
    amber: "#ffb347",
    gold: "#ffd27a",
    cream: "#fff1d6",
  };

  function mulberry(seed) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function rgba(hex, a = 1) {
    const n = parseInt(hex.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
  }
  const lerp = (a, b, t) => a + (b - a) * t;

  function lin(c, x0, y0, x1, y1, stops) {
    const g = c.createLinearGradient(x0, y0, x1, y1);
    for (const [o, col] of stops) g.addColorStop(o, col);
    return g;
  }
  function rad(c, x, y, r0, r1, stops) {
    const g = c.createRadialGradient(x, y, r0, x, y, r1);
    for (const [o, col] of stops) g.addColorStop(o, col);
    return g;
  }

  function newCanvas(w, h) {
    const cv = document.createElement("canvas");
    cv.width = w;
    cv.height = h;
    return cv;
  }

  // The drawing context handed to each scene.
  function makeG(w, h, seed) {
    const cv = newCanvas(w, h);
    const c = cv.getContext("2d");
    const R = mulberry(seed);
    const g = {
      cv, c, w, h, R,
      s: h / 800,
      rand: (a, b) => a + (b - a) * R(),
      pick: (arr) => arr[Math.floor(R() * arr.length)],
      gauss: () => {
        const u = Math.max(1e-9, R());
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(TAU * R());
      },
    };
    return g;
  }

  // --- basic layers --------------------------------------------------------
  function sky(g, stops, y0 = 0, y1 = g.h) {
    g.c.fillStyle = lin(g.c, 0, y0, 0, y1, stops);
    g.c.fillRect(0, y0, g.w, y1 - y0);
  }

  function glow(g, x, y, r, color, alpha = 1, op = "screen") {
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

  function ellipseGlow(g, x, y, rx, ry, color, alpha, op = "screen") {
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

  function stars(g, n, maxY, alpha = 0.8) {
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
  function streaks(g, n, y0, y1, colors, alpha = 0.35) {
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

  function sun(g, x, y, r, horizonY, top = P.gold, bottom = P.coral) {
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

  function moon(g, x, y, r) {
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
  function sea(g, hy, lx, opts = {}) {
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
  function ridge(g, baseY, peaks, color, rough = 1, alpha = 1) {
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

  function vignette(g, strength = 0.55, color = "#03030a") {
    const c = g.c;
    const r = Math.hypot(g.w, g.h) / 2;
    c.save();
    c.fillStyle = rad(c, g.w / 2, g.h / 2, r * 0.35, r, [[0, rgba(color, 0)], [1, rgba(color, strength)]]);
    c.fillRect(0, 0, g.w, g.h);
    c.restore();
  }

  function shade(g, y0, y1, color, a0, a1) {
    const c = g.c;
    c.save();
    c.fillStyle = lin(c, 0, y0, 0, y1, [[0, rgba(color, a0)], [1, rgba(color, a1)]]);
    c.fillRect(0, Math.min(y0, y1), g.w, Math.abs(y1 - y0));
    c.restore();
  }

  function grain(g, amount = 5) {
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

  function bokeh(g, n, o) {
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
  function beam(g, ox, oy, ang, len, spread, color, alpha, blur = 8) {
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

  function laser(g, x0, y0, x1, y1, color, width = 1.6) {
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

  function fog(g, n, y0, y1, colors, alpha = 0.12) {
    for (let i = 0; i < n; i++) {
      const rx = g.rand(0.2, 0.5) * g.w;
      ellipseGlow(g, g.rand(-0.1, 1.1) * g.w, g.rand(y0, y1), rx, rx * g.rand(0.18, 0.35), g.pick(colors), alpha * g.rand(0.5, 1));
    }
  }

  // Silhouette layer: draw(ctx) paints opaque shapes; they are filled with
  // `fill`, optionally with a blurred coloured halo and a crisp rim light.
  function sil(g, draw, o = {}) {
    const { fill = P.night, halo = null, haloBlur = 14, haloAlpha = 0.7, rim = null, dx = 0, dy = 0, rimAlpha = 0.9 } = o;
    const cv = newCanvas(g.w, g.h);
    const oc = cv.getContext("2d");
    oc.fillStyle = "#000";
    oc.strokeStyle = "#000";
    oc.lineCap = "round";
    oc.lineJoin = "round";
    draw(oc);
    const tint = (col) => {
      const t = newCanvas(g.w, g.h);
      const tc = t.getContext("2d");
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

  // --- silhouettes (paths only, drawn with the current fill/stroke) -------
  function roundRect(c, x, y, w, h, r) {
    c.beginPath();
    c.roundRect(x, y, w, h, r);
  }

  function palm(c, R, x, baseY, H, lean, s) {
    // tapered curved trunk
    const pt = (t) => [
      (1 - t) * (1 - t) * x + 2 * (1 - t) * t * (x + lean * 0.15) + t * t * (x + lean),
      (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * (baseY - H * 0.55) + t * t * (baseY - H),
    ];
    const L = [], Rr = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const [px, py] = pt(t);
      const [qx, qy] = pt(Math.min(1, t + 0.01));
      let nx = -(qy - py), ny = qx - px;
      const nl = Math.hypot(nx, ny) || 1;
      nx /= nl; ny /= nl;
      const wd = lerp(11, 5.5, t) * s * (1 + 0.12 * Math.sin(t * 60));
      L.push([px + nx * wd, py + ny * wd]);
      Rr.push([px - nx * wd, py - ny * wd]);
    }
    c.beginPath();
    c.moveTo(...L[0]);
    for (const p of L) c.lineTo(...p);
    for (const p of Rr.reverse()) c.lineTo(...p);
    c.closePath();
    c.fill();
    const [tx, ty] = pt(1);
    c.beginPath();
    c.ellipse(tx, ty + 2 * s, 12 * s, 9 * s, 0, 0, TAU);
    c.fill();
    // fronds: a curved rachis with drooping, tapered leaflets
    const n = 9;
    for (let k = 0; k < n; k++) {
      const a = -Math.PI / 2 + (k / (n - 1) - 0.5) * Math.PI * 1.6 + (R() - 0.5) * 0.3;
      const len = H * (0.34 + R() * 0.14);
      const steps = 18;
      const step = len / steps;
      let px = tx, py = ty, dir = a;
      const droop = 0.07 + R() * 0.04;
      const pts = [];
      for (let i = 0; i <= steps; i++) {
        pts.push([px, py, dir]);
        px += Math.cos(dir) * step;
        py += Math.sin(dir) * step;
        let d = Math.PI / 2 - dir;
        while (d > Math.PI) d -= TAU;
        while (d < -Math.PI) d += TAU;
        dir += d * droop * (i / steps + 0.35);
      }
      for (let i = 0; i < steps; i++) {
        c.lineWidth = lerp(4.5, 1.2, i / steps) * s;
        c.beginPath();
        c.moveTo(pts[i][0], pts[i][1]);
        c.lineTo(pts[i + 1][0], pts[i + 1][1]);
        c.stroke();
      }
      for (let i = 1; i < pts.length; i++) {
        const [lx, ly, ld] = pts[i];
        const t = i / steps;
        for (const side of [-1, 1]) {
          if (R() < 0.12) continue;
          const ll = len * 0.3 * Math.sin(Math.PI * (0.12 + 0.8 * t)) * (0.75 + R() * 0.35);
          let la = ld + side * (0.55 + R() * 0.25);
          // leaflets hang: blend toward straight down
          let d = Math.PI / 2 - la;
          while (d > Math.PI) d -= TAU;
          while (d < -Math.PI) d += TAU;
          la += d * (0.35 + 0.25 * t);
          const ex = lx + Math.cos(la) * ll, ey = ly + Math.sin(la) * ll;
          const nx = -Math.sin(la), ny = Math.cos(la);
          const bw = (2.6 - 1.2 * t) * s;
          c.beginPath();
          c.moveTo(lx + nx * bw, ly + ny * bw);
          c.quadraticCurveTo(lx + Math.cos(la) * ll * 0.55 + nx * bw * 0.8, ly + Math.sin(la) * ll * 0.55 + ny * bw * 0.8 + ll * 0.08, ex, ey);
          c.quadraticCurveTo(lx + Math.cos(la) * ll * 0.55 - nx * bw * 0.8, ly + Math.sin(la) * ll * 0.55 - ny * bw * 0.8 + ll * 0.08, lx - nx * bw, ly - ny * bw);
          c.closePath();
          c.fill();
        }
      }
    }
  }

  // tapered limb through points (shoulder, elbow, hand)
  function limb(c, pts, w0, w1) {
    const n = pts.length - 1;
    for (let i = 0; i < n; i++) {
      const [ax, ay] = pts[i], [bx, by] = pts[i + 1];
      const wa = lerp(w0, w1, i / n) / 2, wb = lerp(w0, w1, (i + 1) / n) / 2;
      const L = Math.hypot(bx - ax, by - ay) || 1;
      const nx = -(by - ay) / L, ny = (bx - ax) / L;
      c.beginPath();
      c.moveTo(ax + nx * wa, ay + ny * wa);
      c.lineTo(bx + nx * wb, by + ny * wb);
      c.lineTo(bx - nx * wb, by - ny * wb);
      c.lineTo(ax - nx * wa, ay - ny * wa);
      c.closePath();
      c.fill();
      c.beginPath();
      c.arc(bx, by, wb, 0, TAU);
      c.fill();
    }
  }

  // DJ behind a booth, seen from the front; top = table top y
  function djAndBooth(c, cx, top, s, o = {}) {
    const { armUp = true, side = 1, laptop = true, tableW = 200, tableH = 120 } = o;
    const shY = top - 100 * s;
    // torso with rounded shoulders
    c.beginPath();
    c.moveTo(cx - 46 * s, top + 4 * s);
    c.lineTo(cx - 52 * s, shY + 40 * s);
    c.quadraticCurveTo(cx - 66 * s, shY + 8 * s, cx - 50 * s, shY - 2 * s);
    c.quadraticCurveTo(cx - 30 * s, shY - 10 * s, cx - 12 * s, shY - 12 * s);
    c.lineTo(cx + 12 * s, shY - 12 * s);
    c.quadraticCurveTo(cx + 30 * s, shY - 10 * s, cx + 50 * s, shY - 2 * s);
    c.quadraticCurveTo(cx + 66 * s, shY + 8 * s, cx + 52 * s, shY + 40 * s);
    c.lineTo(cx + 46 * s, top + 4 * s);
    c.closePath();
    c.fill();
    c.fillRect(cx - 10 * s, shY - 28 * s, 20 * s, 24 * s);
    const hy = shY - 52 * s;
    c.beginPath();
    c.ellipse(cx, hy, 22 * s, 27 * s, 0, 0, TAU);
    c.fill();
    // hair
    c.beginPath();
    c.ellipse(cx + 2 * s, hy - 11 * s, 24 * s, 19 * s, -0.1, Math.PI * 0.95, Math.PI * 2.05);
    c.fill();
    // headphones
    c.lineWidth = 6 * s;
    c.beginPath();
    c.ellipse(cx, hy + 2 * s, 30 * s, 36 * s, 0, Math.PI * 1.08, Math.PI * 1.92);
    c.stroke();
    roundRect(c, cx - 35 * s, hy - 6 * s, 14 * s, 26 * s, 6 * s);
    c.fill();
    roundRect(c, cx + 21 * s, hy - 6 * s, 14 * s, 26 * s, 6 * s);
    c.fill();
    // arms
    const fist = (x, y, a) => {
      c.save();
      c.translate(x, y);
      c.rotate(a);
      c.beginPath();
      c.ellipse(0, -4 * s, 10 * s, 12 * s, 0, 0, TAU);
      c.fill();
      c.restore();
    };
    const up = (sd) => {
      const sh = [cx + sd * 50 * s, shY + 8 * s], el = [cx + sd * 92 * s, shY - 34 * s], hd = [cx + sd * 82 * s, shY - 108 * s];
      limb(c, [sh, el, hd], 24 * s, 15 * s);
      fist(hd[0], hd[1], sd * -0.1);
    };
    const down = (sd) => {
      const sh = [cx + sd * 50 * s, shY + 8 * s], el = [cx + sd * 80 * s, top - 40 * s], hd = [cx + sd * 66 * s, top - 8 * s];
      limb(c, [sh, el, hd], 24 * s, 15 * s);
      fist(hd[0], hd[1] + 6 * s, 0);
    };
    if (armUp) { up(side); down(-side); } else { down(1); down(-1); }
    // booth
    c.beginPath();
    c.moveTo(cx - tableW * s, top);
    c.lineTo(cx + tableW * s, top);
    c.lineTo(cx + (tableW - 12) * s, top + tableH * s);
    c.lineTo(cx - (tableW - 12) * s, top + tableH * s);
    c.closePath();
    c.fill();
    roundRect(c, cx - (tableW - 12) * s, top - 12 * s, 105 * s, 14 * s, 3 * s);
    c.fill();
    roundRect(c, cx + (tableW - 117) * s, top - 12 * s, 105 * s, 14 * s, 3 * s);
    c.fill();
    roundRect(c, cx - 42 * s, top - 17 * s, 84 * s, 19 * s, 3 * s);
    c.fill();
    if (laptop) {
      c.beginPath();
      c.moveTo(cx + 96 * s, top - 14 * s);
      c.lineTo(cx + 168 * s, top - 14 * s);
      c.lineTo(cx + 176 * s, top - 66 * s);
      c.lineTo(cx + 104 * s, top - 66 * s);
      c.closePath();
      c.fill();
    }
  }

  function boothLed(g, cx, top, s, tableW = 200, colors = [P.magenta, P.amber]) {
    const c = g.c;
    c.save();
    c.globalCompositeOperation = "screen";
    c.fillStyle = lin(c, cx - tableW * s, 0, cx + tableW * s, 0, [[0, rgba(colors[0], 0.1)], [0.5, rgba(colors[0], 0.95)], [1, rgba(colors[1], 0.15)]]);
    c.fillRect(cx - (tableW - 4) * s, top + 6 * s, (tableW - 4) * 2 * s, 2.5 * s);
    c.restore();
    ellipseGlow(g, cx, top + 8 * s, tableW * 1.1 * s, 22 * s, colors[0], 0.35);
    // front panel: soft light falling from the LED strip and a thin ring logo
    c.save();
    c.globalCompositeOperation = "screen";
    c.fillStyle = lin(c, 0, top + 8 * s, 0, top + 110 * s, [[0, rgba(colors[0], 0.16)], [1, rgba(colors[0], 0)]]);
    c.beginPath();
    c.moveTo(cx - (tableW - 4) * s, top + 8 * s);
    c.lineTo(cx + (tableW - 4) * s, top + 8 * s);
    c.lineTo(cx + (tableW - 14) * s, top + 110 * s);
    c.lineTo(cx - (tableW - 14) * s, top + 110 * s);
    c.fill();
    c.strokeStyle = rgba(colors[1], 0.35);
    c.lineWidth = Math.max(1, 1.5 * s);
    c.beginPath();
    c.arc(cx, top + 60 * s, 24 * s, 0, TAU);
    c.stroke();
    c.beginPath();
    c.arc(cx, top + 60 * s, 7 * s, 0, TAU);
    c.stroke();
    c.restore();
  }

  // heads and shoulders, some hands up; returns hand positions
  function crowd(c, R, w, baseY, s, n, o = {}) {
    const { hands = 0.35, minH = 55, maxH = 100, x0 = 0, x1 = w } = o;
    const handsPos = [];
    for (let i = 0; i < n; i++) {
      const x = lerp(x0, x1, (i + 0.15 + R() * 0.7) / n);
      const sc = s * (0.8 + R() * 0.45);
      const hy = baseY - sc * lerp(minH, maxH, R());
      const tilt = (R() - 0.5) * 0.25;
      c.beginPath();
      c.ellipse(x, hy, 15 * sc, 18 * sc, tilt, 0, TAU);
      c.fill();
      c.fillRect(x - 7 * sc, hy + 8 * sc, 14 * sc, 18 * sc);
      c.beginPath();
      c.moveTo(x - 44 * sc, baseY + 600 * s);
      c.lineTo(x - 44 * sc, hy + 52 * sc);
      c.quadraticCurveTo(x - 44 * sc, hy + 24 * sc, x - 12 * sc, hy + 22 * sc);
      c.lineTo(x + 12 * sc, hy + 22 * sc);
      c.quadraticCurveTo(x + 44 * sc, hy + 24 * sc, x + 44 * sc, hy + 52 * sc);
      c.lineTo(x + 44 * sc, baseY + 600 * s);
      c.closePath();
      c.fill();
      if (R() < hands) {
        const both = R() < 0.45;
        const sides = both ? [-1, 1] : [R() < 0.5 ? -1 : 1];
        for (const sd of sides) {
          const sx = x + sd * 33 * sc, sy = hy + 34 * sc;
          const ua = sd * (0.15 + R() * 0.5); // upper arm angle from vertical
          const fa = ua * (0.2 + R() * 0.6) + sd * (R() - 0.6) * 0.3;
          const ex = sx + Math.sin(ua) * 40 * sc, ey = sy - Math.cos(ua) * 40 * sc;
          const hx = ex + Math.sin(fa) * 38 * sc, hy2 = ey - Math.cos(fa) * 38 * sc;
          limb(c, [[sx, sy], [ex, ey], [hx, hy2]], 13 * sc, 8 * sc);
          // hand: palm + fingers, or a fist
          c.save();
          c.translate(hx, hy2);
          c.rotate(fa);
          c.beginPath();
          c.ellipse(0, -6 * sc, 6.5 * sc, 8 * sc, 0, 0, TAU);
          c.fill();
          if (R() < 0.7) {
            c.lineWidth = 2.8 * sc;
            for (let f = -1.5; f <= 1.5; f += 1) {
              c.beginPath();
              c.moveTo(f * 2.6 * sc, -10 * sc);
              c.lineTo(f * 3.6 * sc, -(18 + (1.6 - Math.abs(f)) * 2.5) * sc);
              c.stroke();
            }
            c.beginPath();
            c.moveTo(-sd * 5 * sc, -4 * sc);
            c.lineTo(-sd * 10 * sc, -11 * sc);
            c.stroke();
          }
          c.restore();
          handsPos.push([hx + Math.sin(fa) * 12 * sc, hy2 - 12 * sc]);
        }
      }
    }
    return handsPos;
  }

  // standing figure, front view. dress: false | "gown" | "short"
  function person(c, x, footY, H, o = {}) {
    const { dress = false, armTo = null, armTo2 = null } = o;
    const gown = dress === true || dress === "gown";
    const fem = !!dress;
    const top = footY - H;
    const hy = top + 0.065 * H;
    c.beginPath();
    c.ellipse(x, hy, 0.052 * H, 0.065 * H, 0, 0, TAU);
    c.fill();
    if (gown) {
      c.beginPath();
      c.arc(x + 0.01 * H, hy - 0.055 * H, 0.032 * H, 0, TAU);
      c.fill();
    } else if (fem) {
      c.beginPath();
      c.ellipse(x, hy + 0.03 * H, 0.064 * H, 0.085 * H, 0, 0, TAU);
      c.fill();
    }
    c.fillRect(x - 0.02 * H, hy + 0.05 * H, 0.04 * H, 0.06 * H);
    const shY = top + 0.17 * H;
    const shW = fem ? 0.095 * H : 0.125 * H;
    const waistY = top + (fem ? 0.4 : 0.44) * H;
    const waistW = fem ? 0.055 * H : 0.078 * H;
    const hipY = top + 0.52 * H;
    c.beginPath();
    c.moveTo(x - 0.03 * H, shY - 0.035 * H);
    c.quadraticCurveTo(x - shW * 0.9, shY - 0.03 * H, x - shW, shY + 0.02 * H);
    c.quadraticCurveTo(x - shW * 1.02, shY + 0.1 * H, x - waistW, waistY);
    if (gown) {
      c.quadraticCurveTo(x - 0.1 * H, footY - 0.25 * H, x - 0.21 * H, footY);
      c.lineTo(x + 0.21 * H, footY);
      c.quadraticCurveTo(x + 0.1 * H, footY - 0.25 * H, x + waistW, waistY);
    } else if (fem) {
      const hemY = top + 0.72 * H;
      c.lineTo(x - 0.13 * H, hemY);
      c.lineTo(x - 0.05 * H, hemY);
      c.lineTo(x - 0.04 * H, footY);
      c.lineTo(x - 0.015 * H, footY);
      c.lineTo(x - 0.005 * H, hemY);
      c.lineTo(x + 0.005 * H, hemY);
      c.lineTo(x + 0.015 * H, footY);
      c.lineTo(x + 0.04 * H, footY);
      c.lineTo(x + 0.05 * H, hemY);
      c.lineTo(x + 0.13 * H, hemY);
      c.lineTo(x + waistW, waistY);
    } else {
      c.lineTo(x - waistW * 1.05, hipY);
      c.lineTo(x - 0.07 * H, footY - 0.02 * H);
      c.lineTo(x - 0.095 * H, footY);
      c.lineTo(x - 0.03 * H, footY);
      c.lineTo(x - 0.028 * H, footY - 0.03 * H);
      c.lineTo(x - 0.006 * H, hipY + 0.035 * H);
      c.lineTo(x + 0.006 * H, hipY + 0.035 * H);
      c.lineTo(x + 0.028 * H, footY - 0.03 * H);
      c.lineTo(x + 0.03 * H, footY);
      c.lineTo(x + 0.095 * H, footY);
      c.lineTo(x + 0.07 * H, footY - 0.02 * H);
      c.lineTo(x + waistW * 1.05, hipY);
      c.lineTo(x + waistW, waistY);
    }
    c.quadraticCurveTo(x + shW * 1.02, shY + 0.1 * H, x + shW, shY + 0.02 * H);
    c.quadraticCurveTo(x + shW * 0.9, shY - 0.03 * H, x + 0.03 * H, shY - 0.035 * H);
    c.closePath();
    c.fill();
    const aw0 = (fem ? 0.036 : 0.046) * H, aw1 = (fem ? 0.024 : 0.03) * H;
    const arm = (target, sd) => {
      const sx = x + sd * shW * 0.9, sy = shY + 0.035 * H;
      let hx, hy2;
      if (target) [hx, hy2] = target;
      else { hx = x + sd * (shW + 0.01 * H); hy2 = shY + 0.36 * H; }
      const mx = (sx + hx) / 2, my = (sy + hy2) / 2;
      const L = Math.hypot(hx - sx, hy2 - sy);
      const bend = Math.max(0, 0.33 * H - L) * 0.8 + 0.02 * H;
      const ex = mx + sd * bend * 0.7, ey = my + bend * 0.7;
      limb(c, [[sx, sy], [ex, ey], [hx, hy2]], aw0, aw1);
      c.beginPath();
      c.ellipse(hx, hy2, aw1 * 0.75, aw1, 0, 0, TAU);
      c.fill();
    };
    arm(armTo, armTo ? (Math.sign(armTo[0] - x) || 1) : 1);
    arm(armTo2, armTo2 ? (Math.sign(armTo2[0] - x) || -1) : -1);
  }

  function cypress(c, R, x, baseY, H, wd) {
    c.beginPath();
    c.moveTo(x, baseY - H);
    const n = 28;
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const prof = Math.sin(Math.PI * Math.pow(t, 0.75)) * (t < 0.85 ? 1 : 1 - (t - 0.85) * 2.2);
      pts.push([t, wd * (0.15 + 0.85 * prof) * (0.9 + R() * 0.2)]);
    }
    for (const [t, r] of pts) c.lineTo(x + r, baseY - H + H * t);
    for (const [t, r] of pts.slice().reverse()) c.lineTo(x - r * (0.92 + R() * 0.16), baseY - H + H * t);
    c.closePath();
    c.fill();
    c.fillRect(x - wd * 0.08, baseY - H * 0.05, wd * 0.16, H * 0.06);
  }

  function catenary(x0, y0, x1, y1, sag, n) {
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      pts.push([lerp(x0, x1, t), lerp(y0, y1, t) + sag * 4 * t * (1 - t)]);
    }
    return pts;
  }

  function stringLights(g, x0, y0, x1, y1, sag, n, o = {}) {
    const { color = P.amber, size = 1, wire = "rgba(10,8,20,0.9)", glowR = 18 } = o;
    const c = g.c;
    const pts = catenary(x0, y0, x1, y1, sag, 60);
    c.save();
    c.strokeStyle = wire;
    c.lineWidth = 1.4 * g.s;
    c.beginPath();
    c.moveTo(pts[0][0], pts[0][1]);
    for (const p of pts) c.lineTo(p[0], p[1]);
    c.stroke();
    c.restore();
    const bulbs = catenary(x0, y0, x1, y1, sag, n);
    for (const [bx, by] of bulbs.slice(1, -1)) {
      const yy = by + 5 * g.s * size;
      glow(g, bx, yy, glowR * g.s * size, color, 0.5, "lighter");
      c.save();
      c.fillStyle = rgba(P.cream, 0.95);
      c.beginPath();
      c.arc(bx, yy, 2.6 * g.s * size, 0, TAU);
      c.fill();
      c.restore();
    }
  }

  function firework(g, x, y, r, color, n, o = {}) {
    const { droop = 0.28, dots = 16, alpha = 1 } = o;
    const c = g.c;
    glow(g, x, y, r * 0.9, color, 0.22 * alpha, "lighter");
    c.save();
    c.globalCompositeOperation = "lighter";
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU + g.R() * 0.12;
      const len = r * g.rand(0.72, 1);
      for (let k = 1; k <= dots; k++) {
        const t = k / dots;
        const px = x + Math.cos(a) * len * t;
        const py = y + Math.sin(a) * len * t + t * t * r * droop;
        const sz = Math.max(0.7, (0.7 + 1.4 * t) * g.s);
        c.fillStyle = rgba(t > 0.85 ? P.cream : color, alpha * (0.12 + 0.75 * t * t));
        c.beginPath();
        c.arc(px, py, sz, 0, TAU);
        c.fill();
      }
    }
    c.restore();
    glow(g, x, y, r * 0.22, P.cream, 0.35 * alpha, "lighter");
  }

  function vinylDisc(g, x, y, r, o = {}) {
    const { label1 = P.magenta, label2 = P.orange, light = P.amber, light2 = P.purple, rot = 0 } = o;
    const c = g.c;
    c.save();
    c.fillStyle = rad(c, x, y, r * 0.3, r, [[0, "#0c0b14"], [1, "#07060d"]]);
    c.beginPath();
    c.arc(x, y, r, 0, TAU);
    c.fill();
    c.clip();
    // grooves
    for (let rr = r * 0.36; rr < r * 0.985; rr += Math.max(1.6, r / 260)) {
      c.strokeStyle = `rgba(255,255,255,${0.015 + g.R() * 0.035})`;
      c.lineWidth = 0.8;
      c.beginPath();
      c.arc(x, y, rr, 0, TAU);
      c.stroke();
    }
    // track gaps
    for (const f of [0.52, 0.66, 0.8]) {
      c.strokeStyle = "rgba(0,0,0,0.7)";
      c.lineWidth = Math.max(2, r * 0.008);
      c.beginPath();
      c.arc(x, y, r * f, 0, TAU);
      c.stroke();
    }
    // sheen
    c.globalCompositeOperation = "screen";
    const cg = c.createConicGradient(rot, x, y);
    cg.addColorStop(0, rgba(light, 0));
    cg.addColorStop(0.04, rgba(light, 0.42));
    cg.addColorStop(0.08, rgba(light, 0));
    cg.addColorStop(0.5, rgba(light2, 0));
    cg.addColorStop(0.54, rgba(light2, 0.38));
    cg.addColorStop(0.58, rgba(light2, 0));
    cg.addColorStop(1, rgba(light, 0));
    c.fillStyle = cg;
    c.fillRect(x - r, y - r, 2 * r, 2 * r);
    c.globalCompositeOperation = "source-over";
    // label
    c.fillStyle = rad(c, x - r * 0.08, y - r * 0.08, 0, r * 0.33, [[0, label2], [1, label1]]);
    c.beginPath();
    c.arc(x, y, r * 0.32, 0, TAU);
    c.fill();
    c.strokeStyle = "rgba(255,240,220,0.35)";
    c.lineWidth = Math.max(1, r * 0.004);
    for (const f of [0.2, 0.28]) {
      c.beginPath();
      c.arc(x, y, r * f, 0, TAU);
      c.stroke();
    }
    c.fillStyle = "rgba(255,240,220,0.25)";
    c.beginPath();
    c.arc(x, y, r * 0.24, rot + 0.4, rot + 1.2);
    c.arc(x, y, r * 0.215, rot + 1.2, rot + 0.4, true);
    c.fill();
    c.fillStyle = "#08070d";
    c.beginPath();
    c.arc(x, y, r * 0.022, 0, TAU);
    c.fill();
    c.restore();
  }

  // sunset sky stops helper
  const SUNSET = (k = 1) => [
    [0, "#060718"],
    [0.35 * k, "#161540"],
    [0.62, "#3d1d62"],
    [0.8, "#9a3470"],
    [0.92, "#f0634f"],
    [1, "#ffa04a"],
  ];

  // ------------------------------------------------------------------------
  // Scenes
  // ------------------------------------------------------------------------
  const scenes = {};

  scenes.hero = (g, o = {}) => {
    const { w, h, c, s } = g;
    const hy = h * 0.66;
    const sx = w * 0.62;
    sky(g, [[0, "#04050f"], [0.3, "#0d0f2c"], [0.6, "#2c1a52"], [0.82, "#7a2b67"], [0.94, "#d4504f"], [1, "#f07a45"]], 0, hy);
    stars(g, Math.round(160 * w / 1920), hy * 0.55, 0.7);
    glow(g, sx, hy, w * 0.45, P.magenta, 0.28);
    glow(g, sx, hy + 4 * s, w * 0.2, P.orange, 0.45);
    streaks(g, 14, hy * 0.62, hy * 0.94, [P.magenta, P.coral, P.purple], 0.4);
    ridge(g, hy, [{ x: -w * 0.02, h: 110 * s, wd: 260 * s }, { x: w * 0.12, h: 60 * s, wd: 180 * s }], "#221339", 1, 0.95);
    sea(g, hy, sx, { top: "#3a1d4e", strength: 0.8, spread: 1.3 });
    // beach
    sil(g, (k) => {
      k.beginPath();
      k.moveTo(0, h * 0.86);
      k.bezierCurveTo(w * 0.3, h * 0.83, w * 0.6, h * 0.875, w, h * 0.845);
      k.lineTo(w, h);
      k.lineTo(0, h);
      k.fill();
    }, { fill: "#07060f", rim: P.coral, dy: -1.2, rimAlpha: 0.35 });
    const bx = w * 0.5, top = h * 0.8, bs = s * 0.78;
    for (let i = 0; i < 5; i++) beam(g, bx + (i - 2) * 70 * bs, top - 10 * bs, -Math.PI / 2 + (i - 2) * 0.32, h * 0.75, 0.05, i % 2 ? P.magenta : P.purple, 0.16, 10);
    sil(g, (k) => {
      djAndBooth(k, bx, top, bs, { armUp: true, side: 1 });
      palm(k, g.R, w * 0.07, h * 1.02, h * 0.88, w * 0.06, s * 1.15);
      palm(k, g.R, w * 0.17, h * 0.98, h * 0.58, -w * 0.02, s * 0.85);
      palm(k, g.R, w * 0.93, h * 1.02, h * 0.8, -w * 0.05, s * 1.05);
    }, { fill: "#05050d", halo: P.magenta, haloAlpha: 0.35, rim: P.orange, dx: 1.5, dy: -1, rimAlpha: 0.6 });
    boothLed(g, bx, top, bs);
    sil(g, (k) => {
      crowd(k, g.R, w, h * 1.02, s * 0.9, 9, { hands: 0.5, x0: -w * 0.02, x1: w * 0.3 });
      crowd(k, g.R, w, h * 1.02, s * 0.9, 9, { hands: 0.5, x0: w * 0.7, x1: w * 1.02 });
    }, { fill: "#040409", rim: P.magenta, dx: 0, dy: -1.2, rimAlpha: 0.5 });
    // darken for legibility of white text
    shade(g, 0, h * 0.35, "#03030b", o.topShade ?? 0.55, 0);
    shade(g, h * 0.7, h, "#03030b", 0, 0.55);
    c.fillStyle = "rgba(5,5,16,0.22)";
    c.fillRect(0, 0, w, h);
    vignette(g, 0.6);
    grain(g, 5);
  };

  scenes.og = (g) => scenes.hero(g, { topShade: 0.4 });

  scenes.portrait = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#070819"], [0.5, "#1c1543"], [1, "#3a1a52"]]);
    const cx = w * 0.5, sy = h * 0.4, sr = w * 0.36;
    glow(g, cx, sy, sr * 2.6, P.magenta, 0.35);
    // retro sun disc with cut stripes, drawn apart so the cuts show the sky
    const sunCv = newCanvas(w, h);
    const sc = sunCv.getContext("2d");
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
    const figure = (k) => {
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
  };

  scenes.sunsetHouse = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.64, sx = w * 0.5;
    sky(g, SUNSET(), 0, hy);
    stars(g, 50, hy * 0.35, 0.5);
    streaks(g, 10, hy * 0.45, hy * 0.9, [P.magenta, P.coral, P.amber], 0.45);
    sun(g, sx, hy - 70 * s, 120 * s, hy);
    sea(g, hy, sx, { top: "#5a2450", strength: 1.1 });
    sil(g, (k) => {
      k.beginPath();
      k.moveTo(0, h * 0.84);
      k.quadraticCurveTo(w * 0.5, h * 0.8, w, h * 0.85);
      k.lineTo(w, h);
      k.lineTo(0, h);
      k.fill();
      djAndBooth(k, sx, h * 0.76, s * 0.95, { armUp: true, side: -1 });
      palm(k, g.R, w * 0.1, h * 1.02, h * 0.92, w * 0.08, s * 1.05);
      palm(k, g.R, w * 0.88, h * 1.04, h * 0.75, -w * 0.07, s * 0.95);
    }, { fill: "#07050e", rim: P.gold, dy: -1.5, rimAlpha: 0.55, halo: P.orange, haloAlpha: 0.3 });
    boothLed(g, sx, h * 0.76, s * 0.95, 200, [P.pink, P.amber]);
    sil(g, (k) => crowd(k, g.R, w, h * 1.03, s * 1.1, 11, { hands: 0.55 }), { fill: "#040309", rim: P.coral, dy: -1.5, rimAlpha: 0.6 });
    vignette(g, 0.5);
    grain(g, 5);
  };

  scenes.disco = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#0a0620"], [0.6, "#24104a"], [1, "#3b124f"]]);
    const bx = w * 0.5, by = h * 0.26, br = 78 * s;
    glow(g, bx, by, w * 0.55, P.purple, 0.45);
    // beams from the ball
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * TAU + 0.2;
      beam(g, bx, by, a, w * 0.75, 0.03, g.pick([P.pink, P.amber, P.purple, P.magenta]), 0.2, 6);
    }
    // light spots on walls
    c.save();
    c.globalCompositeOperation = "screen";
    for (let i = 0; i < 160; i++) {
      const x = g.R() * w, y = g.R() * h * 0.75;
      const d = Math.hypot(x - bx, y - by);
      if (d < br * 1.4) continue;
      const r = g.rand(2, 5) * s;
      c.fillStyle = rgba(g.pick([P.cream, P.pink, P.gold]), g.rand(0.25, 0.8));
      c.beginPath();
      c.ellipse(x, y, r * 1.6, r, Math.atan2(y - by, x - bx), 0, TAU);
      c.fill();
    }
    c.restore();
    // dance floor in perspective
    const fy = h * 0.68, vx = w * 0.5, vy = h * 0.2;
    c.save();
    c.beginPath();
    c.rect(0, fy, w, h - fy);
    c.clip();
    c.fillStyle = "#0b0716";
    c.fillRect(0, fy, w, h - fy);
    const cols = 16, rows = 7;
    const rowY = (j) => fy + (h - fy) * Math.pow(j / rows, 1.6);
    const xAt = (i, y) => vx + ((i / cols) * 2 - 1) * w * 1.6 * ((y - vy) / (h - vy));
    for (let j = 0; j < rows; j++) {
      const ya = rowY(j), yb = rowY(j + 1);
      for (let i = 0; i < cols; i++) {
        const col = g.pick([P.magenta, P.amber, P.purple, P.pink, P.violet, P.violet]);
        const a = g.rand(0.1, 0.7);
        c.fillStyle = rgba(col, a);
        const m = 2 * s * (yb - ya) / 60;
        c.beginPath();
        c.moveTo(xAt(i, ya) + m, ya + m);
        c.lineTo(xAt(i + 1, ya) - m, ya + m);
        c.lineTo(xAt(i + 1, yb) - m, yb - m);
        c.lineTo(xAt(i, yb) + m, yb - m);
        c.fill();
      }
    }
    c.restore();
    shade(g, fy, fy + 30 * s, "#0b0716", 0.9, 0);
    // dancers at two depths
    sil(g, (k) => {
      const back = [[0.2, 0.8, 190], [0.41, 0.79, 180], [0.62, 0.8, 195], [0.83, 0.79, 185]];
      const front = [[0.09, 0.97, 290], [0.3, 0.99, 310], [0.52, 0.96, 280], [0.72, 0.98, 300], [0.93, 0.97, 285]];
      [...back, ...front].forEach(([f, fy, hh], i) => {
        const H = hh * s, x = w * f, y = h * fy;
        const pose = i % 4;
        const a1 = pose === 0 ? [x + H * 0.15, y - H * 1.05] : pose === 1 ? [x + H * 0.26, y - H * 0.8] : pose === 2 ? [x - H * 0.04, y - H * 1.08] : null;
        const a2 = pose === 0 ? [x - H * 0.22, y - H * 0.6] : pose === 1 ? [x - H * 0.2, y - H * 0.98] : pose === 3 ? [x - H * 0.25, y - H * 0.74] : null;
        person(k, x, y, H, { dress: i % 3 === 1 ? "short" : false, armTo: a1, armTo2: a2 });
      });
    }, { fill: "#07040d", rim: P.pink, dy: -1.5, dx: 1, rimAlpha: 0.8, halo: P.magenta, haloAlpha: 0.35 });
    // the ball
    c.save();
    c.strokeStyle = "rgba(200,190,220,0.5)";
    c.lineWidth = 2 * s;
    c.beginPath();
    c.moveTo(bx, 0);
    c.lineTo(bx, by - br);
    c.stroke();
    c.beginPath();
    c.arc(bx, by, br, 0, TAU);
    c.clip();
    c.fillStyle = "#2a2440";
    c.fillRect(bx - br, by - br, 2 * br, 2 * br);
    const rowsB = 14;
    for (let j = 0; j < rowsB; j++) {
      const la0 = -Math.PI / 2 + (j / rowsB) * Math.PI, la1 = -Math.PI / 2 + ((j + 1) / rowsB) * Math.PI;
      const nCol = Math.max(4, Math.round(26 * Math.cos((la0 + la1) / 2)));
      for (let i = 0; i < nCol; i++) {
        const lo0 = -Math.PI / 2 + (i / nCol) * Math.PI, lo1 = -Math.PI / 2 + ((i + 1) / nCol) * Math.PI;
        const P4 = [[lo0, la0], [lo1, la0], [lo1, la1], [lo0, la1]].map(([lo, la]) => [bx + br * Math.cos(la) * Math.sin(lo), by + br * Math.sin(la)]);
        const lit = Math.max(0, -Math.sin((la0 + la1) / 2) * 0.5 + Math.sin((lo0 + lo1) / 2) * 0.4 + 0.3);
        const v = Math.min(1, lit * g.rand(0.4, 1.3));
        const col = g.R() < 0.12 ? rgba(P.pink, 0.9) : g.R() < 0.1 ? rgba(P.gold, 0.9) : `rgba(${Math.round(60 + 180 * v)},${Math.round(55 + 170 * v)},${Math.round(90 + 150 * v)},1)`;
        c.fillStyle = col;
        c.beginPath();
        c.moveTo(...P4[0]);
        for (const p of P4) c.lineTo(...p);
        c.closePath();
        c.fill();
        c.strokeStyle = "rgba(10,8,20,0.7)";
        c.lineWidth = 1;
        c.stroke();
      }
    }
    c.restore();
    c.save();
    c.fillStyle = rad(c, bx, by, br * 0.6, br, [[0, "rgba(0,0,0,0)"], [1, "rgba(8,4,20,0.55)"]]);
    c.beginPath();
    c.arc(bx, by, br, 0, TAU);
    c.fill();
    c.restore();
    for (let i = 0; i < 5; i++) {
      const a = g.R() * TAU, d = g.rand(0.3, 0.9) * br;
      const x = bx + Math.cos(a) * d, y = by + Math.sin(a) * d;
      glow(g, x, y, 26 * s, P.cream, 0.7, "lighter");
      c.save();
      c.globalCompositeOperation = "lighter";
      c.strokeStyle = rgba(P.cream, 0.8);
      c.lineWidth = 1.2 * s;
      c.beginPath();
      c.moveTo(x - 22 * s, y); c.lineTo(x + 22 * s, y);
      c.moveTo(x, y - 22 * s); c.lineTo(x, y + 22 * s);
      c.stroke();
      c.restore();
    }
    vignette(g, 0.6);
    grain(g, 5);
  };

  function bonfire(g, x, y, sc) {
    const c = g.c;
    glow(g, x, y - 20 * sc, 420 * sc, P.orange, 0.35);
    glow(g, x, y - 30 * sc, 150 * sc, P.amber, 0.55);
    c.save();
    c.globalCompositeOperation = "lighter";
    c.filter = `blur(${Math.round(2 * sc)}px)`;
    for (let i = 0; i < 9; i++) {
      const fx = x + g.rand(-28, 28) * sc, fh = g.rand(60, 130) * sc, fw = g.rand(14, 26) * sc;
      c.fillStyle = lin(c, 0, y, 0, y - fh, [[0, rgba(P.gold, 0.85)], [0.5, rgba(P.orange, 0.6)], [1, rgba(P.magenta, 0)]]);
      c.beginPath();
      c.moveTo(fx - fw, y);
      c.bezierCurveTo(fx - fw, y - fh * 0.4, fx + g.rand(-10, 10) * sc, y - fh * 0.7, fx + g.rand(-12, 12) * sc, y - fh);
      c.bezierCurveTo(fx + fw * 0.3, y - fh * 0.6, fx + fw, y - fh * 0.35, fx + fw, y);
      c.fill();
    }
    c.filter = "none";
    for (let i = 0; i < 70; i++) {
      const py = y - g.rand(40, 380) * sc, px = x + g.gauss() * 40 * sc * (1 + (y - py) / (200 * sc));
      c.fillStyle = rgba(g.pick([P.gold, P.amber, P.orange]), g.rand(0.3, 0.9));
      c.fillRect(px, py, 2 * sc, 2 * sc);
    }
    c.restore();
  }

  scenes.reggae = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.6;
    sky(g, [[0, "#03040e"], [0.6, "#0e1233"], [1, "#24204d"]], 0, hy);
    stars(g, 160, hy * 0.9, 0.9);
    moon(g, w * 0.72, h * 0.2, 46 * s);
    sea(g, hy, w * 0.72, { top: "#1d1c45", light: P.cream, strength: 0.55, spread: 0.7 });
    sil(g, (k) => {
      k.beginPath();
      k.moveTo(0, h * 0.78);
      k.bezierCurveTo(w * 0.3, h * 0.74, w * 0.7, h * 0.8, w, h * 0.77);
      k.lineTo(w, h);
      k.lineTo(0, h);
      k.fill();
    }, { fill: "#0c0812" });
    // warm sand lit by the fire
    ellipseGlow(g, w * 0.42, h * 0.9, w * 0.45, h * 0.14, P.orange, 0.35);
    sil(g, (k) => {
      palm(k, g.R, w * 0.06, h * 0.98, h * 0.95, w * 0.1, s * 1.1);
      palm(k, g.R, w * 0.2, h * 0.86, h * 0.6, w * 0.03, s * 0.8);
      palm(k, g.R, w * 0.95, h * 1.0, h * 0.82, -w * 0.09, s * 1.0);
    }, { fill: "#05050d", rim: "#a996ff", dx: 1.2, dy: -1, rimAlpha: 0.35 });
    bonfire(g, w * 0.42, h * 0.88, s);
    // people sitting around
    sil(g, (k) => {
      for (const [f, H, d] of [[0.24, 150, 1], [0.32, 170, 1], [0.56, 160, -1], [0.65, 140, -1], [0.74, 175, -1]]) {
        const x = w * f, y = h * 0.96, sc = H * s / 160;
        k.beginPath();
        k.ellipse(x + d * 4 * sc, y - 116 * sc, 14 * sc, 17 * sc, d * 0.2, 0, TAU);
        k.fill();
        k.beginPath();
        k.moveTo(x - d * 30 * sc, y);
        k.quadraticCurveTo(x - d * 36 * sc, y - 70 * sc, x - d * 6 * sc, y - 98 * sc);
        k.lineTo(x + d * 16 * sc, y - 94 * sc);
        k.quadraticCurveTo(x + d * 24 * sc, y - 60 * sc, x + d * 16 * sc, y - 26 * sc);
        k.lineTo(x + d * 10 * sc, y);
        k.closePath();
        k.fill();
        limb(k, [[x + d * 2 * sc, y - 14 * sc], [x + d * 46 * sc, y - 44 * sc], [x + d * 60 * sc, y]], 30 * sc, 15 * sc);
        limb(k, [[x + d * 6 * sc, y - 88 * sc], [x + d * 26 * sc, y - 58 * sc], [x + d * 46 * sc, y - 50 * sc]], 14 * sc, 10 * sc);
      }
    }, { fill: "#06040b", rim: P.amber, dx: 0, dy: -1.5, rimAlpha: 0.7, halo: P.orange, haloAlpha: 0.25 });
    vignette(g, 0.55);
    grain(g, 5);
  };

  function doubleBass(c, x, y, H, ang) {
    c.save();
    c.translate(x, y);
    c.rotate(ang);
    const u = H / 10;
    c.beginPath();
    c.moveTo(0, 0);
    c.bezierCurveTo(-2.2 * u, 0, -2.4 * u, -1.8 * u, -1.5 * u, -2.6 * u);
    c.bezierCurveTo(-1.1 * u, -3.0 * u, -1.1 * u, -3.3 * u, -1.6 * u, -3.8 * u);
    c.bezierCurveTo(-2.0 * u, -4.4 * u, -1.4 * u, -5.6 * u, 0, -5.5 * u);
    c.bezierCurveTo(1.4 * u, -5.6 * u, 2.0 * u, -4.4 * u, 1.6 * u, -3.8 * u);
    c.bezierCurveTo(1.1 * u, -3.3 * u, 1.1 * u, -3.0 * u, 1.5 * u, -2.6 * u);
    c.bezierCurveTo(2.4 * u, -1.8 * u, 2.2 * u, 0, 0, 0);
    c.fill();
    c.fillRect(-0.22 * u, -9.2 * u, 0.44 * u, 4 * u);
    c.beginPath();
    c.ellipse(0, -9.4 * u, 0.35 * u, 0.5 * u, 0, 0, TAU);
    c.fill();
    c.fillRect(-0.05 * u, 0, 0.1 * u, 0.8 * u);
    c.restore();
  }

  function micStand(c, x, footY, H, s) {
    c.lineWidth = 4 * s;
    c.beginPath();
    c.moveTo(x, footY - H * 0.2);
    c.lineTo(x - H * 0.14, footY);
    c.moveTo(x, footY - H * 0.2);
    c.lineTo(x + H * 0.14, footY);
    c.moveTo(x, footY - H * 0.2);
    c.lineTo(x + H * 0.02, footY - H * 0.02);
    c.moveTo(x, footY - H * 0.2);
    c.lineTo(x, footY - H * 0.82);
    c.lineTo(x - H * 0.16, footY - H * 0.93);
    c.stroke();
    roundRect(c, x - H * 0.2, footY - H * 0.98, H * 0.07, H * 0.1, H * 0.03);
    c.save();
    c.translate(x - H * 0.17, footY - H * 0.94);
    c.rotate(0.95);
    roundRect(c, -H * 0.022, -H * 0.075, H * 0.044, H * 0.12, H * 0.022);
    c.fill();
    c.restore();
  }

  scenes.jazz = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#0a0612"], [0.7, "#1d0f22"], [1, "#2a1424"]]);
    // brick-ish back wall texture, very subtle
    c.save();
    c.fillStyle = "rgba(255,170,90,0.035)";
    for (let y = 0; y < h * 0.75; y += 22 * s) {
      const off = (Math.round(y / (22 * s)) % 2) * 30 * s;
      for (let x = -off; x < w; x += 60 * s) c.fillRect(x + 2 * s, y + 2 * s, 56 * s, 18 * s);
    }
    c.restore();
    const spx = w * 0.56;
    beam(g, spx, -20 * s, Math.PI / 2, h * 1.05, 0.2, P.amber, 0.35, 14);
    beam(g, w * 0.2, -20 * s, Math.PI / 2 + 0.18, h, 0.1, P.magenta, 0.16, 14);
    beam(g, w * 0.88, -20 * s, Math.PI / 2 - 0.15, h, 0.1, P.purple, 0.2, 14);
    ellipseGlow(g, spx, h * 0.8, w * 0.3, 40 * s, P.amber, 0.45);
    fog(g, 6, h * 0.3, h * 0.8, [P.amber, P.plum], 0.08);
    bokeh(g, 40, { y1: h * 0.55, r0: 8, r1: 30, colors: [P.amber, P.gold, P.coral], a0: 0.05, a1: 0.25, blur: 3 });
    sil(g, (k) => {
      micStand(k, spx, h * 0.8, 300 * s, s);
      doubleBass(k, w * 0.72, h * 0.8, 390 * s, -0.16);
      // stage edge
      k.fillRect(0, h * 0.8, w, h * 0.2);
    }, { fill: "#080510", rim: P.gold, dx: 1.2, dy: -1.4, rimAlpha: 0.75, halo: P.amber, haloAlpha: 0.25 });
    // small round tables with candles in front
    sil(g, (k) => {
      for (const f of [0.1, 0.34, 0.88]) {
        const x = w * f, y = h * 0.93;
        k.beginPath();
        k.ellipse(x, y, 70 * s, 14 * s, 0, 0, TAU);
        k.fill();
        k.fillRect(x - 5 * s, y, 10 * s, 80 * s);
      }
      crowd(k, g.R, w, h * 1.06, s * 1.1, 3, { hands: 0, x0: w * 0.14, x1: w * 0.3, minH: 110, maxH: 120 });
    }, { fill: "#040309", rim: P.amber, dy: -1.5, rimAlpha: 0.6 });
    for (const f of [0.1, 0.34, 0.88]) {
      glow(g, w * f, h * 0.915, 50 * s, P.amber, 0.6, "lighter");
      glow(g, w * f, h * 0.915, 8 * s, P.cream, 0.9, "lighter");
    }
    vignette(g, 0.6);
    grain(g, 6);
  };

  scenes.weddingParty = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.58;
    sky(g, [[0, "#050616"], [0.55, "#1a1645"], [0.85, "#4a2160"], [1, "#86325f"]], 0, hy);
    stars(g, 110, hy * 0.7, 0.8);
    ridge(g, hy, [{ x: w * 0.3, h: 90 * s, wd: 260 * s }, { x: w * 0.75, h: 60 * s, wd: 200 * s }], "#22173b", 1.2);
    c.fillStyle = "#0c0915";
    c.fillRect(0, hy, w, h - hy);
    // far mas lights
    for (let i = 0; i < 6; i++) glow(g, w * (0.36 + i * 0.025), hy + 12 * s, 10 * s, P.amber, 0.7, "lighter");
    ellipseGlow(g, w * 0.5, h * 0.84, w * 0.5, h * 0.17, P.amber, 0.45);
    sil(g, (k) => {
      cypress(k, g.R, w * 0.04, h * 0.92, h * 0.82, 44 * s);
      cypress(k, g.R, w * 0.12, h * 0.8, h * 0.58, 32 * s);
      cypress(k, g.R, w * 0.89, h * 0.82, h * 0.66, 36 * s);
      cypress(k, g.R, w * 0.97, h * 0.94, h * 0.86, 46 * s);
      k.fillRect(w * 0.2, h * 0.2, 5 * s, h * 0.6);
      k.fillRect(w * 0.8, h * 0.16, 5 * s, h * 0.64);
    }, { fill: "#06050c", rim: P.plum, dy: -1, rimAlpha: 0.5 });
    const strands = [
      [w * 0.2, h * 0.2, w * 0.8, h * 0.16, 90, 17],
      [-10, h * 0.08, w * 0.8, h * 0.16, 70, 19],
      [w * 0.2, h * 0.2, w + 10, h * 0.06, 80, 18],
      [-10, h * 0.3, w * 0.2, h * 0.2, 20, 5],
      [w * 0.8, h * 0.16, w + 10, h * 0.32, 25, 5],
      [w * 0.2, h * 0.2, w * 0.8, h * 0.16, 150, 21],
    ];
    for (const [x0, y0, x1, y1, sag, n] of strands) stringLights(g, x0, y0, x1, y1, sag * s, n);
    bokeh(g, 26, { y0: h * 0.05, y1: h * 0.55, r0: 10, r1: 34, colors: [P.amber, P.gold], a0: 0.05, a1: 0.16, blur: 4 });
    // couple in the middle of the floor, guests around at several depths
    sil(g, (k) => {
      const cx = w * 0.5, fy = h * 0.82, H = 250 * s;
      person(k, cx - 34 * s, fy, H, { armTo: [cx, fy - H * 0.8], armTo2: [cx + 18 * s, fy - H * 0.5] });
      person(k, cx + 32 * s, fy, H * 0.93, { dress: "gown", armTo: [cx, fy - H * 0.8], armTo2: [cx - 22 * s, fy - H * 0.62] });
      const guests = [[0.27, 0.78, 170, 0], [0.33, 0.8, 180, "short"], [0.66, 0.79, 175, "short"], [0.72, 0.77, 165, 0], [0.78, 0.8, 182, 0], [0.22, 0.83, 200, "short"]];
      for (const [f, y, hh, d] of guests) {
        const x = w * f, fyy = h * y, HH = hh * s;
        const up = g.R() < 0.5;
        person(k, x, fyy, HH, { dress: d || false, armTo: up ? [x + HH * 0.12, fyy - HH * 1.02] : null });
      }
      crowd(k, g.R, w, h * 1.06, s * 1.25, 8, { hands: 0.25, minH: 60, maxH: 80 });
    }, { fill: "#06040b", rim: P.gold, dy: -1.6, rimAlpha: 0.75, halo: P.amber, haloAlpha: 0.22 });
    vignette(g, 0.55);
    grain(g, 5);
  };

  scenes.club = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#05030c"], [0.6, "#140a2a"], [1, "#1b0c2c"]]);
    const ox = w * 0.5, oy = h * 0.52;
    fog(g, 10, h * 0.25, h * 0.75, [P.purple, P.magenta, P.violet], 0.2);
    glow(g, ox, oy, w * 0.4, P.magenta, 0.35);
    const cols = [P.pink, P.magenta, P.amber, "#b06cff"];
    for (let i = 0; i < 26; i++) {
      const t = i / 25;
      const a = -Math.PI + t * Math.PI;
      const L = w * 1.2;
      laser(g, ox, oy, ox + Math.cos(a) * L, oy + Math.sin(a) * L * 0.9, cols[i % 4], 1.4);
    }
    for (let i = 0; i < 7; i++) laser(g, w * (0.05 + i * 0.15), -5, ox + (i - 3) * 60 * s, oy + 40 * s, P.purple, 1.1);
    sil(g, (k) => djAndBooth(k, ox, oy + 70 * s, s * 0.62, { armUp: true }), { fill: "#05030a", halo: P.pink, haloAlpha: 0.6, rim: P.pink, dy: -1, rimAlpha: 0.6 });
    boothLed(g, ox, oy + 70 * s, s * 0.62, 200, [P.pink, "#b06cff"]);
    fog(g, 6, h * 0.55, h * 0.85, [P.magenta, P.purple], 0.16);
    const hands = [];
    sil(g, (k) => hands.push(...crowd(k, g.R, w, h * 1.04, s * 1.35, 10, { hands: 0.6, minH: 70, maxH: 120 })), { fill: "#030207", rim: P.pink, dy: -1.5, dx: 0.5, rimAlpha: 0.85 });
    for (const [x, y] of hands) if (g.R() < 0.25) glow(g, x, y, 18 * s, P.cream, 0.5, "lighter");
    vignette(g, 0.6);
    grain(g, 6);
  };

  function skyline(g, k, baseY, x0, x1, s, hMin, hMax) {
    const wins = [];
    let x = x0;
    while (x < x1) {
      const bw = g.rand(22, 60) * s, bh = g.rand(hMin, hMax) * s;
      k.fillRect(x, baseY - bh, bw, bh + 2);
      if (g.R() < 0.2) {
        // crenellated tower
        const tw = bw * 0.6;
        k.fillRect(x + bw * 0.2, baseY - bh - 34 * s, tw, 34 * s);
        for (let i = 0; i < 4; i++) k.fillRect(x + bw * 0.2 + i * tw / 3.5, baseY - bh - 42 * s, tw / 7, 8 * s);
      }
      for (let wy = baseY - bh + 6 * s; wy < baseY - 6 * s; wy += 9 * s)
        for (let wx = x + 4 * s; wx < x + bw - 6 * s; wx += 8 * s) if (g.R() < 0.13) wins.push([wx, wy]);
      x += bw + g.rand(0, 6) * s;
    }
    return wins;
  }

  function litWindows(g, wins, s) {
    const c = g.c;
    c.save();
    for (const [x, y] of wins) {
      c.fillStyle = rgba(g.pick([P.amber, P.gold, P.cream]), g.rand(0.35, 0.9));
      c.fillRect(x, y, 3 * s, 4 * s);
    }
    c.restore();
  }

  function rooftopBackdrop(g, hy) {
    const { w, h, s } = g;
    sky(g, [[0, "#070818"], [0.35, "#1a1846"], [0.65, "#4b2265"], [0.85, "#c2465f"], [1, "#ff9a4a"]], 0, hy);
    stars(g, 40, hy * 0.3, 0.5);
    streaks(g, 10, hy * 0.4, hy * 0.85, [P.pink, P.coral, P.amber], 0.45);
    sun(g, w * 0.33, hy - 40 * s, 60 * s, hy - 60 * s);
    // Canigou and the Pyrenees
    ridge(g, hy - 20 * s, [{ x: w * 0.3, h: 230 * s, wd: 170 * s }, { x: w * 0.1, h: 130 * s, wd: 200 * s }, { x: w * 0.55, h: 120 * s, wd: 220 * s }, { x: w * 0.85, h: 80 * s, wd: 260 * s }], "#5a2c66", 1.4, 0.85);
    ridge(g, hy, [{ x: w * 0.2, h: 110 * s, wd: 230 * s }, { x: w * 0.6, h: 70 * s, wd: 260 * s }, { x: w * 0.95, h: 90 * s, wd: 200 * s }], "#2d1842", 1.2);
    let wins = [];
    sil(g, (k) => { wins = skyline(g, k, hy + 40 * s, -10, w + 10, s * 0.9, 20, 90); k.fillRect(0, hy + 38 * s, w, h); }, { fill: "#120c20", rim: P.coral, dy: -1, rimAlpha: 0.35 });
    litWindows(g, wins, s * 0.9);
  }

  scenes.rooftopParty = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.56;
    rooftopBackdrop(g, hy);
    ellipseGlow(g, w * 0.62, h * 0.72, w * 0.4, h * 0.12, P.magenta, 0.3);
    stringLights(g, -10, h * 0.1, w * 0.5, h * 0.16, 60 * s, 10);
    stringLights(g, w * 0.5, h * 0.16, w + 10, h * 0.08, 60 * s, 10);
    sil(g, (k) => {
      // glass railing posts and floor
      k.fillRect(0, h * 0.86, w, h * 0.14);
      for (let x = 0; x < w; x += 150 * s) k.fillRect(x, h * 0.7, 6 * s, h * 0.16);
      k.fillRect(0, h * 0.695, w, 6 * s);
      djAndBooth(k, w * 0.62, h * 0.74, s * 0.8, { armUp: true, side: 1 });
      palm(k, g.R, w * 0.08, h * 0.92, h * 0.58, w * 0.04, s * 0.8);
      k.fillRect(w * 0.08 - 30 * s, h * 0.84, 60 * s, 70 * s);
    }, { fill: "#07050e", rim: P.coral, dy: -1.4, dx: -1, rimAlpha: 0.6, halo: P.magenta, haloAlpha: 0.3 });
    // glass panes
    c.save();
    c.fillStyle = "rgba(180,150,255,0.05)";
    c.fillRect(0, h * 0.7, w, h * 0.16);
    c.globalCompositeOperation = "screen";
    for (let x = 0; x < w; x += 150 * s) {
      c.fillStyle = lin(c, x, h * 0.7, x + 80 * s, h * 0.86, [[0, "rgba(255,200,180,0.12)"], [1, "rgba(255,200,180,0)"]]);
      c.beginPath();
      c.moveTo(x + 20 * s, h * 0.7);
      c.lineTo(x + 50 * s, h * 0.7);
      c.lineTo(x + 20 * s, h * 0.86);
      c.lineTo(x - 10 * s, h * 0.86);
      c.fill();
    }
    c.restore();
    boothLed(g, w * 0.62, h * 0.74, s * 0.8);
    sil(g, (k) => crowd(k, g.R, w, h * 1.04, s * 1.1, 6, { hands: 0.6, x0: w * 0.2, x1: w * 1.0 }), { fill: "#040309", rim: P.amber, dy: -1.5, rimAlpha: 0.6 });
    vignette(g, 0.5);
    grain(g, 5);
  };

  // champagne flute in local coords, base at (0,0), pointing up; H = total height
  function flutePath(c, H) {
    const bh = H * 0.52, stem = H * 0.4, bw = H * 0.078, rim = H * 0.07;
    c.beginPath();
    c.moveTo(-rim, -H);
    c.bezierCurveTo(-bw * 1.05, -H + bh * 0.45, -bw * 0.95, -stem - bh * 0.1, -H * 0.008, -stem);
    c.lineTo(H * 0.008, -stem);
    c.bezierCurveTo(bw * 0.95, -stem - bh * 0.1, bw * 1.05, -H + bh * 0.45, rim, -H);
    c.closePath();
  }

  scenes.newYear = (g) => {
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
  };

  scenes.openAir = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#05061a"], [0.45, "#1a1548"], [0.8, "#4b1f5e"], [1, "#8a2e62"]]);
    stars(g, 60, h * 0.3, 0.6);
    const tY = h * 0.18, x0 = w * 0.12, x1 = w * 0.88, stageY = h * 0.64;
    const cols = [P.pink, P.amber, "#b06cff", P.magenta];
    for (let i = 0; i < 12; i++) {
      const x = lerp(x0 + 30 * s, x1 - 30 * s, i / 11);
      beam(g, x, tY + 10 * s, Math.PI / 2 + (i < 6 ? -0.35 : 0.35) * g.rand(0.3, 1.2), h * 0.9, 0.05, cols[i % 4], 0.28, 6);
      beam(g, x, stageY - 10 * s, -Math.PI / 2 + (i - 5.5) * 0.11, h, 0.03, cols[(i + 1) % 4], 0.22, 5);
    }
    fog(g, 8, h * 0.35, h * 0.75, [P.magenta, P.purple, P.amber], 0.15);
    // LED screen behind the stage: an equalizer
    c.save();
    const sx0 = w * 0.3, sx1 = w * 0.7, sy0 = h * 0.27, sy1 = stageY - 118 * s;
    const cell = 10 * s;
    const ncol = Math.floor((sx1 - sx0) / cell), nrow = Math.floor((sy1 - sy0) / cell);
    const raw = Array.from({ length: ncol }, () => g.R());
    const levels = raw.map((_, i) => {
      const a = raw[Math.max(0, i - 1)], b = raw[i], d = raw[Math.min(ncol - 1, i + 1)];
      return 0.15 + 0.8 * ((a + 2 * b + d) / 4) * (0.6 + 0.4 * Math.sin((i / ncol) * Math.PI));
    });
    for (let i = 0; i < ncol; i++) {
      const level = levels[i];
      for (let j = 0; j < nrow; j++) {
        const f = (j + 1) / nrow;
        const on = f <= level;
        const col = f < 0.5 ? "#b06cff" : f < 0.8 ? P.pink : P.amber;
        c.fillStyle = rgba(col, on ? 0.8 : 0.06);
        c.fillRect(sx0 + i * cell, sy1 - (j + 1) * cell, cell - 3 * s, cell - 3 * s);
      }
    }
    c.restore();
    glow(g, w * 0.5, (sy0 + sy1) / 2, w * 0.25, P.pink, 0.2);
    sil(g, (k) => {
      // truss: top beam and two towers, lattice
      const tr = 16 * s;
      k.lineWidth = 2.5 * s;
      const lattice = (ax, ay, bx, by) => {
        const n = Math.round(Math.hypot(bx - ax, by - ay) / (22 * s));
        const vertical = Math.abs(bx - ax) < 1;
        for (let i = 0; i < n; i++) {
          const t0 = i / n, t1 = (i + 1) / n;
          const px = lerp(ax, bx, t0), py = lerp(ay, by, t0), qx = lerp(ax, bx, t1), qy = lerp(ay, by, t1);
          k.beginPath();
          if (vertical) { k.moveTo(px - tr / 2, py); k.lineTo(qx + tr / 2, qy); }
          else { k.moveTo(px, py - tr / 2); k.lineTo(qx, qy + tr / 2); }
          k.stroke();
        }
        k.lineWidth = 4 * s;
        k.beginPath();
        if (vertical) { k.moveTo(ax - tr / 2, ay); k.lineTo(bx - tr / 2, by); k.moveTo(ax + tr / 2, ay); k.lineTo(bx + tr / 2, by); }
        else { k.moveTo(ax, ay - tr / 2); k.lineTo(bx, by - tr / 2); k.moveTo(ax, ay + tr / 2); k.lineTo(bx, by + tr / 2); }
        k.stroke();
        k.lineWidth = 2.5 * s;
      };
      lattice(x0 - tr, tY, x1 + tr, tY);
      lattice(x0, tY, x0, stageY);
      lattice(x1, tY, x1, stageY);
      for (let i = 0; i < 12; i++) {
        const x = lerp(x0 + 30 * s, x1 - 30 * s, i / 11);
        roundRect(k, x - 9 * s, tY + 6 * s, 18 * s, 22 * s, 4 * s);
        k.fill();
      }
      k.fillRect(x0 - 40 * s, stageY, x1 - x0 + 80 * s, 30 * s);
      // speaker stacks
      for (const x of [x0 + 20 * s, x1 - 80 * s]) k.fillRect(x, stageY - 140 * s, 60 * s, 140 * s);
      djAndBooth(k, w * 0.5, stageY - 60 * s, s * 0.5, { armUp: true });
    }, { fill: "#06040c", rim: P.pink, dy: 1, rimAlpha: 0.45, halo: P.magenta, haloAlpha: 0.25 });
    const hands = [];
    sil(g, (k) => {
      hands.push(...crowd(k, g.R, w, h * 0.98, s * 0.8, 16, { hands: 0.55, minH: 40, maxH: 70 }));
      hands.push(...crowd(k, g.R, w, h * 1.06, s * 1.3, 9, { hands: 0.6, minH: 60, maxH: 100 }));
    }, { fill: "#030207", rim: P.amber, dy: -1.5, rimAlpha: 0.75 });
    for (const [x, y] of hands) if (g.R() < 0.2) glow(g, x, y, 16 * s, P.cream, 0.45, "lighter");
    vignette(g, 0.55);
    grain(g, 5);
  };

  scenes.classics = (g) => {
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
  };

  // --- venues ---------------------------------------------------------------
  scenes.beachClub = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.6, sx = w * 0.36;
    sky(g, SUNSET(), 0, hy);
    streaks(g, 12, hy * 0.4, hy * 0.92, [P.coral, P.pink, P.amber], 0.5);
    sun(g, sx, hy - 28 * s, 80 * s, hy);
    sea(g, hy, sx, { top: "#6a2a52", strength: 1.1 });
    // shade sails lit from below
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
  };

  function bottle(c, x, baseY, wd, ht, kind) {
    const neck = wd * 0.28;
    c.beginPath();
    if (kind === 0) {
      c.moveTo(x - wd / 2, baseY);
      c.lineTo(x - wd / 2, baseY - ht * 0.62);
      c.quadraticCurveTo(x - wd / 2, baseY - ht * 0.75, x - neck / 2, baseY - ht * 0.8);
      c.lineTo(x - neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht * 0.8);
      c.quadraticCurveTo(x + wd / 2, baseY - ht * 0.75, x + wd / 2, baseY - ht * 0.62);
      c.lineTo(x + wd / 2, baseY);
    } else if (kind === 1) {
      c.moveTo(x - wd / 2, baseY);
      c.lineTo(x - wd / 2, baseY - ht * 0.7);
      c.lineTo(x - neck / 2, baseY - ht * 0.74);
      c.lineTo(x - neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht * 0.74);
      c.lineTo(x + wd / 2, baseY - ht * 0.7);
      c.lineTo(x + wd / 2, baseY);
    } else {
      c.moveTo(x - wd / 2, baseY);
      c.bezierCurveTo(x - wd * 0.7, baseY - ht * 0.3, x - wd * 0.5, baseY - ht * 0.5, x - neck / 2, baseY - ht * 0.62);
      c.lineTo(x - neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht);
      c.lineTo(x + neck / 2, baseY - ht * 0.62);
      c.bezierCurveTo(x + wd * 0.5, baseY - ht * 0.5, x + wd * 0.7, baseY - ht * 0.3, x + wd / 2, baseY);
    }
    c.closePath();
  }

  function pendant(g, x, y, s, color = P.amber) {
    const c = g.c;
    beam(g, x, y + 20 * s, Math.PI / 2, g.h * 0.7, 0.34, color, 0.22, 10);
    c.save();
    c.strokeStyle = "rgba(20,14,24,0.9)";
    c.lineWidth = 1.5 * s;
    c.beginPath();
    c.moveTo(x, 0);
    c.lineTo(x, y);
    c.stroke();
    c.fillStyle = "#0b0810";
    c.beginPath();
    c.moveTo(x - 8 * s, y);
    c.lineTo(x + 8 * s, y);
    c.lineTo(x + 34 * s, y + 28 * s);
    c.lineTo(x - 34 * s, y + 28 * s);
    c.closePath();
    c.fill();
    c.strokeStyle = rgba(color, 0.6);
    c.lineWidth = 1.5 * s;
    c.stroke();
    c.restore();
    glow(g, x, y + 30 * s, 60 * s, color, 0.7, "lighter");
    glow(g, x, y + 28 * s, 14 * s, P.cream, 0.9, "lighter");
  }

  function neon(g, draw, color, s) {
    const c = g.c;
    c.save();
    c.lineCap = "round";
    c.lineJoin = "round";
    c.globalCompositeOperation = "screen";
    c.filter = `blur(${Math.round(10 * s)}px)`;
    c.strokeStyle = rgba(color, 0.8);
    c.lineWidth = 12 * s;
    draw(c);
    c.stroke();
    c.filter = `blur(${Math.round(2 * s)}px)`;
    c.lineWidth = 6 * s;
    draw(c);
    c.stroke();
    c.filter = "none";
    c.strokeStyle = "rgba(255,230,245,0.95)";
    c.lineWidth = 2.4 * s;
    draw(c);
    c.stroke();
    c.restore();
  }

  scenes.bar = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#0e0814"], [0.6, "#1c0f1f"], [1, "#271422"]]);
    // neon sign: a vinyl and a wave
    const nx = w * 0.2, ny = h * 0.3, nr = 72 * s;
    glow(g, nx, ny, 260 * s, P.magenta, 0.35);
    neon(g, (k) => { k.beginPath(); k.arc(nx, ny, nr, 0, TAU); }, P.pink, s);
    neon(g, (k) => { k.beginPath(); k.arc(nx, ny, nr * 0.3, 0, TAU); }, P.amber, s);
    neon(g, (k) => {
      k.beginPath();
      const hs = [14, 30, 50, 32, 60, 38, 22, 46, 26];
      hs.forEach((v, i) => {
        const x = nx - nr * 1.2 + i * (nr * 2.4 / 8);
        k.moveTo(x, ny + nr * 1.65 - v * s * 0.5);
        k.lineTo(x, ny + nr * 1.65 + v * s * 0.5);
      });
    }, P.pink, s);
    // back bar shelves with bottles
    const shelves = [h * 0.24, h * 0.4, h * 0.56];
    const sx0 = w * 0.4, sx1 = w * 0.97;
    for (const y of shelves) {
      c.save();
      c.fillStyle = lin(c, 0, y - 120 * s, 0, y, [[0, "rgba(255,160,70,0.0)"], [1, "rgba(255,160,70,0.22)"]]);
      c.fillRect(sx0, y - 120 * s, sx1 - sx0, 120 * s);
      c.restore();
      let x = sx0 + 16 * s;
      while (x < sx1 - 30 * s) {
        const wd = g.rand(22, 36) * s, ht = g.rand(70, 110) * s, kind = Math.floor(g.R() * 3);
        const col = g.pick(["#ffb347", "#c25a2a", "#7a2a4a", "#d9a24a", "#5a3a7a", "#e8c890"]);
        c.save();
        bottle(c, x + wd / 2, y, wd, ht, kind);
        c.fillStyle = lin(c, 0, y - ht, 0, y, [[0, rgba(col, 0.25)], [0.5, rgba(col, 0.55)], [1, rgba(col, 0.9)]]);
        c.fill();
        c.strokeStyle = "rgba(10,6,12,0.8)";
        c.lineWidth = 1.2 * s;
        c.stroke();
        c.clip();
        c.fillStyle = "rgba(255,240,220,0.35)";
        c.fillRect(x + wd * 0.2, y - ht, 3 * s, ht);
        c.fillStyle = "rgba(250,235,210,0.28)";
        c.fillRect(x, y - ht * 0.45, wd, ht * 0.18);
        c.restore();
        x += wd + g.rand(4, 12) * s;
      }
      c.save();
      c.fillStyle = "#150c16";
      c.fillRect(sx0 - 10 * s, y, sx1 - sx0 + 20 * s, 8 * s);
      c.fillStyle = rgba(P.amber, 0.9);
      c.fillRect(sx0, y + 8 * s, sx1 - sx0, 2 * s);
      c.restore();
      ellipseGlow(g, (sx0 + sx1) / 2, y + 14 * s, (sx1 - sx0) * 0.6, 18 * s, P.amber, 0.35);
    }
    for (const f of [0.3, 0.55, 0.8]) pendant(g, w * f, h * 0.32, s);
    bokeh(g, 24, { y1: h * 0.6, r0: 8, r1: 26, colors: [P.amber, P.pink], a0: 0.04, a1: 0.16, blur: 3 });
    // counter
    sil(g, (k) => {
      k.fillRect(0, h * 0.7, w, h * 0.3);
      // glasses on counter
      for (const [f, t] of [[0.16, 0], [0.44, 1], [0.7, 0], [0.76, 2]]) {
        const x = w * f, y = h * 0.7;
        if (t === 0) {
          k.beginPath();
          k.moveTo(x - 28 * s, y - 70 * s);
          k.lineTo(x + 28 * s, y - 70 * s);
          k.lineTo(x + 2 * s, y - 40 * s);
          k.lineTo(x + 2 * s, y - 4 * s);
          k.lineTo(x + 14 * s, y);
          k.lineTo(x - 14 * s, y);
          k.lineTo(x - 2 * s, y - 4 * s);
          k.lineTo(x - 2 * s, y - 40 * s);
          k.closePath();
          k.fill();
        } else if (t === 1) {
          k.fillRect(x - 16 * s, y - 72 * s, 32 * s, 72 * s);
          k.lineWidth = 3 * s;
          k.beginPath();
          k.moveTo(x + 4 * s, y - 60 * s);
          k.lineTo(x + 16 * s, y - 100 * s);
          k.stroke();
        } else {
          k.beginPath();
          k.moveTo(x - 22 * s, y - 50 * s);
          k.quadraticCurveTo(x, y - 24 * s, x + 22 * s, y - 50 * s);
          k.lineTo(x + 2 * s, y - 22 * s);
          k.lineTo(x + 2 * s, y - 3 * s);
          k.lineTo(x + 12 * s, y);
          k.lineTo(x - 12 * s, y);
          k.lineTo(x - 2 * s, y - 3 * s);
          k.lineTo(x - 2 * s, y - 22 * s);
          k.closePath();
          k.fill();
        }
      }
    }, { fill: "#0a060d", rim: P.amber, dy: -1.5, dx: 0.8, rimAlpha: 0.7 });
    c.save();
    c.fillStyle = lin(c, 0, 0, w, 0, [[0, rgba(P.amber, 0.2)], [0.5, rgba(P.amber, 0.85)], [1, rgba(P.amber, 0.2)]]);
    c.fillRect(0, h * 0.7, w, 2.5 * s);
    c.restore();
    ellipseGlow(g, w * 0.5, h * 0.7, w * 0.6, 40 * s, P.amber, 0.25);
    // vertical slats on the counter front
    c.save();
    for (let x = 0; x < w; x += 28 * s) {
      c.fillStyle = "rgba(255,170,90,0.035)";
      c.fillRect(x, h * 0.73, 14 * s, h * 0.27);
    }
    c.restore();
    // stools
    sil(g, (k) => {
      for (const f of [0.12, 0.38, 0.64, 0.9]) {
        const x = w * f;
        k.beginPath();
        k.ellipse(x, h * 0.86, 52 * s, 14 * s, 0, 0, TAU);
        k.fill();
        k.fillRect(x - 5 * s, h * 0.86, 10 * s, h * 0.2);
      }
    }, { fill: "#050307", rim: P.amber, dy: -1.5, rimAlpha: 0.5 });
    vignette(g, 0.6);
    grain(g, 6);
  };

  function olive(c, R, x0, y0, x1, y1, s) {
    c.lineWidth = 6 * s;
    c.beginPath();
    c.moveTo(x0, y0);
    c.quadraticCurveTo((x0 + x1) / 2, (y0 + y1) / 2 - 40 * s, x1, y1);
    c.stroke();
    for (let i = 0; i < 46; i++) {
      const t = R();
      const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * (x0 + x1) / 2 + t * t * x1;
      const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 - 40 * s) + t * t * y1;
      const a = (R() - 0.5) * 2.4 + Math.PI / 2 * (R() < 0.5 ? 1 : -1) * 0.6;
      const L = (22 + R() * 16) * s;
      c.save();
      c.translate(px, py);
      c.rotate(a);
      c.beginPath();
      c.ellipse(L / 2, 0, L / 2, 4 * s, 0, 0, TAU);
      c.fill();
      c.restore();
    }
  }

  scenes.restaurant = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.56;
    sky(g, [[0, "#080a22"], [0.45, "#1f1d52"], [0.75, "#59306e"], [0.92, "#d25a5a"], [1, "#ff9d52"]], 0, hy);
    stars(g, 40, hy * 0.35, 0.6);
    streaks(g, 8, hy * 0.5, hy * 0.9, [P.coral, P.pink], 0.45);
    glow(g, w * 0.3, hy, w * 0.35, P.orange, 0.35);
    sea(g, hy, w * 0.3, { top: "#4a2550", strength: 0.8 });
    // jetty and lighthouse
    const lx = w * 0.82, lTop = hy - 170 * s;
    beam(g, lx, lTop + 14 * s, Math.PI + 0.12, w * 0.9, 0.035, P.cream, 0.3, 6);
    sil(g, (k) => {
      k.fillRect(w * 0.6, hy - 6 * s, w * 0.4, 12 * s);
      for (let i = 0; i < 9; i++) {
        roundRect(k, w * 0.6 + i * 55 * s, hy - 14 * s, 50 * s, 16 * s, 5 * s);
        k.fill();
      }
      k.beginPath();
      k.moveTo(lx - 20 * s, hy - 4 * s);
      k.lineTo(lx - 13 * s, lTop + 30 * s);
      k.lineTo(lx + 13 * s, lTop + 30 * s);
      k.lineTo(lx + 20 * s, hy - 4 * s);
      k.fill();
      k.fillRect(lx - 18 * s, lTop + 24 * s, 36 * s, 6 * s);
      k.beginPath();
      k.moveTo(lx - 12 * s, lTop);
      k.lineTo(lx, lTop - 14 * s);
      k.lineTo(lx + 12 * s, lTop);
      k.fill();
    }, { fill: "#0d0a18", rim: P.coral, dx: -1, rimAlpha: 0.4 });
    c.save();
    c.fillStyle = "#8a1f2a";
    c.beginPath();
    c.moveTo(lx - 17 * s, hy - 60 * s);
    c.lineTo(lx - 15 * s, hy - 100 * s);
    c.lineTo(lx + 15 * s, hy - 100 * s);
    c.lineTo(lx + 17 * s, hy - 60 * s);
    c.fill();
    c.fillRect(lx - 11 * s, lTop, 22 * s, 24 * s);
    c.restore();
    glow(g, lx, lTop + 12 * s, 60 * s, P.cream, 0.8, "lighter");
    // terrace: balustrade, tables, lanterns
    sil(g, (k) => {
      k.fillRect(0, h * 0.66, w, 10 * s);
      for (let x = 8 * s; x < w; x += 34 * s) {
        k.beginPath();
        k.moveTo(x - 7 * s, h * 0.67);
        k.quadraticCurveTo(x - 12 * s, h * 0.72, x - 4 * s, h * 0.76);
        k.lineTo(x + 4 * s, h * 0.76);
        k.quadraticCurveTo(x + 12 * s, h * 0.72, x + 7 * s, h * 0.67);
        k.fill();
      }
      k.fillRect(0, h * 0.76, w, h * 0.24);
      olive(k, g.R, -20, h * 0.05, w * 0.34, -10, s);
      olive(k, g.R, w + 20, h * 0.12, w * 0.66, -20, s);
    }, { fill: "#0a0710", rim: P.coral, dy: -1, rimAlpha: 0.35 });
    const tables = [[0.18, 0.86, 1.15], [0.5, 0.83, 1], [0.82, 0.87, 1.2]];
    for (const [f, y, sc] of tables) ellipseGlow(g, w * f, h * y, 150 * s * sc, 40 * s * sc, P.amber, 0.4);
    sil(g, (k) => {
      for (const [f, y, sc] of tables) {
        const x = w * f, ty = h * y, u = s * sc;
        k.beginPath();
        k.ellipse(x, ty, 95 * u, 18 * u, 0, 0, TAU);
        k.fill();
        k.beginPath();
        k.moveTo(x - 95 * u, ty);
        k.lineTo(x - 90 * u, ty + 40 * u);
        k.lineTo(x + 90 * u, ty + 40 * u);
        k.lineTo(x + 95 * u, ty);
        k.fill();
        k.fillRect(x - 6 * u, ty, 12 * u, 200 * u);
        for (const sd of [-1, 1]) {
          roundRect(k, x + sd * 130 * u - 28 * u, ty - 70 * u, 56 * u, 100 * u, 10 * u);
          k.fill();
          k.fillRect(x + sd * 130 * u - 26 * u, ty + 20 * u, 52 * u, 12 * u);
        }
        // wine glasses and candle holder
        for (const dx of [-40, 38]) {
          k.beginPath();
          k.moveTo(x + (dx - 9) * u, ty - 40 * u);
          k.quadraticCurveTo(x + dx * u, ty - 14 * u, x + (dx + 9) * u, ty - 40 * u);
          k.fill();
          k.fillRect(x + (dx - 1) * u, ty - 22 * u, 2 * u, 20 * u);
        }
        k.fillRect(x - 8 * u, ty - 18 * u, 16 * u, 16 * u);
      }
    }, { fill: "#08060d", rim: P.amber, dy: -1.4, rimAlpha: 0.7 });
    for (const [f, y, sc] of tables) {
      glow(g, w * f, h * y - 24 * s * sc, 70 * s * sc, P.amber, 0.55, "lighter");
      glow(g, w * f, h * y - 24 * s * sc, 7 * s * sc, P.cream, 0.95, "lighter");
    }
    // paper lanterns
    const lanterns = catenary(w * 0.08, h * 0.14, w * 0.92, h * 0.1, 90 * s, 8).slice(1, -1);
    c.save();
    c.strokeStyle = "rgba(10,8,18,0.8)";
    c.lineWidth = 1.2 * s;
    c.beginPath();
    const wire = catenary(w * 0.08, h * 0.14, w * 0.92, h * 0.1, 90 * s, 40);
    c.moveTo(...wire[0]);
    for (const p of wire) c.lineTo(...p);
    c.stroke();
    c.restore();
    for (const [x, y] of lanterns) {
      glow(g, x, y + 20 * s, 50 * s, P.orange, 0.55, "lighter");
      c.save();
      c.fillStyle = rad(c, x, y + 20 * s, 2 * s, 18 * s, [[0, "rgba(255,220,150,0.95)"], [1, "rgba(240,110,50,0.9)"]]);
      c.beginPath();
      c.ellipse(x, y + 20 * s, 14 * s, 17 * s, 0, 0, TAU);
      c.fill();
      c.restore();
    }
    vignette(g, 0.55);
    grain(g, 5);
  };

  function mas(c, x, baseY, s) {
    // stone farmhouse with a pigeon tower
    c.beginPath();
    c.moveTo(x, baseY);
    c.lineTo(x, baseY - 120 * s);
    c.lineTo(x + 170 * s, baseY - 150 * s);
    c.lineTo(x + 340 * s, baseY - 120 * s);
    c.lineTo(x + 340 * s, baseY);
    c.fill();
    c.beginPath();
    c.moveTo(x + 300 * s, baseY);
    c.lineTo(x + 300 * s, baseY - 90 * s);
    c.lineTo(x + 420 * s, baseY - 105 * s);
    c.lineTo(x + 520 * s, baseY - 90 * s);
    c.lineTo(x + 520 * s, baseY);
    c.fill();
    c.fillRect(x + 40 * s, baseY - 210 * s, 70 * s, 210 * s);
    c.beginPath();
    c.moveTo(x + 34 * s, baseY - 210 * s);
    c.lineTo(x + 75 * s, baseY - 232 * s);
    c.lineTo(x + 116 * s, baseY - 210 * s);
    c.fill();
  }

  function masWindows(g, x, baseY, s) {
    const c = g.c;
    const wins = [[140, 80], [200, 80], [260, 80], [140, 36], [200, 36], [260, 36], [360, 44], [430, 44], [62, 150], [62, 70]];
    for (const [dx, dy] of wins) {
      const wx = x + dx * s, wy = baseY - dy * s;
      glow(g, wx + 9 * s, wy + 12 * s, 40 * s, P.amber, 0.45, "lighter");
      c.save();
      c.fillStyle = "rgba(255,200,110,0.9)";
      c.beginPath();
      c.moveTo(wx, wy + 26 * s);
      c.lineTo(wx, wy + 8 * s);
      c.arc(wx + 9 * s, wy + 8 * s, 9 * s, Math.PI, TAU);
      c.lineTo(wx + 18 * s, wy + 26 * s);
      c.fill();
      c.restore();
    }
  }

  scenes.domaine = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.64;
    sky(g, [[0, "#060719"], [0.45, "#1b1a4c"], [0.75, "#4d2567"], [0.92, "#b0456a"], [1, "#ec7b55"]], 0, hy);
    stars(g, 90, hy * 0.55, 0.8);
    moon(g, w * 0.78, h * 0.16, 16 * s);
    c.save();
    c.globalCompositeOperation = "destination-out";
    c.beginPath();
    c.arc(w * 0.78 + 7 * s, h * 0.16 - 4 * s, 15 * s, 0, TAU);
    c.fill();
    c.restore();
    streaks(g, 8, hy * 0.55, hy * 0.92, [P.pink, P.coral], 0.4);
    ridge(g, hy, [{ x: w * 0.62, h: 200 * s, wd: 150 * s }, { x: w * 0.4, h: 110 * s, wd: 220 * s }, { x: w * 0.9, h: 120 * s, wd: 200 * s }], "#3b2156", 1.4, 0.9);
    ridge(g, hy + 10 * s, [{ x: w * 0.1, h: 60 * s, wd: 300 * s }, { x: w * 0.7, h: 50 * s, wd: 300 * s }], "#1c1230", 1);
    // vineyard rows in perspective
    c.fillStyle = "#0d0a16";
    c.fillRect(0, hy + 8 * s, w, h);
    c.save();
    c.strokeStyle = "rgba(120,70,140,0.25)";
    c.lineWidth = 2 * s;
    for (let i = -20; i <= 20; i++) {
      c.beginPath();
      c.moveTo(w * 0.5 + i * 8 * s, hy + 10 * s);
      c.lineTo(w * 0.5 + i * 90 * s, h);
      c.stroke();
    }
    c.restore();
    const mx = w * 0.18, mb = hy + 40 * s;
    sil(g, (k) => {
      mas(k, mx, mb, s * 0.9);
      cypress(k, g.R, w * 0.7, hy + 60 * s, 330 * s, 26 * s);
      cypress(k, g.R, w * 0.78, hy + 64 * s, 390 * s, 30 * s);
      cypress(k, g.R, w * 0.86, hy + 60 * s, 340 * s, 27 * s);
      for (let i = 0; i < 6; i++) cypress(k, g.R, w * (0.05 + i * 0.02), hy + 44 * s, g.rand(120, 170) * s, 12 * s);
    }, { fill: "#090710", rim: P.coral, dy: -1, dx: 1, rimAlpha: 0.35 });
    masWindows(g, mx, mb, s * 0.9);
    // long table under festoon lights
    ellipseGlow(g, w * 0.5, h * 0.84, w * 0.45, 70 * s, P.amber, 0.45);
    sil(g, (k) => {
      k.fillRect(w * 0.12 - 3 * s, h * 0.48, 6 * s, h * 0.5);
      k.fillRect(w * 0.88 - 3 * s, h * 0.48, 6 * s, h * 0.5);
      for (let i = 0; i < 8; i++) {
        const x = w * (0.19 + i * 0.089);
        k.fillRect(x - 17 * s, h * 0.765, 4 * s, h * 0.08);
        k.fillRect(x + 13 * s, h * 0.765, 4 * s, h * 0.08);
        roundRect(k, x - 19 * s, h * 0.755, 38 * s, 10 * s, 4 * s);
        k.fill();
        k.fillRect(x - 17 * s, h * 0.79, 34 * s, 3 * s);
      }
      k.fillRect(0, h * 0.92, w, h);
    }, { fill: "#07050c", rim: P.amber, dy: -1.4, rimAlpha: 0.6 });
    stringLights(g, -10, h * 0.4, w * 0.12, h * 0.48, 15 * s, 3);
    stringLights(g, w * 0.12, h * 0.48, w * 0.88, h * 0.48, 80 * s, 17);
    stringLights(g, w * 0.88, h * 0.48, w + 10, h * 0.4, 15 * s, 3);
    // tablecloth lit by the candles
    c.save();
    const ty = h * 0.835, tb = h * 0.93;
    c.beginPath();
    c.moveTo(w * 0.14, ty);
    c.lineTo(w * 0.86, ty);
    c.lineTo(w * 0.865, tb);
    for (let x = w * 0.865; x > w * 0.135; x -= 30 * s) c.quadraticCurveTo(x - 15 * s, tb + 6 * s, x - 30 * s, tb);
    c.closePath();
    c.fillStyle = lin(c, 0, ty, 0, tb, [[0, "#f2dcc0"], [0.12, "#c7988a"], [0.55, "#5b3a4c"], [1, "#24182a"]]);
    c.fill();
    c.clip();
    for (let x = w * 0.14; x < w * 0.86; x += 30 * s) {
      c.fillStyle = "rgba(30,15,30,0.18)";
      c.fillRect(x, ty + 6 * s, 6 * s, tb - ty);
    }
    c.restore();
    for (let i = 0; i < 9; i++) {
      const x = w * (0.16 + i * 0.085), y = h * 0.835;
      c.fillStyle = "rgba(255,238,215,0.9)";
      c.fillRect(x - 2.5 * s, y - 22 * s, 5 * s, 22 * s);
      glow(g, x, y - 28 * s, 40 * s, P.amber, 0.6, "lighter");
      glow(g, x, y - 28 * s, 5 * s, P.cream, 1, "lighter");
    }
    vignette(g, 0.5);
    grain(g, 5);
  };

  scenes.clubVenue = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#040309"], [1, "#130a22"]]);
    // LED wall with orbit rings
    const cx = w * 0.5, cy = h * 0.42;
    const x0 = w * 0.12, x1 = w * 0.88, y0 = h * 0.08, y1 = h * 0.7;
    c.save();
    const cell = 11 * s;
    for (let x = x0; x < x1; x += cell)
      for (let y = y0; y < y1; y += cell) {
        const d = Math.hypot(x - cx, (y - cy) * 1.3) / (w * 0.4);
        const v = Math.pow(0.5 + 0.5 * Math.cos(d * 30), 3);
        const fall = Math.max(0, 1 - d * 0.9);
        const col = d < 0.35 ? P.pink : d < 0.65 ? P.magenta : "#8a4cff";
        c.fillStyle = rgba(col, 0.06 + 0.6 * v * fall);
        c.fillRect(x, y, cell - 3 * s, cell - 3 * s);
      }
    c.restore();
    glow(g, cx, cy, w * 0.45, P.magenta, 0.3);
    // ceiling spots beams
    for (let i = 0; i < 8; i++) {
      const x = w * (0.06 + i * 0.125);
      beam(g, x, 0, Math.PI / 2 + (i - 3.5) * 0.07, h, 0.05, i % 2 ? P.amber : P.pink, 0.22, 6);
    }
    fog(g, 8, h * 0.45, h * 0.85, [P.purple, P.magenta], 0.2);
    for (let i = 0; i < 12; i++) {
      const a = Math.PI + 0.15 + (i / 11) * (Math.PI - 0.3);
      laser(g, cx, h * 0.6, cx + Math.cos(a) * w, h * 0.6 + Math.sin(a) * h * 0.7, i % 2 ? "#b06cff" : P.pink, 1.2);
    }
    sil(g, (k) => {
      djAndBooth(k, cx, h * 0.68, s * 0.75, { armUp: true, side: -1 });
      // speaker stacks
      for (const x of [w * 0.04, w * 0.86]) {
        k.fillRect(x, h * 0.4, w * 0.1, h * 0.6);
      }
    }, { fill: "#040209", halo: P.pink, haloAlpha: 0.5, rim: P.pink, dy: -1, rimAlpha: 0.7 });
    // speaker cones
    c.save();
    for (const x of [w * 0.09, w * 0.91])
      for (const [y, r] of [[h * 0.5, 34], [h * 0.66, 50], [h * 0.84, 50]]) {
        c.strokeStyle = rgba(P.magenta, 0.5);
        c.lineWidth = 2 * s;
        c.beginPath();
        c.arc(x, y, r * s, 0, TAU);
        c.stroke();
        c.beginPath();
        c.arc(x, y, r * 0.35 * s, 0, TAU);
        c.stroke();
      }
    c.restore();
    boothLed(g, cx, h * 0.68, s * 0.75, 200, [P.pink, "#8a4cff"]);
    c.save();
    c.fillStyle = "#07040c";
    c.fillRect(0, h * 0.9, w, h * 0.1);
    c.restore();
    // reflective floor
    shade(g, h * 0.9, h, P.magenta, 0.15, 0);
    vignette(g, 0.6);
    grain(g, 6);
  };

  scenes.rooftopLounge = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.6;
    rooftopBackdrop(g, hy);
    stringLights(g, -10, h * 0.06, w * 0.35, h * 0.12, 40 * s, 8);
    stringLights(g, w * 0.35, h * 0.12, w * 0.7, h * 0.05, 40 * s, 8);
    stringLights(g, w * 0.7, h * 0.05, w + 10, h * 0.14, 40 * s, 8);
    // parasol, sofas, coffee table with cocktails
    sil(g, (k) => {
      k.fillRect(0, h * 0.74, w, 5 * s);
      for (let x = 40 * s; x < w; x += 200 * s) k.fillRect(x, h * 0.74, 5 * s, h * 0.12);
      k.fillRect(0, h * 0.86, w, h * 0.14);
      // parasol
      k.beginPath();
      k.moveTo(w * 0.78 - 190 * s, h * 0.32);
      k.quadraticCurveTo(w * 0.78, h * 0.15, w * 0.78 + 190 * s, h * 0.32);
      k.fill();
      k.fillRect(w * 0.78 - 3 * s, h * 0.2, 6 * s, h * 0.66);
      // sofas
      for (const [x, wd] of [[w * 0.03, 360], [w * 0.64, 380]]) {
        roundRect(k, x, h * 0.8, wd * s, 90 * s, 16 * s);
        k.fill();
        roundRect(k, x, h * 0.72, wd * s, 40 * s, 16 * s);
        k.fill();
        roundRect(k, x - 10 * s, h * 0.76, 40 * s, 100 * s, 14 * s);
        k.fill();
        roundRect(k, x + wd * s - 30 * s, h * 0.76, 40 * s, 100 * s, 14 * s);
        k.fill();
      }
      // coffee table
      roundRect(k, w * 0.38, h * 0.88, w * 0.22, 20 * s, 6 * s);
      k.fill();
      k.fillRect(w * 0.4, h * 0.88, w * 0.18, h * 0.12);
      // cocktail glasses
      for (const [x, kind] of [[w * 0.43, 0], [w * 0.51, 1], [w * 0.56, 0]]) {
        const y = h * 0.88;
        if (kind === 0) {
          k.beginPath();
          k.moveTo(x - 26 * s, y - 70 * s);
          k.lineTo(x + 26 * s, y - 70 * s);
          k.lineTo(x + 2 * s, y - 42 * s);
          k.lineTo(x + 2 * s, y - 4 * s);
          k.lineTo(x + 13 * s, y);
          k.lineTo(x - 13 * s, y);
          k.lineTo(x - 2 * s, y - 4 * s);
          k.lineTo(x - 2 * s, y - 42 * s);
          k.fill();
        } else {
          k.fillRect(x - 15 * s, y - 74 * s, 30 * s, 74 * s);
        }
      }
      palm(k, g.R, w * 0.96, h * 0.92, h * 0.55, -w * 0.03, s * 0.8);
      k.fillRect(w * 0.96 - 32 * s, h * 0.82, 64 * s, 80 * s);
    }, { fill: "#08060e", rim: P.coral, dy: -1.5, dx: -1, rimAlpha: 0.65 });
    // drinks tinted glass + candle
    c.save();
    c.globalCompositeOperation = "screen";
    c.fillStyle = rgba(P.coral, 0.4);
    c.beginPath();
    c.moveTo(w * 0.43 - 20 * s, h * 0.88 - 66 * s);
    c.lineTo(w * 0.43 + 20 * s, h * 0.88 - 66 * s);
    c.lineTo(w * 0.43, h * 0.88 - 46 * s);
    c.fill();
    c.fillStyle = rgba(P.amber, 0.4);
    c.fillRect(w * 0.51 - 12 * s, h * 0.88 - 50 * s, 24 * s, 48 * s);
    c.restore();
    glow(g, w * 0.475, h * 0.87, 60 * s, P.amber, 0.6, "lighter");
    glow(g, w * 0.475, h * 0.87, 6 * s, P.cream, 1, "lighter");
    vignette(g, 0.5);
    grain(g, 5);
  };

  // --- photos -----------------------------------------------------------------
  scenes.turntable = (g) => {
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
  };

  scenes.hands = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#070414"], [0.5, "#1e0c33"], [1, "#2d0f3a"]]);
    const ox = w * 0.5, oy = h * 0.05;
    glow(g, ox, oy, w * 0.7, P.magenta, 0.4);
    for (let i = 0; i < 9; i++) beam(g, ox + (i - 4) * 60 * s, oy, Math.PI / 2 + (i - 4) * 0.14, h * 1.2, 0.045, i % 3 === 0 ? P.amber : i % 3 === 1 ? P.pink : "#b06cff", 0.3, 6);
    fog(g, 8, h * 0.3, h * 0.7, [P.magenta, P.purple], 0.18);
    bokeh(g, 30, { y1: h * 0.6, r0: 6, r1: 22, colors: [P.pink, P.amber], a0: 0.06, a1: 0.25, blur: 2 });
    const hands = [];
    sil(g, (k) => {
      hands.push(...crowd(k, g.R, w, h * 0.86, s * 0.75, 19, { hands: 0.6, minH: 40, maxH: 60 }));
      hands.push(...crowd(k, g.R, w, h * 1.04, s * 1.25, 10, { hands: 0.8, minH: 60, maxH: 90 }));
    }, { fill: "#040208", rim: P.pink, dy: -1.5, dx: 0.5, rimAlpha: 0.85, halo: P.magenta, haloAlpha: 0.3 });
    for (const [x, y] of hands) if (g.R() < 0.3) glow(g, x, y, 14 * s, P.cream, 0.55, "lighter");
    // confetti
    c.save();
    for (let i = 0; i < 120; i++) {
      const x = g.R() * w, y = g.R() * h * 0.75;
      c.save();
      c.translate(x, y);
      c.rotate(g.R() * TAU);
      c.fillStyle = rgba(g.pick([P.gold, P.pink, P.amber, P.cream]), g.rand(0.4, 0.9));
      c.fillRect(-3 * s, -1.5 * s, 6 * s, 3 * s);
      c.restore();
    }
    c.restore();
    vignette(g, 0.55);
    grain(g, 5);
  };

  scenes.vinyl = (g) => {
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
  };

  scenes.headphones = (g) => {
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
  };

  scenes.beachNight = (g) => {
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
  };

  scenes.mixer = (g) => {
    const { w, h, c, s } = g;
    const panel = newCanvas(w, h);
    const pc = panel.getContext("2d");
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
    const sk = sharp.getContext("2d");
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
  };

  scenes.laserFog = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#030208"], [1, "#100820"]]);
    fog(g, 12, h * 0.1, h * 0.9, [P.purple, P.magenta, P.violet], 0.22);
    const ox = w * 0.5, oy = h * 0.86;
    for (let i = 0; i < 5; i++) beam(g, w * (0.1 + i * 0.2), -10, Math.PI / 2 + (i - 2) * 0.12, h, 0.05, i % 2 ? P.amber : "#b06cff", 0.18, 10);
    const cols = [P.pink, "#b06cff", P.amber, P.magenta];
    for (let i = 0; i < 22; i++) {
      const a = -Math.PI / 2 + (i / 21 - 0.5) * 2.2;
      laser(g, ox, oy, ox + Math.cos(a) * h * 1.4, oy + Math.sin(a) * h * 1.4, cols[i % 4], 1.4);
    }
    glow(g, ox, oy, 220 * s, P.pink, 0.55, "lighter");
    glow(g, ox, oy, 30 * s, P.cream, 0.9, "lighter");
    fog(g, 6, h * 0.55, h, [P.magenta, P.purple], 0.22);
    const hands = [];
    sil(g, (k) => hands.push(...crowd(k, g.R, w, h * 1.03, s * 0.95, 11, { hands: 0.55, minH: 45, maxH: 75 })), { fill: "#030206", rim: P.pink, dy: -1.5, rimAlpha: 0.8 });
    for (const [x, y] of hands) if (g.R() < 0.25) glow(g, x, y, 14 * s, P.cream, 0.5, "lighter");
    vignette(g, 0.6);
    grain(g, 5);
  };

  scenes.firstDance = (g) => {
    const { w, h, c, s } = g;
    sky(g, [[0, "#070616"], [0.6, "#1c1236"], [1, "#2a1430"]]);
    bokeh(g, 70, { y1: h * 0.7, r0: 14, r1: 55, colors: [P.amber, P.gold, P.coral], a0: 0.06, a1: 0.3, blur: 4 });
    for (let i = 0; i < 3; i++) stringLights(g, -20, h * (0.12 + i * 0.1), w + 20, h * (0.08 + i * 0.12), 80 * s, 14, { size: 1.1 });
    glow(g, w * 0.5, h * 0.55, w * 0.45, P.amber, 0.35);
    ellipseGlow(g, w * 0.5, h * 0.9, w * 0.5, 80 * s, P.amber, 0.4);
    sil(g, (k) => {
      const cx = w * 0.5, fy = h * 0.92, H = 560 * s / 1.5 * 1.4;
      person(k, cx - 58 * s, fy, H, { armTo: [cx + 4 * s, fy - H * 0.86], armTo2: [cx + 20 * s, fy - H * 0.5] });
      person(k, cx + 56 * s, fy, H * 0.9, { dress: true, armTo: [cx + 4 * s, fy - H * 0.86], armTo2: [cx - 26 * s, fy - H * 0.64] });
      k.beginPath();
      k.ellipse(cx + 4 * s, fy - H * 0.87, 12 * s, 12 * s, 0, 0, TAU);
      k.fill();
      k.fillRect(0, fy, w, h - fy);
    }, { fill: "#06040b", rim: P.gold, dy: -1.5, dx: 0.6, rimAlpha: 0.8, halo: P.amber, haloAlpha: 0.35 });
    vignette(g, 0.55);
    grain(g, 5);
  };

  scenes.palmsMoon = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.66;
    sky(g, [[0, "#03040d"], [0.5, "#0e1030"], [0.85, "#2b1d55"], [1, "#4c2866"]], 0, hy);
    stars(g, 220, hy, 0.9);
    moon(g, w * 0.62, h * 0.3, 70 * s / 1.5);
    streaks(g, 6, h * 0.3, hy * 0.95, ["#8e7ad8", P.purple], 0.3);
    sea(g, hy, w * 0.62, { top: "#2a2258", light: "#e8dcff", strength: 0.6, spread: 0.6 });
    sil(g, (k) => {
      k.beginPath();
      k.moveTo(0, h * 0.88);
      k.quadraticCurveTo(w * 0.5, h * 0.84, w, h * 0.9);
      k.lineTo(w, h);
      k.lineTo(0, h);
      k.fill();
      palm(k, g.R, w * 0.12, h * 0.98, h * 0.82, w * 0.14, s * 0.95);
      palm(k, g.R, w * 0.3, h * 0.92, h * 0.5, w * 0.04, s * 0.7);
      palm(k, g.R, w * 0.9, h * 0.99, h * 0.72, -w * 0.1, s * 0.9);
    }, { fill: "#04040b", rim: "#c8b8ff", dx: 1, dy: -1, rimAlpha: 0.45, halo: P.purple, haloAlpha: 0.25 });
    vignette(g, 0.5);
    grain(g, 5);
  };

  scenes.fireworksPort = (g) => {
    const { w, h, c, s } = g;
    const hy = h * 0.66;
    sky(g, [[0, "#03040d"], [0.7, "#131238"], [1, "#35204f"]], 0, hy);
    stars(g, 60, hy * 0.6, 0.5);
    firework(g, w * 0.3, h * 0.26, 190, P.pink, 80);
    firework(g, w * 0.68, h * 0.18, 230, P.gold, 96);
    firework(g, w * 0.56, h * 0.44, 110, "#b06cff", 50, { alpha: 0.85 });
    firework(g, w * 0.12, h * 0.5, 90, P.amber, 40, { alpha: 0.7 });
    sea(g, hy, w * 0.6, { top: "#3a2255", light: P.gold, strength: 0.8, spread: 2 });
    // reflections of the bursts
    ellipseGlow(g, w * 0.3, hy + 90, 200, 60, P.pink, 0.25);
    ellipseGlow(g, w * 0.68, hy + 120, 240, 70, P.gold, 0.25);
    sil(g, (k) => {
      // sailboats
      for (const [f, mh, hl, dy] of [[0.15, 300, 230, 30], [0.39, 400, 270, 62], [0.62, 340, 240, 42], [0.86, 440, 290, 78]]) {
        const x = w * f, y = hy + dy;
        k.beginPath();
        k.moveTo(x - hl / 2, y - 10);
        k.lineTo(x + hl / 2 + 18, y - 16);
        k.quadraticCurveTo(x + hl / 2, y + 14, x + hl / 2 - 34, y + 22);
        k.lineTo(x - hl / 2 + 12, y + 22);
        k.closePath();
        k.fill();
        roundRect(k, x - hl * 0.28, y - 32, hl * 0.42, 26, 8);
        k.fill();
        k.fillRect(x - 3, y - mh, 6, mh);
        limb(k, [[x, y - 56], [x - hl * 0.44, y - 50]], 16, 9);
        k.lineWidth = 1.6;
        k.beginPath();
        k.moveTo(x, y - mh);
        k.lineTo(x + hl / 2 + 16, y - 16);
        k.moveTo(x, y - mh);
        k.lineTo(x - hl / 2 + 4, y - 10);
        k.stroke();
      }
      // quay
      k.fillRect(0, h * 0.86, w, h * 0.14);
      for (let x = 40; x < w; x += 220) {
        k.fillRect(x, h * 0.83, 22, h * 0.04);
        k.beginPath();
        k.ellipse(x + 11, h * 0.83, 16, 8, 0, 0, TAU);
        k.fill();
      }
      crowd(k, g.R, w, h * 1.04, s * 0.8, 12, { hands: 0.35, minH: 60, maxH: 90 });
    }, { fill: "#05040b", rim: P.gold, dy: -1.5, rimAlpha: 0.6 });
    vignette(g, 0.5);
    grain(g, 5);
  };

  window.renderArt = (scene, w, h, seed, type, quality) => {
    const g = makeG(w, h, seed);
    scenes[scene](g);
    return g.cv.toDataURL(type, quality);
  };
  // Render once and return several encodings, so quality can be tuned without redrawing; then
  // the same for each smaller copy (scaled, or cropped to its aspect around `centre`).
  window.renderArtMulti = (scene, w, h, seed, type, qualities, variants = []) => {
    const g = makeG(w, h, seed);
    scenes[scene](g);
    const copies = variants.map((v) => {
      const cv = newCanvas(v.w, v.h);
      const c = cv.getContext("2d");
      c.imageSmoothingQuality = "high";
      const sw = v.centre === undefined ? w : Math.min(w, (h * v.w) / v.h);
      const sx = v.centre === undefined ? 0 : Math.min(w - sw, Math.max(0, w * v.centre - sw / 2));
      c.drawImage(g.cv, sx, 0, sw, h, 0, 0, v.w, v.h);
      return qualities.map((q) => cv.toDataURL(type, q));
    });
    return [qualities.map((q) => g.cv.toDataURL(type, q)), ...copies];
  };
}

// ---------------------------------------------------------------------------
async function main() {
  const filters = process.argv.slice(2);
  const jobs = filters.length ? JOBS.filter(([f]) => filters.some((x) => f.includes(x))) : JOBS;
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({ content: `(${browserArt.toString()})();` });
    for (const [file, scene, w, h, seed] of jobs) {
      const jpeg = file.endsWith(".jpg");
      const type = jpeg ? "image/jpeg" : "image/webp";
      const qualities = jpeg ? [0.82, 0.78, 0.74, 0.7, 0.65, 0.6, 0.55, 0.5] : [0.75, 0.72, 0.69, 0.66, 0.63, 0.6, 0.56, 0.52, 0.48, 0.44, 0.4];
      const variants = variantsOf(file, w, h);
      const [urls, ...copies] = await page.evaluate(
        ([sc, ww, hh, sd, t, qs, vs]) => window.renderArtMulti(sc, ww, hh, sd, t, qs, vs),
        [scene, w, h, seed, type, qualities, variants],
      );
      const decode = (url) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
      let q = 0;
      while (q < urls.length - 1 && decode(urls[q]).length > MAX_BYTES) q++;
      const write = (name, ww, hh, url) => {
        const buf = decode(url);
        writeFileSync(join(OUT, name), buf);
        rows.push({ file: name, w: ww, h: hh, q: qualities[q], bytes: buf.length });
        process.stdout.write(`  ${name.padEnd(30)} ${`${ww}x${hh}`.padEnd(10)} q=${qualities[q].toFixed(2)}  ${(buf.length / 1024).toFixed(1).padStart(6)} KB\n`);
      };
      write(file, w, h, urls[q]);
      variants.forEach((v, i) => write(v.file, v.w, v.h, copies[i][q]));
    }
  } finally {
    await browser.close();
  }
  const total = rows.reduce((a, r) => a + r.bytes, 0);
  const over = rows.filter((r) => r.bytes > MAX_BYTES);
  console.log(`\n${rows.length} files, total ${(total / 1024).toFixed(1)} KB${total > TOTAL_BUDGET ? "  (OVER the 1.5 MB budget)" : ""}`);
  if (over.length) console.log(`over ${MAX_BYTES / 1024} KB: ${over.map((r) => r.file).join(", ")}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
