-- Migration number: 0012 	 The days the DJ marks busy in the admin (docs/product.md §22): « Pris » (booked)
-- or « Option » (held), with a note only the admin reads. One row per day; a day set free again is
-- deleted. Visitors' answers about a day are cached under the content's version, so every change
-- here moves it too (as 0008 does for the content).

CREATE TABLE busy_days (
  date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  kind TEXT NOT NULL CHECK (kind IN ('booked', 'option')),
  note TEXT NOT NULL DEFAULT '',
  updatedAt INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TRIGGER busy_days_inserted AFTER INSERT ON busy_days BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER busy_days_updated AFTER UPDATE ON busy_days BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER busy_days_deleted AFTER DELETE ON busy_days BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
