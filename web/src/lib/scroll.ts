// In-page navigation (docs/product.md §2, §9): links scroll smoothly to a section, leaving 80 px for the
// fixed header. Reduced motion jumps instead of gliding.

export const SCROLL_OFFSET = 80;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Lays out every section now. Those below the first screen otherwise wait until they near the
 * viewport (.below-fold in styles.css), with an estimated height meanwhile: a position computed
 * or restored before that would be off. (web/src/app/boot.ts does the same for a reload, Back or
 * Forward, or an address with a #section.)
 */
export function layOutWholePage() {
  document.documentElement.dataset.layout = "full";
}

/** Scrolls so that the element with this id sits 80 px below the top; false when it is missing. */
export function scrollToSection(id: string, options: { smooth?: boolean; focus?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  layOutWholePage();
  const top = id === "home" ? 0 : target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  const smooth = (options.smooth ?? true) && !prefersReducedMotion();
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
  // Move keyboard and screen-reader focus along with the view, without a second jump.
  if (options.focus ?? true) {
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }
  return true;
}
