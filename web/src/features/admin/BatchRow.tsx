// One file of « Ajouter plusieurs photos »: its name, its step and progress bar, or why it was refused.
import { CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";
import { PHOTO_BATCH_MESSAGES } from "../../../../shared/messages";
import { ProgressBar } from "./ProgressBar";
import type { Row, Step } from "./usePhotoBatch";

const STEP_WORDS: Record<Exclude<Step, "failed">, string> = {
  waiting: PHOTO_BATCH_MESSAGES.waiting,
  preparing: PHOTO_BATCH_MESSAGES.preparing,
  uploading: PHOTO_BATCH_MESSAGES.uploading,
  saving: PHOTO_BATCH_MESSAGES.saving,
  done: PHOTO_BATCH_MESSAGES.done,
};

export function BatchRow({ row }: { row: Row }) {
  if (row.step === "failed") {
    return (
      <li data-testid="batch-failure" className="flex items-start gap-2 text-sm text-red-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
        <span className="min-w-0 break-words">{PHOTO_BATCH_MESSAGES.failed(row.name, row.reason ?? "")}</span>
      </li>
    );
  }
  const percent = Math.round(row.progress * 100);
  // Sent, the file is full even while the photo is being written.
  const filled = row.step === "done" || row.step === "saving";
  return (
    <li data-testid="batch-row" className="text-sm">
      <p className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate text-sand-50">{row.name}</span>
        <span className={`inline-flex shrink-0 items-center gap-1.5 ${row.step === "done" ? "text-emerald-300" : "text-sand-200"}`}>
          {row.step === "done" ? <CircleCheck className="size-4" aria-hidden="true" /> : null}
          {row.step === "preparing" || row.step === "saving" ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          {STEP_WORDS[row.step]}
          {row.step === "uploading" ? <span className="tabular-nums">{percent} %</span> : null}
        </span>
      </p>
      <ProgressBar label={PHOTO_BATCH_MESSAGES.progress(row.name)} percent={filled ? 100 : percent} className="mt-1.5 h-1.5" />
    </li>
  );
}
