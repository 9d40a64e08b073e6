-- Migration number: 0014 	 Mixes and reviews (docs/product.md §3, §25): two collections ordered by hand,
-- with the trash, the store's stamp and the triggers that raise the content's version; and the
-- review requests, private: the one-use links the DJ sends his clients, and what they send back
-- until he publishes or refuses it. The built-in mixes and reviews go only into a site nobody has
-- signed up to yet (a new one): they name recordings and clients that do not exist, and a site in
-- use must not show them.

CREATE TABLE mixes (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  cover TEXT NOT NULL,
  duration TEXT NOT NULL,
  styles TEXT NOT NULL,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(date) = date),
  updatedAt INTEGER NOT NULL DEFAULT 0,
  revision INTEGER NOT NULL DEFAULT 0,
  deletedAt INTEGER DEFAULT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  firstName TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('wedding', 'birthday', 'private', 'corporate', 'venue', 'public')),
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  town TEXT NOT NULL,
  text TEXT NOT NULL,
  photo TEXT DEFAULT NULL,
  consent TEXT NOT NULL CHECK (consent GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  updatedAt INTEGER NOT NULL DEFAULT 0,
  revision INTEGER NOT NULL DEFAULT 0,
  deletedAt INTEGER DEFAULT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX mixes_by_position ON mixes (position, id);
CREATE INDEX reviews_by_position ON reviews (position, id);
CREATE INDEX mixes_deleted ON mixes (deletedAt) WHERE deletedAt IS NOT NULL;
CREATE INDEX reviews_deleted ON reviews (deletedAt) WHERE deletedAt IS NOT NULL;

CREATE TRIGGER mixes_inserted AFTER INSERT ON mixes BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER mixes_updated AFTER UPDATE ON mixes BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER mixes_deleted AFTER DELETE ON mixes BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews BEGIN
  UPDATE content_version SET version = MAX(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- A review asked of a client: the link's token is only in the link (its SHA-256 here), good once,
-- until `expiresAt`. `about` is what the DJ asked it for (an event, a request); `kind` and `month`
-- what the client's form starts with (null: unknown). The client's review waits in `review` (JSON)
-- once sent, until the DJ publishes it (it becomes an item of `reviews`) or refuses it; then
-- `review` is emptied and the link stays, to tell it was used, until the daily job deletes it.
CREATE TABLE review_requests (
  id INTEGER PRIMARY KEY,
  tokenHash TEXT NOT NULL UNIQUE,
  about TEXT NOT NULL,
  kind TEXT DEFAULT NULL,
  month TEXT DEFAULT NULL,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'sent', 'published', 'refused')),
  sentAt INTEGER DEFAULT NULL,
  review TEXT DEFAULT NULL
);

-- « À valider »: the sent ones, oldest first.
CREATE INDEX review_requests_by_status ON review_requests (status, sentAt);

-- The default content of mixes: 4 items, from shared/default-content/mixes.json, in its order.
INSERT INTO mixes (id, title, link, cover, duration, styles, date, updatedAt, position) SELECT 1786000000000, 'Sunset Sessions #12', 'https://soundcloud.com/djmaxribera/sunset-sessions-12', '/media/event-sunset-house.webp', '1:02:30', 'House, deep house', '2026-08-14', 1786000000000, 0 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO mixes (id, title, link, cover, duration, styles, date, updatedAt, position) SELECT 1781000000000, 'Disco Fever, en direct du Carré', 'https://www.mixcloud.com/djmaxribera/disco-fever-live-au-carre/', '/media/event-disco.webp', '1:28:05', 'Disco, funk, nu-disco', '2026-06-21', 1781000000000, 1 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO mixes (id, title, link, cover, duration, styles, date, updatedAt, position) SELECT 1776000000000, 'Open Air Canet 2026', 'https://www.youtube.com/watch?v=Xq3ZbT9pLk0', '/media/event-open-air.webp', '47:12', 'House, afro house', '2026-05-09', 1776000000000, 2 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO mixes (id, title, link, cover, duration, styles, date, updatedAt, position) SELECT 1772000000000, 'Warm-up Club, volume 3', 'https://soundcloud.com/djmaxribera/warm-up-club-vol-3', '/media/event-club.webp', '58:40', 'Techno mélodique', '2026-02-27', 1772000000000, 3 WHERE NOT EXISTS (SELECT 1 FROM users);

-- The default content of reviews: 6 items, from shared/default-content/reviews.json, in its order.
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1787000000000, 'Camille', 'wedding', '2026-09', 'Collioure', 'Max a fait danser toutes les générations, de ma grand-mère à nos amis, jusqu’à 4 heures du matin. Il avait écouté chacune de nos envies et a su lire la salle toute la soirée. Merci pour ce souvenir !', NULL, '2026-09-28', 1787000000000, 0 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1785000000000, 'Julien', 'corporate', '2026-07', 'Perpignan', 'Soirée d’entreprise pour 150 personnes : ponctuel, à l’écoute, un son impeccable et une piste pleine dès le dessert. Nos équipes en parlent encore.', NULL, '2026-07-15', 1785000000000, 1 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1783000000000, 'Sarah', 'birthday', '2026-06', 'Canet-en-Roussillon', 'Pour mes 40 ans, il a mélangé les tubes de notre jeunesse et des sons plus actuels sans jamais casser l’ambiance. Tout le monde m’a demandé son numéro.', NULL, '2026-06-30', 1783000000000, 2 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1780000000000, 'Thomas', 'venue', '2026-05', 'Argelès-sur-Mer', 'Max assure nos soirées du vendredi depuis deux saisons. Fiable, toujours de bonne humeur, et il sait faire monter la salle au bon moment.', NULL, '2026-05-20', 1780000000000, 3 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1777000000000, 'Léa', 'wedding', '2026-04', 'Céret', 'De la cérémonie laïque à la fin de soirée, tout était parfait : la playlist du cocktail, l’entrée des mariés, la piste de danse. Nous le recommandons les yeux fermés.', NULL, '2026-04-22', 1777000000000, 4 WHERE NOT EXISTS (SELECT 1 FROM users);
INSERT INTO reviews (id, firstName, kind, month, town, text, photo, consent, updatedAt, position) SELECT 1774000000000, 'Nicolas', 'private', '2026-03', 'Saint-Cyprien', 'Une soirée entre amis dans une villa : Max s’est adapté à notre petit groupe et a su créer une vraie ambiance de club. Top !', NULL, '2026-03-18', 1774000000000, 5 WHERE NOT EXISTS (SELECT 1 FROM users);
