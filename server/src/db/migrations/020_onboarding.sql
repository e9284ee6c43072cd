-- Onboarding every exhibitor (issue 32, items 5 and 6): claim invitations e-mailed to each
-- exhibitor's contact address, reminders, and what the console's onboarding board reads.

-- One row per exhibitor the onboarding has written to: its invitations and reminders (first, last,
-- how many), the claim code now valid (a resend expires the one before) and the last e-mail's
-- time, which holds the cap (one onboarding e-mail per exhibitor per ONBOARDING_LIMITS.mailGapMinutes).
CREATE TABLE exhibitor_onboarding (
  exhibitor_id      integer PRIMARY KEY REFERENCES exhibitor(id) ON DELETE CASCADE,
  first_invited_at  timestamptz,
  last_invited_at   timestamptz,
  invitations       integer NOT NULL DEFAULT 0,
  first_reminded_at timestamptz,
  last_reminded_at  timestamptz,
  reminders         integer NOT NULL DEFAULT 0,
  last_mail_at      timestamptz NOT NULL,
  invite_id         integer REFERENCES exhibitor_invite(id) ON DELETE SET NULL
);

-- The e-mails to send. The console's request writes them; a worker sends them after the answer
-- (claimed with FOR UPDATE SKIP LOCKED, a failed send retried). A claim code is made when its
-- e-mail is sent: only its hash is stored (exhibitor_invite), never the code.
CREATE TABLE onboarding_mail (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('invitation', 'reminder')),
  made_by       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  due_at        timestamptz NOT NULL DEFAULT now(),
  claimed_at    timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  done_at       timestamptz,
  outcome       text CHECK (outcome IN ('sent', 'failed', 'skipped'))
);
CREATE INDEX onboarding_mail_due_idx ON onboarding_mail(due_at) WHERE done_at IS NULL;
CREATE INDEX onboarding_mail_exhibitor_idx ON onboarding_mail(exhibitor_id, id);
