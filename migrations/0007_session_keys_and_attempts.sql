-- Migration number: 0007 	 Sessions that name their database, and the throttle's counts (docs/product.md §3, §5, §14).
-- Each account gets a random session key, made by the database itself: a session token carries its
-- account's key and is refused when it differs, so a token never outlives a logout (the key is
-- replaced), a password reset (`npm run admin -- reset-password`) nor its database (a recreated
-- database gives its account 1 another key). It replaces `session_version`, whose values restarted
-- at 0 with every new database. SQLite cannot add a column with a computed default: the table is
-- rebuilt. Every account gets a new key, so every session opened before this migration ends.

CREATE TABLE users_with_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Trimmed and lower-cased by the Worker, so equality is case-insensitive.
  email TEXT NOT NULL UNIQUE,
  -- "pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>": the parameters travel with the hash.
  password_hash TEXT NOT NULL,
  -- 'admin' for the first account of an empty database (ADMIN_EMAILS grants it too, at request time).
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  -- 32 hex digits; replaced at logout and by the password reset: every token carrying another is refused.
  session_key TEXT NOT NULL DEFAULT (lower(hex(randomblob(16)))),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

INSERT INTO users_with_keys (id, email, password_hash, role, created_at)
  SELECT id, email, password_hash, role, created_at FROM users;
DROP TABLE users;
ALTER TABLE users_with_keys RENAME TO users;

-- The throttle counts attempts, not only failed sign-ins: one row per counted attempt and per key,
-- "email:<email>", "ip:<address>" and "device:<id>" for a failed sign-in (kept a day: the waits
-- grow with each failure), "signup:<address>" for a sign-up. The counts of sign_in_failures were
-- of 15 minutes at most: they are not carried over.
DROP TABLE sign_in_failures;

CREATE TABLE attempts (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  at INTEGER NOT NULL -- milliseconds since the epoch
);

CREATE INDEX attempts_by_key ON attempts (key, at);
CREATE INDEX attempts_by_time ON attempts (at);
