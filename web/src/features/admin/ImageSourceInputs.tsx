// The image field's two inputs: the address typed, or the file chosen or dropped (docs/product.md §4, §5).
// Both take the field's id, so that its label and error name whichever is shown.
import { ImageUp } from "lucide-react";
import { MAX_IMAGE_EDGE, MAX_UPLOAD_MB } from "../../../../shared/limits";
import { fieldInputClass } from "./fieldInputClass";
import { takeInputFiles, useDropZone } from "./useDropZone";

interface ImageInputProps {
  id: string;
  hintId: string;
  describedBy: string;
  value: string;
  error?: string;
}

export function ImageUrlInput({ id, hintId, describedBy, value, error, onType }: ImageInputProps & { onType: (text: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Adresse de l’image
      </label>
      <input
        id={id}
        name="image"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        placeholder="https://… ou /images/…"
        value={value}
        onChange={(event) => onType(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldInputClass}
      />
      <p id={hintId} className="mt-1.5 text-xs text-sand-400">
        Collez l’adresse d’une image en ligne, ou choisissez « Fichier » pour envoyer une photo.
      </p>
    </>
  );
}

export function ImageFileInput({ id, hintId, describedBy, value, error, onFile }: ImageInputProps & { onFile: (file: File) => void }) {
  const take = (files: File[]) => {
    if (files[0]) onFile(files[0]);
  };
  const { dragging, dropProps } = useDropZone(take);
  const look = dragging ? "border-ember-400 bg-ember-500/10" : "border-white/15 bg-night-950/40 hover:border-ember-400/70";
  return (
    <>
      <label
        htmlFor={id}
        {...dropProps}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition ${look} ${error ? "border-red-400/80" : ""}`}
      >
        <ImageUp className="size-7 text-ember-400" aria-hidden="true" />
        <span className="text-sm font-semibold text-sand-50">{value ? "Choisir une autre image" : "Choisir une image"}</span>
        <span id={hintId} className="text-xs text-sand-400">
          JPEG, PNG, WebP, GIF ou AVIF · {MAX_UPLOAD_MB} Mo maximum · les grandes photos sont réduites à {MAX_IMAGE_EDGE} px
        </span>
      </label>
      <input
        id={id}
        name="image-file"
        type="file"
        accept="image/*"
        onChange={(event) => take(takeInputFiles(event))}
        aria-describedby={describedBy}
        className="sr-only"
      />
    </>
  );
}
