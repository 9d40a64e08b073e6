// The controls of a list ordered by hand (docs/product.md §20): the handle an item is dragged by, and
// « Monter » / « Descendre ». Each is a 44 px target; the handle takes no scrolling gesture
// (touch-action: none), so that a finger on it drags the item instead of the page.
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, GripVertical } from "lucide-react";
import type { PointerEvent } from "react";
import { ORDER_MESSAGES } from "../../../../shared/messages";
import { MOVE_ATTRIBUTE } from "./useHandOrder";

const roundButton = "grid size-11 shrink-0 place-items-center rounded-full border transition";

interface DragHandleProps {
  title: string;
  className?: string;
  /** Starts a drag, which the window then follows (useHandOrder.ts). */
  handlers: { onPointerDown: (event: PointerEvent<HTMLElement>) => void };
}

/** Dragged, not pressed: for keyboards and screen readers, Monter and Descendre do the same; so it is out of the tab order. */
export function DragHandle({ title, className = "", handlers }: DragHandleProps) {
  return (
    <span
      {...handlers}
      role="img"
      aria-label={ORDER_MESSAGES.drag(title)}
      title={ORDER_MESSAGES.drag(title)}
      data-testid="drag-handle"
      className={`${roundButton} cursor-grab touch-none select-none border-white/15 text-sand-200 hover:border-ember-400 hover:text-ember-300 active:cursor-grabbing ${className}`}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </span>
  );
}

interface MoveButtonsProps {
  title: string;
  first: boolean;
  last: boolean;
  /** A grid reads left to right: its arrows point there. */
  layout: "rows" | "grid";
  onStep: (direction: "up" | "down") => void;
  className?: string;
}

export function MoveButtons({ title, first, last, layout, onStep, className = "" }: MoveButtonsProps) {
  const [Up, Down] = layout === "grid" ? [ChevronLeft, ChevronRight] : [ChevronUp, ChevronDown];
  const button = `${roundButton} border-white/10 bg-night-950/70 text-sand-200 hover:border-ember-400 hover:text-ember-300 disabled:opacity-30 disabled:hover:border-white/10 disabled:hover:text-sand-200`;
  const buttons = [
    { direction: "up", Icon: Up, off: first },
    { direction: "down", Icon: Down, off: last },
  ] as const;
  return (
    <div className={`flex gap-1.5 ${className}`}>
      {buttons.map(({ direction, Icon, off }) => (
        <button
          key={direction}
          type="button"
          {...{ [MOVE_ATTRIBUTE]: direction }}
          disabled={off}
          onClick={() => onStep(direction)}
          aria-label={ORDER_MESSAGES[direction](title)}
          className={button}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
