// Page scrolling locked while a modal or the mobile menu is open: before the browser paints it
// (a layout effect), so the page never shows a frame with its scrollbar gone and not yet made up for.
import { useLayoutEffect } from "react";

let locks = 0;
let saved = { overflow: "", paddingRight: "" };

/** Locks page scrolling while `active` (modals, mobile menu), without the scrollbar jump. */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = "hidden";
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
      }
    };
  }, [active]);
}
