// The foot of an admin dialog's form (an item's, "Répéter"): « Annuler » beside the form's own
// submit button, sharing the width on a phone, at the right from 640 px.
import type { ReactNode } from "react";
import { Button } from "../../ui/Button";

export function FormFooter({ onCancel, busy, children }: { onCancel: () => void; busy: boolean; children: ReactNode }) {
  return (
    <div className="flex shrink-0 gap-3 border-t border-white/10 bg-night-900 px-5 py-4 sm:justify-end sm:px-7">
      <Button kind="outline" size="lg" onClick={onCancel} disabled={busy} className="flex-1 sm:flex-none">
        Annuler
      </Button>
      {children}
    </div>
  );
}
