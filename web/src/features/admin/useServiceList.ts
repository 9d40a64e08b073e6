// The profile's services as a list the DJ edits (docs/product.md §15): each change hands the new list
// to the form, and the focus follows the service moved, added or removed, once the list is redrawn.
import { useEffect, useRef } from "react";
import type { Service } from "../../../../shared/profile";

/**
 * The button to focus after moving a service from `index` by one: the same one, or at either end,
 * where the button just pressed is disabled, its twin.
 */
function movedFocusId(idPrefix: string, index: number, by: -1 | 1, count: number) {
  const to = index + by;
  const edge = (by === -1 && to === 0) || (by === 1 && to === count - 1);
  return `${idPrefix}-${to}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
}

export function useServiceList(idPrefix: string, services: Service[], onChange: (services: Service[]) => void) {
  /** The element to focus once the list has re-rendered (after a move, an addition or a removal). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (index: number, change: Partial<Service>) => onChange(services.map((service, at) => (at === index ? { ...service, ...change } : service)));

  const move = (index: number, by: -1 | 1) => {
    const next = [...services];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    focusNext.current = movedFocusId(idPrefix, index, by, next.length);
    onChange(next);
  };

  const remove = (index: number) => {
    focusNext.current = services.length > 1 ? `${idPrefix}-${Math.min(index, services.length - 2)}-label` : `${idPrefix}-add`;
    onChange(services.filter((_, at) => at !== index));
  };

  const add = () => {
    focusNext.current = `${idPrefix}-${services.length}-label`;
    onChange([...services, { icon: "music", label: "" }]);
  };

  return { update, move, remove, add };
}
