// /admin (docs/product.md §2, §4, §15, §16): signed-out visitors go to /login. "Administration", the sync
// status, the tabs (one per collection, then "Profil"), "Ajouter", the lists with edit and delete
// (and for events, duplicate and repeat), the two confirmation questions, logout to home, the form
// modal, the repeat dialog, and the profile's form, which asks before its unsaved changes are left.
// The drafts of the item forms found in the browser are offered back above the tabs, and the photos'
// tab adds several photos at once (docs/product.md §19). A delete is followed by a toast that undoes
// it; « Corbeille » holds what was deleted; photos and venues are put in order by hand (docs/product.md §20).
// Loaded lazily, outside the public bundle.
import { ArrowUpRight, CalendarDays, Images, LayoutList, LogOut, MapPin, Plus, RefreshCw, TriangleAlert, UserRound, X, type LucideIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Navigate, useNavigate } from "react-router";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type EventItem, type Item } from "../../../shared/collections";
import { DRAFT_MESSAGES, LIST_PAGE_MESSAGES, TRASH_MESSAGES } from "../../../shared/messages";
import { PAGES } from "../../../shared/pages";
import { DraftNotice } from "../admin/DraftNotice";
import { deleteDraft, listDrafts, type Draft } from "../admin/drafts";
import { titleOf, writeErrorMessage, type FormValues } from "../admin/forms";
import { MultiUpload } from "../admin/MultiUpload";
import { ItemForm } from "../admin/ItemForm";
import { LEAVE_QUESTION, ProfileForm } from "../admin/ProfileForm";
import { EventList, ItemList } from "../admin/Lists";
import { RepeatForm } from "../admin/RepeatForm";
import { TransferButton } from "../admin/TransferDialog";
import { TrashButton } from "../admin/TrashDialog";
import { UndoToast } from "../admin/UndoToast";
import "../admin/admin.css";
import { useAuth } from "../auth/AuthProvider";
import { AppLink } from "../components/AppLink";
import { Logo } from "../components/Logo";
import { useData } from "../data/DataProvider";
import { useView } from "../data/useView";
import { useWrites } from "../data/writes";
import { usePageTitle } from "../hooks/usePageTitle";
import { endSession } from "../login/session";

export const LOGOUT_QUESTION = "Êtes-vous sûr de vouloir vous déconnecter ?";
export const DELETE_QUESTION = "Êtes-vous sûr de vouloir supprimer cet élément ?";

/** One tab per collection, in their order (a collection without its own icon gets a list's), then the profile. */
const ICONS: Partial<Record<CollectionName, LucideIcon>> = { events: CalendarDays, photos: Images, venues: MapPin };
type Tab = CollectionName | "profile";
const TABS: { id: Tab; label: string; icon: LucideIcon }[] = [
  ...COLLECTION_NAMES.map((id) => ({ id, label: COLLECTIONS[id].words.plural, icon: ICONS[id] ?? LayoutList })),
  { id: "profile", label: "Profil", icon: UserRound },
];

/** The form open: on the item edited, or on a new item, blank or a copy of another; `resume`: a draft's values. */
type FormState = { item: Item<CollectionName> | null; copyOf?: Item<CollectionName>; resume?: FormValues } | null;

/** The toast after a delete: its sentence, and how to undo it while it is offered; `key` starts it again for each delete. */
type Toast = { key: number; message: string; undo?: () => void } | null;

/** How the admin's notice names a draft's form: its title, and the name typed in it. */
const draftMessage = (draft: Draft) =>
  DRAFT_MESSAGES.found(
    draft.itemId === null ? COLLECTIONS[draft.collection].words.addTitle : COLLECTIONS[draft.collection].words.editTitle,
    titleOf(draft.collection, draft.values).trim(),
  );

function SyncStatus({ remote }: { remote: boolean }) {
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

export default function Admin() {
  const { currentUser, signedOut } = useAuth();
  const data = useData();
  const { profile, listsLoaded, refresh } = data;
  // The counts of each collection (the site's, or those of the lists held when they are whole).
  const totals = useView()?.totals;
  // A page that came without the lists (every page but a test's) reads their first pages once.
  useEffect(() => {
    if (!listsLoaded) void refresh();
  }, [listsLoaded, refresh]);
  const writes = useWrites();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("events");
  const [form, setForm] = useState<FormState>(null);
  /** The forms' drafts kept in this browser, offered back. */
  const [drafts, setDrafts] = useState<Draft[]>(listDrafts);
  /** The event the repeat dialog is open on. */
  const [repeating, setRepeating] = useState<EventItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast>(null);
  const hideToast = useCallback(() => setToast(null), []);
  /** A new toast in place of the one shown, with its own time. */
  const showToast = (message: string, undo?: () => void) => setToast((current) => ({ key: (current?.key ?? 0) + 1, message, undo }));
  const [retrying, setRetrying] = useState(false);
  /** Logging out: once signed out, go home rather than to the sign-in page. */
  const [leaving, setLeaving] = useState(false);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  /** Whether the profile's form holds unsaved changes: leaving it asks first. */
  const profileDirty = useRef(false);
  const onProfileDirty = useCallback((dirty: boolean) => {
    profileDirty.current = dirty;
  }, []);
  const mayLeave = () => !profileDirty.current || window.confirm(LEAVE_QUESTION);
  /** A link out of the admin: it waits for the answer about unsaved changes. */
  const guardLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mayLeave()) event.preventDefault();
  };
  usePageTitle(PAGES.admin.heading);

  if (!currentUser) return <Navigate to={leaving ? "/" : "/login"} replace />;

  const onLogout = async () => {
    if (!mayLeave() || !window.confirm(LOGOUT_QUESTION)) return;
    setLeaving(true);
    if (await endSession()) signedOut();
    navigate("/", { replace: true });
  };

  const onDelete = async (collection: CollectionName, item: Item<CollectionName>) => {
    if (!window.confirm(DELETE_QUESTION)) return;
    setNotice(null);
    const index = data[collection].findIndex((other) => other.id === item.id);
    try {
      await writes.remove(collection, item.id);
      showToast(TRASH_MESSAGES.deleted, () => void undoDelete(collection, item, index));
    } catch (error) {
      console.warn("Suppression refusée :", error);
      setNotice(`« ${titleOf(collection, item)} » n’a pas été supprimé : ${writeErrorMessage(collection, error)}`);
    }
  };

  /** « Annuler »: the item back from the trash, in its place. */
  const undoDelete = async (collection: CollectionName, item: Item<CollectionName>, index: number) => {
    setToast(null);
    try {
      await writes.restore(collection, item, index);
      showToast(TRASH_MESSAGES.restoredToast);
    } catch (error) {
      setNotice(`« ${titleOf(collection, item)} » n’a pas été restauré : ${writeErrorMessage(collection, error)}`);
    }
  };

  const onMove = async (collection: CollectionName, item: Item<CollectionName>, before: number | null) => {
    setNotice(null);
    try {
      await writes.move(collection, item.id, before);
    } catch (error) {
      setNotice(`« ${titleOf(collection, item)} » n’a pas été déplacé : ${writeErrorMessage(collection, error)}`);
    }
  };

  const openForm = (item: Item<CollectionName> | null, copyOf?: Item<CollectionName>) => {
    setNotice(null);
    setForm({ item, copyOf });
  };

  const closeForm = () => {
    setForm(null);
    setDrafts(listDrafts());
  };

  /** Opens the draft's form with its values, in its tab; the draft of an item deleted since becomes a new item's. */
  const resumeDraft = (draft: Draft) => {
    if (!selectTab(draft.collection)) return;
    const items: readonly Item<CollectionName>[] = data[draft.collection];
    const item = items.find((other) => other.id === draft.itemId) ?? null;
    if (draft.itemId !== null && !item) deleteDraft(draft.collection, draft.itemId);
    setNotice(null);
    setForm({ item, resume: draft.values });
  };

  const ignoreDraft = (draft: Draft) => {
    deleteDraft(draft.collection, draft.itemId);
    setDrafts(listDrafts());
  };

  const openRepeat = (event: EventItem) => {
    setNotice(null);
    setRepeating(event);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length].id;
    if (!selectTab(next)) return;
    tabRefs.current[next]?.focus();
  };

  /** Shows the tab, once the profile's unsaved changes may be left; resolves to whether it did. */
  const selectTab = (next: Tab) => {
    if (next === tab) return true;
    if (tab === "profile" && !mayLeave()) return false;
    profileDirty.current = false;
    setTab(next);
    return true;
  };

  const retry = async () => {
    setRetrying(true);
    await data.refresh();
    setRetrying(false);
  };

  const panel = (id: Tab) => (id === "profile" ? <ProfileForm onDirtyChange={onProfileDirty} /> : list(id));

  const list = (collection: CollectionName) => {
    if (!listsLoaded) {
      return (
        <p aria-busy="true" className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">
          {LIST_PAGE_MESSAGES.loading}
        </p>
      );
    }
    const props = {
      collection,
      items: data[collection],
      onEdit: (item: Item<CollectionName>) => openForm(item),
      onDelete: (item: Item<CollectionName>) => onDelete(collection, item),
      hasMore: data.cursors[collection].map((cursor) => cursor !== null),
      onMore: (part: number) => data.loadMore(collection, part),
    };
    return collection === "events" ? (
      <EventList
        {...props}
        collection="events"
        items={data.events}
        now={new Date()}
        counts={totals && { upcoming: totals.upcoming, past: totals.events - totals.upcoming }}
        searchSite={data.remoteAvailable && !data.listsComplete}
        onDuplicate={(event) => openForm(null, event)}
        onRepeat={openRepeat}
      />
    ) : (
      <ItemList {...props} onMove={(item, before) => void onMove(collection, item, before)} />
    );
  };

  return (
    <div className="min-h-[100svh]">
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
              onClick={() => void onLogout()}
              aria-label="Se déconnecter"
              title="Se déconnecter"
              className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-white/15 px-3 text-sm font-medium text-sand-50 transition hover:border-ember-400 hover:text-ember-300 sm:px-4"
            >
              <LogOut className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Déconnexion</span>
            </button>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="relative isolate mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 md:pt-12 lg:px-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,rgba(255,106,61,0.12),transparent_70%)]" />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">Administration</h1>
          <SyncStatus remote={data.remoteAvailable} />
          <div className="flex gap-2 sm:ml-auto">
            <TrashButton />
            <TransferButton />
          </div>
        </div>
        <p className="mt-2 truncate text-sm text-sand-400">
          Connecté en tant que <span className="font-medium text-sand-200">{currentUser.email}</span>
        </p>

        {drafts.length > 0 ? (
          <div className="mt-6 space-y-3">
            {drafts.map((draft) => (
              <DraftNotice
                key={`${draft.collection}-${draft.itemId}`}
                message={draftMessage(draft)}
                onResume={() => resumeDraft(draft)}
                onIgnore={() => ignoreDraft(draft)}
              />
            ))}
          </div>
        ) : null}

        {!data.remoteAvailable ? (
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
        ) : null}

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div
            role="tablist"
            aria-label="Contenus du site"
            className="grid grid-cols-2 gap-1 rounded-3xl border border-white/10 bg-night-900/70 p-1 sm:flex sm:rounded-full"
          >
            {TABS.map(({ id, label, icon: Icon }, index) => {
              const selected = tab === id;
              return (
                <button
                  key={id}
                  ref={(element) => {
                    tabRefs.current[id] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${id}`}
                  aria-selected={selected}
                  aria-controls={`panel-${id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => selectTab(id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                  className={`inline-flex h-11 flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition sm:flex-none sm:gap-2 sm:px-4 ${
                    selected ? "bg-ember-500 text-night-950" : "text-sand-200 hover:bg-white/5 hover:text-sand-50"
                  }`}
                >
                  <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
                  {label}
                  {id === "profile" ? null : (
                    <span
                      className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? "bg-night-950/15" : "bg-white/10 text-sand-400"}`}
                      aria-hidden="true"
                    >
                      {totals?.[id] ?? data[id].length}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {tab === "profile" ? null : (
            <button
              type="button"
              onClick={() => openForm(null)}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-ember-500 px-6 text-sm font-semibold text-night-950 shadow-lg shadow-ember-500/20 transition hover:bg-ember-400"
            >
              <Plus className="size-5" aria-hidden="true" />
              Ajouter
            </button>
          )}
        </div>

        {notice ? (
          <div
            role="alert"
            data-testid="admin-notice"
            className="mt-6 flex items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm font-medium text-red-200"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
            <p className="flex-1">{notice}</p>
            <button
              type="button"
              onClick={() => setNotice(null)}
              aria-label="Fermer le message"
              className="-my-2.5 -mr-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}

        {TABS.map(({ id, label }) => (
          <div
            key={id}
            role="tabpanel"
            id={`panel-${id}`}
            aria-labelledby={`tab-${id}`}
            hidden={tab !== id}
            tabIndex={0}
            className="mt-6 focus-visible:outline-none"
          >
            {/* The outline's level between the page's title and the lists' groups and items, for screen readers. */}
            <h2 className="sr-only">{label}</h2>
            {/* Mounted while another tab shows: photos being sent keep going, and their list stays. */}
            {id === "photos" ? <MultiUpload /> : null}
            {tab === id ? panel(id) : null}
          </div>
        ))}
      </main>

      {form && tab !== "profile" ? (
        <ItemForm
          key={form.item?.id ?? (form.copyOf ? `copy-${form.copyOf.id}` : "new")}
          collection={tab}
          item={form.item}
          copyOf={form.copyOf}
          resume={form.resume}
          onClose={closeForm}
        />
      ) : null}
      {repeating ? <RepeatForm key={repeating.id} event={repeating} onClose={() => setRepeating(null)} /> : null}
      {toast ? <UndoToast key={toast.key} message={toast.message} onUndo={toast.undo} onExpire={hideToast} /> : null}
    </div>
  );
}
