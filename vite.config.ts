// The build of the app (web/) into dist/client, which the Worker serves as static assets.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The app's script (web/src/main.tsx, loaded by web/src/boot.ts) in one file with what it shares
 * with /login and /admin: React, the router, the providers. Left alone, the bundler puts what they
 * share in a chunk of its own (it cannot tell that those pages only ever load after the app), one
 * more request and 1.5 KB more gzip for the home page. The image viewer stays apart: it is fetched
 * when first wanted (components/LazyImageModal.tsx).
 */
const APP_CHUNK =
  /node_modules\/(react|react-dom|scheduler|react-router)\/|\/web\/src\/(main|App)\.tsx$|\/web\/src\/(components\/(?!ImageModal\.)|(auth|hooks)\/|lib\/(?!errorMessage\.))|\/web\/src\/data\/(DataProvider|useLiveSnapshots)\.tsx?$|\/web\/src\/pages\/Home\.tsx$|\/shared\/(collections|fields|limits|pages|site|live|images)\.ts$/;

/**
 * React Router ships as one large module whose unused components still reach the bundle: each is
 * made by a call (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`) and then given
 * a `displayName`, both of which the bundler must assume have effects. Marking the calls pure and
 * dropping the names (read only by React's developer tools) lets it leave out what the site never
 * uses (NavLink, Form, the data router's route rendering…): about 5 KB gzip less in the home
 * page's script. It warns when it finds nothing to change (React Router's code has changed).
 */
const treeShakeReactRouter: Plugin = {
  name: "tree-shake-react-router",
  apply: "build",
  transform(code, id) {
    if (!id.includes("/node_modules/react-router/")) return null;
    let changes = 0;
    const shakeable = code
      .replace(/^\w+\.displayName = "[^"]*";$/gm, () => (changes++, ""))
      .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, (_, call: string) => (changes++, `= /* @__PURE__ */ ${call}`));
    if (changes === 0 && /\bforwardRef\(/.test(code)) this.warn(`nothing to mark pure in ${id}: React Router's code has changed`);
    // Lines stay where they were: the source map still points at the right ones.
    return { code: shakeable, map: null };
  },
};

// The SPA lives in web/; its build is served by the Worker as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: "web",
  plugins: [treeShakeReactRouter, react(), tailwindcss()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Every browser the site targets knows <link rel="modulepreload">: no polyfill in boot.ts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Constants imported from another module (the limits in shared/limits.ts) written where they
      // are used rather than referenced: a little less script for the home page.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          groups: [
            { name: "app", test: APP_CHUNK },
            // Vite's helper for import(), shared by boot.ts and the app: in a chunk of its own
            // (0.9 KB, announced by the page), or the app's chunk would become a static import of
            // boot.ts, fetched and run at once.
            { name: "preload", test: /vite\/preload-helper/, priority: 1 },
          ],
        },
      },
    },
  },
});
