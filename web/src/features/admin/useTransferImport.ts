// « Importer » (docs/product.md §17): a chosen file read, checked by the API, its changes previewed,
// then imported; a preview the site has outgrown by then is asked for again.
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { changesNothing, type ImportPreview, type ImportSummary } from "../../../../shared/transfer";
import { useData } from "../../data/DataProvider";
import type { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errorMessage";
import { previewImport, readChosenFile, runImport } from "./transfer";

/** Where the import stands: no file yet, one being checked, refused, previewed, being imported, done. */
export type ImportStage =
  | { kind: "none" }
  | { kind: "checking"; name: string }
  | { kind: "refused"; name: string; message: string; problems: string[] }
  | { kind: "preview"; name: string; json: unknown; preview: ImportPreview; notice: string | null }
  | { kind: "importing"; name: string; json: unknown; preview: ImportPreview }
  | { kind: "done"; summary: ImportSummary };

/** Whether « Importer » may be pressed: a preview that changes something and misses no image. */
const isReady = (stage: ImportStage) => stage.kind === "preview" && stage.preview.missingImages.length === 0 && !changesNothing(stage.preview);

export function useTransferImport() {
  const data = useData();
  const [stage, setStage] = useState<ImportStage>({ kind: "none" });

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

  return { stage, importing: stage.kind === "importing", ready: isReady(stage), onChoose, onImport };
}

/** The preview's title, focused whenever a new preview is shown: it is read from there. */
export function usePreviewFocus(stage: ImportStage) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previewShown = stage.kind === "preview" ? stage.preview : null;
  useEffect(() => {
    if (previewShown) heading.current?.focus();
  }, [previewShown]);
  return heading;
}
