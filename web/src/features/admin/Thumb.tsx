// A small picture of an item in the admin's lists and trash, which gives way to a plain tile when it cannot be loaded.
import { useState } from "react";

export function Thumb({ src, className }: { src: string; className: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={`overflow-hidden bg-night-800 ${className}`}>
      {src && !broken ? (
        <img key={src} src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} className="size-full object-cover" />
      ) : null}
    </div>
  );
}
