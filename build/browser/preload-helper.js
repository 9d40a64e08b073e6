// Vite's helper for import(), in a smaller version (build/small-preload-helper.ts): it announces a
// chunk's imports, links the chunk's style sheet and imports the chunk once that sheet is in place.
// A chunk that fails, or has not come within CHUNK_WAIT_MS (a request stalled on a weak network), is
// asked once more: by its second loader, under another address, when it comes with one (the browser
// keeps the first import's failure, or waits on it), else by its own; when that fails too, the page
// hears "chunkfailed" (web/src/app/loadFailure.ts says so). build/small-preload-helper.ts writes
// a chunk's loaders as a list.
// Its types are comments of their own lines, which the copy written into web/src/app/boot.ts leaves out.
export const __vitePreload = (() => {
  /** @type {Map<string, Promise<unknown> | null>} */
  const linked = new Map();
  /** @param {string} href */
  const link = (href) => {
    const element = document.createElement("link");
    const ready = href.endsWith(".css") ? new Promise((done) => (element.onload = element.onerror = done)) : null;
    element.rel = ready ? "stylesheet" : "modulepreload";
    if (!ready) element.crossOrigin = "";
    element.href = href;
    document.head.append(element);
    return ready;
  };
  const CHUNK_WAIT_MS = 15000;
  /** @type {(loaders: (() => Promise<unknown>)[]) => Promise<unknown>} */
  const tried = ([load, again = load]) => {
    /** @type {(loader: () => Promise<unknown>) => Promise<unknown>} */
    const inTime = (loader) => Promise.race([loader(), new Promise((_, late) => setTimeout(late, CHUNK_WAIT_MS))]);
    return inTime(load)
      .catch(() => inTime(again))
      .catch((error) => {
        dispatchEvent(new Event("chunkfailed"));
        throw error;
      });
  };
  /** @type {(load: (() => Promise<unknown>) | (() => Promise<unknown>)[], deps?: string[]) => Promise<unknown>} */
  return (load, deps) => {
    const loaders = /** @type {(() => Promise<unknown>)[]} */ ([]).concat(load);
    const sheets = [];
    for (const dep of deps ?? []) {
      const href = "/" + dep;
      if (!linked.has(href)) linked.set(href, link(href));
      const sheet = linked.get(href);
      if (sheet) sheets.push(sheet);
    }
    return sheets.length > 0 ? Promise.all(sheets).then(() => tried(loaders)) : tried(loaders);
  };
})();
