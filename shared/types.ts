// The site's content model (SPEC §3), shared by the Worker and the browser.

export interface Event {
  id: number;
  name: string;
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  /** Free text range such as "21:00 - 02:00". */
  time: string;
  venue: string;
  description: string;
  image: string;
  ticketLink: string | null;
}

export interface Photo {
  id: number;
  title: string;
  description: string;
  image: string;
}

export interface Venue {
  id: number;
  name: string;
  location: string;
  description: string;
  image: string;
}

export interface Content {
  events: Event[];
  photos: Photo[];
  venues: Venue[];
}

export type CollectionName = keyof Content;
export type Item<C extends CollectionName> = Content[C][number];

export const COLLECTIONS = ["events", "photos", "venues"] as const satisfies readonly CollectionName[];
