// Silhouette shapes drawn as paths with the current fill/stroke (inside sil()): palms, cypresses,
// the DJ behind the booth, a crowd, standing people; and the booth's LED strip.

import { lerp, lin, P, rgba, TAU } from "./base.js";
import { ellipseGlow } from "./layers.js";

/** @import { G, Rand } from "./base.js" */
/** @typedef {[x: number, y: number]} Point */

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r */
export function roundRect(c, x, y, w, h, r) {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
}

/** @param {CanvasRenderingContext2D} c @param {Rand} R @param {number} x @param {number} baseY @param {number} H @param {number} lean @param {number} s */
export function palm(c, R, x, baseY, H, lean, s) {
  // tapered curved trunk
  const pt = (/** @type {number} */ t) => /** @type {Point} */ ([
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * (x + lean * 0.15) + t * t * (x + lean),
    (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * (baseY - H * 0.55) + t * t * (baseY - H),
  ]);
  /** @type {Point[]} */
  const L = [];
  /** @type {Point[]} */
  const Rr = [];
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
/** @param {CanvasRenderingContext2D} c @param {number[][]} pts points as [x, y] @param {number} w0 @param {number} w1 */
export function limb(c, pts, w0, w1) {
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
/** @param {CanvasRenderingContext2D} c @param {number} cx @param {number} top @param {number} s @param {{ armUp?: boolean, side?: number, laptop?: boolean, tableW?: number, tableH?: number }} [o] */
export function djAndBooth(c, cx, top, s, o = {}) {
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
  /** @param {number} x @param {number} y @param {number} a */
  const fist = (x, y, a) => {
    c.save();
    c.translate(x, y);
    c.rotate(a);
    c.beginPath();
    c.ellipse(0, -4 * s, 10 * s, 12 * s, 0, 0, TAU);
    c.fill();
    c.restore();
  };
  const up = (/** @type {number} */ sd) => {
    const sh = [cx + sd * 50 * s, shY + 8 * s], el = [cx + sd * 92 * s, shY - 34 * s], hd = [cx + sd * 82 * s, shY - 108 * s];
    limb(c, [sh, el, hd], 24 * s, 15 * s);
    fist(hd[0], hd[1], sd * -0.1);
  };
  const down = (/** @type {number} */ sd) => {
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

/** @param {G} g @param {number} cx @param {number} top @param {number} s @param {number} [tableW] @param {string[]} [colors] */
export function boothLed(g, cx, top, s, tableW = 200, colors = [P.magenta, P.amber]) {
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
/** @param {CanvasRenderingContext2D} c @param {Rand} R @param {number} w @param {number} baseY @param {number} s @param {number} n @param {{ hands?: number, minH?: number, maxH?: number, x0?: number, x1?: number }} [o] */
export function crowd(c, R, w, baseY, s, n, o = {}) {
  const { hands = 0.35, minH = 55, maxH = 100, x0 = 0, x1 = w } = o;
  /** @type {Point[]} */
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
/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} footY @param {number} H @param {{ dress?: boolean | "gown" | "short", armTo?: number[] | null, armTo2?: number[] | null }} [o] armTo: where a hand reaches, as [x, y] */
export function person(c, x, footY, H, o = {}) {
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
  /** @param {number[] | null} target @param {number} sd */
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

/** @param {CanvasRenderingContext2D} c @param {Rand} R @param {number} x @param {number} baseY @param {number} H @param {number} wd */
export function cypress(c, R, x, baseY, H, wd) {
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
