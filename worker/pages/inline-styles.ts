// The site's style sheet written into the page itself (docs/product.md §18): the first view needs
// no second round trip, so the first paint is the whole first screen. The Content-Security-Policy
// allows exactly that text by its SHA-256 hash, never 'unsafe-inline'.
import { contentSecurityPolicy } from "../lib/security";

export interface InlineStyles {
  /** The `<style>` element that replaces the page's `<link rel="stylesheet">`. */
  element: string;
  /** The page's Content-Security-Policy, allowing that element. */
  policy: string;
}

/** A built style sheet never changes under its name (Vite names it after its content): read and hashed once per isolate. */
const byHref = new Map<string, Promise<InlineStyles | null>>();

async function inline(assets: Fetcher, url: URL): Promise<InlineStyles | null> {
  const response = await assets.fetch(new Request(url));
  if (!response.ok) return null;
  // "</style" would end the element early: the same in CSS, escaped.
  const css = (await response.text()).replaceAll("</style", "<\\/style");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return { element: `<style>${css}</style>`, policy: contentSecurityPolicy(`'sha256-${hash}'`) };
}

/** The page's style sheet as an inline element, or null to keep the link (no sheet, or it could not be read). */
export function inlineStyles(assets: Fetcher, shellHtml: string, pageUrl: string): Promise<InlineStyles | null> {
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shellHtml)?.[1];
  if (!href) return Promise.resolve(null);
  const url = new URL(href, pageUrl);
  let styles = byHref.get(url.pathname);
  if (!styles) {
    styles = inline(assets, url).catch(() => null);
    byHref.set(url.pathname, styles);
  }
  return styles;
}
