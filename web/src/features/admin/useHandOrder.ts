// Setting the order of a list ordered by hand (docs/product.md §20):
// - dragging an item with a finger, a pen or a mouse: Pointer Events on the item's handle (which
//   takes no scrolling gesture, so a finger drags rather than scrolls), the list shown in its new
//   order while the pointer moves, the move sent once, on release; near the top or bottom of the
//   screen the page scrolls along;
// - « Monter » and « Descendre », for keyboards and screen readers: the focus stays on the button
//   pressed (on the other one at an end) and the new place is said.
import { useEffect, useState, type PointerEvent } from "react";
import { ORDER_MESSAGES } from "../../../../shared/messages";
import { moveBefore } from "./writes";

/** The attribute that names each item's element by its id, for the hit test under the pointer. */
export const ORDER_ID_ATTRIBUTE = "data-order-id";
/** The attribute of the « Monter » (up) and « Descendre » (down) buttons, to give them the focus back. */
export const MOVE_ATTRIBUTE = "data-move";
/** How close to the screen's top or bottom edge (px) the page scrolls while dragging, and by how much per move. */
const EDGE_PX = 72;
const SCROLL_STEP_PX = 12;

interface Drag {
  id: number;
  pointerId: number;
  /** The ids in the order shown while dragging. */
  order: number[];
}

/** The id of the item element under the point, if any. */
function itemIdAt(x: number, y: number): number | null {
  const element = document.elementFromPoint(x, y)?.closest(`[${ORDER_ID_ATTRIBUTE}]`);
  return element ? Number(element.getAttribute(ORDER_ID_ATTRIBUTE)) : null;
}

type Direction = "up" | "down";

/**
 * `ids`: the list's ids in their order; `titleOf`: an item's name, for what is said after a move.
 * `onMove(id, before)`: the item goes just before `before` (null: last). Answers the ids in the
 * order to show, the one being dragged, the handle's props, the buttons' moves and what to say.
 */
export function useHandOrder(ids: readonly number[], titleOf: (id: number) => string, onMove: (id: number, before: number | null) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  /** The button pressed last, which keeps the focus once the item has moved. */
  const [pressed, setPressed] = useState<{ id: number; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The list may change under a drag (a live update): only its own items, in the order dragged to.
  const order = drag ? [...drag.order.filter((id) => ids.includes(id)), ...ids.filter((id) => !drag.order.includes(id))] : ids;

  // Moving the item's element in the page takes the focus from its button: give it back. Only when
  // it was lost: a live update of the list must not take it from where the admin has since gone.
  // A button just disabled (« Monter » of the first) is left at once: WebKit drops its focus only later,
  // so waiting for the loss would miss it. And a frame later, look again.
  useEffect(() => {
    if (!pressed) return;
    const giveBack = () => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && !(focused as HTMLButtonElement).disabled) return;
      const buttons = (direction: Direction) =>
        document.querySelector<HTMLButtonElement>(`[${ORDER_ID_ATTRIBUTE}="${pressed.id}"] [${MOVE_ATTRIBUTE}="${direction}"]`);
      const button = buttons(pressed.direction);
      (button && !button.disabled ? button : buttons(pressed.direction === "up" ? "down" : "up"))?.focus();
    };
    giveBack();
    const frame = requestAnimationFrame(giveBack);
    return () => cancelAnimationFrame(frame);
  }, [pressed, ids]);

  const moveTo = (id: number, before: number | null) => {
    const next = moveBefore(
      ids.map((one) => ({ id: one })),
      id,
      before,
    ).map((one) => one.id);
    setAnnouncement(ORDER_MESSAGES.moved(titleOf(id), next.indexOf(id) + 1, next.length));
    onMove(id, before);
  };

  /** « Monter » or « Descendre »: one place earlier or later. */
  const step = (id: number, direction: Direction) => {
    const at = ids.indexOf(id);
    const before = direction === "up" ? ids[at - 1] : (ids[at + 2] ?? null);
    if (before === undefined || (direction === "down" && at === ids.length - 1)) return;
    setPressed({ id, direction });
    moveTo(id, before);
  };

  // While dragging, the pointer is followed on the window, not on the handle: the handle moves in
  // the page as the list takes its new order, and a browser then drops its pointer capture
  // (lostpointercapture), so that the moves and the release land on whatever is under the pointer.
  useEffect(() => {
    if (!drag) return;
    const ours = (event: globalThis.PointerEvent) => event.pointerId === drag.pointerId;
    const follow = (event: globalThis.PointerEvent) => {
      if (!ours(event)) return;
      if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const over = itemIdAt(event.clientX, event.clientY);
      if (over === null || over === drag.id) return;
      // The item takes the place of the one under the pointer: before it going up, after it going down.
      const from = order.indexOf(drag.id);
      const to = order.indexOf(over);
      const before = to < from ? over : (order[to + 1] ?? null);
      setDrag({
        ...drag,
        order: moveBefore(
          order.map((one) => ({ id: one })),
          drag.id,
          before,
        ).map((one) => one.id),
      });
    };
    const drop = (event: globalThis.PointerEvent) => {
      if (!ours(event)) return;
      setDrag(null);
      if (order.join() !== ids.join()) moveTo(drag.id, order[order.indexOf(drag.id) + 1] ?? null);
    };
    const cancel = (event: globalThis.PointerEvent) => ours(event) && setDrag(null);
    window.addEventListener("pointermove", follow);
    window.addEventListener("pointerup", drop);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerup", drop);
      window.removeEventListener("pointercancel", cancel);
    };
  });

  /** The handle starts a drag; the window follows it (above). */
  const handleProps = (id: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      // A mouse released outside the window still ends the drag.
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ id, pointerId: event.pointerId, order: [...ids] });
    },
  });

  return { order, dragging: drag?.id ?? null, handleProps, step, announcement };
}
