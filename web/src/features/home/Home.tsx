// The landing page (docs/product.md §2): header, hero, one section per collection (the events
// teaser, photos, mixes, venues, reviews), about, contact, footer.
import { Fragment, useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { COLLECTION_NAMES, type CollectionName, type Content } from "../../../../shared/collections";
import { PAGES } from "../../../../shared/pages";
import type { PageView } from "../../../../shared/views";
import { EventsTeaser } from "./EventsTeaser";
import { Footer } from "../../ui/Footer";
import { Header } from "../../ui/Header";
import { Hero } from "./Hero";
import { deferredSection, loadAllSections } from "./deferred";
import { useView } from "../../data/useView";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useToday } from "../../hooks/useToday";
import { scrollToSection } from "../../lib/scroll";

// Below the fold: their code comes as they near the screen (docs/decisions/0036).
const Gallery = deferredSection("photos", () => import("./Gallery"));
const Mixes = deferredSection("mixes", () => import("./Mixes"));
const Venues = deferredSection("venues", () => import("./Venues"));
const Reviews = deferredSection("reviews", () => import("./Reviews"));
const About = deferredSection("about", () => import("./About"));
const Contact = deferredSection("contact", () => import("./Contact"));

/** Each collection's public section, with the id of its collection (the menu links to it): the items it shows, and how many there are in all. */
const COLLECTION_SECTIONS: { [C in CollectionName]: (props: { items: Content[C]; total: number; today: Date }) => ReactNode } = {
  events: ({ items, today }) => <EventsTeaser events={items} now={today} />,
  photos: ({ items, total }) => <Gallery photos={items} total={total} />,
  mixes: ({ items, total }) => <Mixes mixes={items} total={total} />,
  venues: ({ items, total }) => <Venues venues={items} total={total} />,
  reviews: ({ items, total }) => <Reviews reviews={items} total={total} />,
};

const collectionSection = <C extends CollectionName>(name: C, view: PageView, today: Date) =>
  COLLECTION_SECTIONS[name]({ items: view.content[name], total: view.totals[name], today });

export default function Home() {
  const view = useView();
  const { hash, key } = useLocation();
  const today = useToday();
  usePageTitle(PAGES.home.heading);

  // Arriving from another page on "/#photos": land on the section, under the header, once the
  // sections are there (the page's view may come a moment after the page).
  // The sections whose code comes near the screen are drawn first (their height is their own then).
  const shown = view !== null;
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !shown) return;
    let stale = false;
    const land = () => requestAnimationFrame(() => requestAnimationFrame(() => stale || scrollToSection(id, { smooth: false, focus: false })));
    void loadAllSections().then(land);
    return () => {
      stale = true;
    };
  }, [hash, key, shown]);

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        {/* Until its view comes (the page opened from another), the sections wait, their place kept. */}
        {view ? (
          COLLECTION_NAMES.map((name) => <Fragment key={name}>{collectionSection(name, view, today)}</Fragment>)
        ) : (
          <div aria-busy="true" className="min-h-[100svh]" />
        )}
        <About />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
