// A draft found in the browser, offered back (docs/product.md §19): its sentence, « Reprendre le
// brouillon » and « Ignorer ». Above the admin's tabs for every draft, and inside the form a draft belongs to.
import { FilePenLine } from "lucide-react";
import { DRAFT_MESSAGES } from "../../../../shared/messages";
import { COLLECTION_ADMIN_WORDS } from "./collectionWords";
import type { Draft } from "./drafts";
import { titleOf } from "./forms";

interface DraftNoticeProps {
  message: string;
  onResume: () => void;
  onIgnore: () => void;
}

const button = "inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold transition";

export function DraftNotice({ message, onResume, onIgnore }: DraftNoticeProps) {
  return (
    <div
      role="region"
      aria-label="Brouillon non enregistré"
      data-testid="draft-notice"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300/30 bg-sky-400/10 p-4 text-sm text-sky-100 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-3">
        <FilePenLine className="mt-0.5 size-4 shrink-0 text-sky-300" aria-hidden="true" />
        <span className="min-w-0 break-words">{message}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={onResume} className={`${button} flex-1 bg-sky-300 text-night-950 hover:bg-sky-200 sm:flex-none`}>
          {DRAFT_MESSAGES.resume}
        </button>
        <button type="button" onClick={onIgnore} className={`${button} flex-1 border border-sky-200/30 text-sky-50 hover:bg-white/10 sm:flex-none`}>
          {DRAFT_MESSAGES.ignore}
        </button>
      </div>
    </div>
  );
}

/** How the admin's notice names a draft's form: its title, and the name typed in it. */
const draftMessage = (draft: Draft) =>
  DRAFT_MESSAGES.found(
    COLLECTION_ADMIN_WORDS[draft.collection][draft.itemId === null ? "addTitle" : "editTitle"],
    titleOf(draft.collection, draft.values).trim(),
  );

/** Every draft found, above the admin's tabs. */
export function DraftNotices({ drafts, onResume, onIgnore }: { drafts: Draft[]; onResume: (draft: Draft) => void; onIgnore: (draft: Draft) => void }) {
  if (drafts.length === 0) return null;
  return (
    <div className="mt-6 space-y-3">
      {drafts.map((draft) => (
        <DraftNotice
          key={`${draft.collection}-${draft.itemId}`}
          message={draftMessage(draft)}
          onResume={() => onResume(draft)}
          onIgnore={() => onIgnore(draft)}
        />
      ))}
    </div>
  );
}
