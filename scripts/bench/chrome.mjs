// The Chromium both the pages' bytes and Lighthouse are measured in: headless, without its own
// background traffic.
import { existsSync } from "node:fs";
import { CannotMeasure } from "./cannot-measure.mjs";
import { CHROME_PATH } from "./settings.mjs";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROME_PATH, once it is known to exist. */
export function chromePath() {
  if (!existsSync(CHROME_PATH)) throw new CannotMeasure(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  return CHROME_PATH;
}
