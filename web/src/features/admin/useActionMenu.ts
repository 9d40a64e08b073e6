// The behaviour of a menu button as WAI-ARIA describes it (ActionMenu): the arrow keys, Home and End
// move between the entries, Escape closes and gives the focus back, Tab or a tap elsewhere closes.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/** An entry's height (h-11, a finger's), and the menu's padding, border and gap to the button. */
const ENTRY_PX = 44;
const MENU_CHROME_PX = 28;

const ENTRY = '[role="menuitem"]';

export function useActionMenu(entryCount: number) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  /** Opens below the button, or above when the screen has no room for the menu's entries below. */
  const show = () => {
    const below = window.innerHeight - (button.current?.getBoundingClientRect().bottom ?? 0);
    setUpwards(below < entryCount * ENTRY_PX + MENU_CHROME_PX);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>(ENTRY)?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    // The focus goes back to the button first: a dialog the action opens gives it back there.
    button.current?.focus();
    setOpen(false);
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
      setOpen(false);
    }
  };

  const toggle = () => (open ? setOpen(false) : show());

  return { open, upwards, wrapperRef: wrapper, buttonRef: button, menuRef: menu, toggle, close, onButtonKey, onMenuKey };
}
