-- Migration number: 0001 	 The site's three collections (docs/product.md §3): events, photos and venues.
-- Ids are millisecond timestamps chosen by the API; `date` is a real calendar day YYYY-MM-DD.

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(date) = date),
  time TEXT NOT NULL,
  venue TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  ticketLink TEXT DEFAULT NULL
);

-- The public pages always read events by date.
CREATE INDEX events_by_date ON events (date, id);

CREATE TABLE photos (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL
);

CREATE TABLE venues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  location TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL
);
