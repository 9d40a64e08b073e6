// The admin's form drafts (docs/product.md §19): what is typed in an item's form, kept in this
// browser's localStorage under its collection and the item's id ("new" for a new item), so that a
// reload or a crash loses nothing. A storage that refuses (private browsing, full) only costs the draft.
import { isCollectionName, type CollectionName } from "../../../../shared/collections";
import type { FormValues } from "./forms";

const PREFIX = "dj-admin-draft:";

export interface Draft {
  collection: CollectionName;
  /** The item edited, or null for a new one. */
  itemId: number | null;
  values: FormValues;
  /** When it was last kept (milliseconds). */
  savedAt: number;
}

export const draftKey = (collection: CollectionName, itemId: number | null) => `${PREFIX}${collection}:${itemId ?? "new"}`;

const isValues = (value: unknown): value is FormValues =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((field) => typeof field === "string");

/** The draft stored as `text`, or null when it is not one (an older format, a hand edit). */
function parseDraft(text: string | null): Draft | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    const idOk = draft.itemId === null || Number.isSafeInteger(draft.itemId);
    if (!isCollectionName(draft.collection) || !idOk || !isValues(draft.values) || typeof draft.savedAt !== "number") return null;
    return { collection: draft.collection, itemId: draft.itemId ?? null, values: draft.values, savedAt: draft.savedAt };
  } catch {
    return null;
  }
}

/** Runs a storage call; a storage that is missing or refuses answers `fallback`. */
function safely<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch (error) {
    console.warn("Brouillon non conservé :", error);
    return fallback;
  }
}

export const readDraft = (collection: CollectionName, itemId: number | null): Draft | null =>
  safely(() => parseDraft(localStorage.getItem(draftKey(collection, itemId))), null);

export const saveDraft = (draft: Draft) => safely(() => localStorage.setItem(draftKey(draft.collection, draft.itemId), JSON.stringify(draft)), undefined);

export const deleteDraft = (collection: CollectionName, itemId: number | null) =>
  safely(() => localStorage.removeItem(draftKey(collection, itemId)), undefined);

/** Every draft kept in this browser, the latest first. */
export function listDrafts(): Draft[] {
  return safely(() => {
    const drafts: Draft[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      const draft = key?.startsWith(PREFIX) ? parseDraft(localStorage.getItem(key)) : null;
      if (draft && key === draftKey(draft.collection, draft.itemId)) drafts.push(draft);
    }
    return drafts.sort((a, b) => b.savedAt - a.savedAt);
  }, []);
}

/** Whether two forms' values differ in any field. */
export const valuesDiffer = (a: FormValues, b: FormValues) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].some((name) => (a[name] ?? "") !== (b[name] ?? ""));
