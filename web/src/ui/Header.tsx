// Fixed header (docs/product.md §2): transparent over the hero, opaque with a blur once the page is scrolled
// more than 20 px; desktop navigation, a full-screen mobile menu, Instagram, and the user icon.
import { lazy, Suspense, useCallback, useState } from "react";
import { useAuth } from "../data/AuthProvider";
import { useData } from "../data/DataProvider";
import { useScrolled } from "../hooks/useScrolled";
import { AppLink } from "./AppLink";
import { Icon, ICON_BUTTON as iconButton, SocialIcon } from "./icons";
import { Logo } from "./Logo";
import { useSections } from "./sections";
import { sectionHref, useSectionLink } from "./sectionLinks";
import { useCloseWhenWide } from "./useCloseWhenWide";

/**
 * The full-screen menu of small screens, fetched the first time it is wanted so that no page's
 * first script carries it: a finger on the button, a pointer over it or the keyboard's focus
 * already asks for it, so that it is there by the tap.
 */
const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = {
  onPointerEnter: () => void loadMobileMenu(),
  onTouchStart: () => void loadMobileMenu(),
  onFocus: () => void loadMobileMenu(),
};

export const HEADER_SCROLL_THRESHOLD = 20;

function UserLink({ className = "", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { currentUser } = useAuth();
  const label = currentUser ? "Administration" : "Connexion";
  return (
    <AppLink to={currentUser ? "/admin" : "/login"} aria-label={label} title={label} onClick={onNavigate} className={className}>
      <Icon name="UserRound" className="size-5 shrink-0" />
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
      <SocialIcon network="instagram" className="size-5" />
    </a>
  );
}

export function Header() {
  const { profile } = useData();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const sectionLink = useSectionLink();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseWhenWide(menuOpen, closeMenu);

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
          <MainNav sectionLink={sectionLink} />
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
              {...preloadMobileMenu}
            >
              <Icon name="Menu" className="size-6" />
            </button>
          </div>
        </div>
      </header>

      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The sections' links of wide screens (the phone's are in the menu). */
function MainNav({ sectionLink }: { sectionLink: ReturnType<typeof useSectionLink> }) {
  const sections = useSections();
  return (
    <nav aria-label="Navigation principale" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {sections.map((section) => (
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
  );
}
