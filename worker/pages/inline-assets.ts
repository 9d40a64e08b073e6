// The site's style sheet and the page's first script (web/src/app/boot.ts) written into the page itself
// (docs/product.md §18): the first view needs no second round trip, so the first paint is the whole
// first screen, and no request competes with the page for a weak connection before it. The
// Content-Security-Policy allows exactly those texts by their SHA-256 hashes, never 'unsafe-inline'.
// The build makes the script importable from anywhere (build/self-contained-boot.ts).
import { contentSecurityPolicy } from "../lib/security";

/** A built file written into the page: the element that replaces its tag, and its hash as a CSP source. */
export interface InlineFile {
  element: string;
  source: string;
}

/**
 * How each kind of file is found in the built index.html (`tag`, to read its address; `selector`,
 * for the page's rewriter to replace it), and written inline.
 */
const KINDS = {
  style: { tag: /<link rel="stylesheet"[^>]*href="([^"]+)"/, selector: 'link[rel="stylesheet"]', open: "<style>", close: "</style" },
  script: { tag: /<script type="module"[^>]*src="([^"]+)"/, selector: 'script[type="module"][src]', open: '<script type="module">', close: "</script" },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** The page's style sheet (`<style>` for its `<link>`) and first script (`<script type="module">` for the one naming its file); null keeps the tag. */
export type InlineAssets = Record<Kind, InlineFile | null> & {
  /** The page's Content-Security-Policy, allowing those elements. */
  policy: string;
};

/** A built file never changes under its name (Vite names it after its content): read and hashed once per isolate. */
const byPath = new Map<string, Promise<InlineFile | null>>();

async function inline(assets: Fetcher, url: URL, kind: Kind): Promise<InlineFile | null> {
  const response = await assets.fetch(new Request(url));
  if (!response.ok) return null;
  const { open, close } = KINDS[kind];
  // A closing tag inside the text would end the element early: the same text, escaped (in CSS and
  // in a script's strings alike, "<\/" reads as "</").
  const text = (await response.text()).replaceAll(close, `<\\/${close.slice(2)}`);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return { element: `${open}${text}${close}>`, source: `'sha256-${hash}'` };
}

function inlineFile(assets: Fetcher, shellHtml: string, pageUrl: string, kind: Kind): Promise<InlineFile | null> {
  const href = KINDS[kind].tag.exec(shellHtml)?.[1];
  if (!href) return Promise.resolve(null);
  const url = new URL(href, pageUrl);
  let file = byPath.get(url.pathname);
  if (!file) {
    file = inline(assets, url, kind).catch(() => null);
    byPath.set(url.pathname, file);
  }
  return file;
}

/** The page's style sheet and first script as inline elements; either is null (its tag kept) when it could not be read. */
export async function inlineAssets(assets: Fetcher, shellHtml: string, pageUrl: string): Promise<InlineAssets> {
  const [style, script] = await Promise.all([inlineFile(assets, shellHtml, pageUrl, "style"), inlineFile(assets, shellHtml, pageUrl, "script")]);
  return { style, script, policy: contentSecurityPolicy({ styles: style ? [style.source] : [], scripts: script ? [script.source] : [] }) };
}

/** Has the page's rewriter put each file that could be read in place of its tag. */
export function writeInline(rewriter: HTMLRewriter, inline: InlineAssets): HTMLRewriter {
  for (const kind of KIND_NAMES) {
    const file = inline[kind];
    if (file) rewriter.on(KINDS[kind].selector, { element: (element) => void element.replace(file.element, { html: true }) });
  }
  return rewriter;
}
