// The toast after a delete (docs/product.md §20): « Élément supprimé » and « Annuler » for
// UNDO_WINDOW_MS, a bar showing the time left, then gone. Low on the screen but above the thumb's
// resting place at the bottom of a phone, so that it hides no button a thumb is about to tap.
import { Undo2 } from "lucide-react";
import { useEffect } from "react";
import { UNDO_WINDOW_MS } from "../../../../shared/limits";
import { TRASH_MESSAGES } from "../../../../shared/messages";

interface UndoToastProps {
  message: string;
  /** Absent once the undo is no longer offered (done, or a message without one). */
  onUndo?: () => void;
  /** Called when the time is over. */
  onExpire: () => void;
}

export function UndoToast({ message, onUndo, onExpire }: UndoToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onExpire, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [onExpire]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-[60] flex justify-center px-4 sm:bottom-8">
      <div
        role="status"
        data-testid="undo-toast"
        className="pointer-events-auto relative flex w-full max-w-md animate-fade-in items-center gap-3 overflow-hidden rounded-2xl border border-white/15 bg-night-800 py-2 pl-5 pr-2 shadow-2xl shadow-black/60"
      >
        <p className="flex-1 text-sm font-medium text-sand-50">{message}</p>
        {onUndo ? (
          <button
            type="button"
            onClick={onUndo}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ember-300 transition hover:bg-white/10"
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {TRASH_MESSAGES.undo}
          </button>
        ) : null}
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 origin-left animate-toast-time bg-ember-400/70"
          style={{ animationDuration: `${UNDO_WINDOW_MS}ms` }}
        />
      </div>
    </div>
  );
}
