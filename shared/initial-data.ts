// The contract between the Worker and the app for a page: what the Worker injects as #initial-data
// (and renders the page's HTML from), and how the app reads it back (docs/product.md §13, §21).
import type { Profile } from "./profile";
import type { PageView } from "./views";

export interface SessionUser {
  email: string;
  role: string;
}

/** What `#initial-data` holds: a key is absent when the Worker could not know it. */
export interface InitialData {
  user?: SessionUser | null;
  /** What the page shows of the content, nothing else. */
  view?: PageView;
  profile?: Profile;
  /** The content's version the view and the profile stand for (docs/product.md §18). */
  version?: number;
  /**
   * The calendar day (Europe/Paris, "YYYY-MM-DD") the Worker rendered the page's HTML for, so that
   * the browser's first render, which takes that HTML over, uses the same day. Absent when the
   * Worker did not render it.
   */
  today?: string;
}

/** What the Worker renders a page's HTML from (web/src/ssr.tsx): the same data it injects. */
export interface RenderInput {
  user: SessionUser | null;
  view: PageView;
  profile: Profile;
  /** "YYYY-MM-DD": the calendar day the page is rendered for. */
  today: string;
}

const isView = (value: unknown): value is PageView => {
  const view = value as PageView | undefined;
  return typeof view?.content === "object" && view.content !== null && typeof view.totals === "object" && view.totals !== null;
};

/** The initial data in the element's text, each key kept only when it has the expected shape. */
export function parseInitialData(text: string): InitialData {
  const data = JSON.parse(text) as Record<string, unknown>;
  const parsed: InitialData = {};
  const user = data.user as InitialData["user"];
  if (user === null || typeof user?.email === "string") parsed.user = user;
  if (isView(data.view)) parsed.view = data.view;
  const profile = data.profile as Profile | undefined;
  if (typeof profile?.name === "string" && Array.isArray(profile.services)) parsed.profile = profile;
  if (typeof data.today === "string") parsed.today = data.today;
  if (typeof data.version === "number") parsed.version = data.version;
  return parsed;
}
