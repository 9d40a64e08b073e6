// What render.js gives the page's window, for make-artwork.mjs to call through page.evaluate.
import type * as scenes from "./scenes/index.js";

/** A scene's name, as scenes/index.js exports it. */
export type SceneName = keyof typeof scenes;

/** A copy of a picture: its size and, for a crop, its horizontal centre (0..1); its own type and qualities when it has them. */
export interface Copy {
  w: number;
  h: number;
  centre?: number;
  type?: string;
  qualities?: number[];
}

declare global {
  interface Window {
    /** The scene drawn at w x h, as a data: URL of `type`. */
    renderArt(scene: SceneName, w: number, h: number, seed: number, type: string, quality: number): string;
    /** The scene's data: URLs at each quality, then each copy's at each of its qualities. */
    renderArtMulti(scene: SceneName, w: number, h: number, seed: number, type: string, qualities: number[], variants?: Copy[]): string[][];
  }
}
