// "Tell the Hub": run inside waitUntil after a committed write, so it never fails nor delays the write.
import type { TableShape } from "../collections/store";
import { contentHub } from "./hub";

export async function publish(env: Env, table: TableShape): Promise<void> {
  try {
    await contentHub(env).refresh(table);
  } catch (error) {
    // Pages catch up on their next (re)connect, when they fetch the lists again.
    console.error(`Live update of ${table.name} failed`, error);
  }
}
