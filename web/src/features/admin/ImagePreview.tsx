// The preview of the image field's image, hidden when it fails to load (a wrong address) until the
// field shows another one.
import { useState } from "react";

export function ImagePreview({ src }: { src: string }) {
  /** The address whose preview failed to load. */
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src) return null;
  return (
    <div className="mt-3 overflow-hidden rounded-2xl border border-white/10 bg-night-950">
      <img
        key={src}
        src={src}
        alt="Aperçu de l’image"
        data-testid="image-preview"
        onError={() => setBrokenSrc(src)}
        className="max-h-64 w-full object-contain"
      />
    </div>
  );
}
