// The admin's form modal: an accessible dialog (focus kept inside and given back, Escape closes,
// page scrolling locked), full screen on a phone, at most 2xl wide above.
import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";

interface ModalProps {
  title: string;
  onClose: () => void;
  /** While true, Escape, the backdrop and the close button do nothing (a write is under way). */
  locked?: boolean;
  children: ReactNode;
}

export function Modal({ title, onClose, locked = false, children }: ModalProps) {
  const titleId = useId();
  const close = () => {
    if (!locked) onClose();
  };
  const ref = useFocusTrap<HTMLDivElement>(true, close);
  useScrollLock(true);

  return (
    <div
      className="fixed inset-0 z-[70] flex animate-fade-in items-stretch justify-center bg-night-950/80 backdrop-blur-sm sm:items-center sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="admin-form-modal"
        className="flex max-h-full w-full max-w-2xl flex-col overflow-hidden bg-night-900 shadow-2xl shadow-black/60 sm:max-h-[min(92svh,60rem)] sm:rounded-3xl sm:border sm:border-white/10"
      >
        <div className="flex shrink-0 items-center justify-between gap-4 border-b border-white/10 px-5 py-4 sm:px-7">
          <h2 id={titleId} className="font-display text-lg font-bold tracking-tight sm:text-xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            disabled={locked}
            aria-label="Fermer"
            className="grid size-11 shrink-0 place-items-center rounded-full text-sand-200 transition hover:bg-white/10 hover:text-ember-300 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
