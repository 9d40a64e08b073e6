// The Hub: one Durable Object that will push every content change to open pages.
import { DurableObject } from "cloudflare:workers";

export class Hub extends DurableObject<Env> {}
