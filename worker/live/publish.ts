// "Tell the Hub": run inside waitUntil after a committed write, so it never fails nor delays the write.
import type { CollectionName } from "../../shared/types";
import { contentHub } from "./hub";

export async function publish(env: Env, collection: CollectionName): Promise<void> {
  try {
    await contentHub(env).refresh(collection);
  } catch (error) {
    // Pages catch up on their next (re)connect, when they fetch the lists again.
    console.error(`Live update of ${collection} failed`, error);
  }
}
