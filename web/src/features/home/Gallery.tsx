// The photo gallery (docs/product.md §2, id "photos"): 2 to 5 columns, title and description on hover, a
// click opens the image modal with the title as caption.
import { Icon } from "../../ui/icons";
import { useState } from "react";
import type { PhotoItem } from "../../../../shared/collections";
import { GALLERY_SIZES, responsiveImage } from "../../lib/images";
import type { ModalImage } from "./ImageModal";
import { LazyImageModal, preloadImageModal } from "./LazyImageModal";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";
import { useShowAll } from "./ShowAll";

export default function Gallery({ photos: shown, total }: { photos: PhotoItem[]; total: number }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { items: photos, button } = useShowAll("photos", shown, total);
  const images: ModalImage[] = photos.map((photo) => ({
    src: photo.image,
    title: photo.title,
    description: photo.description,
    width: 1200,
    height: 1200,
  }));

  return (
    <>
      <section id="photos" aria-labelledby="photos-title" className="below-fold scroll-mt-20 bg-night-900/60 py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Reveal>
            <SectionHeading id="photos-title" eyebrow="Photos" title="L’ambiance en images">
              <p>Couchers de soleil aux platines, pistes pleines et nuits d’été : un aperçu de mes soirées.</p>
            </SectionHeading>
          </Reveal>
          <Reveal className="mt-12">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 xl:grid-cols-5">
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    {...preloadImageModal}
                    onClick={() => setOpenIndex(index)}
                    aria-label={`Agrandir la photo : ${photo.title}`}
                    className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-night-800"
                  >
                    <img
                      {...responsiveImage(photo.image, GALLERY_SIZES)}
                      alt={photo.title}
                      width={1200}
                      height={1200}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition duration-500 group-hover:scale-105 group-focus-visible:scale-105"
                    />
                    <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-night-950/95 via-night-950/40 to-transparent p-3 text-left opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 sm:p-4">
                      <span className="font-display text-sm font-bold leading-snug sm:text-base">{photo.title}</span>
                      <span className="mt-1 line-clamp-2 text-xs leading-snug text-sand-200 sm:text-sm">{photo.description}</span>
                    </span>
                    <Icon
                      name="Expand"
                      className="absolute right-3 top-3 size-4 text-sand-50 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </Reveal>
          {button}
        </div>
      </section>
      <LazyImageModal images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </>
  );
}
