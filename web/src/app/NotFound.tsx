// The not-found page (shared/pages.ts, "notFound"): /404, an address under /events/ that is no
// event's page, and the page of an event that no longer exists. The Worker answers it with a 404.
import { AppLink } from "../ui/AppLink";
import { buttonClass } from "../ui/Button";
import { Footer } from "../ui/Footer";
import { Header } from "../ui/Header";
import { Icon } from "../ui/icons";
import { PAGES } from "../../../shared/pages";
import { usePageTitle } from "../hooks/usePageTitle";

export default function NotFound() {
  usePageTitle(PAGES.notFound.heading);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="relative isolate grid min-h-[100svh] place-items-center overflow-hidden px-4 pb-24 pt-28 md:pt-32">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,rgba(255,106,61,0.16),transparent_70%)]" />
        <div className="max-w-xl text-center">
          <p className="font-display text-7xl font-black tracking-tight text-gradient sm:text-8xl" aria-hidden="true">
            404
          </p>
          <h1 className="mt-6 font-display text-3xl font-bold tracking-tight sm:text-4xl">{PAGES.notFound.heading}</h1>
          <p className="mt-4 text-base text-sand-400 sm:text-lg">Cette page n’existe pas ou plus.</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <AppLink to="/" className={buttonClass("primary", "lg")}>
              <Icon name="ArrowLeft" className="size-4" />
              Retour à l’accueil
            </AppLink>
            <AppLink to="/events" className={buttonClass("outline", "lg")}>
              <Icon name="CalendarDays" className="size-4" />
              Tous les événements
            </AppLink>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
