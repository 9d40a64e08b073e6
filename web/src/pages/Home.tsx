// The landing page (SPEC §2): header, hero, events teaser, photos, venues, about, contact, footer.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { About } from "../components/About";
import { Contact } from "../components/Contact";
import { EventsTeaser } from "../components/EventsTeaser";
import { Footer } from "../components/Footer";
import { Gallery } from "../components/Gallery";
import { Header } from "../components/Header";
import { Hero } from "../components/Hero";
import { Venues } from "../components/Venues";
import { site } from "../content/site";
import { useData } from "../data/DataProvider";
import { useDocumentTitle } from "../hooks/useDocumentTitle";
import { useToday } from "../hooks/useToday";
import { scrollToSection } from "../lib/scroll";

export default function Home() {
  const { events, photos, venues } = useData();
  const { hash, key } = useLocation();
  const today = useToday();
  useDocumentTitle(`${site.name} – ${site.tagline}`);

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
        <EventsTeaser events={events} now={today} />
        <Gallery photos={photos} />
        <Venues venues={venues} />
        <About />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
