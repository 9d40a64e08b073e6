// A button beside the admin's title that opens a dialog (« Sauvegarde », « Corbeille »), and the
// dialog while open: in the body, since the title sits in <main>, whose stacking context would keep
// the dialog under the admin's sticky header.
import type { LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "../../ui/Button";

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
      <Button kind="outline" onClick={() => setOpen(true)}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {open
        ? createPortal(
            dialog(() => setOpen(false)),
            document.body,
          )
        : null}
    </>
  );
}
