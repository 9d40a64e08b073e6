// The frame of a page below the home page (/events, an event's page): the header, a soft glow at
// the top, the way back, the page's own content and the footer.
import type { ReactNode } from "react";
import { AppLink } from "./AppLink";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Icon } from "./icons";

export function SubPage({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="relative isolate min-h-[100svh] overflow-hidden pb-24 pt-28 md:pt-32">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(255,106,61,0.16),transparent_70%)]" />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <AppLink
            to={back.to}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-sand-200 transition hover:border-ember-400 hover:text-ember-300"
          >
            <Icon name="ArrowLeft" className="size-4" />
            {back.label}
          </AppLink>
          {children}
        </div>
      </main>
      <Footer />
    </>
  );
}
