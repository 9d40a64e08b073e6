-- Migration number: 0013 	 The booking requests visitors send when the DJ has switched the form on
-- (docs/product.md §23), newest first in the admin's « Demandes ». Private: no public answer reads
-- this table, so a change here does not move the content's version. A request is deleted by the
-- daily job 36 months after its last change (`updatedAt`), or by the DJ at once.

CREATE TABLE booking_requests (
  id INTEGER PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'won', 'lost', 'spam')),
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  kind TEXT NOT NULL DEFAULT '',
  town TEXT NOT NULL DEFAULT '',
  guests INTEGER,
  budget TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL
);

-- The daily job's retention reads by last change; the count of new ones by status.
CREATE INDEX booking_requests_by_change ON booking_requests (updatedAt);
CREATE INDEX booking_requests_by_status ON booking_requests (status);
