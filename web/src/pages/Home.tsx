// The landing page (docs/product.md §2): header, hero, one section per collection (the events
// teaser, photos, venues), about, contact, footer.
import { Fragment, useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { COLLECTION_NAMES, type CollectionName, type Content } from "../../../shared/collections";
import { PAGES } from "../../../shared/pages";
import { About } from "../home/About";
import { Contact } from "../home/Contact";
import { EventsTeaser } from "../home/EventsTeaser";
import { Footer } from "../components/Footer";
import { Gallery } from "../home/Gallery";
import { Header } from "../components/Header";
import { Hero } from "../home/Hero";
import { Venues } from "../home/Venues";
import { useData } from "../data/DataProvider";
import { usePageTitle } from "../hooks/usePageTitle";
import { useToday } from "../hooks/useToday";
import { scrollToSection } from "../lib/scroll";

/** Each collection's public section, with the id of its collection (the menu links to it). */
const COLLECTION_SECTIONS: { [C in CollectionName]: (props: { items: Content[C]; today: Date }) => ReactNode } = {
  events: ({ items, today }) => <EventsTeaser events={items} now={today} />,
  photos: ({ items }) => <Gallery photos={items} />,
  venues: ({ items }) => <Venues venues={items} />,
};

const collectionSection = <C extends CollectionName>(name: C, content: Content, today: Date) => COLLECTION_SECTIONS[name]({ items: content[name], today });

export default function Home() {
  const content = useData();
  const { hash, key } = useLocation();
  const today = useToday();
  usePageTitle(PAGES.home.heading);

  // Arriving from another page on "/#photos": land on the section, under the header.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) scrollToSection(id, { smooth: false, focus: false });
  }, [hash, key]);

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        {COLLECTION_NAMES.map((name) => (
          <Fragment key={name}>{collectionSection(name, content, today)}</Fragment>
        ))}
        <About />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
