// A block that fades in when first scrolled into view (docs/product.md §2).
import { useEffect, type ReactNode } from "react";
import { useReveal } from "./useReveal";

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Stagger, in milliseconds. */
  delay?: number;
}

/** Fades and lifts its content in the first time 10 % of it is in view (see useReveal). */
export function Reveal({ children, className = "", delay = 0 }: RevealProps) {
  const [ref, state] = useReveal<HTMLDivElement>();
  // The stagger is set by the script (CSSOM), not as a style attribute: the site's CSP
  // (style-src 'self') refuses style attributes in the HTML the Worker renders, and the delay only
  // matters for the reveal, which the script runs anyway.
  useEffect(() => {
    ref.current?.style.setProperty("--reveal-delay", delay ? `${delay}ms` : "");
  }, [ref, delay]);
  return (
    <div ref={ref} className={`reveal ${className}`} data-visible={state === "visible"} data-reveal={state}>
      {children}
    </div>
  );
}
