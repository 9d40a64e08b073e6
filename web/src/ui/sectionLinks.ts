// The links to the home page's sections (docs/product.md §2), for the header and its mobile menu.
import { useCallback, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { scrollToSection } from "../lib/scroll";

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Section links: on the home page they glide to the section, elsewhere they go home first. */
export function useSectionLink() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      before?.();
      if (pathname === "/") {
        // After the menu has closed and released the scroll lock.
        requestAnimationFrame(() => scrollToSection(id));
      } else {
        navigate(id === "home" ? "/" : `/#${id}`);
      }
    },
    [pathname, navigate],
  );
}

export const sectionHref = (id: string) => (id === "home" ? "/" : `/#${id}`);
