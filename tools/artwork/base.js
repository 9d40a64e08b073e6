// Palette, seeded random generator, colour and gradient helpers, and makeG(): the drawing
// context g (canvas, size, scale, random numbers) that every scene receives.

/** @typedef {[offset: number, color: string][]} Stops a gradient's colour stops */
/** @typedef {() => number} Rand a seeded random number in [0, 1) */
/** @typedef {ReturnType<typeof makeG>} G the drawing context every scene receives */

export const TAU = Math.PI * 2;

export const P = {
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

/** @param {number} seed @returns {Rand} */
export function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {string} hex @param {number} [a] */
export function rgba(hex, a = 1) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}

/** @param {number} a @param {number} b @param {number} t */
export const lerp = (a, b, t) => a + (b - a) * t;

/** @param {CanvasRenderingContext2D} c @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {Stops} stops */
export function lin(c, x0, y0, x1, y1, stops) {
  const g = c.createLinearGradient(x0, y0, x1, y1);
  for (const [o, col] of stops) g.addColorStop(o, col);
  return g;
}

/** @param {CanvasRenderingContext2D} c @param {number} x @param {number} y @param {number} r0 @param {number} r1 @param {Stops} stops */
export function rad(c, x, y, r0, r1, stops) {
  const g = c.createRadialGradient(x, y, r0, x, y, r1);
  for (const [o, col] of stops) g.addColorStop(o, col);
  return g;
}

/** @param {number} w @param {number} h */
export function newCanvas(w, h) {
  const cv = document.createElement("canvas");
  cv.width = w;
  cv.height = h;
  return cv;
}

// A canvas's 2D context, which it always has unless another kind of context was asked of it first.
/** @param {HTMLCanvasElement} cv */
export function context2d(cv) {
  const c = cv.getContext("2d");
  if (!c) throw new Error("the canvas has no 2D context");
  return c;
}

// The drawing context handed to each scene.
/** @param {number} w @param {number} h @param {number} seed */
export function makeG(w, h, seed) {
  const cv = newCanvas(w, h);
  const c = context2d(cv);
  const R = mulberry(seed);
  const g = {
    cv, c, w, h, R,
    s: h / 800,
    rand: (/** @type {number} */ a, /** @type {number} */ b) => a + (b - a) * R(),
    pick: /** @type {<T>(arr: T[]) => T} */ ((arr) => arr[Math.floor(R() * arr.length)]),
    gauss: () => {
      const u = Math.max(1e-9, R());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(TAU * R());
    },
  };
  return g;
}
