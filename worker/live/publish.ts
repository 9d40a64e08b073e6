// "Tell the Hub": run inside waitUntil after a committed write, so it never fails nor delays the write.
import type { TableShape } from "../collections/store";
import { contentHub } from "./hub";

/** Pushes the collection's new list, or the profile, to every open page. */
export async function publish(env: Env, what: TableShape | "profile"): Promise<void> {
  const name = what === "profile" ? what : what.name;
  try {
    const hub = contentHub(env);
    await (what === "profile" ? hub.refreshProfile() : hub.refresh(what));
  } catch (error) {
    // Pages catch up on their next (re)connect, when they fetch the lists again.
    console.error(`Live update of ${name} failed`, error);
  }
}
