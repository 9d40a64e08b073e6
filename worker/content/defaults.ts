// The built-in lists (shared/default-content/<name>.json): what a page shows of a collection that
// has no item at all (docs/product.md §4), computed by shared/views.ts like the browser's.
import type { Content } from "../../shared/collections";
import events from "../../shared/default-content/events.json";
import photos from "../../shared/default-content/photos.json";
import venues from "../../shared/default-content/venues.json";
import mixes from "../../shared/default-content/mixes.json";
import reviews from "../../shared/default-content/reviews.json";

/** Typed per collection: a collection added without its file here does not compile. */
export const DEFAULT_CONTENT: Content = {
  events: events as Content["events"],
  photos: photos as Content["photos"],
  venues: venues as Content["venues"],
  mixes: mixes as Content["mixes"],
  reviews: reviews as Content["reviews"],
};
