// « Corbeille » (docs/product.md §20): a button beside the admin's title opening a dialog with what
// each collection's trash holds, the last deleted first, each item with when it was deleted,
// « Restaurer » (back in the lists, in its place) and « Supprimer définitivement » (after a question).
import { LoaderCircle, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "../../../shared/collections";
import { TRASH_MESSAGES as T } from "../../../shared/messages";
import { useWrites } from "../data/writes";
import { errorMessage } from "../lib/errorMessage";
import { DialogButton } from "./DialogButton";
import { FormAlert } from "./FormAlert";
import { imageOf, titleOf } from "./forms";
import { Modal } from "./Modal";
import { Thumb } from "./Thumb";
import { fetchTrash, formatDeletedAt, purgeItem, type Trash, type TrashedItem } from "./trash";

type Loaded = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; trash: Trash };

const rowButton =
  "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60 sm:flex-none";

interface TrashRowProps {
  collection: CollectionName;
  item: TrashedItem<CollectionName>;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}

function TrashRow({ collection, item, busy, onRestore, onPurge }: TrashRowProps) {
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
        <button
          type="button"
          onClick={onRestore}
          disabled={busy}
          aria-label={`${T.restore} « ${title} »`}
          className={`${rowButton} border-ember-400/60 text-ember-300 hover:bg-ember-500/10`}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {T.restore}
        </button>
        <button
          type="button"
          onClick={onPurge}
          disabled={busy}
          aria-label={`${T.purge} « ${title} »`}
          className={`${rowButton} border-white/15 text-sand-200 hover:border-red-400 hover:text-red-300`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sm:sr-only">{T.purge}</span>
        </button>
      </div>
    </li>
  );
}

function TrashDialog({ onClose }: { onClose: () => void }) {
  const writes = useWrites();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  /** The item whose restore or purge is under way. */
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    fetchTrash().then(
      (trash) => current && setLoaded({ kind: "loaded", trash }),
      (error: unknown) => current && setLoaded({ kind: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  /** Runs the action on the item; done, the item leaves the dialog's list. */
  const act = async (collection: CollectionName, item: TrashedItem<CollectionName>, action: () => Promise<unknown>, done: string) => {
    setBusy(item.id);
    setOutcome(null);
    try {
      await action();
      setLoaded((current) =>
        current.kind === "loaded"
          ? { kind: "loaded", trash: { ...current.trash, [collection]: current.trash[collection].filter((other) => other.id !== item.id) } }
          : current,
      );
      setOutcome({ ok: true, message: done });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const restore = (collection: CollectionName, item: TrashedItem<CollectionName>) => {
    const { deletedAt: _, ...fields } = item;
    void act(collection, item, () => writes.restore(collection, fields), T.restored(titleOf(collection, item)));
  };

  const purge = (collection: CollectionName, item: TrashedItem<CollectionName>) => {
    const title = titleOf(collection, item);
    if (!window.confirm(T.purgeQuestion(title))) return;
    void act(collection, item, () => purgeItem(collection, item.id), T.purged(title));
  };

  const trash = loaded.kind === "loaded" ? loaded.trash : null;
  const empty = trash !== null && COLLECTION_NAMES.every((name) => trash[name].length === 0);

  return (
    <Modal title={T.title} onClose={onClose}>
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-6 sm:px-7" data-testid="trash-dialog">
        <p className="text-sm text-sand-400">{T.hint}</p>
        {outcome ? (
          outcome.ok ? (
            <p role="status" className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm font-medium text-emerald-200">
              {outcome.message}
            </p>
          ) : (
            <FormAlert message={outcome.message} />
          )
        ) : null}
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
              trash[name].length > 0 ? (
                <section key={name} aria-labelledby={`trash-${name}`}>
                  <h3 id={`trash-${name}`} className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sand-200">
                    {COLLECTIONS[name].words.plural} ({trash[name].length})
                  </h3>
                  <ul className="space-y-3">
                    {trash[name].map((item: TrashedItem<CollectionName>) => (
                      <TrashRow
                        key={item.id}
                        collection={name}
                        item={item}
                        busy={busy === item.id}
                        onRestore={() => restore(name, item)}
                        onPurge={() => purge(name, item)}
                      />
                    ))}
                  </ul>
                </section>
              ) : null,
            )
          : null}
      </div>
    </Modal>
  );
}

/** « Corbeille », beside the admin's title. */
export const TrashButton = () => <DialogButton icon={Trash2} label={T.title} dialog={(onClose) => <TrashDialog onClose={onClose} />} />;
