// The pages' beacon (docs/product.md §24): the moments that matter and the pages the app opens
// itself, told to the Worker with the visit's source as the page came with it. No cookie, nothing
// kept in the browser. What names and sends them (./moments.ts) is fetched when first wanted.
import type { BeaconName } from "../../../shared/stats";

/** The referrer or the campaign of the page the visitor arrived on (noted once the app starts). */
let arrivedFrom = "";

const moments = () => import("./moments");

/** Tells the Worker of a moment (or "view", a page the app opened itself) on the current page. */
export function beacon(name: BeaconName): void {
  const page = location.pathname;
  void moments().then(({ send }) => send(name, page, arrivedFrom));
}

/** Notes where the visitor came from, then tells every tap on a moment's link or button. */
export function listenForMoments(): void {
  arrivedFrom = new URLSearchParams(location.search).get("utm_source") || document.referrer;
  document.addEventListener(
    "click",
    ({ target }) => {
      const element = (target as Element).closest?.<HTMLElement>("[data-moment],a[href]");
      const page = location.pathname;
      if (element) void moments().then(({ tapped }) => tapped(element, page, arrivedFrom));
    },
    true,
  );
}
