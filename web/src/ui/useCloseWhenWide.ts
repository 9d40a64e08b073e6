// The full-screen menu belongs to small screens: it closes itself when the window grows past them.
import { useEffect } from "react";

/** While `open`, calls `close` once the window is 1024 px wide or more (Tailwind's `lg`, where the header shows its links). */
export function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia("(min-width: 1024px)");
    const onChange = () => wide.matches && close();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, close]);
}
