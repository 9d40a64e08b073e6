// /admin (docs/product.md §2, §4, §15, §16, §19, §20, §22, §23, §24, §26): signed-out visitors go to /login.
// The admin's bar, its status, the drafts found, the tabs and their panels, and the dialogs they
// open. Loaded lazily, outside the public bundle.
import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import type { CollectionName, EventItem, Item } from "../../../../shared/collections";
import { PAGES } from "../../../../shared/pages";
import { AdminHeader, AdminTitle } from "./AdminHeader";
import { AdminNotice } from "./AdminNotice";
import { AdminTabs, collectionOf, TabPanels, useTab, type Tab } from "./AdminTabs";
import { AskReviewDialog, useAskReview, type AskTarget } from "./AskReview";
import { AvailabilityPanel } from "./AvailabilityPanel";
import { CollectionPanel } from "./CollectionPanel";
import { DraftNotices } from "./DraftNotice";
import type { FormValues } from "./forms";
import { ItemForm } from "./ItemForm";
import { MultiUpload } from "./MultiUpload";
import { ProfileForm } from "./ProfileForm";
import { RepeatForm } from "./RepeatForm";
import { RequestsPanel } from "./RequestsPanel";
import { StatsPanel } from "./StatsPanel";
import { Unreachable } from "./SyncStatus";
import { UndoToast } from "./UndoToast";
import { useDrafts } from "./useDrafts";
import { useItemActions } from "./useItemActions";
import { useLeaveGuard } from "./useLeaveGuard";
import { useRequestsCounts } from "./useRequestsCount";
import "./admin.css";
import { useAuth } from "../../data/AuthProvider";
import { useData } from "../../data/DataProvider";
import { useView } from "../../data/useView";
import { usePageTitle } from "../../hooks/usePageTitle";
import { endSession } from "../../data/session";

export { DELETE_QUESTION } from "./useItemActions";
export const LOGOUT_QUESTION = "Êtes-vous sûr de vouloir vous déconnecter ?";

/** The form open: on the item edited, or on a new item, blank or a copy of another; `resume`: a draft's values. */
type FormState = { item: Item<CollectionName> | null; copyOf?: Item<CollectionName>; resume?: FormValues } | null;

/** A page that came without the lists (every page but a test's) reads their first pages once. */
function useFirstPages() {
  const { listsLoaded, refresh } = useData();
  useEffect(() => {
    if (!listsLoaded) void refresh();
  }, [listsLoaded, refresh]);
}

/** « Déconnexion », asked first (and not while a change would be lost); then home, not the sign-in page. */
function useLogout(mayLeave: () => boolean) {
  const { signedOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    if (!mayLeave() || !window.confirm(LOGOUT_QUESTION)) return;
    setLeaving(true);
    if (await endSession()) signedOut();
    navigate("/", { replace: true });
  };
  return { leaving, logout };
}

export default function Admin() {
  const { currentUser } = useAuth();
  const data = useData();
  // The counts of each collection (the site's, or those of the lists held when they are whole).
  const totals = useView()?.totals;
  useFirstPages();
  const guard = useLeaveGuard();
  const { leaving, logout } = useLogout(guard.mayLeave);
  const { tab, select } = useTab(guard.mayLeave, guard.forget);
  const actions = useItemActions();
  const [form, setForm] = useState<FormState>(null);
  const [repeating, setRepeating] = useState<EventItem | null>(null);
  const openForm = (next: FormState) => {
    actions.clearNotice();
    setForm(next);
  };
  const drafts = useDrafts({ select, open: (item, resume) => openForm({ item, resume }) });
  const review = useAskReview();
  const askReview = (target: AskTarget) => {
    actions.clearNotice();
    review.ask(target);
  };
  const admin = currentUser?.role === "admin";
  // Heard on every tab: « Demandes » shows the count of new requests wherever the admin is, « Avis »
  // that of the reviews waiting « À valider ».
  const counts = useRequestsCounts(admin);
  const fresh = counts?.fresh ?? null;
  const waitingReviews = counts?.reviews ?? null;
  usePageTitle(PAGES.admin.heading);
  if (!currentUser) return <Navigate to={leaving ? "/" : "/login"} replace />;

  const panel = (collection: CollectionName) => (
    <CollectionPanel
      collection={collection}
      totals={totals}
      onEdit={(item) => openForm({ item })}
      onDelete={(item) => void actions.remove(collection, item)}
      onMove={(item, before) => void actions.move(collection, item, before)}
      onDuplicate={(event) => openForm({ item: null, copyOf: event })}
      onRepeat={(event) => {
        actions.clearNotice();
        setRepeating(event);
      }}
      onAskReview={(event) => askReview({ about: { event: event.id }, name: event.name })}
      waitingReviews={waitingReviews}
    />
  );

  const tabContent = (id: Tab) => {
    if (id === "profile") return <ProfileForm onDirtyChange={guard.onDirtyChange} />;
    if (id === "availability") return <AvailabilityPanel />;
    if (id === "requests") return <RequestsPanel fresh={fresh} onAskReview={(request) => askReview({ about: { request: request.id }, name: request.name })} />;
    if (id === "stats") return <StatsPanel />;
    return panel(id);
  };
  const formCollection = collectionOf(tab);

  return (
    <div className="min-h-[100svh]">
      <AdminHeader onLogout={() => void logout()} guardLink={guard.guardLink} />
      <main id="main" tabIndex={-1} className="relative isolate mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 md:pt-12 lg:px-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,rgba(255,106,61,0.12),transparent_70%)]" />
        <AdminTitle email={currentUser.email} />
        <DraftNotices drafts={drafts.drafts} onResume={drafts.resume} onIgnore={drafts.ignore} />
        <Unreachable />
        <AdminTabs
          tab={tab}
          select={select}
          countOf={(id) => totals?.[id] ?? data[id].length}
          fresh={fresh ?? 0}
          waitingReviews={waitingReviews ?? 0}
          onAdd={() => openForm({ item: null })}
        />
        <AdminNotice notice={actions.notice} onClose={actions.clearNotice} />
        <TabPanels
          tab={tab}
          // Mounted while another tab shows: photos being sent keep going, and their list stays.
          always={(id) => (id === "photos" ? <MultiUpload /> : null)}
          content={(id) => tabContent(id)}
        />
      </main>
      {form && formCollection ? (
        <ItemForm
          key={form.item?.id ?? (form.copyOf ? `copy-${form.copyOf.id}` : "new")}
          collection={formCollection}
          item={form.item}
          copyOf={form.copyOf}
          resume={form.resume}
          onClose={() => {
            setForm(null);
            drafts.reread();
          }}
        />
      ) : null}
      {repeating ? <RepeatForm key={repeating.id} event={repeating} onClose={() => setRepeating(null)} /> : null}
      {review.asking ? <AskReviewDialog asking={review.asking} onRetry={review.retry} onClose={review.close} /> : null}
      {actions.toast ? <UndoToast key={actions.toast.key} message={actions.toast.message} onUndo={actions.toast.undo} onExpire={actions.hideToast} /> : null}
    </div>
  );
}
