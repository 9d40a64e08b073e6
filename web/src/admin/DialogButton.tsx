// A button beside the admin's title that opens a dialog (« Sauvegarde », « Corbeille »), and the
// dialog while open: in the body, since the title sits in <main>, whose stacking context would keep
// the dialog under the admin's sticky header.
import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

interface DialogButtonProps {
  icon: LucideIcon;
  label: string;
  /** The dialog, given how to close itself. */
  dialog: (onClose: () => void) => ReactNode;
}

export function DialogButton({ icon: Icon, label, dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-white/15 px-4 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300"
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </button>
      {open
        ? createPortal(
            dialog(() => setOpen(false)),
            document.body,
          )
        : null}
    </>
  );
}
