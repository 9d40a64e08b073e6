// The frame and the pieces of the legal pages (docs/product.md §2): a column of sections, each a
// heading and its text, under the page's title.
import { useId, type ReactNode } from "react";
import { SubPage } from "../../ui/SubPage";

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SubPage back={{ to: "/", label: "Retour à l’accueil" }}>
      <div className="max-w-3xl">
        <h1 className="mt-8 font-display text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
        <div className="mt-10 space-y-10 text-base leading-relaxed text-sand-200">{children}</div>
      </div>
    </SubPage>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-xl font-bold text-sand-50 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-3">{children}</div>
    </section>
  );
}

/** A link in the text: underlined, as links in a paragraph are. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  const external = href.startsWith("https:");
  return (
    <a
      href={href}
      {...(external && { target: "_blank", rel: "noopener noreferrer" })}
      className="font-medium text-ember-300 underline underline-offset-4 transition hover:text-ember-200"
    >
      {children}
      {external ? <span className="sr-only"> (nouvel onglet)</span> : null}
    </a>
  );
}
