-- The demand board's lifecycle (issue 17, items 1 to 4): expiry, quotas, history, notifications.

-- Per type: how long an approved demand stays on the board, and the member's quotas: open
-- (waiting or approved, not expired) demands at once and claims per calendar month. Editors
-- change the numbers in the console (resource demandRules); the four rows are fixed.
CREATE TABLE demand_rule (
  demand_type     integer PRIMARY KEY CHECK (demand_type BETWEEN 1 AND 4),
  name_zh         text NOT NULL,
  name_en         text NOT NULL,
  validity_days   integer NOT NULL DEFAULT 30 CHECK (validity_days BETWEEN 1 AND 365),
  open_limit      integer NOT NULL DEFAULT 5 CHECK (open_limit BETWEEN 0 AND 1000),
  monthly_claims  integer NOT NULL DEFAULT 20 CHECK (monthly_claims BETWEEN 0 AND 10000)
);
INSERT INTO demand_rule (demand_type, name_zh, name_en) VALUES (1, '求购', 'Buy'), (2, '供应', 'Supply'), (3, '求职', 'Job'), (4, '招聘', 'Recruit');

-- approved_at: when the current period started (approval or renewal); expires_at: when it ends.
-- expiry_stage: 0 nothing sent, 1 "expires in 3 days" sent, 2 expiry recorded (the periodic job
-- moves it by conditional updates, so two processes never do the same step twice).
ALTER TABLE demand ADD COLUMN approved_at timestamptz;
ALTER TABLE demand ADD COLUMN expires_at timestamptz;
ALTER TABLE demand ADD COLUMN expiry_stage smallint NOT NULL DEFAULT 0;
-- Demands approved before expiry existed start a fresh period.
UPDATE demand SET approved_at = now(), expires_at = now() + interval '30 days' WHERE status = 'approved';
CREATE INDEX demand_expiry_idx ON demand(status, expires_at);

-- An edit of an approved demand waits here for review; the approved version stays on the board.
CREATE TABLE demand_revision (
  demand_id     integer PRIMARY KEY REFERENCES demand(id) ON DELETE CASCADE,
  demand_type   integer NOT NULL CHECK (demand_type BETWEEN 1 AND 4),
  columns       jsonb NOT NULL,
  submitted_at  timestamptz NOT NULL
);

-- Every decision about a demand: the author reads it on their demand, editors in the queue.
CREATE TABLE demand_event (
  id          serial PRIMARY KEY,
  demand_id   integer NOT NULL REFERENCES demand(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('submitted', 'edited', 'approved', 'rejected', 'claimed', 'expired', 'renewed', 'takenDown')),
  actor       text NOT NULL,           -- 'author', 'system' or 'editor:<username>'
  reason      text,
  member_id   integer REFERENCES member(id) ON DELETE SET NULL,   -- who claimed
  created_at  timestamptz NOT NULL
);
CREATE INDEX demand_event_demand_idx ON demand_event(demand_id, id);

-- What the author is told; the text is written in the member's language when read or sent.
CREATE TABLE notification (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('approved', 'rejected', 'claimed', 'expiring')),
  demand_id   integer REFERENCES demand(id) ON DELETE SET NULL,
  title       text NOT NULL,
  reason      text,
  due_at      timestamptz,             -- the end of the period (approved, expiring)
  lang        text NOT NULL DEFAULT 'zh' CHECK (lang IN ('zh', 'en')),   -- of the e-mail and SMS: the member's when it happened
  created_at  timestamptz NOT NULL,
  read_at     timestamptz
);
CREATE INDEX notification_member_idx ON notification(member_id, id);

-- How a member wants each kind by e-mail or SMS (no row: on the account's mobile, else e-mail),
-- and the language of what is sent.
CREATE TABLE notice_setting (
  member_id  integer PRIMARY KEY REFERENCES member(id) ON DELETE CASCADE,
  lang       text NOT NULL DEFAULT 'zh' CHECK (lang IN ('zh', 'en')),
  approved   text CHECK (approved IN ('email', 'sms', 'both', 'none')),
  rejected   text CHECK (rejected IN ('email', 'sms', 'both', 'none')),
  claimed    text CHECK (claimed IN ('email', 'sms', 'both', 'none')),
  expiring   text CHECK (expiring IN ('email', 'sms', 'both', 'none'))
);
