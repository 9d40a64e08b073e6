-- Migration number: 0009 	 The trash and the order by hand (docs/product.md §20). A deleted item stays
-- in its table with the time it was deleted (`deletedAt`), out of every list, until it is restored
-- or the daily job deletes it for good 30 days later; its images stay while its row does. Photos
-- and venues get a `position`, which the admin sets by moving them: they keep the order they had
-- (by id), and a new item goes before the first.

ALTER TABLE events ADD COLUMN deletedAt INTEGER DEFAULT NULL;
ALTER TABLE photos ADD COLUMN deletedAt INTEGER DEFAULT NULL;
ALTER TABLE venues ADD COLUMN deletedAt INTEGER DEFAULT NULL;

ALTER TABLE photos ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
ALTER TABLE venues ADD COLUMN position INTEGER NOT NULL DEFAULT 0;

UPDATE photos SET position = (SELECT COUNT(*) FROM photos AS earlier WHERE earlier.id < photos.id);
UPDATE venues SET position = (SELECT COUNT(*) FROM venues AS earlier WHERE earlier.id < venues.id);

CREATE INDEX photos_by_position ON photos (position, id);
CREATE INDEX venues_by_position ON venues (position, id);
-- The daily purge finds the old ones without reading every row.
CREATE INDEX events_deleted ON events (deletedAt) WHERE deletedAt IS NOT NULL;
CREATE INDEX photos_deleted ON photos (deletedAt) WHERE deletedAt IS NOT NULL;
CREATE INDEX venues_deleted ON venues (deletedAt) WHERE deletedAt IS NOT NULL;
