// "Tell the Hub": run inside waitUntil after a committed write, so it never fails nor delays the write.
import type { TableShape } from "../collections/store";
import { contentHub } from "./hub";

/**
 * Pushes the items a write changed, the profile, or after an import the new version alone, to every
 * open page; or the counts of new booking requests and waiting reviews to the admin's pages.
 */
export async function publish(env: Env, what: TableShape | "profile" | "everything" | "requests", ids: readonly number[] = []): Promise<void> {
  const name = typeof what === "string" ? what : what.name;
  try {
    const hub = contentHub(env);
    if (what === "profile") await hub.refreshProfile();
    else if (what === "everything") await hub.refreshVersion();
    else if (what === "requests") await hub.refreshRequests();
    else await hub.refresh(what, ids);
  } catch (error) {
    // Pages catch up on their next (re)connect, when they fetch what they show again.
    console.error(`Live update of ${name} failed`, error);
  }
}
