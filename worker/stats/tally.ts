// The figures a view or a moment adds (docs/product.md §24), gathered in the isolate and sent to the
// Counter at most once per FLUSH_MS: the object then gets one call per isolate per second, however
// many visitors the isolate serves, and the answer waits for none of it (waitUntil).
import type { DeviceClass, MomentName } from "../../shared/stats";
import { EVENT_PAGE, type PageKey } from "./audience";
import { counter, type Increment, type Metric } from "./counter";

/** How long the isolate gathers figures before it sends them. */
export const FLUSH_MS = 1000;

/** A page seen: by whom (the class of device, the country), from where, and whether the visitor arrived with it. */
export interface View {
  page: PageKey;
  device: DeviceClass;
  country: string;
  /** Loaded from another site, or none: a visit, whose source is counted. */
  arrival: boolean;
  source: string;
}

/** A moment: its page (an event's, for what belongs to an event) and the source of the visit it came in, null when unknown. */
export interface Moment {
  name: MomentName;
  page: PageKey;
  source: string | null;
}

/** A view's counts: the day's views, its page (an event's by its id), device and country; for an arrival, the visit and its source. */
export function viewIncrements(view: View): [Metric, string][] {
  const counts: [Metric, string][] = [
    ["views", ""],
    view.page.startsWith(EVENT_PAGE) ? ["event", view.page.slice(EVENT_PAGE.length)] : ["page", view.page],
    ["device", view.device],
    ["country", view.country],
  ];
  if (view.arrival) counts.push(["visits", ""], ["source", view.source]);
  return counts;
}

/** A moment's counts: the day's, per page, and per source when it is known. */
export function momentIncrements({ name, page, source }: Moment): [Metric, string][] {
  const counts: [Metric, string][] = [
    ["moment", name],
    ["moment-page", `${name}|${page}`],
  ];
  if (source !== null) counts.push(["moment-source", `${name}|${source}`]);
  return counts;
}

/** What the isolate has gathered and not sent yet, by "day\tmetric\tkey". */
const gathered = new Map<string, number>();
let sending: Promise<void> | null = null;

/** Adds the counts of `day` (Paris) to what the isolate gathers; the request is kept alive until they are sent. */
export function tally(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, day: string, counts: [Metric, string][]): void {
  for (const [metric, key] of counts) {
    const id = `${day}\t${metric}\t${key}`;
    gathered.set(id, (gathered.get(id) ?? 0) + 1);
  }
  sending ??= new Promise((resolve) => setTimeout(resolve, FLUSH_MS)).then(() => send(env));
  ctx.waitUntil(sending);
}

async function send(env: Env): Promise<void> {
  const increments: Increment[] = [...gathered].map(([id, count]) => {
    const [day, metric, key] = id.split("\t");
    return { day, metric: metric as Metric, key, count };
  });
  gathered.clear();
  sending = null;
  try {
    await counter(env).add(increments);
  } catch (error) {
    // Lost figures are a gap in a chart; the visitor's page never waits on them.
    console.error("Audience figures not sent", error);
  }
}
