// On a slow connection the Worker's HTML is on screen a second or two before the app takes it over
// (web/src/app/boot.ts): a tap on one of its buttons in that time (the menu, a photo) would do
// nothing. The last such tap is remembered and replayed once the app runs, unless the visitor has
// moved on since: another tap elsewhere, a key, or more than a few seconds. Links need none of
// this: they work as links. The app marks its progress on <html data-app>: "hydrating" from the
// moment React handles the page's events itself, "ready" once it runs (web/src/app/App.tsx).

/** Longer than this between the tap and the app, and the visitor has likely given up on it. */
const MAX_WAIT_MS = 5000;

const stage = () => document.documentElement.dataset.app;

export function replayEarlyTaps() {
  let pending: { button: HTMLButtonElement; at: number } | null = null;
  // Every tap replaces the remembered one: once React handles the page, with nothing, since its
  // own handlers serve it and a replay would come on top.
  const remember = (event: MouseEvent) => {
    const button = stage() === undefined && event.target instanceof Element ? event.target.closest("button") : null;
    pending = button ? { button, at: event.timeStamp } : null;
  };
  const forget = () => (pending = null);
  document.addEventListener("click", remember, true);
  document.addEventListener("keydown", forget, true);

  new MutationObserver((_, observer) => {
    if (stage() !== "ready") return;
    observer.disconnect();
    document.removeEventListener("click", remember, true);
    document.removeEventListener("keydown", forget, true);
    if (pending?.button.isConnected && performance.now() - pending.at <= MAX_WAIT_MS) pending.button.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-app"] });
}
