// The Worker's scheduled jobs, run by the cron triggers of wrangler.toml (`[triggers] crons`).
import { TRASH_RETENTION_MS } from "../shared/limits";
import { retentionCutoff } from "../shared/requests";
import { REVIEW_LINK_RETENTION_MONTHS } from "../shared/reviews";
import { forgetOldAttempts } from "./accounts/throttle";
import { purgeTrashedBefore } from "./collections/store";
import { sweepImages } from "./images/cleanup";
import { parisToday } from "./lib/paris-time";
import { purgeRequestsUntil } from "./requests/store";
import { purgeLinksUntil } from "./reviews/store";
import { counter } from "./stats/counter";
import { firstDailyDay } from "./stats/report";

/**
 * Every trigger, with the trigger's own time as "now": the trash emptied of what it has kept
 * TRASH_RETENTION_MS, the booking requests last changed 36 months ago or more deleted, the review
 * links expired 12 months ago or more deleted (but those whose review still waits), the counts of
 * the throttles past their wait forgotten, the audience figures older than 25 months summed per
 * month, then the image sweep, which so releases the images of the items just purged that nothing
 * else shows (docs/product.md §11, §20, §23, §24, §26).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const purged = await purgeTrashedBefore(env.DB, controller.scheduledTime - TRASH_RETENTION_MS);
  if (purged > 0) console.log(`Trash: ${purged} items deleted for good`);
  const forgotten = await purgeRequestsUntil(env.DB, retentionCutoff(controller.scheduledTime));
  if (forgotten > 0) console.log(`Requests: ${forgotten} past their retention deleted`);
  const links = await purgeLinksUntil(env.DB, retentionCutoff(controller.scheduledTime, REVIEW_LINK_RETENTION_MONTHS));
  if (links > 0) console.log(`Review links: ${links} expired a year ago deleted`);
  await forgetOldAttempts(env.DB, controller.scheduledTime);
  try {
    const rolled = await counter(env).rollUp(firstDailyDay(parisToday(new Date(controller.scheduledTime))));
    if (rolled > 0) console.log(`Audience: ${rolled} daily rows summed per month`);
  } catch (error) {
    // Tomorrow's run sums them: the image sweep below must not wait on figures.
    console.error("Audience: the days past 25 months not summed", error);
  }
  await sweepImages(env, controller.scheduledTime);
};
