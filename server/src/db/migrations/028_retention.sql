-- Retention after the show (issue 35, item 3). The organiser's period per kind, in days after the
-- show's last day (console resource retentionPeriods); an empty days column means the contract's
-- RETENTION_DEFAULT_DAYS, so the defaults live in one place.
CREATE TABLE retention_setting (
  kind     text PRIMARY KEY CHECK (kind IN ('leadContacts', 'registrations', 'scans', 'meetingThreads')),
  name_zh  text NOT NULL,
  name_en  text NOT NULL,
  days     integer CHECK (days >= 1),  -- the upper bound is the console's (RETENTION_MAX_DAYS)
  sort     integer NOT NULL
);
INSERT INTO retention_setting (kind, name_zh, name_en, sort) VALUES
  ('leadContacts', '线索联系方式', 'Leads'' contact fields', 1),
  ('registrations', '观众登记', 'Visitor registrations', 2),
  ('scans', '扫码记录', 'Badge scans', 3),
  ('meetingThreads', '洽谈留言', 'Meeting threads', 4);

-- What the daily job has done, once per kind and edition (and the exhibitors' notice, kind
-- 'leadContactsNotice'): a run takes an advisory lock, skips what is recorded here, and records
-- what it did in the same transaction, so two processes never do a step twice.
CREATE TABLE retention_done (
  kind     text NOT NULL,
  edition  date NOT NULL,
  rows     integer NOT NULL,
  done_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, edition)
);

-- The exhibitors' notice before their leads' contacts are masked.
ALTER TABLE notice_setting ADD COLUMN "leadsMasking" text CHECK ("leadsMasking" IN ('email', 'sms', 'both', 'none'));
ALTER TABLE notification DROP CONSTRAINT notification_kind_check;
ALTER TABLE notification ADD CONSTRAINT notification_kind_check CHECK (kind IN ('approved', 'rejected', 'claimed', 'expiring', 'editSubmitted', 'editApproved', 'editRejected', 'meetingRequest', 'meetingAnswer', 'meetingReminder', 'leadsMasking'));
