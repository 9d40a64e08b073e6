// The pages the bench measures besides / and /admin: an event's, at the address its card links to.
import { CannotMeasure } from "./cannot-measure.mjs";

/**
 * The address of the first event's page (the Worker's 301 gives it from the id).
 * @param {string} origin
 */
export async function firstEventPage(origin) {
  const [event] = await (await fetch(`${origin}/api/events`)).json();
  const res = await fetch(`${origin}/events/${event.id}`, { redirect: "manual" });
  const location = res.headers.get("location");
  if (res.status !== 301 || !location) throw new CannotMeasure(`/events/${event.id} did not lead to the event's page (HTTP ${res.status})`);
  return location;
}
