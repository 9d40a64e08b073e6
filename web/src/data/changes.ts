// A live change applied to what a page holds (docs/product.md §4, §12): the items a write changed, as
// the Hub read them after it committed. A list takes them in its order; a page's view takes them
// only when they change nothing but shown items in place, and otherwise asks for itself again.
import { COLLECTIONS, compareInOrder, isHandOrdered, type CollectionName, type Content, type Item } from "../../../shared/collections";
import type { ChangeMessage, ItemChange } from "../../../shared/live";
import type { PageView } from "../../../shared/views";
import type { DataHolder } from "./remote";

type Changes<C extends CollectionName> = readonly ItemChange<Item<C>>[];

/** The list with `item` just before the item `before` (last when null or not in the list). */
function placeBefore<T extends { id: number }>(list: T[], item: T, before: number | null | undefined): T[] {
  const at = before == null ? -1 : list.findIndex((other) => other.id === before);
  if (at < 0) return [...list, item];
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/**
 * The list after the changes: a removed item leaves it, a changed or new one takes its place in
 * the collection's order. `complete`: the list holds every item, so one that goes last belongs in
 * it; otherwise it may stand past the pages loaded, and waits for them.
 */
export function applyToList<C extends CollectionName>(name: C, list: Content[C], changes: Changes<C>, complete: boolean): Content[C] {
  const description = COLLECTIONS[name];
  let next = [...list] as Item<C>[];
  for (const { id, item, before } of changes) {
    const at = next.findIndex((other) => other.id === id);
    next = next.filter((other) => other.id !== id);
    if (!item) continue;
    if (!isHandOrdered(description)) next.push(item);
    else if (before != null && next.some((other) => other.id === before)) next = placeBefore(next, item, before);
    else if (complete || (before == null && at >= 0 && at === next.length)) next.push(item);
  }
  return (isHandOrdered(description) ? next : next.sort(compareInOrder(description))) as Content[C];
}

/** The shown item that follows `id` in the view's list, or null when it is the last shown. */
const shownAfter = (list: readonly { id: number }[], id: number) => list[list.findIndex((item) => item.id === id) + 1]?.id ?? null;

/**
 * The view with the changes applied in place, or null when they may change what it shows (an item
 * added, removed, moved or re-dated, or one it does not show: a count may change): it asks again.
 */
export function applyToView<C extends CollectionName>(view: PageView, name: C, changes: Changes<C>): PageView | null {
  const shown = view.content[name] as Item<C>[];
  const sorted = !isHandOrdered(COLLECTIONS[name]);
  for (const { id, item, before } of changes) {
    const current = shown.find((other) => other.id === id);
    if (!item || !current) return null;
    if (sorted && compareInOrder(COLLECTIONS[name])(current, item) !== 0) return null;
    if (!sorted) {
      const after = shownAfter(shown, id);
      if (after !== null ? after !== before : shown.some((other) => other.id === before)) return null;
    }
  }
  const byId = new Map(changes.map((change) => [change.id, change.item!]));
  return { ...view, content: { ...view.content, [name]: shown.map((item) => byId.get(item.id) ?? item) } };
}

/** The changed items, in the lists and in the views that show them; a view they may change otherwise is asked for again. */
export function applyChangeMessage(holder: DataHolder, { collection, changes, version }: ChangeMessage): void {
  const complete = holder.latest().cursors[collection].every((cursor) => cursor === null);
  holder.setContent((current) => ({ ...current, [collection]: applyToList(collection, current[collection], changes as never, complete) }));
  const shown = holder.currentView();
  const next = new Map<string, PageView>();
  for (const [key, view] of holder.heldViews()) {
    const changed = applyToView(view, collection, changes as never);
    // The page's own view stays on screen until its new one comes; the others are asked for when shown again.
    if (changed || key === shown) next.set(key, changed ?? view);
    if (!changed && key === shown) holder.askView(key, version);
  }
  holder.replaceViews(next);
}
