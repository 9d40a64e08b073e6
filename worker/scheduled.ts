// The Worker's scheduled jobs, run by the cron triggers of wrangler.toml (`[triggers] crons`).
import { TRASH_RETENTION_MS } from "../shared/limits";
import { purgeTrashedBefore } from "./collections/store";
import { sweepImages } from "./images/cleanup";

/**
 * Every trigger, with the trigger's own time as "now": the trash emptied of what it has kept
 * TRASH_RETENTION_MS, then the image sweep, which so releases the images of the items just purged
 * that nothing else shows (docs/product.md §11, §20).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const purged = await purgeTrashedBefore(env.DB, controller.scheduledTime - TRASH_RETENTION_MS);
  if (purged > 0) console.log(`Trash: ${purged} items deleted for good`);
  await sweepImages(env, controller.scheduledTime);
};
