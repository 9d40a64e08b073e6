// Whether the page is scrolled past a threshold (the header at 20 px).
import { useEffect, useState } from "react";

/**
 * True once the page is scrolled more than `threshold` px (the header at 20, the hero at 100).
 * False on the first render, as in the server's HTML (hydration must match it); the effect then
 * reads the real position at once.
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
