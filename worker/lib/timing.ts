// Server-Timing of the answers that have it (the edge cache's paths, worker/cache/edge.ts): the time
// spent in D1 and in rendering, for anyone to see in the browser's developer tools.
import type { Context } from "hono";
import { wrapTime } from "hono/timing";

/** `work`, timed as `name` when the answer reports its timings; as it is otherwise. */
export const timed = <T>(c: Context, name: "d1" | "render", work: Promise<T>): Promise<T> => (c.get("metric") ? wrapTime(c, name, work) : work);
