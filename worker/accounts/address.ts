// The client's address, for the throttles (docs/product.md §5, §14).

/** What the throttles count a request under when its address cannot be known. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * `CF-Connecting-IP`, but only from Cloudflare: its edge gives every request `cf` and overwrites the
 * header, whereas a Worker reached some other way (workerd on its own, behind another proxy) gets
 * no `cf` and whatever header the client chose to send. Those requests share one address.
 */
export const clientAddress = (request: Request) => (request.cf ? request.headers.get("cf-connecting-ip") : null) || UNKNOWN_ADDRESS;
