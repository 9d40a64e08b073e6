// Where the image field's upload stands (docs/product.md §5), read out as it changes: preparing, sending
// with its progress bar, sent (and whether it was scaled down), or failed with the reason.
import { LoaderCircle } from "lucide-react";
import { MAX_IMAGE_EDGE } from "../../../../shared/limits";
import { ProgressBar } from "./ProgressBar";
import type { UploadState } from "./useImageUpload";

export function UploadStatus({ id, upload }: { id: string; upload: UploadState }) {
  if (upload.state === "idle") return null;
  return (
    <div id={id} className="mt-3 text-sm" aria-live="polite">
      {upload.state === "preparing" ? (
        <p className="flex items-center gap-2 text-sand-200">
          <LoaderCircle className="size-4 animate-spin text-ember-400" aria-hidden="true" />
          Préparation de l’image…
        </p>
      ) : null}
      {upload.state === "uploading" ? <UploadProgress percent={Math.round(upload.progress * 100)} /> : null}
      {upload.state === "done" ? <p className="text-emerald-300">Image envoyée{upload.scaled ? ` (réduite à ${MAX_IMAGE_EDGE} px maximum)` : ""}.</p> : null}
      {upload.state === "failed" ? (
        <p role="alert" className="text-red-300">
          L’image n’a pas pu être envoyée : {upload.message}
        </p>
      ) : null}
    </div>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div>
      <p className="flex items-center justify-between gap-3 text-sand-200">
        <span className="truncate">Envoi de l’image…</span>
        <span className="tabular-nums">{percent} %</span>
      </p>
      <ProgressBar label="Envoi de l’image" percent={percent} className="mt-2 h-2" />
    </div>
  );
}
