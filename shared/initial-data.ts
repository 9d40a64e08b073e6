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

/** What the Worker renders a page's HTML from (web/src/app/ssr.tsx): the same data it injects. */
export interface RenderInput {
  user: SessionUser | null;
  view: PageView;
  profile: Profile;
  /** "YYYY-MM-DD": the calendar day the page is rendered for. */
  today: string;
}

/** The initial data in the element's text: the Worker wrote it, for this same build of the app. */
export const parseInitialData = (text: string) => JSON.parse(text) as InitialData;
