// A temporary object URL (the preview of a chosen image), released when it is replaced and when the
// component goes, so that the browser does not keep the image's bytes.
import { useCallback, useEffect, useRef, useState } from "react";

export function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const ref = useRef<string | null>(null);

  /** Replaces the URL, releasing the previous one. */
  const replace = useCallback((next: string | null) => {
    if (ref.current) URL.revokeObjectURL(ref.current);
    ref.current = next;
    setUrl(next);
  }, []);

  useEffect(
    () => () => {
      if (ref.current) URL.revokeObjectURL(ref.current);
      ref.current = null;
    },
    [],
  );

  return [url, replace] as const;
}
