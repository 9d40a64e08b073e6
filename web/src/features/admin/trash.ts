// The admin's calls for the « Corbeille » (docs/product.md §20): what each collection's trash holds,
// and an item deleted for good. A restore is a write on the lists (data/writes.ts).
import { byCollectionAsync, type CollectionName, type Item } from "../../../../shared/collections";
import { api } from "../../lib/api";

/** An item of the trash, with when it was deleted (milliseconds). */
export type TrashedItem<C extends CollectionName> = Item<C> & { deletedAt: number };

export type Trash = { [C in CollectionName]: TrashedItem<C>[] };

/** Every collection's trash, the last deleted first. */
export const fetchTrash = () => byCollectionAsync<Trash>((name) => api("GET", `/api/${name}/trash`));

export const purgeItem = (name: CollectionName, id: number) => api<null>("DELETE", `/api/${name}/trash/${id}`);

const deletedOn = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

/** "25 novembre 2026 à 14:03", Paris time. */
export const formatDeletedAt = (deletedAt: number) => deletedOn.format(new Date(deletedAt));
