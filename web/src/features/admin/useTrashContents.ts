// What the « Corbeille » holds (docs/product.md §20), fetched when its dialog opens; an item restored
// or deleted for good leaves it.
import { useEffect, useState } from "react";
import type { CollectionName } from "../../../../shared/collections";
import { errorMessage } from "../../lib/errorMessage";
import { fetchTrash, type Trash } from "./trash";

export type TrashContents = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; trash: Trash };

export function useTrashContents() {
  const [loaded, setLoaded] = useState<TrashContents>({ kind: "loading" });

  useEffect(() => {
    // A dialog closed before the answer takes nothing.
    let current = true;
    fetchTrash().then(
      (trash) => current && setLoaded({ kind: "loaded", trash }),
      (error: unknown) => current && setLoaded({ kind: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  const remove = (collection: CollectionName, id: number) =>
    setLoaded((current) =>
      current.kind === "loaded"
        ? { kind: "loaded", trash: { ...current.trash, [collection]: current.trash[collection].filter((other) => other.id !== id) } }
        : current,
    );

  return { loaded, remove };
}
