// Whether a block has been seen yet, for the reveal on scroll (docs/product.md §2, §9).
import { useEffect, useRef, useState } from "react";

/** Share of the element that must be visible before it is revealed (docs/product.md §9). */
export const REVEAL_THRESHOLD = 0.1;

/**
 * - "idle": the first render, as in the server's HTML: shown, so a visitor whose script is slow or
 *   blocked still sees every section;
 * - "waiting": the script runs and the element is not (yet) 10 % in view: hidden until it is;
 * - "visible": it has been 10 % in view once (docs/product.md §9), and stays so; it fades in from "waiting".
 * An element already in view when the script starts goes from "idle" straight to "visible": it
 * never blinks.
 */
export type RevealState = "idle" | "waiting" | "visible";

export function useReveal<T extends Element>(): [React.RefObject<T | null>, RevealState] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("idle");
  const visible = state === "visible";
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === "undefined") {
      // Nothing can tell when it comes into view: shown at once, once.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's render has no observer either, so this cannot be the first state
      setState("visible");
      return;
    }
    // The first callback reports where the element is when observation starts.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("visible");
          observer.disconnect();
        } else {
          setState("waiting");
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return [ref, state];
}
