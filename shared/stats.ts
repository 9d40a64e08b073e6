// The site's audience figures (docs/product.md §24): what the Worker counts of the public pages,
// the moments the pages report, and the report the admin's « Statistiques » tab reads. Nothing in
// here names a visitor: every figure is a count per day of one thing (a page, a source, a device
// class, a country, a moment). Only the beacon's path reaches the pages' script, with what sends it
// (web/src/lib/moments.ts, whose names a test checks against MOMENT_NAMES).
import type { PageName, PAGES } from "./pages";

export const STATS_PATH = "/api/stats";
/** Where the pages send their beacons: a moment, or a page the app opened without loading one. */
export const BEACON_PATH = `${STATS_PATH}/beacon`;
/** The admin's live channel of the figures: a nudge to read them again, a few seconds after they moved. */
export const STATS_LIVE_PATH = `${STATS_PATH}/live`;

/** The moments that matter to the DJ (a tap that may become a booking, and what shows interest), in the admin's order. */
export const MOMENT_NAMES = ["call", "sms", "whatsapp", "mail", "request", "date", "instagram", "social", "ticket", "calendar", "share", "mix"] as const;
export type MomentName = (typeof MOMENT_NAMES)[number];
/** The booking moments: the figures the admin shows per day and per source. */
export const BOOKING_MOMENTS = ["call", "sms", "whatsapp", "mail", "request", "date"] as const satisfies readonly MomentName[];
/** What a beacon may name: a moment, or "view", a page the app opened itself (the Worker counts the pages it serves). */
export const VIEW_BEACON = "view";
export type BeaconName = MomentName | typeof VIEW_BEACON;

/** What a beacon carries: its name, the page's path, and the visit's source as the page saw it (a referrer's address, or a utm_source). */
export interface Beacon {
  name: BeaconName;
  page: string;
  from?: string;
}

/** The periods the admin may look at, in days, ending today (Paris). */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** Daily rows are summed per month once they are this old (the CNIL's 25 months), by the daily job. */
export const DAILY_RETENTION_MONTHS = 25;
/** The longest source kept: a host name or a utm_source, cut there. */
export const MAX_SOURCE_CHARS = 60;
/** The rows of each "top" list of the report. */
export const TOP_ROWS = 10;
/** The events whose figures the events tab may ask for at once (a page of its list). */
export const MAX_EVENT_FIGURES = 100;

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The public pages, those search engines see (a priority in the sitemap): the pages counted. */
type PublicPage = { [P in PageName]: (typeof PAGES)[P]["sitemapPriority"] extends string ? P : never }[PageName];
/** A counted page as the report names it; an event's page goes by its event. */
export type CountedPage = Exclude<PublicPage, "event">;

/** Counts per moment (absent: none). */
export type MomentCounts = Partial<Record<MomentName, number>>;

/** One day of the period: its views, its visits (pages loaded from elsewhere) and its moments. */
export interface StatsDay {
  day: string;
  views: number;
  visits: number;
  moments: MomentCounts;
}

/** The figures of a period, as GET /api/stats?days= answers them. Sources: "" is a visit with none (typed, a bookmark, an app). */
export interface StatsReport {
  /** The first and last day of the period ("YYYY-MM-DD", Paris). */
  from: string;
  to: string;
  /** Every day of the period, oldest first, days without figures included. */
  days: StatsDay[];
  pages: { page: CountedPage; views: number }[];
  /** The events whose pages were seen or whose ticket links were tapped; `name` null for an event gone since. */
  events: { id: number; name: string | null; views: number; tickets: number }[];
  sources: { source: string; visits: number }[];
  devices: { device: DeviceClass; views: number }[];
  /** ISO 3166 codes as Cloudflare gives them; "" when it gave none. */
  countries: { country: string; views: number }[];
  /** The moments per source of the visit they came in. */
  momentsBySource: { source: string; moments: MomentCounts }[];
}

/** Each event's figures since counting began, as GET /api/stats/events?ids= answers them. */
export type EventFigures = Record<string, { views: number; tickets: number }>;

/** The live channel's frame: the figures moved. */
export interface StatsMoved {
  type: "stats";
}
