-- Staff passes, build-up and tear-down days (issue 34, item 2; docs/visitors.md, "Staff passes").
-- The show's build-up runs from its first day to the day before the show opens, its tear-down from
-- the day after the show closes to its last day (both optional). A staff pass is a badge of kind
-- 'staff' in the visitor table (the same signed token, badge page, gate and admissions), owned by
-- an exhibitor. Its quota: the exhibitor's own (staff_pass_quota), else per 9 m² of its booths when
-- the show sets a number for that, else the show's flat default.

ALTER TABLE exhibition ADD COLUMN build_up_start_date date;
ALTER TABLE exhibition ADD COLUMN tear_down_end_date date;
ALTER TABLE exhibition ADD COLUMN staff_passes_default integer NOT NULL DEFAULT 5 CHECK (staff_passes_default >= 0);
ALTER TABLE exhibition ADD COLUMN staff_passes_per_9sqm integer CHECK (staff_passes_per_9sqm >= 0);

ALTER TABLE visitor ADD COLUMN kind text NOT NULL DEFAULT 'visitor' CHECK (kind IN ('visitor', 'staff', 'media'));
ALTER TABLE visitor ADD COLUMN exhibitor_id integer REFERENCES exhibitor(id) ON DELETE CASCADE;
-- when the pass last went to another holder (a new token then; the old one is unknown at the gate)
ALTER TABLE visitor ADD COLUMN handed_over_at timestamptz;
ALTER TABLE visitor ADD CONSTRAINT visitor_staff_exhibitor CHECK ((kind = 'staff') = (exhibitor_id IS NOT NULL));
CREATE INDEX visitor_exhibitor_idx ON visitor(exhibitor_id) WHERE exhibitor_id IS NOT NULL;

-- An exhibitor's own quota, set by the organiser or raised by an approved request.
CREATE TABLE staff_pass_quota (
  exhibitor_id  integer PRIMARY KEY REFERENCES exhibitor(id) ON DELETE CASCADE,
  passes        integer NOT NULL CHECK (passes >= 0)
);

-- A team's request for passes over its quota: the organiser approves (the quota grows by `passes`) or refuses with a reason.
CREATE TABLE staff_pass_request (
  id            serial PRIMARY KEY,
  exhibitor_id  integer NOT NULL REFERENCES exhibitor(id) ON DELETE CASCADE,
  passes        integer NOT NULL CHECK (passes > 0),
  note          text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  reason        text,
  made_by       integer REFERENCES member(id) ON DELETE SET NULL,
  decided_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz
);
CREATE INDEX staff_pass_request_status_idx ON staff_pass_request(status, id);
CREATE INDEX staff_pass_request_exhibitor_idx ON staff_pass_request(exhibitor_id, id);
