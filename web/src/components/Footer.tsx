// The footer (docs/product.md §2): the name, the tagline, Instagram and the rights line of the current year.
import { site } from "../../../shared/site";
import { useToday } from "../hooks/useToday";
import { InstagramIcon } from "./icons";
import { Logo } from "./Logo";

/** "© {current year} {name}. Tous droits réservés." (docs/product.md §2). */
export const copyrightLine = (now: Date = new Date()) => `© ${now.getFullYear()} ${site.name}. Tous droits réservés.`;

export function Footer() {
  const today = useToday();
  return (
    <footer className="below-fold border-t border-white/10 bg-night-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-sand-400">{site.tagline}</p>
        </div>
        <div className="flex flex-col gap-3 text-sm text-sand-400 md:items-end">
          <a
            href={site.instagram.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-medium text-sand-200 transition hover:text-ember-300"
          >
            <InstagramIcon className="size-4" />
            {site.instagram.handle}
            <span className="sr-only"> sur Instagram (nouvel onglet)</span>
          </a>
          <p>{copyrightLine(today)}</p>
        </div>
      </div>
    </footer>
  );
}
