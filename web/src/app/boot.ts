// The page's script, and the order things arrive in.
//
// / and /events come rendered by the Worker (web/src/app/ssr.tsx): with the CSS, that is the whole
// first view. The rest is a finish, so it is asked for once that view is painted, and does not
// compete for a weak connection with what makes it:
// - the app (main.tsx: React, then hydration of the Worker's HTML);
// - the two web fonts: until they arrive the text uses stand-ins with the same metrics
//   (fonts.css), so the swap moves nothing. Without JavaScript, the stand-ins stay.
// A tap on a button meanwhile is not lost (earlyTaps.ts); a script that cannot come is said (loadFailure.ts).
// /login and /admin come empty (rendered in the browser): everything is asked for at once.
import unboundedUrl from "@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2?url";
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { replayEarlyTaps } from "./earlyTaps";
import { FONT_CHARACTERS, INTER_WEIGHTS, UNBOUNDED_WEIGHTS } from "./fontSubset";
import { sayWhenLoadingFails } from "./loadFailure";
import "./styles.css";

/** Fetches both fonts (cut down to what the site uses at build time, ./fontSubset.ts), then puts them in use together: one relayout of the page, not two. */
function loadFonts() {
  const faces = [
    new FontFace("Unbounded Variable", `url(${unboundedUrl}) format("woff2-variations")`, {
      weight: UNBOUNDED_WEIGHTS,
      display: "swap",
      unicodeRange: FONT_CHARACTERS,
    }),
    new FontFace("Inter Variable", `url(${interUrl}) format("woff2-variations")`, { weight: INTER_WEIGHTS, display: "swap", unicodeRange: FONT_CHARACTERS }),
  ];
  Promise.all(faces.map((face) => face.load())).then(
    () => faces.forEach((face) => document.fonts.add(face)),
    (error: unknown) => console.warn("Polices non chargées, les polices de remplacement restent :", error),
  );
}

function start() {
  loadFonts();
  void import("./main");
}

/** Runs `run` once the first contentful paint is reported (or after 3 s, whatever happens). */
function afterFirstContentfulPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing here: the next frame will do.
    requestAnimationFrame(() => setTimeout(once));
  }
  // Should the paint never be reported (a tab opened in the background paints nothing).
  setTimeout(once, 3000);
}

/**
 * The browser places the page itself on a reload, Back or Forward, or an address with a #section:
 * the sections below the first screen must then have their real height at once, not the estimate
 * they have until they near the viewport (.below-fold in styles.css; lib/scroll.ts otherwise).
 */
function layOutWholePageIfPlacedByBrowser() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (location.hash || navigation?.type === "reload" || navigation?.type === "back_forward") {
    document.documentElement.dataset.layout = "full";
  }
}

sayWhenLoadingFails();
if (document.getElementById("root")?.firstElementChild) {
  layOutWholePageIfPlacedByBrowser();
  replayEarlyTaps();
  afterFirstContentfulPaint(start);
} else {
  start();
}
