// The Worker's view of web/src/ssr.tsx, which it imports as "#ssr" (package.json "imports"). That
// module is browser code, type-checked with the DOM library (tsconfig.web.json); the Worker's own
// check (tsconfig.worker.json: workerd's types, no DOM) reads this signature instead ("paths").
import type { Content } from "../../shared/collections";
import type { Profile } from "../../shared/profile";

export interface RenderInput {
  user: { email: string; role: string } | null;
  content: Content;
  profile: Profile;
  /** "YYYY-MM-DD": the calendar day the page is rendered for (the same one is injected). */
  today: string;
}

/** The HTML inside #root for `url` (path and query): what the browser's first render produces. */
export function renderApp(url: string, input: RenderInput): Promise<string>;
