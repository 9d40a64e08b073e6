// The AbortController of the one task under way (the image field's upload): starting another stops it,
// and so does leaving, so that nothing arrives in a form that is gone.
import { useCallback, useEffect, useRef } from "react";

export function useAbortController() {
  const ref = useRef<AbortController | null>(null);
  useEffect(() => () => ref.current?.abort(), []);

  /** Stops the task under way and gives the new one's controller. */
  const start = useCallback(() => {
    ref.current?.abort();
    const controller = new AbortController();
    ref.current = controller;
    return controller;
  }, []);

  const stop = useCallback(() => {
    ref.current?.abort();
    ref.current = null;
  }, []);

  /** The task of `controller` is over: nothing is left to stop. */
  const finish = useCallback((controller: AbortController) => {
    if (ref.current === controller) ref.current = null;
  }, []);

  return { start, stop, finish };
}
