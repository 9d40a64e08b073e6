// "Plus d’actions": the actions of a list's row that do not fit beside « Modifier » and « Supprimer »
// on a phone, behind one button. A menu button as WAI-ARIA describes it: the arrow keys, Home and
// End move between the entries, Escape closes and gives the focus back, Tab or a tap elsewhere
// closes; it opens upwards when the screen has no room below.
import { EllipsisVertical, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

/** An entry's height (h-11, a finger's), and the menu's padding, border and gap to the button. */
const ENTRY_PX = 44;
const MENU_CHROME_PX = 28;

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The item's name, for the button's accessible name. */
  name: string;
  actions: readonly MenuAction[];
  /** The look of the row's other round buttons. */
  buttonClass: string;
}

export function ActionMenu({ name, actions, buttonClass }: ActionMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const entries = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  /** Opens below the button, or above when the screen has no room for the menu's entries below. */
  const show = () => {
    const below = window.innerHeight - (button.current?.getBoundingClientRect().bottom ?? 0);
    setUpwards(below < actions.length * ENTRY_PX + MENU_CHROME_PX);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
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

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = entries();
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

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          show();
        }}
        aria-label={`Plus d’actions pour « ${name} »`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title="Plus d’actions"
        className={`${buttonClass} ${open ? "!border-ember-400 !text-ember-300" : ""}`}
      >
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Plus d’actions pour « ${name} »`}
          onKeyDown={onMenuKey}
          className={`absolute right-0 z-30 min-w-48 animate-fade-in rounded-2xl border border-white/10 bg-night-900 p-1.5 shadow-2xl shadow-black/60 ${
            upwards ? "bottom-full mb-2" : "top-full mt-2"
          }`}
        >
          {actions.map(({ label, icon: Icon, onSelect }) => (
            <li key={label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  onSelect();
                }}
                className="flex h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-sand-50 transition hover:bg-white/10 hover:text-ember-300 focus-visible:bg-white/10 focus-visible:text-ember-300 focus-visible:outline-none"
              >
                <Icon className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
