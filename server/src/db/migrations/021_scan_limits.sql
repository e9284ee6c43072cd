-- Scan limits that fit a show's real rate (issue 33, item 5): a gate account's hourly scans set
-- by the organiser (null: the default of contract SCAN_LIMITS), the scans of a device or account
-- counted by what they were answered (a device reading numbers that are no badge is guessing),
-- and the console's alerts when one looks like it.

ALTER TABLE gate_account ADD COLUMN scans_per_hour integer CHECK (scans_per_hour > 0);

CREATE INDEX badge_scan_device_idx ON badge_scan(device_id, received_at);
CREATE INDEX badge_scan_gate_account_idx ON badge_scan(gate_account_id, received_at) WHERE gate_account_id IS NOT NULL;
CREATE INDEX badge_scan_member_idx ON badge_scan(member_id, received_at) WHERE member_id IS NOT NULL;

CREATE TABLE scan_alert (
  id               serial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('gate', 'lead')),
  device_id        text NOT NULL,
  gate_account_id  integer REFERENCES gate_account(id) ON DELETE CASCADE,
  member_id        integer REFERENCES member(id) ON DELETE SET NULL,
  exhibitor_id     integer REFERENCES exhibitor(id) ON DELETE CASCADE,
  scans            integer NOT NULL,
  unknown          integer NOT NULL,
  -- one alert per device and hour
  hour             timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, hour)
);
CREATE INDEX scan_alert_created_idx ON scan_alert(created_at);
