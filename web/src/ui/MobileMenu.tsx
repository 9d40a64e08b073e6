// The full-screen menu of small screens (docs/product.md §2): the numbered section links, the
// Instagram handle and the user link. Fetched when first wanted (Header.tsx); while it is open the
// page does not scroll and the focus stays inside.
import { instagramHandle } from "../../../shared/social";
import { useAuth } from "../data/AuthProvider";
import { useData } from "../data/DataProvider";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useScrollLock } from "../hooks/useScrollLock";
import { AppLink } from "./AppLink";
import { buttonClass } from "./Button";
import { Icon, ICON_BUTTON as iconButton, SocialIcon } from "./icons";
import { Logo } from "./Logo";
import { useSections } from "./sections";
import { sectionHref, useSectionLink } from "./sectionLinks";

export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const sections = useSections();
  const { profile } = useData();
  const sectionLink = useSectionLink();
  const menuRef = useFocusTrap<HTMLDivElement>(true, onClose);
  useScrollLock(true);
  return (
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
        <button type="button" className={iconButton} aria-label="Fermer le menu" onClick={onClose} data-autofocus>
          <Icon name="X" className="size-6" />
        </button>
      </div>
      <nav aria-label="Navigation mobile" className="relative flex flex-1 flex-col justify-center px-6 py-8 sm:px-10">
        <ul className="space-y-1">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={sectionHref(section.id)}
                onClick={sectionLink(section.id, onClose)}
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
          <a href={profile.instagram} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
            <SocialIcon network="instagram" className="size-5" />
            {instagramHandle(profile.instagram) ?? "Instagram"}
          </a>
        ) : null}
        <UserLinkWide onNavigate={onClose} />
      </div>
    </div>
  );
}

function UserLinkWide({ onNavigate }: { onNavigate: () => void }) {
  const { currentUser } = useAuth();
  const label = currentUser ? "Administration" : "Connexion";
  return (
    <AppLink to={currentUser ? "/admin" : "/login"} onClick={onNavigate} className={buttonClass("outline")}>
      <Icon name="UserRound" className="size-5" />
      {label}
    </AppLink>
  );
}
