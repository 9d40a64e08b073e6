// The footer (docs/product.md §2): the name, the tagline, the DJ's social links, the rights line of
// the current year and the legal pages.
import { PAGES } from "../../../shared/pages";
import { socialLinks } from "../../../shared/social";
import { useData } from "../data/DataProvider";
import { useToday } from "../hooks/useToday";
import { SocialIcon } from "./icons";
import { Logo } from "./Logo";

/** The legal notice and the privacy page, linked from every page's footer (plain links: a page the Worker renders). */
const LEGAL_PAGES = [PAGES.legal, PAGES.privacy];

/** "© {current year} {name}. Tous droits réservés." (docs/product.md §2). */
export const copyrightLine = (name: string, now: Date = new Date()) => `© ${now.getFullYear()} ${name}. Tous droits réservés.`;

export function Footer() {
  const today = useToday();
  const { profile } = useData();
  return (
    <footer className="below-fold border-t border-white/10 bg-night-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-sand-400">{profile.tagline}</p>
        </div>
        <div className="flex flex-col gap-3 text-sm text-sand-400 md:items-end">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {socialLinks(profile).map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-6 items-center gap-2 font-medium text-sand-200 transition hover:text-ember-300"
                >
                  <SocialIcon network={link.network} className="size-4" />
                  {link.handle ?? link.label}
                  <span className="sr-only">{` sur ${link.label} (nouvel onglet)`}</span>
                </a>
              </li>
            ))}
          </ul>
          <p>{copyrightLine(profile.name, today)}</p>
          <nav aria-label="Informations légales">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_PAGES.map((page) => (
                <li key={page.path}>
                  <a href={page.path} className="inline-flex min-h-6 items-center underline-offset-4 transition hover:text-ember-300 hover:underline">
                    {page.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
