// « Sauvegarde » (docs/product.md §17): a button beside the admin's title opening a dialog with
// « Exporter » (the whole content downloaded as one file) and « Importer » (a file chosen, checked
// by the API, what it would change shown, then confirmed: the content replaced all at once).
import { CircleCheck, DatabaseBackup, Download, FileUp, LoaderCircle, Upload } from "lucide-react";
import { useId, type ChangeEvent, type ReactNode, type Ref } from "react";
import { TRANSFER_MESSAGES as T } from "../../../../shared/messages";
import { Button, buttonClass } from "../../ui/Button";
import { DialogButton } from "./DialogButton";
import { FormAlert } from "./FormAlert";
import { FormFooter } from "./FormFooter";
import { Modal } from "./Modal";
import { ImportChanges, PreviewPanel } from "./TransferPreview";
import { useTransferExport } from "./useTransferExport";
import { usePreviewFocus, useTransferImport, type ImportStage } from "./useTransferImport";

export const BACKUP_LABEL = "Sauvegarde";

const spinner = <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />;

/** A section's small title, which names the section. */
function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">
      {children}
    </h3>
  );
}

/** « Exporter »: out of use while an import replaces the content. */
function ExportSection({ headingId, importing }: { headingId: string; importing: boolean }) {
  const { exporting, onExport } = useTransferExport();
  const busy = exporting.kind === "busy";
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <SectionHeading id={headingId}>Exporter</SectionHeading>
      <p className="text-sm text-sand-200">{T.exportHint}</p>
      <Button kind="outline" size="lg" data-autofocus="" onClick={() => void onExport()} disabled={busy || importing}>
        {busy ? spinner : <Download className="size-4" aria-hidden="true" />}
        {busy ? T.exporting : "Exporter"}
      </Button>
      <p role="status" className="text-sm text-emerald-300 empty:hidden">
        {exporting.kind === "done" ? T.exported(exporting.name) : ""}
      </p>
      {exporting.kind === "failed" ? <FormAlert message={exporting.message} /> : null}
    </section>
  );
}

/** « Choisir un fichier »: the file input, hidden in a label drawn as a button. */
function ChooseFile({ inputId, importing, onChoose }: { inputId: string; importing: boolean; onChoose: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const look = `cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-ember-400/40 ${importing ? "pointer-events-none opacity-60" : ""}`;
  return (
    <label htmlFor={inputId} className={buttonClass("outline", "lg", look)}>
      <FileUp className="size-4" aria-hidden="true" />
      Choisir un fichier
      <input id={inputId} type="file" accept="application/json,.json" disabled={importing} onChange={onChoose} className="sr-only" />
    </label>
  );
}

/** Read out as it changes: the file being checked, then the import done and what it changed. */
function ImportProgress({ stage }: { stage: ImportStage }) {
  return (
    <div aria-live="polite" className="space-y-4">
      {stage.kind === "checking" ? (
        <p className="flex items-center gap-2 text-sm text-sand-200">
          {spinner}
          {T.checking}
        </p>
      ) : null}
      {stage.kind === "done" ? (
        <div data-testid="transfer-done" className="space-y-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
            <CircleCheck className="size-4" aria-hidden="true" />
            {T.imported}
          </p>
          <ImportChanges summary={stage.summary} />
        </div>
      ) : null}
    </div>
  );
}

/** Why the file was refused, with each problem the API found in it. */
function ImportRefusal({ message, problems }: { message: string; problems: string[] }) {
  return (
    <div className="space-y-2">
      <FormAlert message={message} />
      {problems.length > 0 ? (
        <ul data-testid="transfer-problems" className="list-disc space-y-1 pl-5 text-sm text-red-200">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface ImportSectionProps {
  inputId: string;
  stage: ImportStage;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  previewHeading: Ref<HTMLHeadingElement>;
}

/** « Importer »: the file chosen, then where its import stands. */
function ImportSection({ inputId, stage, onChoose, previewHeading }: ImportSectionProps) {
  const shown = stage.kind === "preview" || stage.kind === "importing" ? stage : null;
  return (
    <section aria-labelledby={`${inputId}-import`} className="space-y-3 border-t border-white/10 pt-6">
      <SectionHeading id={`${inputId}-import`}>Importer</SectionHeading>
      <p className="text-sm text-sand-200">{T.importHint}</p>
      <ChooseFile inputId={inputId} importing={stage.kind === "importing"} onChoose={onChoose} />
      <ImportProgress stage={stage} />
      {stage.kind === "refused" ? <ImportRefusal message={stage.message} problems={stage.problems} /> : null}
      {stage.kind === "preview" ? <FormAlert message={stage.notice} /> : null}
      {shown ? <PreviewPanel name={shown.name} preview={shown.preview} headingRef={previewHeading} /> : null}
    </section>
  );
}

interface TransferFooterProps {
  done: boolean;
  importing: boolean;
  ready: boolean;
  onImport: () => void;
  onClose: () => void;
}

/** « Terminer » once imported; before, « Annuler » and « Importer », plainly out of use until a preview allows it. */
function TransferFooter({ done, importing, ready, onImport, onClose }: TransferFooterProps) {
  if (done)
    return (
      <div className="flex shrink-0 justify-end border-t border-white/10 bg-night-900 px-5 py-4 sm:px-7">
        <Button kind="outline" size="lg" onClick={onClose} className="flex-1 sm:flex-none">
          Terminer
        </Button>
      </div>
    );
  return (
    <FormFooter onCancel={onClose} busy={importing}>
      <Button kind={ready || importing ? "primary" : "outline"} size="lg" onClick={onImport} disabled={!ready} className="flex-[2] sm:flex-none">
        {importing ? spinner : <Upload className="size-4" aria-hidden="true" />}
        {importing ? T.importing : "Importer"}
      </Button>
    </FormFooter>
  );
}

function TransferDialog({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const { stage, importing, ready, onChoose, onImport } = useTransferImport();
  const previewHeading = usePreviewFocus(stage);
  return (
    <Modal title={T.title} onClose={onClose} locked={importing}>
      <div className="min-h-0 flex-1 space-y-8 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
        <ExportSection headingId={`${inputId}-export`} importing={importing} />
        <ImportSection inputId={inputId} stage={stage} onChoose={(event) => void onChoose(event)} previewHeading={previewHeading} />
      </div>
      <TransferFooter done={stage.kind === "done"} importing={importing} ready={ready} onImport={() => void onImport()} onClose={onClose} />
    </Modal>
  );
}

/** « Sauvegarde », beside the admin's title. */
export const TransferButton = () => <DialogButton icon={DatabaseBackup} label={BACKUP_LABEL} dialog={(onClose) => <TransferDialog onClose={onClose} />} />;
