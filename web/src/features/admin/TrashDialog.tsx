// « Corbeille » (docs/product.md §20): a button beside the admin's title opening a dialog with what each
// collection's trash holds (useTrashContents), the last deleted first, each with « Restaurer » and
// « Supprimer définitivement » (useTrashActions).
import { LoaderCircle, Trash2 } from "lucide-react";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "../../../../shared/collections";
import { TRASH_MESSAGES as T } from "../../../../shared/messages";
import { DialogButton } from "./DialogButton";
import { FormAlert } from "./FormAlert";
import { Modal } from "./Modal";
import type { TrashedItem } from "./trash";
import { TrashRow } from "./TrashRow";
import { useTrashActions, type TrashOutcome } from "./useTrashActions";
import { useTrashContents } from "./useTrashContents";

function TrashDialog({ onClose }: { onClose: () => void }) {
  const { loaded, remove } = useTrashContents();
  const { busy, outcome, restore, purge } = useTrashActions(remove);
  const trash = loaded.kind === "loaded" ? loaded.trash : null;
  const empty = trash !== null && COLLECTION_NAMES.every((name) => trash[name].length === 0);

  return (
    <Modal title={T.title} onClose={onClose}>
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-6 sm:px-7" data-testid="trash-dialog">
        <p className="text-sm text-sand-400">{T.hint}</p>
        {outcome ? <OutcomeNotice outcome={outcome} /> : null}
        {loaded.kind === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-sand-200">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {T.loading}
          </p>
        ) : null}
        {loaded.kind === "failed" ? <FormAlert message={loaded.message} /> : null}
        {empty ? <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-sand-400">{T.empty}</p> : null}
        {trash
          ? COLLECTION_NAMES.map((name) =>
              trash[name].length > 0 ? <TrashSection key={name} collection={name} items={trash[name]} busy={busy} onRestore={restore} onPurge={purge} /> : null,
            )
          : null}
      </div>
    </Modal>
  );
}

/** How the last restore or purge went. */
function OutcomeNotice({ outcome }: { outcome: TrashOutcome }) {
  if (!outcome.ok) return <FormAlert message={outcome.message} />;
  return (
    <p role="status" className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-200">
      {outcome.message}
    </p>
  );
}

interface TrashSectionProps {
  collection: CollectionName;
  items: TrashedItem<CollectionName>[];
  /** The item whose restore or purge is under way. */
  busy: number | null;
  onRestore: (collection: CollectionName, item: TrashedItem<CollectionName>) => void;
  onPurge: (collection: CollectionName, item: TrashedItem<CollectionName>) => void;
}

/** One collection's trash, under its name and count. */
function TrashSection({ collection, items, busy, onRestore, onPurge }: TrashSectionProps) {
  return (
    <section aria-labelledby={`trash-${collection}`}>
      <h3 id={`trash-${collection}`} className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sand-200">
        {COLLECTIONS[collection].words.plural} ({items.length})
      </h3>
      <ul className="space-y-3">
        {items.map((item) => (
          <TrashRow
            key={item.id}
            collection={collection}
            item={item}
            busy={busy === item.id}
            onRestore={() => onRestore(collection, item)}
            onPurge={() => onPurge(collection, item)}
          />
        ))}
      </ul>
    </section>
  );
}

/** « Corbeille », beside the admin's title. */
export const TrashButton = () => <DialogButton icon={Trash2} label={T.title} dialog={(onClose) => <TrashDialog onClose={onClose} />} />;
