// Fixed header (docs/product.md §2): transparent over the hero, opaque with a blur once the page is scrolled
// more than 20 px; desktop navigation, a full-screen mobile menu, Instagram, and the user icon.
import { Menu, UserRound, X } from "lucide";
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { instagramHandle } from "../../../shared/social";
import { useData } from "../data/DataProvider";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useScrolled } from "../hooks/useScrolled";
import { useScrollLock } from "../hooks/useScrollLock";
import { scrollToSection } from "../lib/scroll";
import { AppLink } from "./AppLink";
import { Icon, InstagramIcon } from "./icons";
import { Logo } from "./Logo";
import { SECTIONS } from "./sections";

export const HEADER_SCROLL_THRESHOLD = 20;

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

function UserLink({ className = "", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { currentUser } = useAuth();
  const label = currentUser ? "Administration" : "Connexion";
  return (
    <AppLink to={currentUser ? "/admin" : "/login"} aria-label={label} title={label} onClick={onNavigate} className={className}>
      <Icon icon={UserRound} className="size-5 shrink-0" />
      <span className="hidden xl:inline">{label}</span>
    </AppLink>
  );
}

/** The DJ's Instagram, when he has one. */
function InstagramLink({ className = "" }: { className?: string }) {
  const { instagram } = useData().profile;
  if (!instagram) return null;
  return (
    <a href={instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram (nouvel onglet)" title="Instagram" className={className}>
      <InstagramIcon className="size-5" />
    </a>
  );
}

const iconButton =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-sand-50 transition-colors hover:bg-white/10 hover:text-ember-300";

export function Header() {
  const { profile } = useData();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const sectionLink = useSectionLink();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuRef = useFocusTrap<HTMLDivElement>(menuOpen, closeMenu);
  useScrollLock(menuOpen);

  // The full-screen menu belongs to small screens: leave it when the window grows.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia("(min-width: 1024px)");
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [menuOpen]);

  return (
    <>
      <header
        data-scrolled={scrolled}
        className={`fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300 ${
          scrolled ? "border-white/10 bg-night-950/85 shadow-lg shadow-black/30 backdrop-blur-xl" : "border-transparent bg-transparent"
        }`}
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-10 focus:rounded-full focus:bg-ember-500 focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-night-950"
        >
          Aller au contenu
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20 lg:px-8">
          <a href={sectionHref("home")} onClick={sectionLink("home")} className="rounded-md" aria-label={`${profile.name} – Accueil`}>
            <Logo />
          </a>

          <nav aria-label="Navigation principale" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={sectionHref(section.id)}
                    onClick={sectionLink(section.id)}
                    className="rounded-full px-3.5 py-2 text-sm font-medium text-sand-200 transition-colors hover:bg-white/5 hover:text-sand-50"
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <InstagramLink className={iconButton} />
            <UserLink className={iconButton} />
            <button
              type="button"
              className={`${iconButton} lg:hidden`}
              aria-label="Ouvrir le menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Icon icon={Menu} className="size-6" />
            </button>
          </div>
        </div>
      </header>

      {menuOpen ? (
        <div
          id="mobile-menu"
          ref={menuRef}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          tabIndex={-1}
          className="fixed inset-0 z-[60] flex animate-fade-in flex-col overflow-y-auto bg-night-950 lg:hidden"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgba(255,106,61,0.18),transparent_55%),radial-gradient(circle_at_10%_90%,rgba(201,94,240,0.16),transparent_55%)]"
          />
          <div className="relative flex h-16 items-center justify-between px-4 sm:px-6 md:h-20">
            <Logo />
            <button type="button" className={iconButton} aria-label="Fermer le menu" onClick={closeMenu} data-autofocus>
              <Icon icon={X} className="size-6" />
            </button>
          </div>
          <nav aria-label="Navigation mobile" className="relative flex flex-1 flex-col justify-center px-6 py-8 sm:px-10">
            <ul className="space-y-1">
              {SECTIONS.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={sectionHref(section.id)}
                    onClick={sectionLink(section.id, closeMenu)}
                    className="group flex items-baseline gap-4 rounded-lg py-2.5 font-display text-3xl font-bold tracking-tight text-sand-50 transition-colors hover:text-ember-400 sm:text-4xl"
                  >
                    <span aria-hidden="true" className="w-7 font-sans text-sm font-medium text-ember-400/80">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="relative flex flex-wrap items-center gap-3 border-t border-white/10 px-6 py-6 sm:px-10">
            {profile.instagram ? (
              <a
                href={profile.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium hover:border-ember-400 hover:text-ember-300"
              >
                <InstagramIcon className="size-5" />
                {instagramHandle(profile.instagram) ?? "Instagram"}
              </a>
            ) : null}
            <UserLinkWide onNavigate={closeMenu} />
          </div>
        </div>
      ) : null}
    </>
  );
}

function UserLinkWide({ onNavigate }: { onNavigate: () => void }) {
  const { currentUser } = useAuth();
  const label = currentUser ? "Administration" : "Connexion";
  return (
    <AppLink
      to={currentUser ? "/admin" : "/login"}
      onClick={onNavigate}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium hover:border-ember-400 hover:text-ember-300"
    >
      <Icon icon={UserRound} className="size-5" />
      {label}
    </AppLink>
  );
}
