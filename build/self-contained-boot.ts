// The page's entry (web/src/app/boot.ts) made a script that imports nothing by itself, so that the
// Worker can write it into the home page (worker/pages/inline-assets.ts).
import type { Plugin } from "vite";
import { HOLDER, PRELOAD_CHUNK, preloadHelperExpression } from "./small-preload-helper.ts";

const BOOT_ENTRY = /\/web\/src\/app\/boot\.ts$/;

/**
 * With the entry inside the page, the first view needs no request but the page, and the app's chunk,
 * asked for once that view is painted, is the first script the network carries. The helper for
 * import() is written into it, and the shared chunk that held the helper for the other chunks now
 * only hands them the boot's copy (a global): the helper travels once. The chunks it imports are
 * named from the site's root rather than from the script's own address, which an inline script
 * does not have. The page then announces no preload.
 */
export const selfContainedBoot: Plugin = {
  name: "self-contained-boot",
  apply: "build",
  enforce: "post",
  // After Vite's own generateBundle has listed each import()'s chunks (`__vite__mapDeps`), which it finds by their relative names.
  generateBundle: {
    order: "post",
    async handler(_, bundle) {
      const boot = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.moduleIds.some((id) => BOOT_ENTRY.test(id)));
      const helper = Object.values(bundle).find((file) => file.type === "chunk" && file.name === PRELOAD_CHUNK.name);
      if (boot?.type !== "chunk" || helper?.type !== "chunk") return this.error("self-contained-boot: no boot.ts entry or no preload chunk in the build");
      const helperCode = await preloadHelperExpression();
      const dir = boot.fileName.slice(0, boot.fileName.lastIndexOf("/") + 1);
      const helperFile = helper.fileName.slice(dir.length);
      const staticImport = new RegExp(`import\\{(\\w+)(?: as (\\w+))?\\}from"\\./${helperFile.replaceAll(".", "\\.")}";`);
      boot.code = boot.code
        .replace(staticImport, (_, exported: string, local?: string) => {
          // The other chunks' copy is the boot's, which always runs first (every chunk is imported from it).
          helper.code = `const ${HOLDER}=globalThis.${HOLDER};export{${HOLDER} as ${exported}};`;
          return `const ${local ?? exported}=globalThis.${HOLDER}=${helperCode};`;
        })
        .replace(/import\((["'`])\.\//g, `import($1/${dir}`);
      if (/\bfrom\s*["'`]|\bimport\s*["'`(]\s*\.|import\s*["'`]/.test(boot.code))
        this.error(`self-contained-boot: ${boot.fileName} still imports a module by itself`);
      boot.imports = boot.imports.filter((file) => file !== helper.fileName);
      const html = bundle["index.html"];
      if (html?.type === "asset" && typeof html.source === "string") {
        html.source = html.source.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${helper.fileName}">`), "");
      }
    },
  },
};
