// A collection's tab: its list (the events' with their search, groups and figures, the others by
// hand), « Chargement… » until the lists are read, « Afficher plus » where the site holds more; the
// reviews' also « À valider », the reviews clients sent, above the published ones.
import type { CollectionName, EventItem, Item } from "../../../../shared/collections";
import { LIST_PAGE_MESSAGES } from "../../../../shared/messages";
import type { Totals } from "../../../../shared/views";
import { useData } from "../../data/DataProvider";
import { EventList, ItemList } from "./Lists";
import { WaitingReviews } from "./WaitingReviews";

interface CollectionPanelProps {
  collection: CollectionName;
  /** The site's counts, when known. */
  totals: Totals | undefined;
  onEdit: (item: Item<CollectionName>) => void;
  onDelete: (item: Item<CollectionName>) => void;
  onMove: (item: Item<CollectionName>, before: number | null) => void;
  onDuplicate: (event: EventItem) => void;
  onRepeat: (event: EventItem) => void;
  /** Opens « Demander un avis » for an event. */
  onAskReview: (event: EventItem) => void;
  /** The live count of reviews waiting « À valider » (null until told): each move reads them again. */
  waitingReviews: number | null;
}

export function CollectionPanel({ waitingReviews, ...props }: CollectionPanelProps) {
  if (props.collection !== "reviews") return <CollectionList {...props} />;
  // Above the list, loaded or not: the reviews clients sent do not wait for the published ones.
  return (
    <>
      <WaitingReviews count={waitingReviews} />
      <CollectionList {...props} />
    </>
  );
}

function CollectionList({ collection, totals, onEdit, onDelete, onMove, onDuplicate, onRepeat, onAskReview }: Omit<CollectionPanelProps, "waitingReviews">) {
  const data = useData();
  if (!data.listsLoaded) {
    return (
      <p aria-busy="true" className="rounded-2xl border border-dashed border-white/15 p-10 text-center text-sand-400">
        {LIST_PAGE_MESSAGES.loading}
      </p>
    );
  }
  const props = {
    collection,
    items: data[collection],
    onEdit,
    onDelete,
    hasMore: data.cursors[collection].map((cursor) => cursor !== null),
    onMore: (part: number) => data.loadMore(collection, part),
  };
  if (collection !== "events") return <ItemList {...props} onMove={onMove} />;
  return (
    <EventList
      {...props}
      collection="events"
      items={data.events}
      now={new Date()}
      counts={totals && { upcoming: totals.upcoming, past: totals.events - totals.upcoming }}
      searchSite={data.remoteAvailable && !data.listsComplete}
      onDuplicate={onDuplicate}
      onRepeat={onRepeat}
      onAskReview={onAskReview}
    />
  );
}
