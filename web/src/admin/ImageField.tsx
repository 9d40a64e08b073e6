// The image of an item (docs/product.md §2, §4, §5): an address (the default) or a file. A file is checked
// with the alerts of docs/product.md §5, scaled down in the browser when it is big, sent to /api/images with a
// progress bar, followed by an 800 px wide copy when it is wider than that (not for a GIF, which
// may be animated), and the field then holds the returned /images/... address. A preview shows
// when there is an image and hides when it fails to load. Typing an address drops the chosen file
// and its preview; the temporary preview is released when the field goes (the form is sent or
// closed).
import { ImageUp, Link2, LoaderCircle, Upload } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useData } from "../data/DataProvider";
import { FILE_MESSAGES } from "../../../shared/messages";
import { errorMessage } from "../lib/errorMessage";
import { MAX_IMAGE_EDGE, MAX_UPLOAD_MB } from "../../../shared/limits";
import { MAX_INLINE_EDGE, checkImageFile, prepareImage, storePreparedImage } from "./upload";

export type ImageSource = "url" | "file";

interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Tells the form that an upload is under way (it then waits before sending). */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** Clears the field's error when the image changes. */
  onEdit?: () => void;
}

type Upload =
  | { state: "idle" }
  | { state: "preparing"; name: string }
  | { state: "uploading"; name: string; progress: number }
  | { state: "done"; name: string; scaled: boolean }
  | { state: "failed"; name: string; message: string };

const segment =
  "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition sm:flex-none aria-checked:bg-ember-500 aria-checked:text-night-950 aria-[checked=false]:text-sand-200 aria-[checked=false]:hover:text-sand-50";

export function ImageField({ id, label, value, onChange, onBusyChange, error, onEdit }: ImageFieldProps) {
  const { remoteAvailable } = useData();
  const [source, setSource] = useState<ImageSource>("url");
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  /** The address whose preview failed to load: hidden until the field shows another one. */
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previewRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const hintId = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  /** Replaces the temporary preview, releasing the previous one. */
  const setPreview = useCallback((url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setLocalPreview(url);
  }, []);

  // Leaving (the form was sent or closed): stop an upload and release the temporary preview.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = null;
    },
    [],
  );

  const busy = upload.state === "preparing" || upload.state === "uploading";
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const shown = localPreview ?? value.trim();

  const takeFile = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      alert(problem);
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    onEdit?.();
    setUpload({ state: "preparing", name: file.name });
    let prepared;
    try {
      prepared = await prepareImage(file, remoteAvailable ? MAX_IMAGE_EDGE : MAX_INLINE_EDGE, !remoteAvailable);
    } catch (caught) {
      if (controller.signal.aborted) return;
      console.warn("Image illisible :", caught);
      setUpload({ state: "idle" });
      alert(FILE_MESSAGES.read);
      return;
    }
    if (controller.signal.aborted) return;
    setPreview(URL.createObjectURL(prepared.blob));
    try {
      if (remoteAvailable) setUpload({ state: "uploading", name: file.name, progress: 0 });
      const url = await storePreparedImage(
        file,
        prepared,
        remoteAvailable,
        (progress) => {
          if (!controller.signal.aborted) setUpload({ state: "uploading", name: file.name, progress });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      onChange(url);
      setUpload({ state: "done", name: file.name, scaled: prepared.scaled });
    } catch (caught) {
      if (controller.signal.aborted || (caught as { name?: string })?.name === "AbortError") return;
      setPreview(null);
      setUpload({ state: "failed", name: file.name, message: errorMessage(caught) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = "";
    if (file) void takeFile(file);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file) void takeFile(file);
  };

  const onTypeUrl = (text: string) => {
    // docs/product.md §4: typing an address drops any chosen file and its preview.
    abortRef.current?.abort();
    abortRef.current = null;
    setPreview(null);
    setUpload({ state: "idle" });
    onEdit?.();
    onChange(text);
  };

  const choose = (next: ImageSource) => {
    setSource(next);
  };

  const percent = upload.state === "uploading" ? Math.round(upload.progress * 100) : 0;
  const describedBy = [hintId, error ? errorId : "", upload.state !== "idle" ? statusId : ""].filter(Boolean).join(" ");

  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-sand-200">
        {label}{" "}
        <span className="text-ember-400" aria-hidden="true">
          *
        </span>
      </legend>

      <div
        role="radiogroup"
        aria-label="Source de l’image"
        className="flex w-full gap-1 rounded-full border border-white/10 bg-night-950/60 p-1 sm:inline-flex sm:w-auto"
      >
        <button type="button" role="radio" aria-checked={source === "url"} onClick={() => choose("url")} className={segment}>
          <Link2 className="size-4" aria-hidden="true" />
          Adresse (URL)
        </button>
        <button type="button" role="radio" aria-checked={source === "file"} onClick={() => choose("file")} className={segment}>
          <Upload className="size-4" aria-hidden="true" />
          Fichier
        </button>
      </div>

      <div className="mt-3">
        {source === "url" ? (
          <>
            <label htmlFor={id} className="sr-only">
              Adresse de l’image
            </label>
            <input
              key="url"
              id={id}
              name="image"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              required
              placeholder="https://… ou /images/…"
              value={value}
              onChange={(event) => onTypeUrl(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={fieldInputClass}
            />
            <p id={hintId} className="mt-1.5 text-xs text-sand-400">
              Collez l’adresse d’une image en ligne, ou choisissez « Fichier » pour envoyer une photo.
            </p>
          </>
        ) : (
          <>
            <label
              htmlFor={id}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition ${
                dragging ? "border-ember-400 bg-ember-500/10" : "border-white/15 bg-night-950/40 hover:border-ember-400/70"
              } ${error ? "border-red-400/80" : ""}`}
            >
              <ImageUp className="size-7 text-ember-400" aria-hidden="true" />
              <span className="text-sm font-semibold text-sand-50">{value ? "Choisir une autre image" : "Choisir une image"}</span>
              <span id={hintId} className="text-xs text-sand-400">
                JPEG, PNG, WebP, GIF ou AVIF · {MAX_UPLOAD_MB} Mo maximum · les grandes photos sont réduites à {MAX_IMAGE_EDGE} px
              </span>
            </label>
            <input key="file" id={id} name="image-file" type="file" accept="image/*" onChange={onFile} aria-describedby={describedBy} className="sr-only" />
          </>
        )}
      </div>

      {upload.state !== "idle" ? (
        <div id={statusId} className="mt-3 text-sm" aria-live="polite">
          {upload.state === "preparing" ? (
            <p className="flex items-center gap-2 text-sand-200">
              <LoaderCircle className="size-4 animate-spin text-ember-400" aria-hidden="true" />
              Préparation de l’image…
            </p>
          ) : null}
          {upload.state === "uploading" ? (
            <div>
              <p className="flex items-center justify-between gap-3 text-sand-200">
                <span className="truncate">Envoi de l’image…</span>
                <span className="tabular-nums">{percent} %</span>
              </p>
              <div
                role="progressbar"
                aria-label="Envoi de l’image"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-ember-500 to-orchid-500 transition-[width] duration-200"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </div>
          ) : null}
          {upload.state === "done" ? (
            <p className="text-emerald-300">Image envoyée{upload.scaled ? ` (réduite à ${MAX_IMAGE_EDGE} px maximum)` : ""}.</p>
          ) : null}
          {upload.state === "failed" ? (
            <p role="alert" className="text-red-300">
              L’image n’a pas pu être envoyée : {upload.message}
            </p>
          ) : null}
        </div>
      ) : null}

      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}

      {shown && brokenSrc !== shown ? (
        <div className="mt-3 overflow-hidden rounded-2xl border border-white/10 bg-night-950">
          <img
            key={shown}
            src={shown}
            alt="Aperçu de l’image"
            data-testid="image-preview"
            onError={() => setBrokenSrc(shown)}
            className="max-h-64 w-full object-contain"
          />
        </div>
      ) : null}
    </fieldset>
  );
}

export const fieldInputClass =
  "block w-full rounded-xl border border-white/15 bg-night-950/60 px-4 py-3 text-base text-sand-50 placeholder:text-sand-400/60 transition focus:border-ember-400 focus:outline-none focus:ring-2 focus:ring-ember-400/30 aria-[invalid=true]:border-red-400/80";
