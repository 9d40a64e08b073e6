// The image field's choice of source: « Adresse (URL) » or « Fichier », as two radio buttons.
import { Link2, Upload } from "lucide-react";

export type ImageSource = "url" | "file";

/** A segment of the switch, filled while chosen (not a Button: its colours follow aria-checked). */
const segment =
  "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition sm:flex-none aria-checked:bg-ember-500 aria-checked:text-night-950 aria-[checked=false]:text-sand-200 aria-[checked=false]:hover:text-sand-50";

export function ImageSourceSwitch({ source, onChoose }: { source: ImageSource; onChoose: (source: ImageSource) => void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Source de l’image"
      className="flex w-full gap-1 rounded-full border border-white/10 bg-night-950/60 p-1 sm:inline-flex sm:w-auto"
    >
      <button type="button" role="radio" aria-checked={source === "url"} onClick={() => onChoose("url")} className={segment}>
        <Link2 className="size-4" aria-hidden="true" />
        Adresse (URL)
      </button>
      <button type="button" role="radio" aria-checked={source === "file"} onClick={() => onChoose("file")} className={segment}>
        <Upload className="size-4" aria-hidden="true" />
        Fichier
      </button>
    </div>
  );
}
