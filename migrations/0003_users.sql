-- Migration number: 0003 	 Accounts (docs/product.md §6): anyone may sign up; only admins may write.
-- AUTOINCREMENT so that the id of a deleted account is never given again: a session token names
-- its user by id, and must not come back to life as someone else's.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Trimmed and lower-cased by the Worker, so equality is case-insensitive.
  email TEXT NOT NULL UNIQUE,
  -- "pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>": the parameters travel with the hash.
  password_hash TEXT NOT NULL,
  -- 'admin' for the first account of an empty database (ADMIN_EMAILS grants it too, at request time).
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  -- Raised at logout: every token carrying an older value is refused.
  session_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
