// Full-size image viewer (docs/product.md §2), shared by the gallery and the venues: an accessible dialog
// that closes on Escape, a click on the backdrop or the close button, locks page scrolling, keeps
// focus inside and gives it back on close; arrow keys move between the images.
import { Icon } from "../../ui/icons";
import { useId, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import { stepIndex, useArrowKeys } from "./useArrowKeys";

export interface ModalImage {
  src: string;
  /** The caption and the dialog's name. */
  title: string;
  description?: string;
  width: number;
  height: number;
}

interface ImageModalProps {
  images: readonly ModalImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const roundButton =
  "grid size-12 place-items-center rounded-full border border-white/15 bg-night-900/80 text-sand-50 backdrop-blur transition hover:border-ember-400 hover:text-ember-300";

export function ImageModal({ images, index, onIndexChange, onClose }: ImageModalProps) {
  const open = index !== null && index >= 0 && index < images.length;
  const dialogRef = useFocusTrap<HTMLDivElement>(open, onClose);
  useScrollLock(open);
  const titleId = useId();
  const count = images.length;
  useArrowKeys(open && count > 1, index ?? 0, count, onIndexChange);

  if (!open) return null;
  const previous = () => onIndexChange(stepIndex(index, -1, count));
  const next = () => onIndexChange(stepIndex(index, 1, count));
  // Only the layers marked data-backdrop close it: a click on the image or a button does not.
  const onBackdrop = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).dataset.backdrop !== undefined) onClose();
  };

  // Into <body>: a section laid out lazily (.below-fold in styles.css) contains its layout and
  // paint, so a fixed layer inside it would be placed and clipped by the section, not the screen.
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-backdrop=""
      data-testid="image-modal"
      onClick={onBackdrop}
      className="fixed inset-0 z-[70] flex animate-fade-in flex-col bg-night-950/95 backdrop-blur-md"
    >
      <TopBar position={count > 1 ? `${index + 1} / ${count}` : ""} onClose={onClose} />
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-3 sm:px-20" data-backdrop="">
        <Picture image={images[index]} titleId={titleId} />
        {count > 1 ? <StepButtons onPrevious={previous} onNext={next} beside /> : null}
      </div>
      {/* On a phone the arrows go under the picture, within the thumb's reach. */}
      {count > 1 ? (
        <div className="flex justify-center gap-4 p-4 sm:hidden" data-backdrop="">
          <StepButtons onPrevious={previous} onNext={next} />
        </div>
      ) : (
        <div className="h-6" data-backdrop="" />
      )}
    </div>,
    document.body,
  );
}

/** « 2 / 5 », said when it changes, and the close button. */
function TopBar({ position, onClose }: { position: string; onClose: () => void }) {
  return (
    <div className="flex items-center justify-between gap-4 p-3 sm:p-5" data-backdrop="">
      <p className="px-2 text-sm tabular-nums text-sand-400" aria-live="polite">
        {position}
      </p>
      <button type="button" onClick={onClose} aria-label="Fermer" className={roundButton} data-autofocus>
        <Icon name="X" className="size-6" />
      </button>
    </div>
  );
}

/** The image at full size, with its title (the dialog's name) and description. */
function Picture({ image, titleId }: { image: ModalImage; titleId: string }) {
  return (
    <figure className="flex max-h-full max-w-5xl flex-col items-center">
      <img
        key={image.src}
        src={image.src}
        alt={image.title}
        width={image.width}
        height={image.height}
        decoding="async"
        className="max-h-[calc(100svh-13rem)] w-auto max-w-full animate-fade-in rounded-xl object-contain shadow-2xl shadow-black/60"
      />
      <figcaption className="mt-4 max-w-2xl px-2 text-center">
        <span id={titleId} className="block font-display text-base font-bold sm:text-lg">
          {image.title}
        </span>
        {image.description ? <span className="mt-1 block text-sm text-sand-400">{image.description}</span> : null}
      </figcaption>
    </figure>
  );
}

interface StepButtonsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** On either side of the picture (wide screens), rather than in a row under it (phones). */
  beside?: boolean;
}

function StepButtons({ onPrevious, onNext, beside = false }: StepButtonsProps) {
  const placed = (side: string) => (beside ? `${roundButton} absolute ${side} top-1/2 hidden -translate-y-1/2 sm:grid` : roundButton);
  return (
    <>
      <button type="button" onClick={onPrevious} aria-label="Image précédente" className={placed("left-3")}>
        <Icon name="ChevronLeft" className="size-6" />
      </button>
      <button type="button" onClick={onNext} aria-label="Image suivante" className={placed("right-3")}>
        <Icon name="ChevronRight" className="size-6" />
      </button>
    </>
  );
}
