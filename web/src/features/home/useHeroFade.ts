// The hero's fade as the page scrolls (docs/product.md §2, §9).
import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../../lib/scroll";

/**
 * The hero's content fades out once the page is scrolled past `start` px (100, docs/product.md §9), fully
 * gone after 60 % of a screen more. Styles are written directly, so scrolling does not re-render.
 * With reduced motion the content stays still.
 */
export function useHeroFade<T extends HTMLElement>(start: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const y = window.scrollY;
      element.dataset.faded = String(y > start);
      if (prefersReducedMotion()) {
        element.style.opacity = "";
        element.style.transform = "";
        return;
      }
      const progress = Math.min(1, Math.max(0, (y - start) / (window.innerHeight * 0.6)));
      element.style.opacity = progress > 0 ? String(1 - progress) : "";
      element.style.transform = progress > 0 ? `translate3d(0, ${-40 * progress}px, 0)` : "";
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [start]);
  return ref;
}
