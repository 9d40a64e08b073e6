// An item of the « Corbeille »: its picture, its title, when it was deleted, « Restaurer » and
// « Supprimer définitivement » (a bin alone from 640 px, its name kept for screen readers).
import { RotateCcw, Trash2 } from "lucide-react";
import type { CollectionName } from "../../../../shared/collections";
import { TRASH_MESSAGES as T } from "../../../../shared/messages";
import { Button } from "../../ui/Button";
import { imageOf, titleOf } from "./forms";
import { Thumb } from "./Thumb";
import { formatDeletedAt, type TrashedItem } from "./trash";

interface TrashRowProps {
  collection: CollectionName;
  item: TrashedItem<CollectionName>;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}

export function TrashRow({ collection, item, busy, onRestore, onPurge }: TrashRowProps) {
  const title = titleOf(collection, item);
  return (
    <li data-testid="trash-item" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-night-950/40 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Thumb src={imageOf(collection, item)} className="size-12 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="line-clamp-2 break-words font-semibold text-sand-50">{title}</p>
          <p className="text-sm text-sand-400">{T.deletedOn(formatDeletedAt(item.deletedAt))}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {/* Restoring is the way back: drawn in ember; deleting for good turns red on hover. */}
        <Button
          kind="outline"
          onClick={onRestore}
          disabled={busy}
          aria-label={`${T.restore} « ${title} »`}
          className="flex-1 !border-ember-400/60 !text-ember-300 hover:bg-ember-500/10 sm:flex-none"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {T.restore}
        </Button>
        <Button
          kind="outline"
          onClick={onPurge}
          disabled={busy}
          aria-label={`${T.purge} « ${title} »`}
          className="flex-1 hover:!border-red-400 hover:!text-red-300 sm:flex-none"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sm:sr-only">{T.purge}</span>
        </Button>
      </div>
    </li>
  );
}
