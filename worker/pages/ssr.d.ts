// The Worker's view of web/src/app/ssr.tsx, which it imports as "#ssr" (package.json "imports"). That
// module is browser code, type-checked with the DOM library (tsconfig.web.json); the Worker's own
// check (tsconfig.worker.json: workerd's types, no DOM) reads this signature instead ("paths").
import type { RenderInput } from "../../shared/initial-data";

/** The HTML inside #root for `url` (path and query): what the browser's first render produces. */
export function renderApp(url: string, input: RenderInput): Promise<string>;
