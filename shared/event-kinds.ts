// The kinds of event a client books the DJ for (docs/product.md §22, §26), with their French
// labels: the booking form's choices and a review's. Apart from shared/booking.ts, whose messages
// and links the pages that show reviews do not need.
export const EVENT_KIND_LABELS = {
  wedding: "Mariage",
  birthday: "Anniversaire",
  private: "Soirée privée",
  corporate: "Événement d’entreprise",
  venue: "Bar, restaurant ou club",
  public: "Festival ou fête publique",
} as const;

export type EventKind = keyof typeof EVENT_KIND_LABELS;
