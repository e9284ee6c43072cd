-- The exhibitor centre (issue 24): a bound team's drafts of its profile, products and booth
-- events; their review; every published version. Products can be hidden and ordered; an
-- exhibitor's page has photos; an editor may trust an exhibitor to publish without review.

ALTER TABLE exhibitor ADD COLUMN photos jsonb NOT NULL DEFAULT '[]';
ALTER TABLE exhibitor ADD COLUMN trusted boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN sort integer NOT NULL DEFAULT 0;

-- One open draft (draft, submitted or rejected) per record; a new product or event is its own
-- record until published. `version` counts saves: a save names the version it builds on, so two
-- team members cannot overwrite each other. `fields` is the whole record as the team wants it.
CREATE TABLE exhibitor_draft (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('profile', 'product', 'activity')),
  record_id     integer,
  status        text NOT NULL CHECK (status IN ('draft', 'submitted', 'rejected', 'published', 'withdrawn')),
  version       integer NOT NULL DEFAULT 1,
  fields        jsonb NOT NULL,
  reason        text,
  saved_by      integer REFERENCES member(id) ON DELETE SET NULL,
  saved_at      timestamptz NOT NULL DEFAULT now(),
  submitted_by  integer REFERENCES member(id) ON DELETE SET NULL,
  submitted_at  timestamptz,
  decided_by    text,
  decided_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX exhibitor_draft_open_idx ON exhibitor_draft(kind, record_id) WHERE record_id IS NOT NULL AND status IN ('draft', 'submitted', 'rejected');
CREATE INDEX exhibitor_draft_exhibitor_idx ON exhibitor_draft(exhibitor_id, kind, status);
CREATE INDEX exhibitor_draft_review_idx ON exhibitor_draft(status, submitted_at) WHERE status = 'submitted';

-- Every published version of a record the team keeps: the organiser's version as it was before
-- the team's first change (and before each later one, when an editor changed it in between),
-- then each version the team published.
CREATE TABLE exhibitor_version (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('profile', 'product', 'activity')),
  record_id     integer NOT NULL,
  version       integer NOT NULL,
  fields        jsonb NOT NULL,
  draft_id      integer REFERENCES exhibitor_draft(id) ON DELETE SET NULL,
  author        text,
  approved_by   text NOT NULL,
  published_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, record_id, version)
);

-- The team's notices: submitted, approved, rejected (with the draft they are about).
ALTER TABLE notification DROP CONSTRAINT notification_kind_check;
ALTER TABLE notification ADD CONSTRAINT notification_kind_check CHECK (kind IN ('approved', 'rejected', 'claimed', 'expiring', 'editSubmitted', 'editApproved', 'editRejected'));
ALTER TABLE notification ADD COLUMN draft_id integer REFERENCES exhibitor_draft(id) ON DELETE SET NULL;
ALTER TABLE notice_setting ADD COLUMN "editSubmitted" text CHECK ("editSubmitted" IN ('email', 'sms', 'both', 'none'));
ALTER TABLE notice_setting ADD COLUMN "editApproved" text CHECK ("editApproved" IN ('email', 'sms', 'both', 'none'));
ALTER TABLE notice_setting ADD COLUMN "editRejected" text CHECK ("editRejected" IN ('email', 'sms', 'both', 'none'));

INSERT INTO config (key, value) VALUES ('exhibitor_edit_deadline', '') ON CONFLICT (key) DO NOTHING;
