// The profile's form may hold unsaved changes: leaving it (another tab, a link out, logout) asks first.
import { useCallback, useRef, type MouseEvent } from "react";
import { LEAVE_QUESTION } from "./ProfileForm";

export function useLeaveGuard() {
  const dirty = useRef(false);
  /** What the profile's form calls when its changes are saved or not. */
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  /** Whether the changes may be left: none, or the DJ says so. */
  const mayLeave = () => !dirty.current || window.confirm(LEAVE_QUESTION);
  /** A link out of the admin: it waits for the answer. */
  const guardLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mayLeave()) event.preventDefault();
  };
  /** The form is left (its tab closed): nothing to ask any more. */
  const forget = () => void (dirty.current = false);
  return { onDirtyChange, mayLeave, guardLink, forget };
}
