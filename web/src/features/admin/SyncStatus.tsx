// Whether the admin's changes reach the site (docs/product.md §4): « Synchronisé » or « Mode local »,
// and while the server cannot be reached, what that means and « Réessayer ».
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useData } from "../../data/DataProvider";

export function SyncStatus({ remote }: { remote: boolean }) {
  return (
    <p
      role="status"
      data-testid="sync-status"
      data-remote={remote}
      title={remote ? "Les modifications sont enregistrées sur le site." : "Le serveur est injoignable : les modifications restent dans cette page."}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${
        remote ? "border-emerald-400/40 bg-emerald-500/15 text-emerald-300" : "border-red-400/40 bg-red-500/15 text-red-300"
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${remote ? "bg-emerald-400" : "bg-red-400"}`} />
      {remote ? "Synchronisé" : "Mode local"}
    </p>
  );
}

/** While the server cannot be reached: the changes stay in the page; « Réessayer » reads the lists again. */
export function Unreachable() {
  const { remoteAvailable, refresh } = useData();
  const [retrying, setRetrying] = useState(false);
  if (remoteAvailable) return null;
  const retry = async () => {
    setRetrying(true);
    await refresh();
    setRetrying(false);
  };
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-red-400/30 bg-red-500/10 p-4 text-sm text-red-200 sm:flex-row sm:items-center sm:justify-between">
      <p>Le serveur est injoignable : vos modifications restent dans cette page et seront perdues au rechargement.</p>
      <button
        type="button"
        onClick={() => void retry()}
        disabled={retrying}
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full border border-red-300/40 px-4 font-semibold text-red-100 transition hover:bg-red-500/20 disabled:opacity-60 sm:self-auto"
      >
        <RefreshCw className={`size-4 ${retrying ? "animate-spin" : ""}`} aria-hidden="true" />
        Réessayer
      </button>
    </div>
  );
}
