-- Migration number: 0004 	 Failed sign-ins, kept in D1 so that the brute-force throttle survives a restart.
-- One row per failure and per key: "email:<address>" and "ip:<client address>".

CREATE TABLE sign_in_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL -- milliseconds since the epoch
);

CREATE INDEX sign_in_failures_by_key ON sign_in_failures (key, at);
CREATE INDEX sign_in_failures_by_time ON sign_in_failures (at);
