// Vite's helper for import(), in a smaller version (build/small-preload-helper.ts): it announces a
// chunk's imports, links the chunk's style sheet and imports the chunk once that sheet is in place.
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
  /** @type {(load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>} */
  return (load, deps) => {
    const sheets = [];
    for (const dep of deps ?? []) {
      const href = "/" + dep;
      if (!linked.has(href)) linked.set(href, link(href));
      const sheet = linked.get(href);
      if (sheet) sheets.push(sheet);
    }
    return sheets.length > 0 ? Promise.all(sheets).then(load) : load();
  };
})();
