-- "My data" (issue 35, item 1): a member's requests for everything the product holds about them.
-- A request is a row of a queue (PolledQueue: due_at, claimed_at, attempts, done_at) whose work
-- writes the two files into the row; each file is handed out once (its column emptied as it goes)
-- by a link whose token only the member saw (kept here as its sha256), until expires_at.

CREATE TABLE data_export (
  id                  serial PRIMARY KEY,
  member_id           integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  token_hash          text NOT NULL UNIQUE,
  lang                text NOT NULL DEFAULT 'zh' CHECK (lang IN ('zh', 'en')),
  requested_at        timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  due_at              timestamptz NOT NULL DEFAULT now(),
  claimed_at          timestamptz,
  attempts            integer NOT NULL DEFAULT 0,
  done_at             timestamptz,
  outcome             text CHECK (outcome IN ('ready', 'failed', 'expired')),
  json_file           text,
  html_file           text,
  json_downloaded_at  timestamptz,
  html_downloaded_at  timestamptz
);
CREATE INDEX data_export_member_idx ON data_export(member_id, requested_at);
CREATE INDEX data_export_due_idx ON data_export(due_at) WHERE done_at IS NULL;
-- the queue empties the files of expired exports and deletes old rows by expiry
CREATE INDEX data_export_expires_idx ON data_export(expires_at);
