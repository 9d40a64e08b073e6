// « Ajouter plusieurs photos » (docs/product.md §19): files picked or dropped together, sent by usePhotoBatch,
// each with its row; a refused file is listed with its reason, the others become photos all the same.
import { ImagePlus } from "lucide-react";
import { useId } from "react";
import { MAX_UPLOAD_MB } from "../../../../shared/limits";
import { PHOTO_BATCH_MESSAGES } from "../../../../shared/messages";
import { Button } from "../../ui/Button";
import { BatchRow } from "./BatchRow";
import { takeInputFiles, useDropZone } from "./useDropZone";
import { usePhotoBatch, type Row } from "./usePhotoBatch";

export function MultiUpload() {
  const { rows, take, clear } = usePhotoBatch();
  return (
    <div className="mb-6">
      <BatchPicker onFiles={take} />
      {rows.length > 0 ? <BatchRows rows={rows} onClear={clear} /> : null}
    </div>
  );
}

/** The zone that takes the files, picked or dropped. */
function BatchPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const hintId = useId();
  const nameId = useId();
  const { dragging, dropProps } = useDropZone(onFiles);
  const look = dragging ? "border-ember-400 bg-ember-500/10" : "border-white/15 bg-night-950/40 hover:border-ember-400/70";
  return (
    <>
      <label
        htmlFor={inputId}
        {...dropProps}
        className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-3 transition focus-within:border-ember-400 ${look}`}
      >
        <ImagePlus className="size-6 shrink-0 text-ember-400" aria-hidden="true" />
        <span className="min-w-0">
          <span id={nameId} className="block text-sm font-semibold text-sand-50">
            {PHOTO_BATCH_MESSAGES.action}
          </span>
          <span id={hintId} className="block text-xs text-sand-400">
            {PHOTO_BATCH_MESSAGES.hint(MAX_UPLOAD_MB)}
          </span>
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => onFiles(takeInputFiles(event))}
        aria-labelledby={nameId}
        aria-describedby={hintId}
        className="sr-only"
      />
    </>
  );
}

/** The files' rows and, once every file is over, the sum of it and a button to clear them. */
function BatchRows({ rows, onClear }: { rows: Row[]; onClear: () => void }) {
  const failed = rows.filter((row) => row.step === "failed").length;
  const finished = rows.every((row) => row.step === "done" || row.step === "failed");
  return (
    <div className="mt-3 rounded-2xl border border-white/10 bg-night-900/80 p-3 sm:p-4">
      <ul className="space-y-2" data-testid="batch-rows">
        {rows.map((row) => (
          <BatchRow key={row.key} row={row} />
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium text-sand-200">
          {finished ? PHOTO_BATCH_MESSAGES.summary(rows.length - failed, failed) : ""}
        </p>
        {finished ? (
          <Button kind="outline" onClick={onClear}>
            {PHOTO_BATCH_MESSAGES.clear}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
