-- Migration number: 0008 	 The content's version (docs/product.md §18): one number that grows with every
-- change of any item or of the profile, in the same transaction as the change (triggers, so that no
-- way of writing can forget it). Pages and lists are cached under it, and the Hub tells pages it on
-- connect. It is the time of the last change in milliseconds, or one more than the last version:
-- a database recreated or restored to an earlier time never gives an old number to new content.

CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);

INSERT INTO content_version (id, version) VALUES (1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));

CREATE TRIGGER events_inserted AFTER INSERT ON events BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER events_updated AFTER UPDATE ON events BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER events_deleted AFTER DELETE ON events BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER photos_inserted AFTER INSERT ON photos BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER photos_updated AFTER UPDATE ON photos BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER photos_deleted AFTER DELETE ON photos BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER venues_inserted AFTER INSERT ON venues BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER venues_updated AFTER UPDATE ON venues BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER venues_deleted AFTER DELETE ON venues BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER profile_inserted AFTER INSERT ON profile BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER profile_updated AFTER UPDATE ON profile BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER profile_deleted AFTER DELETE ON profile BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
