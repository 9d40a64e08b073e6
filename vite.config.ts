// The build of the app (web/) into dist/client, which the Worker serves as static assets
// (wrangler.toml [assets]). Each plugin is a module of build/, and so is the app chunk's list.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { APP_CHUNK } from "./build/app-chunk.ts";
import { globChunk } from "./build/glob-chunk.ts";
import { iconSpriteInPage } from "./build/icon-sprite.ts";
import { inlineFavicon } from "./build/inline-favicon.ts";
import { selfContainedBoot } from "./build/self-contained-boot.ts";
import { PRELOAD_CHUNK, smallPreloadHelper } from "./build/small-preload-helper.ts";
import { subsetFonts } from "./build/subset-fonts.ts";
import { treeShakeReactRouter } from "./build/tree-shake-react-router.ts";

const appChunk = globChunk("app", APP_CHUNK);
/** The files of the app's first script, loaded before any other chunk. */
const ALWAYS_LOADED = /^assets\/(app|rolldown-runtime|preload)-[\w-]+\.js$/;
// Pages that share a part go with it: one chunk, one name in the app's script, instead of three.
const legalChunk = globChunk("legal", { include: ["web/src/features/legal/**", "shared/legal.ts"], exclude: [], ownModulesOnly: true });
const availabilityChunk = globChunk("availability", {
  include: ["web/src/features/availability/**", "web/src/ui/MonthCalendar.tsx", "shared/availability.ts", "shared/french-day.ts"],
  // What follows a day picked: its own chunk, fetched then (features/availability/Booking.tsx).
  exclude: ["web/src/features/availability/Booking.tsx", "web/src/features/availability/BookingFields.tsx", "web/src/features/availability/ContactLinks.tsx"],
  ownModulesOnly: true,
});

export default defineConfig({
  root: "web",
  plugins: [
    inlineFavicon,
    iconSpriteInPage,
    subsetFonts,
    smallPreloadHelper,
    selfContainedBoot,
    treeShakeReactRouter,
    appChunk.check,
    legalChunk.check,
    availabilityChunk.check,
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Every browser the site targets knows <link rel="modulepreload">: no polyfill in boot.ts.
    // A lazily loaded chunk's list of files to fetch with it leaves out the chunk itself (its import
    // fetches it) and those every page has loaded before any chunk (the app, the runtime, the preload
    // helper): names written for nothing.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)) },
    rolldownOptions: {
      // Constants imported from another module (the limits in shared/limits.ts) written where they
      // are used rather than referenced: a little less script for the home page.
      optimization: { inlineConst: true },
      // A chunk's name is also written in the app's script, once per lazily loaded chunk: 6 characters
      // of hash are unique enough among a few dozen chunks, and 2 fewer in each name.
      output: {
        chunkFileNames: "assets/[name]-[hash:6].js",
        codeSplitting: { groups: [appChunk.group, legalChunk.group, availabilityChunk.group, PRELOAD_CHUNK] },
      },
    },
  },
});
