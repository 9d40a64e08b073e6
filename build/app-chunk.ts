// Which modules make the app's chunk: one list, to update when a file moves (the build names a
// pattern that matches nothing). Read by vite.config.ts through build/glob-chunk.ts.
import type { ChunkGlobs } from "./glob-chunk.ts";

/**
 * The app's script (web/src/app/main.tsx, loaded by web/src/app/boot.ts) in one file with what
 * every page shares: React, the router, the providers, the header, the footer, the cards (ui/).
 * Left alone, the bundler puts what the pages share in chunks of their own (it cannot tell that the
 * pages only ever load after the app): more requests, and more bytes. Each page's own code (a
 * feature of web/src/features/) is its own chunk, fetched with the app (app/App.tsx), so that no
 * page carries another's. The image viewer and the phone's menu, with the focus trap and scroll
 * lock they share, are fetched when first wanted (features/home/LazyImageModal.tsx, ui/Header.tsx),
 * and so are the mixes' and reviews' sections, near the screen (features/home/deferred.tsx),
 * and so is the API's client (lib/api.ts): a page the Worker rendered has its user and its view,
 * and calls the API only when it falls behind or signs in. What the audience beacon sends
 * (lib/moments.ts) comes at the first tap. The month calendar comes with the two pages that show
 * it (/disponibilites and /admin).
 *
 * Globs from the repository's root; a module joins the chunk when it matches one of `include` and
 * none of `exclude`.
 */
export const APP_CHUNK: ChunkGlobs = {
  include: [
    "node_modules/react/**",
    "node_modules/react-dom/**",
    "node_modules/scheduler/**",
    "node_modules/react-router/**",
    "web/src/app/main.tsx",
    "web/src/app/App.tsx",
    "web/src/data/AuthProvider.tsx",
    "web/src/ui/**",
    "web/src/hooks/**",
    "web/src/lib/**",
    "web/src/data/DataProvider.tsx",
    // Every public page's data, and its live updates (fetched after the first paint, but on every page).
    "web/src/data/useView.ts",
    "web/src/data/liveSocket.ts",
    "shared/collections.ts",
    "shared/fields.ts",
    "shared/images.ts",
    "shared/limits.ts",
    "shared/live.ts",
    "shared/pages.ts",
    "shared/phone.ts",
  ],
  exclude: [
    "web/src/ui/MobileMenu.tsx",
    "web/src/ui/SubPage.tsx",
    "web/src/ui/MonthCalendar.tsx",
    "web/src/ui/MixCard.tsx",
    "web/src/ui/ReviewCard.tsx",
    "web/src/ui/FormField.tsx",
    "web/src/ui/Turnstile.tsx",
    "web/src/hooks/useTurnstileKey.ts",
    "web/src/lib/months.ts",
    "web/src/hooks/useFocusTrap.ts",
    "web/src/hooks/useScrollLock.ts",
    "web/src/lib/api.ts",
    "web/src/lib/errorMessage.ts",
    "web/src/lib/moments.ts",
  ],
};
