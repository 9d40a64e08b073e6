// The foot of an admin dialog's form (an item's, "Répéter"): « Annuler » beside the form's own
// submit button, sharing the width on a phone, at the right from 640 px.
import type { ReactNode } from "react";

export function FormFooter({ onCancel, busy, children }: { onCancel: () => void; busy: boolean; children: ReactNode }) {
  return (
    <div className="flex shrink-0 gap-3 border-t border-white/10 bg-night-900 px-5 py-4 sm:justify-end sm:px-7">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="inline-flex h-12 flex-1 items-center justify-center rounded-full border border-white/15 px-6 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-50 sm:flex-none"
      >
        Annuler
      </button>
      {children}
    </div>
  );
}
