// The image field's upload (docs/product.md §4, §5): a chosen file checked, scaled down, previewed, sent
// with its progress, its address then given to the form; typing an address stops it and drops the file.
import { useEffect, useState } from "react";
import { MAX_IMAGE_EDGE } from "../../../../shared/limits";
import { FILE_MESSAGES } from "../../../../shared/messages";
import { useData } from "../../data/DataProvider";
import { errorMessage } from "../../lib/errorMessage";
import { MAX_INLINE_EDGE, checkImageFile, prepareImage, storePreparedImage, type PreparedImage } from "./upload";
import { useAbortController } from "./useAbortController";
import { useObjectUrl } from "./useObjectUrl";

export type UploadState =
  | { state: "idle" }
  | { state: "preparing"; name: string }
  | { state: "uploading"; name: string; progress: number }
  | { state: "done"; name: string; scaled: boolean }
  | { state: "failed"; name: string; message: string };

interface ImageUploadOptions {
  onChange: (value: string) => void;
  onBusyChange: (busy: boolean) => void;
  onEdit?: () => void;
}

export function useImageUpload({ onChange, onBusyChange, onEdit }: ImageUploadOptions) {
  const { remoteAvailable } = useData();
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });
  // Leaving (the form was sent or closed) stops the upload and releases the preview.
  const abort = useAbortController();
  const [localPreview, setPreview] = useObjectUrl();

  const busy = upload.state === "preparing" || upload.state === "uploading";
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  /** The file scaled down, or null when it cannot be read (said, unless the upload was stopped meanwhile). */
  const prepare = async (file: File, signal: AbortSignal) => {
    try {
      return await prepareImage(file, remoteAvailable ? MAX_IMAGE_EDGE : MAX_INLINE_EDGE, !remoteAvailable);
    } catch (caught) {
      if (signal.aborted) return null;
      console.warn("Image illisible :", caught);
      setUpload({ state: "idle" });
      alert(FILE_MESSAGES.read);
      return null;
    }
  };

  const send = async (file: File, prepared: PreparedImage, controller: AbortController) => {
    const { signal } = controller;
    const onProgress = (progress: number) => {
      if (!signal.aborted) setUpload({ state: "uploading", name: file.name, progress });
    };
    try {
      if (remoteAvailable) setUpload({ state: "uploading", name: file.name, progress: 0 });
      const url = await storePreparedImage(file, prepared, remoteAvailable, onProgress, signal);
      if (signal.aborted) return;
      onChange(url);
      setUpload({ state: "done", name: file.name, scaled: prepared.scaled });
    } catch (caught) {
      if (signal.aborted || (caught as { name?: string })?.name === "AbortError") return;
      setPreview(null);
      setUpload({ state: "failed", name: file.name, message: errorMessage(caught) });
    } finally {
      abort.finish(controller);
    }
  };

  const takeFile = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      alert(problem);
      return;
    }
    // A new file replaces the one still on its way.
    const controller = abort.start();
    onEdit?.();
    setUpload({ state: "preparing", name: file.name });
    const prepared = await prepare(file, controller.signal);
    if (!prepared || controller.signal.aborted) return;
    setPreview(URL.createObjectURL(prepared.blob));
    await send(file, prepared, controller);
  };

  /** docs/product.md §4: typing an address drops any chosen file and its preview. */
  const typeUrl = (text: string) => {
    abort.stop();
    setPreview(null);
    setUpload({ state: "idle" });
    onEdit?.();
    onChange(text);
  };

  return { upload, localPreview, takeFile, typeUrl };
}
