// "Plus d’actions": the actions of a list's row that do not fit beside « Modifier » and « Supprimer » on a
// phone, behind one menu button (useActionMenu): a popover beside it, above it when the screen has no room below.
import { EllipsisVertical, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { useActionMenu } from "./useActionMenu";

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
  const { place, wrapperRef, buttonRef, menuRef, toggle, close, onButtonKey, onMenuKey } = useActionMenu(actions.length);
  const open = place !== null;
  return (
    <div ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onKeyDown={onButtonKey}
        aria-label={`Plus d’actions pour « ${name} »`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title="Plus d’actions"
        className={`${buttonClass} ${open ? "!border-ember-400 !text-ember-300" : ""}`}
      >
        <EllipsisVertical className="size-4" aria-hidden="true" />
      </button>
      {place ? (
        <ul
          ref={menuRef}
          id={menuId}
          popover="manual"
          style={place}
          role="menu"
          aria-label={`Plus d’actions pour « ${name} »`}
          onKeyDown={onMenuKey}
          className="fixed inset-auto z-30 m-0 min-w-48 animate-fade-in rounded-2xl border border-white/10 bg-night-900 p-1.5 text-sand-50 shadow-2xl shadow-black/60"
        >
          {actions.map((action) => (
            <MenuEntry key={action.label} action={action} onClose={close} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** An entry: the menu closes (the focus back on its button) before the action runs. */
function MenuEntry({ action: { label, icon: Icon, onSelect }, onClose }: { action: MenuAction; onClose: () => void }) {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={() => {
          onClose();
          onSelect();
        }}
        className="flex h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-sand-50 transition hover:bg-white/10 hover:text-ember-300 focus-visible:bg-white/10 focus-visible:text-ember-300 focus-visible:outline-none"
      >
        <Icon className="size-4 shrink-0 text-ember-400" aria-hidden="true" />
        {label}
      </button>
    </li>
  );
}
