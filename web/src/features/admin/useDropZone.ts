// A zone that takes files dropped on it (the image field's, « Ajouter plusieurs photos »), lit while
// files hover it; and the files of a file input, which is emptied so that the same ones can be chosen again.
import { useState, type ChangeEvent, type DragEvent } from "react";

export function useDropZone(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      // Without this, the browser opens the file instead of dropping it here.
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      onFiles([...(event.dataTransfer.files ?? [])]);
    },
  };
  return { dragging, dropProps };
}

/** The files chosen in the input; emptied, the input takes the same files again (after a refusal). */
export function takeInputFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.target.files ?? [])];
  event.target.value = "";
  return files;
}
