// The admin's bar (the logo and « Voir le site » back to the site, « Déconnexion »; each link out
// waits for the answer about unsaved changes: useLeaveGuard), and the page's title block.
import { ArrowUpRight, LogOut } from "lucide-react";
import type { MouseEvent } from "react";
import { AppLink } from "../../ui/AppLink";
import { Logo } from "../../ui/Logo";
import { useData } from "../../data/DataProvider";
import { SyncStatus } from "./SyncStatus";
import { TransferButton } from "./TransferDialog";
import { TrashButton } from "./TrashDialog";

interface AdminHeaderProps {
  onLogout: () => void;
  guardLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function AdminHeader({ onLogout, guardLink }: AdminHeaderProps) {
  const { profile } = useData();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/85 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 md:h-20 lg:px-8">
        <AppLink to="/" aria-label={`${profile.name} – Accueil`} onClick={guardLink} className="rounded-md">
          <Logo />
        </AppLink>
        <div className="flex items-center gap-1 sm:gap-2">
          <AppLink
            to="/"
            onClick={guardLink}
            className="hidden h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-sand-200 transition hover:bg-white/10 hover:text-ember-300 sm:inline-flex"
          >
            Voir le site
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </AppLink>
          <button
            type="button"
            onClick={onLogout}
            title="Déconnexion"
            className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-white/15 px-3 text-sm font-medium text-sand-50 transition hover:border-ember-400 hover:text-ember-300 sm:px-4"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {/* Its name on every screen, shown from 640 px: the name read is the text seen (WCAG 2.5.3). */}
            <span className="sr-only sm:not-sr-only">Déconnexion</span>
          </button>
        </div>
      </div>
    </header>
  );
}

/** « Administration », whether changes reach the site, the trash and the transfer, and who is signed in. */
export function AdminTitle({ email }: { email: string }) {
  const { remoteAvailable } = useData();
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Administration</h1>
        <SyncStatus remote={remoteAvailable} />
        <div className="flex gap-2 sm:ml-auto">
          <TrashButton />
          <TransferButton />
        </div>
      </div>
      <p className="mt-2 truncate text-sm text-sand-400">
        Connecté en tant que <span className="font-medium text-sand-200">{email}</span>
      </p>
    </>
  );
}
