-- Meeting requests at the show (issue 26; docs/meetings.md). A visitor (a member) asks an
-- exhibitor's team for a slot; the team accepts, declines or proposes another; an invitation is a
-- team's proposal to a findable visitor. A meeting that waits for an answer or is accepted holds
-- its slot: one meeting_hold row per 15-minute step it lasts, at one of the team's desks. The
-- keys of meeting_hold are the rules, so the database refuses what the code might let through:
--   * a desk holds one meeting at a time        (exhibitor_id, desk, at) unique;
--   * a person is in one meeting at a time      (member_id, at) unique;
--   * a team holds at most `capacity` at once   desks are the rows 1…capacity of meeting_desk,
--     and a hold names its desk by a foreign key, so a desk in use cannot be taken away either.

CREATE TABLE meeting_room (
  id           serial PRIMARY KEY,
  name_zh      text NOT NULL,
  name_en      text NOT NULL,
  hall_id      integer REFERENCES hall(id) ON DELETE SET NULL,
  location_zh  text,
  location_en  text,
  sort         integer NOT NULL DEFAULT 0
);

-- A team's meeting hours per show day ([{date, opens, closes}], China time), slot length, place,
-- capacity and the visitor business types it seeks. No row: the defaults (the show's hours).
CREATE TABLE meeting_setting (
  exhibitor_id  integer PRIMARY KEY REFERENCES exhibitor(id) ON DELETE CASCADE,
  slot_minutes  integer NOT NULL DEFAULT 30 CHECK (slot_minutes IN (15, 30)),
  capacity      integer NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 1 AND 1000),
  room_id       integer REFERENCES meeting_room(id) ON DELETE SET NULL,
  seeks         jsonb NOT NULL DEFAULT '[]',
  days          jsonb,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE meeting_desk (
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  desk          integer NOT NULL CHECK (desk >= 1),
  PRIMARY KEY (exhibitor_id, desk)
);

CREATE TABLE meeting (
  id            serial PRIMARY KEY,
  edition       date NOT NULL,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  member_id     integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,     -- the visitor's side
  visitor_id    integer REFERENCES visitor(id) ON DELETE SET NULL,           -- the registration, when there is one
  product_id    integer REFERENCES product(id) ON DELETE SET NULL,
  initiated_by  text NOT NULL CHECK (initiated_by IN ('visitor', 'team')),
  status        text NOT NULL CHECK (status IN ('requested', 'proposed', 'accepted', 'declined', 'cancelled', 'expired')),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL CHECK (ends_at > starts_at),
  room_id       integer REFERENCES meeting_room(id) ON DELETE SET NULL,      -- null: at the booth
  topic         text NOT NULL,
  message       text NOT NULL DEFAULT '',
  reason        text,
  ended_by      text CHECK (ended_by IN ('visitor', 'team', 'system')),     -- who declined or cancelled
  requested_at  timestamptz NOT NULL,
  asked_at      timestamptz NOT NULL,                                        -- when the open question was put
  expires_at    timestamptz,                                                 -- open ones: unanswered by then, expired
  answered_at   timestamptz,                                                 -- the team's first answer to a request
  answered_by   integer REFERENCES member(id) ON DELETE SET NULL,
  was_accepted  boolean NOT NULL DEFAULT false,
  sequence      integer NOT NULL DEFAULT 0,
  reminded_at   timestamptz,                                                 -- the reminder of an unanswered request
  soon_sent_at  timestamptz,                                                 -- the reminder before the start
  updated_at    timestamptz NOT NULL
);
CREATE INDEX meeting_exhibitor_idx ON meeting(exhibitor_id, starts_at);
CREATE INDEX meeting_member_idx ON meeting(member_id, starts_at);
CREATE INDEX meeting_open_idx ON meeting(expires_at) WHERE status IN ('requested', 'proposed');
CREATE INDEX meeting_accepted_idx ON meeting(starts_at) WHERE status = 'accepted';

CREATE TABLE meeting_hold (
  meeting_id    integer NOT NULL REFERENCES meeting(id) ON DELETE CASCADE,
  exhibitor_id  integer NOT NULL,
  desk          integer NOT NULL,
  member_id     integer NOT NULL REFERENCES member(id) ON DELETE CASCADE,
  at            timestamptz NOT NULL,
  PRIMARY KEY (meeting_id, at),
  CONSTRAINT meeting_hold_desk_busy UNIQUE (exhibitor_id, desk, at),
  CONSTRAINT meeting_hold_person_busy UNIQUE (member_id, at),
  CONSTRAINT meeting_hold_desk FOREIGN KEY (exhibitor_id, desk) REFERENCES meeting_desk(exhibitor_id, desk)
);

CREATE TABLE meeting_post (
  id          serial PRIMARY KEY,
  meeting_id  integer NOT NULL REFERENCES meeting(id) ON DELETE CASCADE,
  side        text NOT NULL CHECK (side IN ('visitor', 'team')),
  member_id   integer REFERENCES member(id) ON DELETE SET NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX meeting_post_meeting_idx ON meeting_post(meeting_id, id);

-- A registered visitor may let exhibitors find and invite them (off unless chosen).
ALTER TABLE visitor ADD COLUMN findable boolean NOT NULL DEFAULT false;

-- Which product interest of the visitor questionnaire (dict visitor_interest) a category group serves:
-- suggestions match a visitor's interests with what the exhibitors make.
ALTER TABLE category_group ADD COLUMN interest text;
UPDATE category_group SET interest = CASE name_en
  WHEN 'Baking Equipment' THEN 'equipment' WHEN 'Baking Ingredients' THEN 'ingredients' WHEN 'Bakery Products' THEN 'finished'
  WHEN 'Packaging & Bakeware' THEN 'packaging' WHEN 'Chocolate & Coffee' THEN 'coffee' WHEN 'Cold Chain & Store' THEN 'services' END;

ALTER TABLE notification DROP CONSTRAINT notification_kind_check;
ALTER TABLE notification ADD CONSTRAINT notification_kind_check CHECK (kind IN ('approved', 'rejected', 'claimed', 'expiring', 'editSubmitted', 'editApproved', 'editRejected', 'meetingRequest', 'meetingAnswer', 'meetingReminder'));
ALTER TABLE notification ADD COLUMN meeting_id integer REFERENCES meeting(id) ON DELETE SET NULL;
ALTER TABLE notice_setting ADD COLUMN "meetingRequest" text CHECK ("meetingRequest" IN ('email', 'sms', 'both', 'none'));
ALTER TABLE notice_setting ADD COLUMN "meetingAnswer" text CHECK ("meetingAnswer" IN ('email', 'sms', 'both', 'none'));
ALTER TABLE notice_setting ADD COLUMN "meetingReminder" text CHECK ("meetingReminder" IN ('email', 'sms', 'both', 'none'));
