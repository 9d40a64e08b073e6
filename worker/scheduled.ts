// The Worker's scheduled jobs, run by the cron triggers of wrangler.toml (`[triggers] crons`).
import { sweepImages } from "./images/cleanup";

/** Every trigger runs the image sweep, with the trigger's own time as "now". */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await sweepImages(env, controller.scheduledTime);
};
