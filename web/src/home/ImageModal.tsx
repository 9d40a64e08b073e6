// Full-size image viewer (docs/product.md §2), shared by the gallery and the venues: an accessible dialog
// that closes on Escape, a click on the backdrop or the close button, locks page scrolling, keeps
// focus inside and gives it back on close; arrow keys move between the images.
import { Icon } from "../components/icons";
import { useEffect, useId, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useScrollLock } from "../hooks/useScrollLock";

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

  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") onIndexChange(((index ?? 0) + 1) % count);
      else if (event.key === "ArrowLeft") onIndexChange(((index ?? 0) - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, index, count, onIndexChange]);

  if (!open) return null;
  const image = images[index];
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
      <div className="flex items-center justify-between gap-4 p-3 sm:p-5" data-backdrop="">
        <p className="px-2 text-sm tabular-nums text-sand-400" aria-live="polite">
          {count > 1 ? `${index + 1} / ${count}` : ""}
        </p>
        <button type="button" onClick={onClose} aria-label="Fermer" className={roundButton} data-autofocus>
          <Icon name="X" className="size-6" />
        </button>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-3 sm:px-20" data-backdrop="">
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

        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => onIndexChange((index - 1 + count) % count)}
              aria-label="Image précédente"
              className={`${roundButton} absolute left-3 top-1/2 hidden -translate-y-1/2 sm:grid`}
            >
              <Icon name="ChevronLeft" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => onIndexChange((index + 1) % count)}
              aria-label="Image suivante"
              className={`${roundButton} absolute right-3 top-1/2 hidden -translate-y-1/2 sm:grid`}
            >
              <Icon name="ChevronRight" className="size-6" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <div className="flex justify-center gap-4 p-4 sm:hidden" data-backdrop="">
          <button type="button" onClick={() => onIndexChange((index - 1 + count) % count)} aria-label="Image précédente" className={roundButton}>
            <Icon name="ChevronLeft" className="size-6" />
          </button>
          <button type="button" onClick={() => onIndexChange((index + 1) % count)} aria-label="Image suivante" className={roundButton}>
            <Icon name="ChevronRight" className="size-6" />
          </button>
        </div>
      ) : (
        <div className="h-6" data-backdrop="" />
      )}
    </div>,
    document.body,
  );
}
