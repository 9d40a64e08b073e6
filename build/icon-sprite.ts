// The icons' sprite (web/src/ui/iconSet.ts) inside every page, right after the app's root:
// the page draws each icon it shows from there, so its HTML carries each drawing once and the script none.
import type { Plugin } from "vite";
import { iconSprite } from "../web/src/ui/iconSet.ts";

const APP_ROOT = '<div id="root"></div>';

export const iconSpriteInPage: Plugin = {
  name: "icon-sprite",
  transformIndexHtml(html) {
    if (!html.includes(APP_ROOT)) return this.error(`icon-sprite: web/index.html has no ${APP_ROOT}`);
    return html.replace(APP_ROOT, `${APP_ROOT}\n    ${iconSprite()}`);
  },
};
