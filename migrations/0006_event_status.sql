-- Migration number: 0006 	 Events as they really happen (docs/product.md §16): a status ("Programmé" by
-- default) and, for a moved event, its previous date; and on every item of every collection when
-- it last changed and how many times (stamped by the store on each write, for the calendars and
-- the sitemap). Items stored before count as changed when they were created (their id).

ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'scheduled'
  CHECK (status IN ('scheduled', 'soldOut', 'cancelled', 'postponed', 'rescheduled'));
ALTER TABLE events ADD COLUMN previousDate TEXT DEFAULT NULL
  CHECK (previousDate IS NULL OR (previousDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(previousDate) = previousDate));

ALTER TABLE events ADD COLUMN updatedAt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE photos ADD COLUMN updatedAt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE photos ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE venues ADD COLUMN updatedAt INTEGER NOT NULL DEFAULT 0;
ALTER TABLE venues ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;

UPDATE events SET updatedAt = id;
UPDATE photos SET updatedAt = id;
UPDATE venues SET updatedAt = id;
