-- Migration number: 0010 	 The admin's search of events on the server (docs/product.md §19): an FTS5
-- index of their searchFields (shared/collections.ts), read by worker/collections/search.ts, kept
-- right by triggers for every way of writing a row (the API, the import, the trash and its purge).

-- What the index reads of an event: each field followed by two spaces, so that every character of it
-- begins a trigram; a word shorter than a trigram is then found among the trigrams it begins.
CREATE VIEW events_search_text AS SELECT id, name || '  ' AS name, venue || '  ' AS venue FROM events;

-- Trigram: any 3 characters or more inside a word ("vil" finds "Villa"); remove_diacritics folds
-- accents and case as the search does ("fete" finds « Fête »). External content: the text stays in
-- the events table alone, the index's rowid is the event's id. Trashed events stay indexed (a delete
-- only sets deletedAt, which no trigger here watches): the lists leave them out, a restore needs nothing.
CREATE VIRTUAL TABLE events_search USING fts5(
  name,
  venue,
  content = 'events_search_text',
  content_rowid = 'id',
  tokenize = 'trigram remove_diacritics 1'
);

-- Each trigram of the index with the event it is in, read by ranges of trigrams.
CREATE VIRTUAL TABLE events_search_trigrams USING fts5vocab(events_search, instance);

-- The events already there.
INSERT INTO events_search (events_search) VALUES ('rebuild');

CREATE TRIGGER events_search_inserted AFTER INSERT ON events BEGIN
  INSERT INTO events_search (rowid, name, venue) VALUES (new.id, new.name || '  ', new.venue || '  ');
END;

-- An external-content index forgets a row only when told the text it indexed.
CREATE TRIGGER events_search_deleted AFTER DELETE ON events BEGIN
  INSERT INTO events_search (events_search, rowid, name, venue) VALUES ('delete', old.id, old.name || '  ', old.venue || '  ');
END;

CREATE TRIGGER events_search_updated AFTER UPDATE OF id, name, venue ON events BEGIN
  INSERT INTO events_search (events_search, rowid, name, venue) VALUES ('delete', old.id, old.name || '  ', old.venue || '  ');
  INSERT INTO events_search (rowid, name, venue) VALUES (new.id, new.name || '  ', new.venue || '  ');
END;
