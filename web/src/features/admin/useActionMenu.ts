// The behaviour of a menu button as WAI-ARIA describes it (ActionMenu): the arrow keys, Home and End
// move between the entries, Escape closes and gives the focus back, Tab, a tap elsewhere or a scroll closes.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";

/** An entry's height (h-11, a finger's), and the menu's padding, border and gap to the button. */
const ENTRY_PX = 44;
const MENU_CHROME_PX = 28;
/** The gap between the button and the menu. */
const GAP_PX = 8;

const ENTRY = '[role="menuitem"]';

/**
 * Where the open menu stands on the screen, right-aligned with its button: below it, or above when the
 * screen has no room for its entries below. The menu is in the top layer (a popover): the next list,
 * a layer of its own (Lists.tsx), would cover it otherwise.
 */
function placeBeside(button: HTMLElement, entryCount: number): CSSProperties {
  const box = button.getBoundingClientRect();
  const right = document.documentElement.clientWidth - box.right;
  const roomBelow = window.innerHeight - box.bottom;
  return roomBelow < entryCount * ENTRY_PX + MENU_CHROME_PX ? { right, bottom: window.innerHeight - box.top + GAP_PX } : { right, top: box.bottom + GAP_PX };
}

export function useActionMenu(entryCount: number) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = place !== null;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const show = () => button.current && setPlace(placeBeside(button.current, entryCount));

  useEffect(() => {
    if (!open) return;
    // Without the popover API (Safari before 17), the menu is fixed beside its button all the same.
    if ("showPopover" in HTMLElement.prototype) menu.current?.showPopover();
    menu.current?.querySelector<HTMLButtonElement>(ENTRY)?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setPlace(null);
    };
    // Placed on the screen, the menu would stay behind while its row moves away.
    const moved = () => setPlace(null);
    document.addEventListener("pointerdown", outside);
    window.addEventListener("scroll", moved, { capture: true, passive: true });
    window.addEventListener("resize", moved);
    return () => {
      document.removeEventListener("pointerdown", outside);
      window.removeEventListener("scroll", moved, { capture: true });
      window.removeEventListener("resize", moved);
    };
  }, [open]);

  const close = () => {
    // The focus goes back to the button first: a dialog the action opens gives it back there.
    button.current?.focus();
    setPlace(null);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLButtonElement>(ENTRY) ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key] + items.length) % items.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setPlace(null);
    }
  };

  const toggle = () => (open ? setPlace(null) : show());

  return { place, wrapperRef: wrapper, buttonRef: button, menuRef: menu, toggle, close, onButtonKey, onMenuKey };
}
