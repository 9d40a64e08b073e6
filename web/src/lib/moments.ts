// What the beacon sends (docs/product.md §24), fetched at the first tap or page the app opens, as
// the image viewer is: a tap on a link named by its address (a call, an SMS, WhatsApp, a mail, a
// social network) or by its `data-moment` (a ticket, a calendar, a share), an event's own by its
// `data-page`; sent with navigator.sendBeacon, which outlives the page a tap leaves. The names are
// shared/stats.ts's MOMENT_NAMES; the public pages only (the Worker refuses the others).
import { PAGES } from "../../../shared/pages";
import { resolvePage } from "../../../shared/resolve-page";
import { BEACON_PATH, type BeaconName, type MomentName } from "../../../shared/stats";

/** A link's moment by its address; the first that matches. A share by WhatsApp (wa.me/?text=) names no number: no contact. */
const MOMENTS_BY_ADDRESS: [RegExp, MomentName][] = [
  [/^tel:/, "call"],
  [/^sms:/, "sms"],
  [/^https:\/\/wa\.me\/\d/, "whatsapp"],
  [/^mailto:/, "mail"],
  [/^https:\/\/(www\.)?instagram\.com\//, "instagram"],
  [/^https:\/\/[^/]*(facebook|tiktok|soundcloud|mixcloud|youtube)\.com\/|^https:\/\/(youtu\.be|ra\.co)\//, "social"],
  // An event's .ics file (/events/<id>.ics): its page is the event's.
  [/^\/events\/\d+\.ics$/, "calendar"],
];

/**
 * Sends `name` (a moment, or "view") of `page`, when the page is a public one; a moment with the
 * visit's source: a campaign's name, or the referrer's origin alone (never its path).
 */
export function send(name: BeaconName, page: string, from: string): void {
  const shown = resolvePage(page).name;
  if (!shown || PAGES[shown].sitemapPriority === null) return;
  const source = name === "view" ? undefined : /^https?:/.test(from) ? new URL(from).origin : from;
  navigator.sendBeacon?.(BEACON_PATH, new Blob([JSON.stringify({ name, page, from: source })], { type: "application/json" }));
}

/** Sends the moment of a tapped link or button, if it is one. */
export function tapped(element: HTMLElement, page: string, from: string): void {
  const href = element.getAttribute("href") ?? "";
  // A data-moment is one of MOMENT_NAMES, written in the components; the Worker refuses any other.
  const name = (element.dataset.moment as MomentName | undefined) ?? MOMENTS_BY_ADDRESS.find(([address]) => address.test(href))?.[1];
  if (name) send(name, element.dataset.page ?? (href.endsWith(".ics") ? href.slice(0, -4) : page), from);
}
