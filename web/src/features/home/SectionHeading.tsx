// The heading of a home section.
import type { ReactNode } from "react";

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  id?: string;
  children?: ReactNode;
  align?: "left" | "center";
}

/** The shared heading of every home section: a small label, a display title, an optional lead. */
export function SectionHeading({ eyebrow, title, id, children, align = "left" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.3em] text-ember-400 ${centered ? "justify-center" : ""}`}>
        <span aria-hidden="true" className="h-px w-8 bg-ember-400/70" />
        {eyebrow}
      </p>
      <h2 id={id} className="mt-4 font-display text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {children ? <div className="mt-5 text-base leading-relaxed text-pretty text-sand-400 sm:text-lg">{children}</div> : null}
    </div>
  );
}
