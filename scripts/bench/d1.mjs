// The D1 queries an anonymous view costs, read from the answers' Server-Timing: on a warm cache and on
// a miss; and how soon a change made in the admin is on a new visitor's page.
import { adminSession } from "./admin.mjs";
import { AS_A_PERSON } from "./load.mjs";
import { BUDGETS } from "./budgets.mjs";
import { CannotMeasure } from "./cannot-measure.mjs";
import { budget, section } from "./report.mjs";

/** How long the bench waits for a change to show. */
const CHANGE_LIMIT_MS = 10_000;

/**
 * The D1 round trips an answer reports in its Server-Timing (`d1;dur=…` entries), and its cache outcome.
 * @param {string} url
 */
async function d1Of(url) {
  // As a phone's browser: the view is counted (docs/product.md §24), which must cost no query either.
  const res = await fetch(url, { headers: AS_A_PERSON });
  await res.arrayBuffer();
  const timing = res.headers.get("server-timing") ?? "";
  return { queries: (timing.match(/(^|,)\s*d1;/g) ?? []).length, cache: /cache;desc="(\w+)"/.exec(timing)?.[1] ?? "none" };
}

/** @param {number} count */
const queries = (count) => `${count} quer${count === 1 ? "y" : "ies"}`;

/**
 * Each page seen once, then again on the warm cache.
 * @param {string} origin
 */
async function warmViews(origin) {
  const pages = ["/", "/events"];
  for (const pathname of pages) await d1Of(`${origin}${pathname}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const warm = await Promise.all(pages.map((pathname) => d1Of(`${origin}${pathname}`)));
  const warmQueries = Math.max(...warm.map((view) => view.queries));
  budget(
    "On a warm cache",
    queries(warmQueries),
    warmQueries <= BUDGETS.d1WarmQueries,
    `= ${BUDGETS.d1WarmQueries} (${warm.map((view) => view.cache).join(", ")})`,
  );
}

/**
 * Writes an event through the API as the admin does.
 * @param {string} origin
 * @param {string} cookie
 * @param {string} id
 * @param {object} fields
 */
const putEvent = (origin, cookie, id, fields) =>
  fetch(`${origin}/api/events/${id}`, { method: "PUT", headers: { origin, cookie, "content-type": "application/json" }, body: JSON.stringify(fields) });

/**
 * A change through the API, as the admin makes it: the time until a new visitor's /events has it. The event is then put back.
 * @param {string} origin
 */
async function changeSeen(origin) {
  const cookie = await adminSession(origin);
  const [event] = await (await fetch(`${origin}/api/events`)).json();
  const renamed = `${event.name} ·`;
  const started = performance.now();
  const { id, updatedAt, revision, ...fields } = event;
  const put = await putEvent(origin, cookie, id, { ...fields, name: renamed });
  if (!put.ok) throw new CannotMeasure(`the admin's change was refused (HTTP ${put.status}: ${await put.text()})`);
  let seenAfter = null;
  while (performance.now() - started < CHANGE_LIMIT_MS) {
    const html = await (await fetch(`${origin}/events`)).text();
    if (html.includes(renamed)) {
      seenAfter = performance.now() - started;
      break;
    }
  }
  budget(
    "A change, on a new visitor's page after",
    seenAfter === null ? "> 10 s" : `${Math.round(seenAfter)} ms`,
    seenAfter !== null && seenAfter <= BUDGETS.changeSeenMs,
    `≤ ${BUDGETS.changeSeenMs} ms (the admin's PUT included)`,
  );
  await putEvent(origin, cookie, id, fields);
}

/**
 * D1 per anonymous view on a warm cache, a change's way to the visitors, then the view that follows a change: a miss.
 * @param {string} origin
 */
export async function measureD1(origin) {
  section("D1 per anonymous page view (Server-Timing of each answer)");
  await warmViews(origin);
  await changeSeen(origin);
  const miss = await d1Of(`${origin}/`);
  budget(
    "On a miss (after a change)",
    queries(miss.queries),
    miss.cache === "miss" && miss.queries <= BUDGETS.d1MissQueries,
    `≤ ${BUDGETS.d1MissQueries} (cache: ${miss.cache})`,
  );
}
