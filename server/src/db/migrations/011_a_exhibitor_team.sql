-- Verified exhibitor binding (issue 17, item 5): when each member joined its exhibitor's team
-- (the earliest is the team's administrator), one-time invitation codes, codes e-mailed to an
-- address on the exhibitor's website domain, and the history of every binding.

ALTER TABLE member ADD COLUMN exhibitor_bound_at timestamptz;
UPDATE member SET exhibitor_bound_at = updated_at WHERE exhibitor_id IS NOT NULL;
CREATE INDEX member_exhibitor_team_idx ON member(exhibitor_id, exhibitor_bound_at) WHERE exhibitor_id IS NOT NULL;

CREATE TABLE exhibitor_invite (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  code_hash     text NOT NULL UNIQUE,
  made_by       text NOT NULL,                 -- 'editor <username>' or 'administrator'
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  used_by       integer REFERENCES member(id) ON DELETE SET NULL
);
CREATE INDEX exhibitor_invite_exhibitor_idx ON exhibitor_invite(exhibitor_id, created_at);

CREATE TABLE binding_email_code (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  email         text NOT NULL,
  code_hash     text NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX binding_email_code_member_idx ON binding_email_code(member_id, email, created_at);

CREATE TABLE exhibitor_binding_event (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  member_id     integer REFERENCES member(id) ON DELETE SET NULL,
  action        text NOT NULL CHECK (action IN ('bound', 'unbound', 'removed', 'undone')),
  via           text CHECK (via IN ('login', 'invite', 'domain')),
  actor         text NOT NULL,                 -- 'member', 'administrator' or 'editor <username>'
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exhibitor_binding_event_exhibitor_idx ON exhibitor_binding_event(exhibitor_id, id);
