// « Ajouter plusieurs photos » (docs/product.md §19): each file checked (§5), scaled down, sent and added
// as a photo titled after its name, at most MAX_PARALLEL_UPLOADS at a time; a row per file says where it stands.
import { useState } from "react";
import { MAX_IMAGE_EDGE, MAX_PARALLEL_UPLOADS } from "../../../../shared/limits";
import { FILE_MESSAGES, PHOTO_BATCH_MESSAGES } from "../../../../shared/messages";
import { useData } from "../../data/DataProvider";
import { useWrites } from "./writes";
import { writeErrorMessage } from "./forms";
import { createLimiter, titleFromFileName } from "./photoBatch";
import { MAX_INLINE_EDGE, checkImageFile, prepareImage, storePreparedImage } from "./upload";

export type Step = "waiting" | "preparing" | "uploading" | "saving" | "done" | "failed";

export interface Row {
  key: number;
  name: string;
  step: Step;
  /** 0 to 1, while uploading. */
  progress: number;
  /** Why it was refused. */
  reason?: string;
}

/** Thrown with the French reason of a step that failed (a file that cannot be read). */
class Refused extends Error {}

let nextKey = 0;

/** A row for each file, already failed when the file is refused before it is sent. */
const rowsOf = (files: readonly File[]) =>
  files.map((file) => {
    const reason = checkImageFile(file) ?? undefined;
    return { file, row: { key: nextKey++, name: file.name, step: (reason ? "failed" : "waiting") as Step, progress: 0, reason } };
  });

export function usePhotoBatch() {
  const { remoteAvailable } = useData();
  const writes = useWrites();
  const [rows, setRows] = useState<Row[]>([]);
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
    const added = rowsOf(files);
    setRows((current) => [...current, ...added.map(({ row }) => row)]);
    for (const { file, row } of added) {
      if (row.reason) continue;
      void limit(() => addPhoto(row.key, file)).catch((error: unknown) => {
        console.warn("Photo non ajoutée :", error);
        update(row.key, { step: "failed", reason: error instanceof Refused ? error.message : writeErrorMessage("photos", error) });
      });
    }
  };

  return { rows, take, clear: () => setRows([]) };
}
