// The image viewer's keyboard: ← and → step through the images, round from the last to the first.
import { useEffect } from "react";

/** The index `step` (-1 or 1) away from `index` among `count`, going round at either end. */
export const stepIndex = (index: number, step: number, count: number) => (index + step + count) % count;

/** While `enabled`, the arrow keys anywhere in the page move `index` by one step. */
export function useArrowKeys(enabled: boolean, index: number, count: number, onIndexChange: (index: number) => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") onIndexChange(stepIndex(index, 1, count));
      else if (event.key === "ArrowLeft") onIndexChange(stepIndex(index, -1, count));
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, index, count, onIndexChange]);
}
