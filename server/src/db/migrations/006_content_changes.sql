-- Which records each content version changed, so a rebuild can pull only those (delta sourcing).
-- kind '*' (record_id NULL) means "anything may have changed": the next build pulls everything.
-- The epoch names this database's history: a build that synced from another database pulls everything.
ALTER TABLE content_version ADD COLUMN epoch text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text);

CREATE TABLE content_change (
  version    bigint NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('exhibitor', 'product', 'news', 'activity', '*')),
  record_id  integer,
  CHECK ((kind = '*') = (record_id IS NULL))
);
CREATE INDEX content_change_version_idx ON content_change(version);
