// What a write the server refused says, above the lists, until closed or until the next action.
import { TriangleAlert, X } from "lucide-react";

export function AdminNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      data-testid="admin-notice"
      className="mt-6 flex items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm font-medium text-red-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
      <p className="flex-1">{notice}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Fermer le message"
        className="-my-2.5 -mr-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
