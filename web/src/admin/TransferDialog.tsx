// « Sauvegarde » (docs/product.md §17): a button beside the admin's title opening a dialog with
// « Exporter » (the whole content downloaded as one file) and « Importer » (a file chosen, checked
// by the API, what it would change shown, then confirmed: the content replaced all at once).
import { CircleCheck, DatabaseBackup, Download, FileUp, LoaderCircle, TriangleAlert, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from "react";
import { COLLECTION_NAMES, COLLECTIONS } from "../../../shared/collections";
import { API_MESSAGES, TRANSFER_MESSAGES as T } from "../../../shared/messages";
import { changesNothing, type ImportPreview, type ImportSummary } from "../../../shared/transfer";
import { useData } from "../data/DataProvider";
import type { ApiError } from "../lib/api";
import { errorMessage } from "../lib/errorMessage";
import { DialogButton } from "./DialogButton";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";
import { Modal } from "./Modal";
import { downloadExport, previewImport, readChosenFile, runImport } from "./transfer";

export const BACKUP_LABEL = "Sauvegarde";

/** Where the import stands: no file yet, one being checked, refused, previewed, being imported, done. */
type ImportStage =
  | { kind: "none" }
  | { kind: "checking"; name: string }
  | { kind: "refused"; name: string; message: string; problems: string[] }
  | { kind: "preview"; name: string; json: unknown; preview: ImportPreview; notice: string | null }
  | { kind: "importing"; name: string; json: unknown; preview: ImportPreview }
  | { kind: "done"; summary: ImportSummary };

type ExportStage = { kind: "idle" } | { kind: "busy" } | { kind: "done"; name: string } | { kind: "failed"; message: string };

const secondaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/15 px-6 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300 disabled:cursor-wait disabled:opacity-60";

/** What an import changes (or changed), one line per collection and one for the profile. */
function Changes({ summary }: { summary: ImportSummary }) {
  return (
    <ul data-testid="transfer-changes" className="space-y-2 text-sm">
      {COLLECTION_NAMES.map((name) => {
        const { added, changed, removed, unchanged } = summary.collections[name];
        return (
          <li key={name} className="rounded-xl border border-white/10 bg-night-950/40 px-4 py-2.5">
            <span className="font-semibold text-sand-50">{COLLECTIONS[name].words.plural} : </span>
            <span className="text-sand-200">{T.counts(added, changed, removed, unchanged)}</span>
          </li>
        );
      })}
      <li className="rounded-xl border border-white/10 bg-night-950/40 px-4 py-2.5">
        <span className="font-semibold text-sand-50">{T.profilePlace} : </span>
        <span className="text-sand-200">{T.profileChange[summary.profile]}</span>
      </li>
    </ul>
  );
}

function Preview({ name, preview, headingRef }: { name: string; preview: ImportPreview; headingRef: Ref<HTMLHeadingElement> }) {
  const missing = preview.missingImages;
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-sand-50 focus-visible:outline-none">
        {T.previewTitle(name)}
      </h3>
      <Changes summary={preview} />
      {missing.length > 0 ? (
        <div role="alert" data-testid="transfer-missing-images" className="rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm text-red-200">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
            {T.missingImagesTitle(missing.length)}
          </p>
          <ul className="mt-2 space-y-1 font-mono text-xs break-all">
            {missing.map((image) => (
              <li key={image}>{image}</li>
            ))}
          </ul>
          <p className="mt-2">{API_MESSAGES.IMAGES_MISSING}</p>
        </div>
      ) : (
        <p className="flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-500/10 px-4 py-3 text-sm font-medium text-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
          {changesNothing(preview) ? T.nothingChanges : T.replaceWarning}
        </p>
      )}
    </div>
  );
}

function TransferDialog({ onClose }: { onClose: () => void }) {
  const data = useData();
  const inputId = useId();
  const [exporting, setExporting] = useState<ExportStage>({ kind: "idle" });
  const [stage, setStage] = useState<ImportStage>({ kind: "none" });
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const importing = stage.kind === "importing";

  // A new preview is read from its title.
  const previewShown = stage.kind === "preview" ? stage.preview : null;
  useEffect(() => {
    if (previewShown) previewHeading.current?.focus();
  }, [previewShown]);

  const onExport = async () => {
    setExporting({ kind: "busy" });
    try {
      setExporting({ kind: "done", name: await downloadExport() });
    } catch (error) {
      setExporting({ kind: "failed", message: errorMessage(error) });
    }
  };

  /** Asks the API what the file would change; `notice` says why it is asked again. */
  const check = async (name: string, json: unknown, notice: string | null = null) => {
    setStage({ kind: "checking", name });
    try {
      setStage({ kind: "preview", name, json, preview: await previewImport(json), notice });
    } catch (error) {
      const problems = ((error as Partial<ApiError>).fields ?? []).map((problem) => problem.message);
      setStage({ kind: "refused", name, message: errorMessage(error), problems });
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a change.
    event.target.value = "";
    if (!file) return;
    const chosen = await readChosenFile(file);
    if ("refusal" in chosen) setStage({ kind: "refused", name: chosen.name, message: chosen.refusal, problems: [] });
    else await check(chosen.name, chosen.json);
  };

  const onImport = async () => {
    if (stage.kind !== "preview") return;
    const { name, json, preview } = stage;
    setStage({ kind: "importing", name, json, preview });
    try {
      const summary = await runImport(json, preview);
      setStage({ kind: "done", summary });
      void data.refresh();
    } catch (error) {
      const code = (error as Partial<ApiError>).code;
      // The site changed, or its images did, since the preview: show the new one, and say why.
      if (code === "CONTENT_CHANGED" || code === "IMAGES_MISSING") await check(name, json, errorMessage(error));
      else setStage({ kind: "preview", name, json, preview, notice: errorMessage(error) });
    }
  };

  const ready = stage.kind === "preview" && stage.preview.missingImages.length === 0 && !changesNothing(stage.preview);
  const shown = stage.kind === "preview" || stage.kind === "importing" ? stage : null;

  return (
    <Modal title={T.title} onClose={onClose} locked={importing}>
      <div className="min-h-0 flex-1 space-y-8 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
        <section aria-labelledby={`${inputId}-export`} className="space-y-3">
          <h3 id={`${inputId}-export`} className="text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">
            Exporter
          </h3>
          <p className="text-sm text-sand-200">{T.exportHint}</p>
          <button type="button" data-autofocus="" onClick={() => void onExport()} disabled={exporting.kind === "busy" || importing} className={secondaryButton}>
            {exporting.kind === "busy" ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {exporting.kind === "busy" ? T.exporting : "Exporter"}
          </button>
          <p role="status" className="text-sm text-emerald-300 empty:hidden">
            {exporting.kind === "done" ? T.exported(exporting.name) : ""}
          </p>
          {exporting.kind === "failed" ? <FormAlert message={exporting.message} /> : null}
        </section>

        <section aria-labelledby={`${inputId}-import`} className="space-y-3 border-t border-white/10 pt-6">
          <h3 id={`${inputId}-import`} className="text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">
            Importer
          </h3>
          <p className="text-sm text-sand-200">{T.importHint}</p>
          <label
            htmlFor={inputId}
            className={`${secondaryButton} cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-ember-400/40 ${importing ? "pointer-events-none opacity-60" : ""}`}
          >
            <FileUp className="size-4" aria-hidden="true" />
            Choisir un fichier
            <input
              id={inputId}
              type="file"
              accept="application/json,.json"
              disabled={importing}
              onChange={(event) => void onChoose(event)}
              className="sr-only"
            />
          </label>
          <div aria-live="polite" className="space-y-4">
            {stage.kind === "checking" ? (
              <p className="flex items-center gap-2 text-sm text-sand-200">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {T.checking}
              </p>
            ) : null}
            {stage.kind === "done" ? (
              <div data-testid="transfer-done" className="space-y-3">
                <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
                  <CircleCheck className="size-4" aria-hidden="true" />
                  {T.imported}
                </p>
                <Changes summary={stage.summary} />
              </div>
            ) : null}
          </div>
          {stage.kind === "refused" ? (
            <div className="space-y-2">
              <FormAlert message={stage.message} />
              {stage.problems.length > 0 ? (
                <ul data-testid="transfer-problems" className="list-disc space-y-1 pl-5 text-sm text-red-200">
                  {stage.problems.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {stage.kind === "preview" ? <FormAlert message={stage.notice} /> : null}
          {shown ? <Preview name={shown.name} preview={shown.preview} headingRef={previewHeading} /> : null}
        </section>
      </div>
      {stage.kind === "done" ? (
        <div className="flex shrink-0 justify-end border-t border-white/10 bg-night-900 px-5 py-4 sm:px-7">
          <button type="button" onClick={onClose} className={`${secondaryButton} flex-1 sm:flex-none`}>
            Terminer
          </button>
        </div>
      ) : (
        <FormFooter onCancel={onClose} busy={importing}>
          <button
            type="button"
            onClick={() => void onImport()}
            disabled={!ready}
            className={`inline-flex h-12 flex-[2] items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold transition sm:flex-none ${
              ready || importing
                ? "bg-ember-500 text-night-950 shadow-lg shadow-ember-500/20 hover:bg-ember-400 disabled:cursor-wait disabled:opacity-70"
                : "cursor-not-allowed bg-white/10 text-sand-400"
            }`}
          >
            {importing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
            {importing ? T.importing : "Importer"}
          </button>
        </FormFooter>
      )}
    </Modal>
  );
}

/** « Sauvegarde », beside the admin's title. */
export const TransferButton = () => <DialogButton icon={DatabaseBackup} label={BACKUP_LABEL} dialog={(onClose) => <TransferDialog onClose={onClose} />} />;
