// On a slow connection the Worker's HTML is on screen a second or two before the app takes it over
// (web/src/boot.ts): a tap on one of its buttons in that time (the menu, a photo) would do
// nothing. The last such tap is remembered and replayed once the app runs. Links need none of
// this: they work as links. The app marks its progress on <html data-app>: "hydrating" from the
// moment React handles the page's events itself, "ready" once it runs (web/src/App.tsx).

const stage = () => document.documentElement.dataset.app;

export function replayEarlyTaps() {
  let pending: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    if (stage() !== undefined || !(event.target instanceof Element)) return;
    pending = event.target.closest("button") ?? pending;
  };
  document.addEventListener("click", remember, true);

  new MutationObserver((_, observer) => {
    if (stage() !== "ready") return;
    observer.disconnect();
    document.removeEventListener("click", remember, true);
    if (pending?.isConnected) pending.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-app"] });
}
