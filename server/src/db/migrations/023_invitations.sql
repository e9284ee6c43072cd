-- Invitations and registration sources (issue 34, item 1; docs/visitors.md, "Sources and
-- invitations"). A source is who brought a visitor: an exhibitor (its team's links and codes), a
-- media partner or a named campaign (the organiser's). Each invitation is a shared link with a cap
-- on its uses, a batch of single-use codes, or an e-mail send (one single-use code per address).
-- A registration keeps the invitation and code it came through.

CREATE TABLE invitation (
  id                serial PRIMARY KEY,
  source_kind       text NOT NULL CHECK (source_kind IN ('exhibitor', 'media', 'campaign')),
  exhibitor_id      integer REFERENCES exhibitor(id) ON DELETE CASCADE,
  media_partner_id  integer REFERENCES media_partner(id) ON DELETE CASCADE,
  campaign          text,
  kind              text NOT NULL CHECK (kind IN ('link', 'batch', 'mail')),
  label             text NOT NULL,
  -- a link's cap on uses; a batch's or send's number of codes
  cap               integer NOT NULL CHECK (cap > 0),
  made_by_member    integer REFERENCES member(id) ON DELETE SET NULL,
  made_by_editor    text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((source_kind = 'exhibitor') = (exhibitor_id IS NOT NULL)),
  CHECK ((source_kind = 'media') = (media_partner_id IS NOT NULL)),
  CHECK ((source_kind = 'campaign') = (campaign IS NOT NULL))
);
CREATE INDEX invitation_exhibitor_idx ON invitation(exhibitor_id, id);

-- The codes: a link has one with max_uses = its cap, a single-use code has max_uses = 1. A use is
-- one UPDATE ... WHERE uses < max_uses: parallel registrations with one code take it once.
CREATE TABLE invitation_code (
  code           text PRIMARY KEY,
  invitation_id  integer NOT NULL REFERENCES invitation(id) ON DELETE CASCADE,
  exhibitor_id   integer REFERENCES exhibitor(id) ON DELETE CASCADE,
  max_uses       integer NOT NULL CHECK (max_uses > 0),
  uses           integer NOT NULL DEFAULT 0,
  opened         integer NOT NULL DEFAULT 0,
  -- the address an e-mail send wrote this code to (each address once per exhibitor)
  email          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (uses <= max_uses)
);
CREATE INDEX invitation_code_invitation_idx ON invitation_code(invitation_id);
CREATE UNIQUE INDEX invitation_code_email_idx ON invitation_code(exhibitor_id, email) WHERE email IS NOT NULL;
-- The single-use codes an exhibitor holds, counted against INVITATION_LIMITS.codesPerExhibitor
-- under a lock on this row.
CREATE TABLE invitation_quota (
  exhibitor_id  integer PRIMARY KEY REFERENCES exhibitor(id) ON DELETE CASCADE,
  codes         integer NOT NULL DEFAULT 0
);

ALTER TABLE visitor ADD COLUMN invitation_id integer REFERENCES invitation(id) ON DELETE SET NULL;
ALTER TABLE visitor ADD COLUMN invitation_code text REFERENCES invitation_code(code) ON DELETE SET NULL;
CREATE INDEX visitor_invitation_idx ON visitor(invitation_id) WHERE invitation_id IS NOT NULL;

-- The invitation e-mails, sent after the team's request was answered (lib/polled-queue.ts).
CREATE TABLE invitation_mail (
  id            serial PRIMARY KEY,
  code          text NOT NULL REFERENCES invitation_code(code) ON DELETE CASCADE,
  note          text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  due_at        timestamptz NOT NULL DEFAULT now(),
  claimed_at    timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  done_at       timestamptz,
  outcome       text CHECK (outcome IN ('sent', 'failed', 'skipped'))
);
CREATE INDEX invitation_mail_due_idx ON invitation_mail(due_at) WHERE done_at IS NULL;

-- Each exhibitor's invitation e-mails per day (China time): the daily cap, reserved in one statement.
CREATE TABLE invitation_mail_day (
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  day           date NOT NULL,
  mails         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (exhibitor_id, day)
);

-- Addresses that asked for no more invitation e-mails (the unsubscribe note of every invitation).
CREATE TABLE invitation_opt_out (
  email       text PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now()
);
