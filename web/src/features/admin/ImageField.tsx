// The image of an item (docs/product.md §2, §4, §5): an address (the default) or a file, uploaded by
// useImageUpload, the field then holding the returned /images/... address; a preview when there is an image.
import { useId, useState } from "react";
import { ImagePreview } from "./ImagePreview";
import { ImageFileInput, ImageUrlInput } from "./ImageSourceInputs";
import { ImageSourceSwitch, type ImageSource } from "./ImageSourceSwitch";
import { UploadStatus } from "./UploadStatus";
import { useImageUpload } from "./useImageUpload";

export type { ImageSource } from "./ImageSourceSwitch";
// Other forms take the inputs' look from here.
export { fieldInputClass } from "./fieldInputClass";

interface ImageFieldProps {
  id: string;
  label: string;
  /** Shows * (true) or « (facultative) ». */
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Tells the form that an upload is under way (it then waits before sending). */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** Clears the field's error when the image changes. */
  onEdit?: () => void;
}

export function ImageField({ id, label, required = true, value, onChange, onBusyChange, error, onEdit }: ImageFieldProps) {
  const [source, setSource] = useState<ImageSource>("url");
  const { upload, localPreview, takeFile, typeUrl } = useImageUpload({ onChange, onBusyChange, onEdit });
  const hintId = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const describedBy = [hintId, error ? errorId : "", upload.state !== "idle" ? statusId : ""].filter(Boolean).join(" ");
  const inputProps = { id, hintId, describedBy, value, error };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-sand-200">
        {label}{" "}
        {required ? (
          <span className="text-ember-400" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="font-normal text-sand-400">(facultative)</span>
        )}
      </legend>
      <ImageSourceSwitch source={source} onChoose={setSource} />
      <div className="mt-3">
        {source === "url" ? <ImageUrlInput {...inputProps} onType={typeUrl} /> : <ImageFileInput {...inputProps} onFile={(file) => void takeFile(file)} />}
      </div>
      <UploadStatus id={statusId} upload={upload} />
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <ImagePreview src={localPreview ?? value.trim()} />
    </fieldset>
  );
}
