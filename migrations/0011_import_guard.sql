-- Migration number: 0011 	 An import lands only on the content it was checked against (docs/product.md §17):
-- its batch first writes here the content's version it read with that content, and this trigger
-- aborts the whole batch when the version has moved since (another import, an edit). The check and
-- the write are then one transaction: of two imports confirmed on one preview, the second is refused.
-- The batch deletes its row again; the table stays empty.

CREATE TABLE import_expects (version INTEGER NOT NULL);

CREATE TRIGGER import_expects_version BEFORE INSERT ON import_expects
WHEN NEW.version IS NOT (SELECT version FROM content_version WHERE id = 1)
BEGIN
  SELECT RAISE(ABORT, 'CONTENT_CHANGED');
END;
