// « Ajouter plusieurs photos » (docs/product.md §19): files picked or dropped together, each checked
// (docs/product.md §5), scaled down and sent as ImageField does, with its own progress bar, at most
// MAX_PARALLEL_UPLOADS at a time, then added as a photo titled after its file's name. A refused file is
// listed with its reason; the others become photos all the same, editable in the list at once.
import { CircleCheck, ImagePlus, LoaderCircle, TriangleAlert } from "lucide-react";
import { useId, useState, type ChangeEvent, type DragEvent } from "react";
import { MAX_IMAGE_EDGE, MAX_PARALLEL_UPLOADS, MAX_UPLOAD_MB } from "../../../shared/limits";
import { FILE_MESSAGES, PHOTO_BATCH_MESSAGES } from "../../../shared/messages";
import { useData } from "../data/DataProvider";
import { useWrites } from "../data/writes";
import { writeErrorMessage } from "./forms";
import { createLimiter, titleFromFileName } from "./photoBatch";
import { MAX_INLINE_EDGE, checkImageFile, prepareImage, storePreparedImage } from "./upload";

type Step = "waiting" | "preparing" | "uploading" | "saving" | "done" | "failed";

interface Row {
  key: number;
  name: string;
  step: Step;
  /** 0 to 1, while uploading. */
  progress: number;
  /** Why it was refused. */
  reason?: string;
}

const isOver = (row: Row) => row.step === "done" || row.step === "failed";

/** Thrown with the French reason of a step that failed (a file that cannot be read). */
class Refused extends Error {}

let nextKey = 0;

export function MultiUpload() {
  const { remoteAvailable } = useData();
  const writes = useWrites();
  const inputId = useId();
  const hintId = useId();
  const nameId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);
  const [limit] = useState(() => createLimiter(MAX_PARALLEL_UPLOADS));

  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addPhoto = async (key: number, file: File) => {
    update(key, { step: "preparing" });
    const prepared = await prepareImage(file, remoteAvailable ? MAX_IMAGE_EDGE : MAX_INLINE_EDGE, !remoteAvailable).catch((error: unknown) => {
      console.warn("Image illisible :", error);
      throw new Refused(FILE_MESSAGES.read);
    });
    update(key, { step: "uploading", progress: 0 });
    const image = await storePreparedImage(file, prepared, remoteAvailable, (progress) => update(key, { progress }));
    update(key, { step: "saving" });
    await writes.add("photos", { title: titleFromFileName(file.name), image, description: PHOTO_BATCH_MESSAGES.description });
    update(key, { step: "done" });
  };

  const take = (files: readonly File[]) => {
    const added = files.map((file) => ({
      file,
      row: { key: nextKey++, name: file.name, step: "waiting" as Step, progress: 0, reason: checkImageFile(file) ?? undefined },
    }));
    setRows((current) => [...current, ...added.map(({ row }) => (row.reason ? { ...row, step: "failed" as Step } : row))]);
    for (const { file, row } of added) {
      if (row.reason) continue;
      void limit(() => addPhoto(row.key, file)).catch((error: unknown) => {
        console.warn("Photo non ajoutée :", error);
        update(row.key, { step: "failed", reason: error instanceof Refused ? error.message : writeErrorMessage("photos", error) });
      });
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files may be chosen again.
    event.target.value = "";
    take(files);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...(event.dataTransfer.files ?? [])]);
  };

  const failed = rows.filter((row) => row.step === "failed");
  const finished = rows.length > 0 && rows.every(isOver);

  return (
    <div className="mb-6">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-3 transition focus-within:border-ember-400 ${
          dragging ? "border-ember-400 bg-ember-500/10" : "border-white/15 bg-night-950/40 hover:border-ember-400/70"
        }`}
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
      <input id={inputId} type="file" accept="image/*" multiple onChange={onFiles} aria-labelledby={nameId} aria-describedby={hintId} className="sr-only" />

      {rows.length > 0 ? (
        <div className="mt-3 rounded-2xl border border-white/10 bg-night-900/80 p-3 sm:p-4">
          <ul className="space-y-2" data-testid="batch-rows">
            {rows.map((row) => (
              <BatchRow key={row.key} row={row} />
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm font-medium text-sand-200">
              {finished ? PHOTO_BATCH_MESSAGES.summary(rows.length - failed.length, failed.length) : ""}
            </p>
            {finished ? (
              <button
                type="button"
                onClick={() => setRows([])}
                className="inline-flex h-11 items-center rounded-full border border-white/15 px-4 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300"
              >
                {PHOTO_BATCH_MESSAGES.clear}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

const STEP_WORDS: Record<Exclude<Step, "failed">, string> = {
  waiting: PHOTO_BATCH_MESSAGES.waiting,
  preparing: PHOTO_BATCH_MESSAGES.preparing,
  uploading: PHOTO_BATCH_MESSAGES.uploading,
  saving: PHOTO_BATCH_MESSAGES.saving,
  done: PHOTO_BATCH_MESSAGES.done,
};

function BatchRow({ row }: { row: Row }) {
  if (row.step === "failed") {
    return (
      <li data-testid="batch-failure" className="flex items-start gap-2 text-sm text-red-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
        <span className="min-w-0 break-words">{PHOTO_BATCH_MESSAGES.failed(row.name, row.reason ?? "")}</span>
      </li>
    );
  }
  const percent = Math.round(row.progress * 100);
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
      <div
        role="progressbar"
        aria-label={PHOTO_BATCH_MESSAGES.progress(row.name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={row.step === "done" || row.step === "saving" ? 100 : percent}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-ember-500 to-orchid-500 transition-[width] duration-200"
          style={{ width: `${row.step === "done" || row.step === "saving" ? 100 : percent}%` }}
        />
      </div>
    </li>
  );
}
