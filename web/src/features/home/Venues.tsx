// Venues (docs/product.md §2, id "venues"): 1 to 3 columns of cards; a click opens the image modal titled
// "name - location".
import { Icon } from "../../ui/icons";
import { useState } from "react";
import type { VenueItem } from "../../../../shared/collections";
import { CARD_SIZES, responsiveImage } from "../../lib/images";
import type { ModalImage } from "./ImageModal";
import { LazyImageModal, preloadImageModal } from "./LazyImageModal";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";
import { useShowAll } from "./ShowAll";

export const venueTitle = (venue: Pick<VenueItem, "name" | "location">) => `${venue.name} - ${venue.location}`;

export default function Venues({ venues: shown, total }: { venues: VenueItem[]; total: number }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { items: venues, button } = useShowAll("venues", shown, total);
  const images: ModalImage[] = venues.map((venue) => ({
    src: venue.image,
    title: venueTitle(venue),
    width: 1200,
    height: 800,
  }));

  return (
    <>
      <section id="venues" aria-labelledby="venues-title" className="below-fold scroll-mt-20 py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Reveal>
            <SectionHeading id="venues-title" eyebrow="Lieux" title="Là où je fais danser">
              <p>Beach clubs, bars du port, domaines et salles privées du Roussillon : quelques adresses où l’on me retrouve.</p>
            </SectionHeading>
          </Reveal>
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {venues.map((venue, index) => (
              <li key={venue.id}>
                <Reveal delay={(index % 3) * 100} className="h-full">
                  <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-900 transition duration-300 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ember-400 hover:-translate-y-1 hover:border-ember-500/40">
                    <div className="relative aspect-[3/2] overflow-hidden bg-night-800">
                      <img
                        {...responsiveImage(venue.image, CARD_SIZES)}
                        alt=""
                        width={1200}
                        height={800}
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover transition duration-500 group-hover:scale-[1.04]"
                      />
                      <Icon
                        name="Expand"
                        className="absolute right-3 top-3 size-5 text-sand-50 opacity-0 drop-shadow transition-opacity group-hover:opacity-100"
                      />
                    </div>
                    <div className="flex flex-1 flex-col p-5 sm:p-6">
                      <h3 className="font-display text-lg font-bold tracking-tight">
                        <button
                          type="button"
                          {...preloadImageModal}
                          onClick={() => setOpenIndex(index)}
                          aria-label={`Voir la photo : ${venueTitle(venue)}`}
                          className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                        >
                          {venue.name}
                        </button>
                      </h3>
                      <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-ember-300">
                        <Icon name="MapPin" className="size-4 shrink-0" />
                        {venue.location}
                      </p>
                      <p className="mt-3 text-sm leading-relaxed text-sand-400">{venue.description}</p>
                    </div>
                  </article>
                </Reveal>
              </li>
            ))}
          </ul>
          {button}
        </div>
      </section>
      <LazyImageModal images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </>
  );
}
